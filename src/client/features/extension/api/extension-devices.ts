import { queryOptions } from '@tanstack/react-query';
import {
  extensionDeviceListSchema,
  pairingCodeResponseSchema,
} from '../../../../shared/schemas/extension.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const extensionDevicesKey = ['extension-devices'] as const;

/** GET /api/app/extension/devices: the browser extensions paired with the account. */
export const extensionDevicesQuery = queryOptions({
  queryKey: extensionDevicesKey,
  queryFn: () => apiRequest('/api/app/extension/devices', { schema: extensionDeviceListSchema }),
});

/** POST /api/app/extension/pairing-codes: a code that works once, for ten minutes. */
export const createPairingCode = () =>
  apiRequest('/api/app/extension/pairing-codes', {
    method: 'POST',
    schema: pairingCodeResponseSchema,
  });

/** DELETE /api/app/extension/devices/:id: the extension's token is refused from now on. */
export const unpairDevice = (id: string) =>
  apiRequest(`/api/app/extension/devices/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** The employer's page, opened so the paired extension fills it for this application. */
export const fillWithExtensionUrl = (applyUrl: string, applicationId: string) =>
  `${applyUrl.split('#')[0]}#hireloop-application=${encodeURIComponent(applicationId)}`;
