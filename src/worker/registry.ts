import type { JobName } from '../core/jobs/job-definitions.ts';
import type { JobDefinition } from './define-job.ts';
import { attemptApplicationJob } from './jobs/attempt-application.ts';
import { cancelDeletedAccountSubscriptionJob } from './jobs/cancel-deleted-account-subscription.ts';
import { failAbandonedMatchRunsJob } from './jobs/fail-abandoned-match-runs.ts';
import { ingestCatalogueJob } from './jobs/ingest-catalogue.ts';
import { loadDemoCorpusJob } from './jobs/load-demo-corpus.ts';
import { matchJobsForUserJob } from './jobs/match-jobs-for-user.ts';
import { prepareApplicationPackageJob } from './jobs/prepare-application-package.ts';
import { purgeExpiredAuthRecordsJob } from './jobs/purge-expired-auth-records.ts';
import { queueApprovedApplicationsJob } from './jobs/queue-approved-applications.ts';
import { queueDueMatchRunsJob } from './jobs/queue-due-match-runs.ts';
import { reconcileSubscriptionsJob } from './jobs/reconcile-subscriptions.ts';
import { sendDueDigestsJob } from './jobs/send-due-digests.ts';

/** Every job the worker runs, listed once. A test checks that each defined job name is here. */
export const jobRegistry: { [N in JobName]: JobDefinition<N> } = {
  'purge-expired-auth-records': purgeExpiredAuthRecordsJob,
  'reconcile-subscriptions': reconcileSubscriptionsJob,
  'cancel-deleted-account-subscription': cancelDeletedAccountSubscriptionJob,
  'match-jobs-for-user': matchJobsForUserJob,
  'queue-due-match-runs': queueDueMatchRunsJob,
  'fail-abandoned-match-runs': failAbandonedMatchRunsJob,
  'ingest-catalogue': ingestCatalogueJob,
  'load-demo-corpus': loadDemoCorpusJob,
  'prepare-application-package': prepareApplicationPackageJob,
  'attempt-application': attemptApplicationJob,
  'queue-approved-applications': queueApprovedApplicationsJob,
  'send-due-digests': sendDueDigestsJob,
};
