import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { AppPage } from '../../main-app/components/app-page.tsx';
import {
  adminAccessQuery,
  followedSourcesQuery,
  ingestionRunsQuery,
  useRunNow,
} from '../api/admin-sources.ts';
import { AddSourceForm } from './add-source-form.tsx';
import { FollowedSourcesTable } from './followed-sources-table.tsx';
import { HandOffsSection } from './hand-offs-section.tsx';
import { IngestionRunsList } from './ingestion-runs-list.tsx';

/** Admin only (ADMIN_EMAILS): the followed job sources and what the last ingestion runs did. */
export function AdminSourcesPage() {
  const access = useQuery(adminAccessQuery);
  return (
    <main className="min-h-dvh bg-slate-50 px-4 py-8 sm:px-8">
      <p className="mx-auto mb-4 max-w-4xl text-sm">
        <TextLink to={paths.dashboard}>← Back to the app</TextLink>
      </p>
      <AppPage title="Job sources">
        {access.error ? (
          <p role="alert" className="text-slate-700">
            {errorMessage(access.error)}
          </p>
        ) : !access.data ? (
          <Spinner label="Checking access…" />
        ) : access.data.admin ? (
          <AdminSources />
        ) : (
          <EmptyState title="Page not found">
            <p>This page is for administrators with a verified e-mail address.</p>
          </EmptyState>
        )}
      </AppPage>
    </main>
  );
}

function AdminSources() {
  const sources = useQuery(followedSourcesQuery);
  const runs = useQuery(ingestionRunsQuery);
  const runNow = useRunNow();
  return (
    <div className="space-y-10">
      <section aria-labelledby="runs-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="runs-heading" className="text-lg font-semibold text-slate-900">
            Ingestion runs
          </h2>
          <Button busy={runNow.isPending} busyLabel="Queuing…" onClick={() => runNow.mutate()}>
            Run now
          </Button>
        </div>
        <div aria-live="polite" className="mt-2 text-sm text-slate-700">
          {runNow.isSuccess ? 'A run is queued; it appears below when it starts.' : null}
          {runNow.error ? <span className="text-red-700">{errorMessage(runNow.error)}</span> : null}
        </div>
        <div className="mt-4">
          {runs.error ? (
            <p role="alert" className="text-slate-700">
              Runs could not be loaded: {errorMessage(runs.error)}
            </p>
          ) : !runs.data ? (
            <Spinner label="Loading runs…" />
          ) : runs.data.runs.length === 0 ? (
            <EmptyState title="No runs yet">
              <p>Runs start every 4 hours, or now with “Run now”.</p>
            </EmptyState>
          ) : (
            <IngestionRunsList runs={runs.data.runs} />
          )}
        </div>
      </section>
      <section aria-labelledby="sources-heading">
        <h2 id="sources-heading" className="text-lg font-semibold text-slate-900">
          Followed sources
        </h2>
        <div className="mt-4">
          <AddSourceForm />
        </div>
        <div className="mt-6">
          {sources.error ? (
            <p role="alert" className="text-slate-700">
              Sources could not be loaded: {errorMessage(sources.error)}
            </p>
          ) : !sources.data ? (
            <Spinner label="Loading sources…" />
          ) : sources.data.sources.length === 0 ? (
            <EmptyState title="No sources followed">
              <p>Add a board above, or run `npm run sources -- seed`.</p>
            </EmptyState>
          ) : (
            <FollowedSourcesTable sources={sources.data.sources} />
          )}
        </div>
      </section>
      <HandOffsSection />
    </div>
  );
}
