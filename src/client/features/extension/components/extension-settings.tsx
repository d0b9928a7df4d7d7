import { useMutation, useQuery } from '@tanstack/react-query';
import {
  type ExtensionDevice,
  PAIRING_CODE_MINUTES,
} from '../../../../shared/schemas/extension.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { createPairingCode, extensionDevicesQuery } from '../api/extension-devices.ts';
import { PairedDeviceRow } from './paired-device-row.tsx';

const card = 'space-y-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6';
/** The extension paired since the code on screen was issued, if one was. */
const pairedSince = (devices: ExtensionDevice[] | undefined, issuedAt: number) =>
  devices?.find((device) => Date.parse(device.createdAt) >= issuedAt - 1000);
const time = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

/**
 * Settings: pair the browser extension with a one-time code, see the paired ones and unpair any
 * (decision 064). The code is shown once; the extension never learns the password.
 */
export function ExtensionSettings() {
  const pairing = useMutation({ mutationFn: createPairingCode });
  const issuedAt = pairing.data
    ? Date.parse(pairing.data.expiresAt) - PAIRING_CODE_MINUTES * 60_000
    : null;
  // While a code is on screen, the list is asked again every few seconds: the extension that
  // uses it appears here, and the code goes away, without the user doing anything.
  const devices = useQuery({
    ...extensionDevicesQuery,
    refetchInterval: (query) =>
      issuedAt !== null && !pairedSince(query.state.data?.devices, issuedAt) ? 3000 : false,
  });
  const justPaired = issuedAt !== null ? pairedSince(devices.data?.devices, issuedAt) : undefined;
  return (
    <section aria-labelledby="extension-heading" className={card}>
      <h2 id="extension-heading" className="text-lg font-semibold text-slate-900">
        Browser extension
      </h2>
      <p className="text-sm text-slate-700">
        The Hireloop extension fills an employer's form in your own browser from your documents and
        answers. You solve any “are you human” check and press Submit yourself; the extension then
        brings the receipt back here.
      </p>
      <div className="space-y-2">
        <Button variant="secondary" busy={pairing.isPending} onClick={() => pairing.mutate()}>
          {justPaired
            ? 'Pair another extension'
            : pairing.data
              ? 'Get a new pairing code'
              : 'Pair an extension'}
        </Button>
        {justPaired ? (
          <p role="status" className="text-sm text-green-800">
            Paired with {justPaired.name}. It can now fill your applications.
          </p>
        ) : pairing.data ? (
          <div className="rounded-md bg-indigo-50 p-3 text-sm text-slate-900 ring-1 ring-indigo-200">
            <p>
              Enter this code in the extension (click its icon, then “Pair”):{' '}
              <strong className="font-mono text-lg tracking-widest">{pairing.data.code}</strong>
            </p>
            <p className="text-slate-700">
              It works once, until {time(pairing.data.expiresAt)}. This page shows the extension as
              soon as it is paired.
            </p>
          </div>
        ) : null}
        {pairing.error ? <FormAlert>{errorMessage(pairing.error)}</FormAlert> : null}
      </div>
      <div className="space-y-2">
        <h3 className="text-base font-semibold text-slate-900">Paired extensions</h3>
        {devices.data ? (
          devices.data.devices.length === 0 ? (
            <p className="text-sm text-slate-600">No extension is paired with your account.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {devices.data.devices.map((device) => (
                <PairedDeviceRow key={device.id} device={device} />
              ))}
            </ul>
          )
        ) : devices.error ? (
          <div role="alert" className="space-y-2 text-sm text-slate-700">
            <p>Your paired extensions could not be loaded: {errorMessage(devices.error)}</p>
            <Button variant="secondary" busy={devices.isFetching} onClick={() => devices.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <Spinner label="Loading your paired extensions…" />
        )}
      </div>
    </section>
  );
}
