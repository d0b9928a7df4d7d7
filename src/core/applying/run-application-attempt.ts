import { randomUUID } from 'node:crypto';
import { eq } from '../../db/orm.ts';
import { applications } from '../../db/schema/index.ts';
import type { ApplicationChannel, ApplicationState } from '../../shared/schemas/applications.ts';
import type { AppContext } from '../app-context.ts';
import { faultPoint } from '../faults/fault-point.ts';
import { keepLeaseAlive, RUN_LEASE_SECONDS } from '../jobs/run-lease.ts';
import { type LoadedAttempt, loadAttemptInput } from './load-attempt-input.ts';
import { recordAttemptOutcome, UNCONFIRMED_CAUSE } from './record-attempt-outcome.ts';
import {
  releaseAttemptLease,
  renewAttemptLease,
  reportAttemptProgress,
  takeAttemptLease,
} from './take-attempt-lease.ts';
import { type ApplicationRow, transitionApplication } from './transition-application.ts';
import type { AttemptInput, AttemptOutcome, Channel } from './types.ts';

export type ChannelTable = Record<ApplicationChannel, Channel>;

const notReady: Record<Exclude<LoadedAttempt, { ok: true }>['reason'], string> = {
  package_preparing: 'Your documents are still being prepared.',
  package_failed:
    'Your documents could not be prepared. Retry them on the documents page, then try again.',
  profile_missing: 'Your profile is empty: fill in the resume builder, then try again.',
};

const stateOf = async (ctx: AppContext, applicationId: string) =>
  (
    await ctx.db
      .select({ state: applications.state })
      .from(applications)
      .where(eq(applications.id, applicationId))
  )[0]?.state;

const states = {
  inspect: ['prepared'],
  submit: ['queued', 'filling', 'submitting'],
} as const;

/**
 * One attempt (worker job `attempt-application`, decision 057). It takes the lease or leaves the
 * row to the attempt that holds it; an attempt that finds `submitting` is the rerun of one that
 * died after pressing Submit, and makes it `unconfirmed` instead of sending again.
 */
export async function runApplicationAttempt(
  ctx: AppContext,
  input: {
    applicationId: string;
    mode: AttemptInput['mode'];
    channels: ChannelTable;
    signal?: AbortSignal;
    /** Test hook: how long to wait for a dead holder's lease to run out. */
    leaseWaitMs?: number;
  },
): Promise<ApplicationRow | null> {
  const owner = randomUUID();
  const deadline = Date.now() + (input.leaseWaitMs ?? (RUN_LEASE_SECONDS + 5) * 1000);
  const eligible: readonly ApplicationState[] = states[input.mode];
  let application = await takeAttemptLease(ctx.db, { ...input, owner, states: eligible });
  // Only a held lease is worth waiting for: a row already moved on (sent, withdrawn, or a
  // duplicate job's) is left at once.
  while (
    !application &&
    Date.now() < deadline &&
    !input.signal?.aborted &&
    eligible.includes((await stateOf(ctx, input.applicationId)) ?? 'withdrawn')
  ) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    application = await takeAttemptLease(ctx.db, { ...input, owner, states: eligible });
  }
  if (!application) return null;
  const stopRenewing = keepLeaseAlive(
    () => renewAttemptLease(ctx.db, application.id, owner),
    (error) => ctx.log.warn({ err: error, applicationId: application.id }, 'lease renewal failed'),
  );
  try {
    return await attempt(ctx, {
      application,
      owner,
      mode: input.mode,
      channels: input.channels,
      signal: input.signal,
    });
  } finally {
    stopRenewing();
    await releaseAttemptLease(ctx.db, application.id, owner);
  }
}

async function attempt(
  ctx: AppContext,
  input: {
    application: ApplicationRow;
    owner: string;
    mode: AttemptInput['mode'];
    channels: ChannelTable;
    signal?: AbortSignal | undefined;
  },
): Promise<ApplicationRow | null> {
  let { application } = input;
  const { owner } = input;
  const base = { applicationId: application.id, leaseOwner: owner };
  if (application.state === 'submitting')
    return transitionApplication(ctx.db, {
      ...base,
      from: ['submitting'],
      to: 'unconfirmed',
      cause: UNCONFIRMED_CAUSE,
    });

  const loaded = await loadAttemptInput(ctx, application, input.mode);
  if (!loaded.ok) {
    if (loaded.reason === 'package_preparing' && input.mode === 'inspect') return application;
    return transitionApplication(ctx.db, {
      ...base,
      from: ['prepared', 'queued', 'filling'],
      to: 'failed',
      cause: notReady[loaded.reason],
      changes: { failure: { message: notReady[loaded.reason], retryable: true } },
    });
  }
  if (input.mode === 'submit') {
    // An edit after approval sends it back: the user approves what is sent, not an older draft.
    if (application.approvedAt && loaded.packageUpdatedAt > application.approvedAt)
      return transitionApplication(ctx.db, {
        ...base,
        from: ['queued'],
        to: 'awaiting_review',
        cause: 'Your documents changed after you approved them: review them again',
        changes: { approvedAt: null, approvedBy: null },
      });
    if (application.state === 'queued') {
      const filling = await transitionApplication(ctx.db, {
        ...base,
        from: ['queued'],
        to: 'filling',
        cause: 'Filling the form',
      });
      if (!filling) return null;
      application = filling;
      faultPoint('application-filling');
    }
  }
  const channel = input.channels[application.channel];
  let outcome: AttemptOutcome;
  try {
    outcome = await channel(loaded.input, {
      markSubmitting: async () => {
        if (input.signal?.aborted) throw new Error('the worker is stopping');
        const moved = await transitionApplication(ctx.db, {
          ...base,
          from: ['filling'],
          to: 'submitting',
          cause: 'Pressing Submit',
          changes: { submittingAt: new Date() },
        });
        if (!moved) throw new Error('this attempt no longer holds the application');
        faultPoint('application-submitting');
      },
      progress: (step) =>
        reportAttemptProgress(ctx.db, { applicationId: application.id, owner, step }),
    });
  } catch (error) {
    ctx.log.error({ err: error, applicationId: application.id }, 'an application attempt failed');
    const failed = (afterSubmit: boolean): AttemptOutcome => ({
      kind: 'failed',
      failure: {
        message: afterSubmit
          ? UNCONFIRMED_CAUSE
          : 'Something went wrong while sending this application. Press Try again.',
        retryable: !afterSubmit,
      },
      afterSubmit,
      screenshots: {},
    });
    // Whether Submit may have been pressed is in the row: only a `submitting` one is unconfirmed.
    const files = loaded.input.files;
    return (
      (await recordAttemptOutcome(ctx, { application, owner, outcome: failed(true), files })) ??
      recordAttemptOutcome(ctx, { application, owner, outcome: failed(false), files })
    );
  }
  if (outcome.kind === 'submitted') faultPoint('application-sent');
  return recordAttemptOutcome(ctx, { application, owner, outcome, files: loaded.input.files });
}
