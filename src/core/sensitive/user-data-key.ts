import { randomBytes, randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { eq } from '../../db/orm.ts';
import { userDataKeys } from '../../db/schema/index.ts';
import { open, type Sealed, SensitiveDataIntegrityError, seal } from './aes-gcm.ts';
import type { MasterKeyring } from './master-keyring.ts';

export interface DataKey {
  keyId: string;
  key: Buffer;
}

type DataKeyRow = typeof userDataKeys.$inferSelect;

/** The wrapped key is bound to its user: a row copied to another user does not unwrap. */
export const wrapAad = (userId: string, keyId: string) => `user-data-key:${userId}:${keyId}`;

export function wrapDataKey(keyring: MasterKeyring, userId: string, dataKey: DataKey): Sealed {
  return seal(keyring.current.key, dataKey.key, wrapAad(userId, dataKey.keyId));
}

export function unwrapDataKey(keyring: MasterKeyring, row: DataKeyRow): DataKey {
  const master = keyring.byId.get(row.masterKeyId);
  if (!master) {
    throw new SensitiveDataIntegrityError(
      `The data key of a user is wrapped by master key ${row.masterKeyId}, which is not configured (DATA_ENCRYPTION_KEY / DATA_ENCRYPTION_KEY_PREVIOUS); unwrapping`,
    );
  }
  const sealed = { ciphertext: row.wrappedKey, iv: row.iv, tag: row.tag };
  const key = open(master, sealed, wrapAad(row.userId, row.keyId), 'Unwrapping a user data key');
  return { keyId: row.keyId, key };
}

export async function readDataKey(
  db: Executor,
  keyring: MasterKeyring,
  userId: string,
): Promise<DataKey | null> {
  const [row] = await db.select().from(userDataKeys).where(eq(userDataKeys.userId, userId));
  return row ? unwrapDataKey(keyring, row) : null;
}

/** The user's data key, created on first use. Two first uses at once agree on one key. */
export async function getOrCreateDataKey(
  db: Executor,
  keyring: MasterKeyring,
  userId: string,
): Promise<DataKey> {
  const existing = await readDataKey(db, keyring, userId);
  if (existing) return existing;
  const fresh: DataKey = { keyId: randomUUID(), key: randomBytes(32) };
  const wrapped = wrapDataKey(keyring, userId, fresh);
  await db
    .insert(userDataKeys)
    .values({
      userId,
      keyId: fresh.keyId,
      masterKeyId: keyring.current.id,
      wrappedKey: wrapped.ciphertext,
      iv: wrapped.iv,
      tag: wrapped.tag,
    })
    .onConflictDoNothing({ target: userDataKeys.userId });
  const stored = await readDataKey(db, keyring, userId);
  if (!stored) throw new Error('A user data key vanished right after it was written');
  return stored;
}
