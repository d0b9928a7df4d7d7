import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ExtensionDevice } from '../../../../shared/schemas/extension.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { extensionDevicesKey, unpairDevice } from '../api/extension-devices.ts';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

/** One paired extension; "Unpair" asks once more, then its token stops working at once. */
export function PairedDeviceRow({ device }: { device: ExtensionDevice }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const unpair = useMutation({
    mutationFn: () => unpairDevice(device.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: extensionDevicesKey }),
  });
  return (
    <li className="flex flex-col gap-2 py-2 text-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{device.name}</p>
        <p className="text-slate-600">
          Paired {day(device.createdAt)}
          {device.lastUsedAt ? ` · last used ${day(device.lastUsedAt)}` : ' · not used yet'}
        </p>
        {unpair.error ? (
          <p role="alert" className="text-red-700">
            {errorMessage(unpair.error)}
          </p>
        ) : null}
      </div>
      {confirming ? (
        <div className="flex gap-2">
          <Button variant="danger" busy={unpair.isPending} onClick={() => unpair.mutate()}>
            Unpair {device.name}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Unpair
        </Button>
      )}
    </li>
  );
}
