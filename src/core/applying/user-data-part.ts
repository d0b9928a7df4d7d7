import type { Database } from '../../db/client.ts';
import { asc, eq } from '../../db/orm.ts';
import {
  answerBanks,
  applicationArtifacts,
  applicationEvents,
  applicationReceipts,
  applicationSettings,
  applications,
} from '../../db/schema/index.ts';
import type { UserDataPart } from '../privacy/user-data-part.ts';

/**
 * Every application with its history, receipt and stored files, the answer bank and the settings.
 * A receipt's sensitive values stay out: they are the user's EEO answers, exported decrypted by
 * the EEO part, and the ciphertext is of no use outside Hireloop.
 */
export async function exportApplyingData(db: Database, userId: string) {
  const [rows, events, receipts, artifacts, bank, settings] = await Promise.all([
    db
      .select()
      .from(applications)
      .where(eq(applications.userId, userId))
      .orderBy(asc(applications.createdAt)),
    db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.userId, userId))
      .orderBy(asc(applicationEvents.id)),
    db.select().from(applicationReceipts).where(eq(applicationReceipts.userId, userId)),
    db.select().from(applicationArtifacts).where(eq(applicationArtifacts.userId, userId)),
    db.select().from(answerBanks).where(eq(answerBanks.userId, userId)),
    db.select().from(applicationSettings).where(eq(applicationSettings.userId, userId)),
  ]);
  return {
    applications: rows.map(({ leaseOwner: _owner, leaseUntil: _until, ...application }) => {
      const receipt = receipts.find((r) => r.applicationId === application.id);
      return {
        ...application,
        events: events
          .filter((event) => event.applicationId === application.id)
          .map(({ fromState, toState, cause, detail, at }) => ({
            fromState,
            toState,
            cause,
            detail,
            at,
          })),
        receipt: receipt
          ? {
              url: receipt.url,
              channel: receipt.channel,
              fields: receipt.fields,
              files: receipt.files,
              confirmationText: receipt.confirmationText,
              submittedAt: receipt.submittedAt,
            }
          : null,
        artifacts: artifacts
          .filter((artifact) => artifact.applicationId === application.id)
          .map((artifact) => ({
            name: artifact.name,
            contentType: artifact.contentType,
            sha256: artifact.sha256,
            base64: artifact.content.toString('base64'),
          })),
      };
    }),
    answerBank: bank[0] ? { entries: bank[0].entries, approvedAt: bank[0].approvedAt } : null,
    settings: settings[0]?.settings ?? null,
  };
}

/** Applying's share of "everything stored about me"; every table cascades with `users`. */
export const applyingUserDataPart: UserDataPart = {
  name: 'applications',
  tables: [
    'applications',
    'application_events',
    'application_settings',
    'answer_banks',
    'application_receipts',
    'application_artifacts',
  ],
  exportFor: (ctx, userId) => exportApplyingData(ctx.db, userId),
};
