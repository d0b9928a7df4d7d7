import type { JobName } from '../core/jobs/job-definitions.ts';
import type { JobDefinition } from './define-job.ts';
import { ingestCatalogueJob } from './jobs/ingest-catalogue.ts';
import { matchJobsForUserJob } from './jobs/match-jobs-for-user.ts';
import { purgeExpiredAuthRecordsJob } from './jobs/purge-expired-auth-records.ts';
import { queueDueMatchRunsJob } from './jobs/queue-due-match-runs.ts';
import { reconcileSubscriptionsJob } from './jobs/reconcile-subscriptions.ts';

/** Every job the worker runs, listed once. A test checks that each defined job name is here. */
export const jobRegistry: { [N in JobName]: JobDefinition<N> } = {
  'purge-expired-auth-records': purgeExpiredAuthRecordsJob,
  'reconcile-subscriptions': reconcileSubscriptionsJob,
  'match-jobs-for-user': matchJobsForUserJob,
  'queue-due-match-runs': queueDueMatchRunsJob,
  'ingest-catalogue': ingestCatalogueJob,
};
