import { pairResponseSchema } from '../../shared/schemas/extension.ts';
import type { Pairing } from '../messages.ts';
import { HireloopError, requestJson } from './hireloop-api.ts';

const PAIRING_KEY = 'pairing';

export async function readPairing(): Promise<Pairing | null> {
  const stored = await chrome.storage.local.get(PAIRING_KEY);
  return (stored[PAIRING_KEY] as Pairing | undefined) ?? null;
}

/** Only the origin: a pasted "https://hireloop.example/settings" pairs with the same server. */
export function hireloopOrigin(address: string): string {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    throw new HireloopError('Enter Hireloop’s address, like https://hireloop.example', null);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new HireloopError('Hireloop’s address starts with https://', null);
  return url.origin;
}

/** Exchanges the code from Hireloop's Settings page for a token; no password, no cookies. */
export async function pair(address: string, code: string, deviceName: string) {
  const origin = hireloopOrigin(address);
  let paired: { token: string; email: string };
  try {
    paired = await requestJson(origin, '/api/extension/v1/pair', pairResponseSchema, {
      method: 'POST',
      body: { code, deviceName },
    });
  } catch (error) {
    if (
      error instanceof HireloopError &&
      [400, 401, 403, 404, 410, 422].includes(error.status ?? 0)
    )
      throw new HireloopError(
        'That code is wrong or has expired. Get a new one on Hireloop’s Settings page.',
        error.status,
      );
    throw error;
  }
  const pairing: Pairing = { address: origin, token: paired.token, email: paired.email };
  await chrome.storage.local.set({ [PAIRING_KEY]: pairing });
  return pairing;
}

/** Forgets the token here; Hireloop's Settings page revokes it there. */
export async function unpair() {
  await chrome.storage.local.remove(PAIRING_KEY);
}
