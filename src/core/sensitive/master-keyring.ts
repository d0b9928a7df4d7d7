import { createHash } from 'node:crypto';
import type { AppConfig } from '../config/load-config.ts';

export interface MasterKeyring {
  current: { id: string; key: Buffer };
  /** Every usable master key by id, the current one included. */
  byId: Map<string, Buffer>;
}

/** A master key's public name: a hash prefix, so the stored id reveals nothing about the key. */
export function masterKeyId(key: Buffer): string {
  return createHash('sha256')
    .update('hireloop-master-key-id:')
    .update(key)
    .digest('hex')
    .slice(0, 16);
}

export function masterKeyring(config: AppConfig['dataEncryption']): MasterKeyring {
  const current = { id: masterKeyId(config.current), key: config.current };
  const byId = new Map<string, Buffer>();
  for (const key of config.previous) byId.set(masterKeyId(key), key);
  byId.set(current.id, current.key);
  return { current, byId };
}
