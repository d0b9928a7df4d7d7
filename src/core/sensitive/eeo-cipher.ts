import type { Executor } from '../../db/client.ts';
import { eq } from '../../db/orm.ts';
import { eeoAnswers } from '../../db/schema/index.ts';
import { type EeoAnswers, eeoAnswersSchema } from '../../shared/schemas/eeo.ts';
import { open, SensitiveDataIntegrityError, seal } from './aes-gcm.ts';
import type { MasterKeyring } from './master-keyring.ts';
import { getOrCreateDataKey, readDataKey } from './user-data-key.ts';

/** Binds a ciphertext to its owner: a row moved to another user fails to decrypt. */
const eeoAad = (userId: string, keyId: string) => `eeo-answers:${userId}:${keyId}`;

/** The user's decrypted answers, or null when they never saved any. Tampering throws. */
export async function decryptEeoAnswers(
  db: Executor,
  keyring: MasterKeyring,
  userId: string,
): Promise<EeoAnswers | null> {
  const [row] = await db.select().from(eeoAnswers).where(eq(eeoAnswers.userId, userId));
  if (!row) return null;
  const dataKey = await readDataKey(db, keyring, userId);
  if (!dataKey || dataKey.keyId !== row.dataKeyId) {
    throw new SensitiveDataIntegrityError('Decrypting EEO answers (no matching data key)');
  }
  const plaintext = open(dataKey.key, row, eeoAad(userId, dataKey.keyId), 'Decrypting EEO answers');
  return eeoAnswersSchema.parse(JSON.parse(plaintext.toString('utf8')));
}

export async function encryptEeoAnswers(
  db: Executor,
  keyring: MasterKeyring,
  input: { userId: string; answers: EeoAnswers },
): Promise<void> {
  const dataKey = await getOrCreateDataKey(db, keyring, input.userId);
  const plaintext = Buffer.from(JSON.stringify(input.answers), 'utf8');
  const sealed = seal(dataKey.key, plaintext, eeoAad(input.userId, dataKey.keyId));
  const values = { ...sealed, dataKeyId: dataKey.keyId, updatedAt: new Date() };
  await db
    .insert(eeoAnswers)
    .values({ userId: input.userId, ...values })
    .onConflictDoUpdate({ target: eeoAnswers.userId, set: values });
}
