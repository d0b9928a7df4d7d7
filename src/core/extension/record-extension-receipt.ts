import type { SentField } from '../../shared/schemas/applications.ts';
import type { ExtensionReceiptBody } from '../../shared/schemas/extension.ts';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../app-error.ts';
import { packageDocuments } from '../applying/load-attempt-input.ts';
import { loadOwnApplication } from '../applying/load-own-application.ts';
import { recordReceipt } from '../applying/record-receipt.ts';
import { transitionApplication } from '../applying/transition-application.ts';
import { masterKeyring } from '../sensitive/master-keyring.ts';

/** Demographic questions are sealed in the receipt whatever the extension marked (decision 057). */
const DEMOGRAPHIC =
  /\b(gender|sex|race|racial|ethnic|hispanic|latin[oax]|veteran|disabilit|sexual orientation|transgender|pronoun)/i;

const sealedWhereSensitive = (fields: SentField[]): SentField[] =>
  fields.map((field) =>
    DEMOGRAPHIC.test(`${field.key} ${field.label}`) ? { ...field, sensitive: true } : field,
  );

/**
 * The person pressed Submit on the employer's page and it confirmed: the application becomes
 * "submitted (by you, with the extension)" with the receipt the extension brought (decision 064).
 * A second receipt for the same application changes nothing.
 */
export async function recordExtensionReceipt(
  ctx: Pick<AppContext, 'db' | 'config'>,
  input: { userId: string; applicationId: string; receipt: ExtensionReceiptBody },
): Promise<{ state: 'submitted' }> {
  const own = await loadOwnApplication(ctx.db, input);
  if (own.state === 'submitted') return { state: 'submitted' };
  const { receipt } = input;
  const documents = await packageDocuments(ctx.db, own);
  // The extension's clock may run ahead; a receipt is never dated in the future.
  const submittedAt = new Date(Math.min(Date.parse(receipt.submittedAt), Date.now()));
  const capture = (which: 'form' | 'confirmation') => {
    const shot = receipt.captures[which];
    return shot ? Buffer.from(shot.base64, 'base64') : undefined;
  };
  await ctx.db.transaction(async (tx) => {
    const moved = await transitionApplication(tx, {
      applicationId: own.id,
      from: ['awaiting_review', 'approved', 'needs_you', 'failed'],
      to: 'submitted',
      cause: 'You submitted it with the extension',
      submittedBy: 'extension',
      changes: { submittedAt, needsYou: null, failure: null, waitingReason: null },
    });
    if (!moved)
      throw new AppError(
        'INVALID_STATE',
        'Hireloop was sending this application itself; check it on its page in Hireloop.',
      );
    await recordReceipt(tx, masterKeyring(ctx.config.dataEncryption), {
      userId: own.userId,
      applicationId: own.id,
      url: receipt.url,
      channel: 'extension',
      fields: sealedWhereSensitive(receipt.fields),
      sentFiles: receipt.files,
      documents,
      screenshots: { form: capture('form'), confirmation: capture('confirmation') },
      screenshotType:
        receipt.captures.form?.contentType ?? receipt.captures.confirmation?.contentType,
      confirmationText: receipt.confirmationText,
      submittedAt,
    });
  });
  return { state: 'submitted' };
}
