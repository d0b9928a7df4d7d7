import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { AppPage } from '../../main-app/components/app-page.tsx';
import { applicationListQuery } from '../api/application-list.ts';
import { type ApplicationTab, inTab, parseTab, tabCounts, tabLabels } from '../application-tabs.ts';
import { isMoving } from '../state-names.ts';
import { ApplicationListItem } from './application-list-item.tsx';
import { ApplicationTabsNav } from './application-tabs-nav.tsx';
import { ApplyingNotices } from './applying-notices.tsx';

// Loaded only when the Tracker view is opened, so the list of applications stays light.
const TrackerView = lazy(() =>
  import('../../tracker/components/tracker-view.tsx').then((m) => ({ default: m.TrackerView })),
);

/**
 * /main-app/applications: every application, newest first, live while any of them moves; with
 * ?view=tracker, the tracker of every application the user made (decision 065).
 */
export function ApplicationsPage() {
  const [params] = useSearchParams();
  if (params.get('view') === 'tracker')
    return (
      <AppPage title="Applications">
        <ApplicationTabsNav current="tracker" />
        <div className="mt-4">
          <Suspense fallback={<Spinner label="Loading your tracker…" />}>
            <TrackerView />
          </Suspense>
        </div>
      </AppPage>
    );
  return <ApplicationList tab={parseTab(params.get('tab'))} />;
}

function ApplicationList({ tab }: { tab: ApplicationTab }) {
  const list = useQuery(applicationListQuery);
  const all = list.data?.applications ?? [];
  const shown = inTab(all, tab);
  const moving = all.filter((item) => isMoving(item.state)).length;
  return (
    <AppPage title="Applications">
      <p className="-mt-2 mb-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <TextLink to={paths.applicationSettings}>Applying settings</TextLink>
        <TextLink to={paths.answerBank}>Your answers to common questions</TextLink>
      </p>
      <ApplyingNotices />
      {list.data ? (
        all.length === 0 ? (
          <div className="space-y-4">
            <ApplicationTabsNav current={tab} counts={tabCounts(all)} />
            <EmptyState title="No applications yet">
              <p>
                Choose “Apply” on a match or a job. Hireloop prepares a tailored resume and cover
                letter, shows you exactly what it will send, and applies once you approve. Postings
                marked “Demo” are examples with no employer behind them, so they have no Apply.
              </p>
              <p>
                <TextLink to={paths.dashboard}>Go to your matches</TextLink> or{' '}
                <TextLink to="?view=tracker">track applications you made elsewhere</TextLink>
              </p>
            </EmptyState>
          </div>
        ) : (
          <div className="space-y-4">
            <p role="status" className="sr-only">
              {moving > 0 ? `${moving} on their way; this list updates by itself.` : ''}
            </p>
            <ApplicationTabsNav current={tab} counts={tabCounts(all)} />
            {shown.length === 0 ? (
              <p className="text-sm text-slate-700">No applications under “{tabLabels[tab]}”.</p>
            ) : (
              <ul aria-label={`Applications: ${tabLabels[tab]}`} className="space-y-3">
                {shown.map((item) => (
                  <ApplicationListItem key={item.id} item={item} />
                ))}
              </ul>
            )}
          </div>
        )
      ) : list.error ? (
        <div role="alert" className="space-y-3 text-slate-700">
          <p>Your applications could not be loaded: {errorMessage(list.error)}</p>
          <Button variant="secondary" busy={list.isFetching} onClick={() => list.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Spinner label="Loading your applications…" />
      )}
    </AppPage>
  );
}
