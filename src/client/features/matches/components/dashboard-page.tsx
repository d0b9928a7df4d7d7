import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { MatchFilters } from '../../../../shared/schemas/matches.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useCatalogueStatus } from '../../jobs/api/catalogue-status.ts';
import { CatalogueLoadingNotice } from '../../jobs/components/catalogue-loading-notice.tsx';
import { AppPage } from '../../main-app/components/app-page.tsx';
import {
  latestRunQuery,
  matchesKey,
  matchesQuery,
  statsQuery,
  useListFollowsRun,
} from '../api/matches.ts';
import { ActionStatus } from './action-status.tsx';
import { FEW_MATCHES } from './few-matches-threshold.ts';
import { LearnedPanel } from './learned-panel.tsx';
import type { CardStatus } from './match-card.tsx';
import { MatchChart } from './match-chart.tsx';
import { MatchFiltersBar } from './match-filters-bar.tsx';
import { MatchPages } from './match-pages.tsx';
import { MatchViewSwitch } from './match-view-switch.tsx';
import { RunStatus } from './run-status.tsx';

// Its code (the preferences and their schema) loads only on a day with few matches.
const FewMatchesNotice = lazy(() =>
  import('./few-matches-notice.tsx').then((module) => ({ default: module.FewMatchesNotice })),
);

const noFilters = { minScore: 0, remoteOnly: false, likedOnly: false } as const;
const refreshWhenLoaded = [matchesKey] as const;

/** /main-app/dashboard: today's matches, best first, with the run's state and what was learned. */
export function DashboardPage() {
  const [view, setView] = useState<MatchFilters['view']>('today');
  const [refinements, setRefinements] = useState<Omit<MatchFilters, 'view'>>(noFilters);
  const filters: MatchFilters = { ...refinements, view };
  const [status, setStatus] = useState<CardStatus>({ message: '' });
  const list = useQuery(matchesQuery(filters));
  const stats = useQuery(statsQuery);
  useListFollowsRun(list.data?.latestRun);
  const runStatus = useQuery(latestRunQuery).data?.run?.status;
  const searching = runStatus === 'queued' || runStatus === 'running';
  const catalogue = useCatalogueStatus(refreshWhenLoaded);
  const catalogueNotice = (
    <CatalogueLoadingNotice
      status={catalogue}
      consequence="Your matches are searched again as soon as it has loaded; this page updates by itself."
    />
  );

  if (list.data && !list.data.hasPreferences) {
    return (
      <AppPage title="Dashboard">
        <div className="space-y-6">
          {catalogueNotice}
          <EmptyState title="No matches yet">
            <p>
              Tell us what job you want and we will search every day and show your matches here.
            </p>
            <p>
              <Link to={paths.jobSearch} className="font-medium text-indigo-700 underline">
                Set your job search preferences
              </Link>
            </p>
          </EmptyState>
        </div>
      </AppPage>
    );
  }

  return (
    <AppPage title="Dashboard">
      <div className="space-y-6">
        {catalogueNotice}
        <RunStatus />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <section aria-labelledby="matches-heading" aria-busy={list.isFetching}>
            <MatchViewSwitch view={view} onChange={setView} />
            <h2 id="matches-heading" className="mt-3 text-lg font-semibold text-slate-900">
              {view === 'applied' ? 'Jobs you applied to' : "Today's matches"}
            </h2>
            <MatchFiltersBar
              filters={filters}
              onChange={({ view: _view, ...next }) => setRefinements(next)}
            />
            <ActionStatus status={status} onStatus={setStatus} />
            {list.error ? (
              <div role="alert" className="mt-4 space-y-2 text-slate-700">
                <p>Your matches could not be loaded: {errorMessage(list.error)}</p>
                <Button variant="secondary" onClick={() => list.refetch()}>
                  Try again
                </Button>
              </div>
            ) : !list.data ? (
              <Spinner label="Loading your matches…" />
            ) : list.data.items.length === 0 ? (
              <div className="mt-4">
                <EmptyState title="No matches to show">
                  <p>
                    {view === 'applied' && refinements === noFilters
                      ? 'No jobs marked applied yet. When you apply through a posting, press "I applied" on its match.'
                      : catalogue?.state === 'loading'
                        ? 'The job catalogue is still loading: your matches appear here when it has.'
                        : searching
                          ? 'We are searching the open jobs now: your matches will appear here in a moment.'
                          : refinements === noFilters
                            ? 'No new jobs fit your preferences today. We search again every day, or press Run now.'
                            : 'No match passes these filters. Clear some to see more.'}
                  </p>
                  <p>
                    <Link to={paths.jobSearch} className="font-medium text-indigo-700 underline">
                      Change your preferences
                    </Link>
                  </p>
                </EmptyState>
              </div>
            ) : (
              <MatchPages
                label={view === 'applied' ? 'Jobs you applied to' : 'Matches'}
                matches={list.data.items}
                onStatus={setStatus}
              />
            )}
            {/* Below the list, not above it: it appears once its code and the preferences have
                loaded, and above it would move the cards a user may be about to press. */}
            {list.data &&
            view === 'today' &&
            refinements === noFilters &&
            !searching &&
            catalogue?.state !== 'loading' &&
            list.data.items.length < FEW_MATCHES ? (
              <Suspense fallback={null}>
                <FewMatchesNotice count={list.data.items.length} />
              </Suspense>
            ) : null}
          </section>
          {/* After the list: on a phone the panel sits below it, and drawn first it would be
              pushed down when the cards arrive (a layout shift Lighthouse counts). */}
          {list.data ? (
            <aside className="space-y-6">
              <LearnedPanel />
              <div className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
                {stats.data ? (
                  <MatchChart stats={stats.data} />
                ) : stats.error ? (
                  <p role="alert" className="text-sm text-red-700">
                    {errorMessage(stats.error)}
                  </p>
                ) : (
                  <Spinner label="Loading the chart…" />
                )}
              </div>
            </aside>
          ) : null}
        </div>
      </div>
    </AppPage>
  );
}
