import { eq } from '../../db/orm.ts';
import { applicationReceipts } from '../../db/schema/index.ts';
import { type SentField, sentFieldSchema } from '../../shared/schemas/applications.ts';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../app-error.ts';
import { open, SensitiveDataIntegrityError } from '../sensitive/aes-gcm.ts';
import { masterKeyring } from '../sensitive/master-keyring.ts';
import { recordSensitiveAccess } from '../sensitive/record-sensitive-access.ts';
import { readDataKey } from '../sensitive/user-data-key.ts';
import { loadOwnApplication } from './load-own-application.ts';
import { receiptAad } from './record-receipt.ts';

/** The receipt's fields with the sensitive values unmasked, for their owner only; the read is audited. */
export async function revealReceiptFields(
  ctx: Pick<AppContext, 'db' | 'config'>,
  input: { userId: string; applicationId: string },
): Promise<{ fields: SentField[] }> {
  await loadOwnApplication(ctx.db, input);
  return ctx.db.transaction(async (tx) => {
    const [receipt] = await tx
      .select()
      .from(applicationReceipts)
      .where(eq(applicationReceipts.applicationId, input.applicationId));
    if (!receipt) throw new AppError('NOT_FOUND', 'This application has no receipt.');
    if (!receipt.sensitiveCiphertext || !receipt.sensitiveIv || !receipt.sensitiveTag)
      return { fields: receipt.fields };
    await recordSensitiveAccess(tx, {
      userId: input.userId,
      actor: input.userId,
      action: 'read',
      purpose: 'The owner revealed the EEO answers sent with an application',
      fields: receipt.fields.filter((field) => field.sensitive).map((field) => field.key),
    });
    const dataKey = await readDataKey(tx, masterKeyring(ctx.config.dataEncryption), input.userId);
    if (!dataKey || dataKey.keyId !== receipt.sensitiveKeyId)
      throw new SensitiveDataIntegrityError('Decrypting a receipt (no matching data key)');
    const plain = open(
      dataKey.key,
      {
        ciphertext: receipt.sensitiveCiphertext,
        iv: receipt.sensitiveIv,
        tag: receipt.sensitiveTag,
      },
      receiptAad(input.userId, input.applicationId, dataKey.keyId),
      'Decrypting a receipt',
    );
    const sensitive = sentFieldSchema.array().parse(JSON.parse(plain.toString('utf8')));
    return {
      fields: receipt.fields.map((field) => sensitive.find((s) => s.key === field.key) ?? field),
    };
  });
}
