import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { packageEditorPath, paths } from '../../../lib/paths.ts';
import { AppPage } from '../../main-app/components/app-page.tsx';
import { packageListQuery } from '../api/packages.ts';
import { formatUpdated, statusLabels } from './status-labels.ts';

/** /main-app/documents: every tailored package, newest first. */
export function DocumentsPage() {
  const list = useQuery(packageListQuery());
  return (
    <AppPage title="Documents">
      {list.data ? (
        list.data.packages.length === 0 ? (
          <EmptyState title="No tailored documents yet">
            <p>
              Choose “Tailor for this job” on a match and Hireloop writes a resume and cover letter
              for it from your own profile. They will be listed here.
            </p>
            <p>
              <TextLink to={paths.dashboard}>Go to your matches</TextLink>
            </p>
          </EmptyState>
        ) : (
          <ul aria-label="Your documents" className="space-y-3">
            {list.data.packages.map((item) => (
              <li key={item.id} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <h2 className="text-base font-semibold text-slate-900">
                  <TextLink to={packageEditorPath(item.id)}>{item.jobTitle}</TextLink>
                </h2>
                <p className="text-sm text-slate-700">{item.company}</p>
                <p className="mt-1 text-sm text-slate-600">
                  {[
                    statusLabels[item.status],
                    `version ${item.version}`,
                    item.edited ? 'edited' : 'as generated',
                    `updated ${formatUpdated(item.updatedAt)}`,
                  ].join(' · ')}
                </p>
                {item.status === 'failed' && item.error ? (
                  <p className="mt-1 text-sm text-red-700">{item.error}</p>
                ) : null}
              </li>
            ))}
          </ul>
        )
      ) : list.error ? (
        <div role="alert" className="space-y-3 text-slate-700">
          <p>Your documents could not be loaded: {errorMessage(list.error)}</p>
          <Button variant="secondary" busy={list.isFetching} onClick={() => list.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Spinner label="Loading your documents…" />
      )}
    </AppPage>
  );
}
