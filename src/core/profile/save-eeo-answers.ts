import { type EeoAnswers, eeoFieldNames } from '../../shared/schemas/eeo.ts';
import type { AppContext } from '../app-context.ts';
import { decryptEeoAnswers, encryptEeoAnswers } from '../sensitive/eeo-cipher.ts';
import { masterKeyring } from '../sensitive/master-keyring.ts';
import { recordSensitiveAccess } from '../sensitive/record-sensitive-access.ts';

/**
 * Replaces the owner's EEO answers (step 2 always sends all of them), encrypted under their data
 * key. The audit row names the fields that changed, never a value. Nothing else is touched: the
 * profile's `updatedAt` stays as it was, so these answers leave no trace outside their own table.
 */
export async function saveEeoAnswers(
  ctx: AppContext,
  input: { userId: string; answers: EeoAnswers },
): Promise<EeoAnswers> {
  const keyring = masterKeyring(ctx.config.dataEncryption);
  return ctx.db.transaction(async (tx) => {
    const before = await decryptEeoAnswers(tx, keyring, input.userId);
    const changed = eeoFieldNames.filter(
      (field) => (before?.[field] ?? null) !== input.answers[field],
    );
    await recordSensitiveAccess(tx, {
      userId: input.userId,
      actor: input.userId,
      action: 'write',
      purpose: 'The owner saved the Demographics step',
      fields: changed,
    });
    await encryptEeoAnswers(tx, keyring, input);
    return input.answers;
  });
}
