import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { AppPage } from '../../main-app/components/app-page.tsx';
import { ActionNoticeContext, actionNotices } from '../action-notice.ts';
import { applicationQuery } from '../api/applications.ts';
import { formatDateTime } from '../application-states.ts';
import { viewOf } from '../application-view.ts';
import { useFocusOnArrival, useFocusOnChange } from '../use-focus-on-arrival.ts';
import { ApplicationStateView } from './application-state-view.tsx';
import { HistoryList } from './history-list.tsx';
import { StateBadge } from './state-badge.tsx';

/** /main-app/applications/:id: one application, the page adapting to its state as it moves. */
const arrivalStates = new Set(['submitted', 'needs_you', 'failed', 'unconfirmed', 'withdrawn']);
const movingNotices = new Set<string>([
  actionNotices.approve,
  actionNotices.retry,
  actionNotices.answers,
]);

export function ApplicationPage() {
  const { id = '' } = useParams();
  const application = useQuery(applicationQuery(id));
  const data = application.data;
  const page = useFocusOnArrival<HTMLDivElement>();
  const [notice, setNotice] = useState('');
  // "Approved, it goes out…" is stale once the application arrived somewhere: the view says it.
  const arrived = data && arrivalStates.has(data.state);
  useEffect(() => {
    if (arrived) setNotice((current) => (movingNotices.has(current) ? '' : current));
  }, [arrived]);
  const view = useFocusOnChange<HTMLDivElement>(data ? viewOf(data) : null);
  return (
    <div ref={page}>
      <AppPage title={data ? `${data.jobTitle} at ${data.company}` : 'Application'}>
        <p className="-mt-4 mb-4 text-sm">
          <TextLink to={paths.applications}>← All applications</TextLink>
        </p>
        {data ? (
          <div className="space-y-6">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
              <StateBadge state={data.state} />
              <span>Updated {formatDateTime(data.updatedAt)}</span>
            </div>
            <p role="status" aria-live="polite" className="text-sm font-medium text-green-800">
              {notice}
            </p>
            <div ref={view}>
              <ActionNoticeContext value={setNotice}>
                <ApplicationStateView application={data} />
              </ActionNoticeContext>
            </div>
            <HistoryList events={data.events} />
          </div>
        ) : application.error ? (
          <div role="alert" className="space-y-3 text-slate-700">
            <p>This application could not be loaded: {errorMessage(application.error)}</p>
            <Button
              variant="secondary"
              busy={application.isFetching}
              onClick={() => application.refetch()}
            >
              Try again
            </Button>
          </div>
        ) : (
          <Spinner label="Loading the application…" />
        )}
      </AppPage>
    </div>
  );
}
