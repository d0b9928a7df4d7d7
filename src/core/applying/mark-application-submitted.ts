import type { AppContext } from '../app-context.ts';
import { AppError } from '../app-error.ts';
import { masterKeyring } from '../sensitive/master-keyring.ts';
import { loadOwnApplication } from './load-own-application.ts';
import { recordReceipt } from './record-receipt.ts';
import { transitionApplication } from './transition-application.ts';

/**
 * "I submitted it": the user finished the application on the employer's page (finish-yourself),
 * or confirms an unconfirmed one arrived. The receipt keeps what was prepared and the
 * confirmation text the user pasted.
 */
export async function markApplicationSubmitted(
  ctx: Pick<AppContext, 'db' | 'config'>,
  input: { userId: string; applicationId: string; confirmationText?: string | undefined },
): Promise<void> {
  const own = await loadOwnApplication(ctx.db, input);
  const submittedAt = new Date();
  await ctx.db.transaction(async (tx) => {
    const moved = await transitionApplication(tx, {
      applicationId: own.id,
      from: ['needs_you', 'unconfirmed'],
      to: 'submitted',
      cause:
        own.state === 'unconfirmed'
          ? 'You confirmed the employer received it'
          : 'You submitted it yourself',
      changes: { submittedAt, needsYou: null, failure: null },
    });
    if (!moved)
      throw new AppError(
        'INVALID_STATE',
        'Only an application waiting for you or unconfirmed can be marked as submitted.',
      );
    await recordReceipt(tx, masterKeyring(ctx.config.dataEncryption), {
      userId: own.userId,
      applicationId: own.id,
      url: own.applyUrl,
      channel: own.channel,
      fields: own.plannedFields,
      sentFiles: own.plannedFiles,
      documents: [],
      screenshots: {},
      confirmationText: input.confirmationText?.trim() || null,
      submittedAt,
    });
  });
}
