import type { Executor } from '../../db/client.ts';
import { and, eq, sql } from '../../db/orm.ts';
import { applicationArtifacts, applicationReceipts } from '../../db/schema/index.ts';
import type { Receipt } from '../../shared/schemas/applications.ts';
import { AppError } from '../app-error.ts';
import { loadOwnApplication } from './load-own-application.ts';

const NO_RECEIPT = 'This application has no receipt: it was not submitted.';

/** The proof of one submitted application, sensitive values masked. */
export async function getReceipt(
  db: Executor,
  input: { userId: string; applicationId: string },
): Promise<Receipt> {
  await loadOwnApplication(db, input);
  const [receipt] = await db
    .select()
    .from(applicationReceipts)
    .where(eq(applicationReceipts.applicationId, input.applicationId));
  if (!receipt) throw new AppError('NOT_FOUND', NO_RECEIPT);
  const artifacts = await db
    .select({
      name: applicationArtifacts.name,
      bytes: sql<number>`octet_length(${applicationArtifacts.content})::int`,
    })
    .from(applicationArtifacts)
    .where(eq(applicationArtifacts.applicationId, input.applicationId))
    .orderBy(applicationArtifacts.name);
  return {
    applicationId: receipt.applicationId,
    url: receipt.url,
    submittedAt: receipt.submittedAt.toISOString(),
    channel: receipt.channel,
    fields: receipt.fields,
    files: receipt.files,
    confirmationText: receipt.confirmationText,
    artifacts,
  };
}

/** One stored screenshot or file of the user's receipt, for download. */
export async function getReceiptArtifact(
  db: Executor,
  input: { userId: string; applicationId: string; name: string },
) {
  await loadOwnApplication(db, input);
  const [artifact] = await db
    .select()
    .from(applicationArtifacts)
    .where(
      and(
        eq(applicationArtifacts.applicationId, input.applicationId),
        eq(applicationArtifacts.name, input.name),
      ),
    );
  if (!artifact) throw new AppError('NOT_FOUND', 'That file is not in the receipt.');
  return artifact;
}
