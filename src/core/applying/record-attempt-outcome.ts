import type { AppContext } from '../app-context.ts';
import { masterKeyring } from '../sensitive/master-keyring.ts';
import { approveByStandingRule } from './approve-by-standing-rule.ts';
import { MASK, recordReceipt } from './record-receipt.ts';
import { type ApplicationRow, transitionApplication } from './transition-application.ts';
import type { AttemptOutcome, DocumentFile } from './types.ts';

export const UNCONFIRMED_CAUSE =
  'The attempt stopped after pressing Submit, before the employer confirmed it. Check your e-mail or the employer’s site before applying again.';

/**
 * Writes what a channel returned as the application's next state (decision 057). Every move names
 * the states it expects and the lease it holds, so a late or duplicate attempt changes nothing.
 */
export async function recordAttemptOutcome(
  ctx: AppContext,
  input: {
    application: ApplicationRow;
    owner: string;
    outcome: AttemptOutcome;
    files: DocumentFile[];
  },
): Promise<ApplicationRow | null> {
  const { application, owner, outcome } = input;
  const id = application.id;
  const base = { applicationId: id, leaseOwner: owner };
  const movable = ['prepared', 'queued', 'filling', 'submitting'] as const;
  switch (outcome.kind) {
    case 'inspected': {
      // EEO values are kept only encrypted (in a receipt): what the review shows of them is masked.
      const plannedFields = outcome.fields.map((field) =>
        field.sensitive ? { ...field, value: MASK } : field,
      );
      const changes = { plannedFields, plannedFiles: outcome.files, failure: null };
      if (outcome.unanswered.length > 0)
        return transitionApplication(ctx.db, {
          ...base,
          from: ['prepared'],
          to: 'needs_you',
          cause: 'The form asks questions your answers do not cover',
          detail: { reason: 'unknown_question', host: application.host },
          changes: {
            ...changes,
            needsYou: {
              reason: 'unknown_question',
              message:
                'The employer asks something Hireloop cannot answer for you. Answer it below; your answer is saved for next time.',
              host: application.host,
              questions: outcome.unanswered,
              formErrors: [],
            },
          },
        });
      if (application.channel === 'manual')
        return transitionApplication(ctx.db, {
          ...base,
          from: ['prepared'],
          to: 'needs_you',
          cause: 'This employer’s form is finished by you',
          detail: { reason: 'finish_yourself', host: application.host },
          changes: {
            ...changes,
            needsYou: {
              reason: 'finish_yourself',
              message:
                'Hireloop cannot fill this employer’s form safely. Everything is prepared: copy each answer, attach your documents and press “I submitted it” when done.',
              host: application.host,
              questions: [],
              formErrors: [],
            },
          },
        });
      const moved = await transitionApplication(ctx.db, {
        ...base,
        from: ['prepared'],
        to: 'awaiting_review',
        cause: 'Ready for your review',
        changes: { ...changes, needsYou: null },
      });
      if (moved) return (await approveByStandingRule(ctx, { application: moved })) ?? moved;
      return moved;
    }
    case 'submitted': {
      const submittedAt = new Date();
      return ctx.db.transaction(async (tx) => {
        const moved = await transitionApplication(tx, {
          ...base,
          from: ['submitting'],
          to: 'submitted',
          cause: 'The employer confirmed your application',
          changes: { submittedAt, needsYou: null, failure: null, waitingReason: null },
        });
        if (!moved) return null;
        await recordReceipt(tx, masterKeyring(ctx.config.dataEncryption), {
          userId: application.userId,
          applicationId: id,
          url: application.applyUrl,
          channel: application.channel,
          fields: outcome.fields,
          sentFiles: outcome.files,
          documents: input.files,
          screenshots: outcome.screenshots,
          confirmationText: outcome.confirmationText,
          submittedAt,
        });
        return moved;
      });
    }
    case 'needs_you':
      return transitionApplication(ctx.db, {
        ...base,
        from: movable,
        to: 'needs_you',
        cause: outcome.needsYou.message.slice(0, 500),
        detail: {
          reason: outcome.needsYou.reason,
          host: outcome.needsYou.host ?? application.host,
        },
        changes: {
          needsYou: outcome.needsYou,
          // An attempt stopped before the review still leaves every answer ready to copy.
          ...(outcome.prepared && application.plannedFields.length === 0
            ? {
                plannedFields: outcome.prepared.fields.map((field) =>
                  field.sensitive ? { ...field, value: MASK } : field,
                ),
                plannedFiles: outcome.prepared.files,
              }
            : {}),
        },
      });
    case 'failed':
      if (outcome.afterSubmit)
        return transitionApplication(ctx.db, {
          ...base,
          from: ['submitting'],
          to: 'unconfirmed',
          cause: UNCONFIRMED_CAUSE,
          changes: { failure: outcome.failure },
        });
      return transitionApplication(ctx.db, {
        ...base,
        from: ['prepared', 'queued', 'filling'],
        to: 'failed',
        cause: outcome.failure.message.slice(0, 500),
        changes: { failure: outcome.failure },
      });
  }
}
