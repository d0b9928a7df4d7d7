import { type EeoAnswers, eeoAnswersSchema, eeoFieldNames } from '../../shared/schemas/eeo.ts';
import type { AppContext } from '../app-context.ts';
import { decryptEeoAnswers } from '../sensitive/eeo-cipher.ts';
import { masterKeyring } from '../sensitive/master-keyring.ts';
import { recordSensitiveAccess } from '../sensitive/record-sensitive-access.ts';

/**
 * The owner's EEO answers (all unanswered when none were saved). Callers pass the signed-in
 * user's id only: nobody else can be named. Every read is audited, with why, before it happens.
 */
export async function readEeoAnswers(
  ctx: AppContext,
  input: { userId: string; purpose: string },
): Promise<EeoAnswers> {
  return ctx.db.transaction(async (tx) => {
    await recordSensitiveAccess(tx, {
      userId: input.userId,
      actor: input.userId,
      action: 'read',
      purpose: input.purpose,
      fields: eeoFieldNames,
    });
    const answers = await decryptEeoAnswers(
      tx,
      masterKeyring(ctx.config.dataEncryption),
      input.userId,
    );
    return answers ?? eeoAnswersSchema.parse({});
  });
}
