import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import type { PackageResponse } from '../../../../shared/schemas/tailoring.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { AppPage } from '../../main-app/components/app-page.tsx';
import { packageQuery, packagesKey, regeneratePackage } from '../api/packages.ts';
import { PackageEditor } from './package-editor.tsx';
import { ReplacementsNotice } from './replacements-notice.tsx';
import { VersionPicker } from './version-picker.tsx';

/** /main-app/documents/:id[?version=]: one package, from preparing to edited. */
export function PackageEditorPage() {
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('version')) || undefined;
  const query = useQuery(packageQuery(id, asked));
  const data = query.data;
  const title = data ? `${data.package.jobTitle} at ${data.package.company}` : 'Documents';

  return (
    <AppPage title={title}>
      <p className="-mt-4 mb-4 flex flex-wrap gap-x-4 text-sm">
        <TextLink to={paths.documents}>← All documents</TextLink>
        {data ? (
          <TextLink to={paths.jobDetail.replace(':id', encodeURIComponent(data.package.jobId))}>
            The job posting
          </TextLink>
        ) : null}
      </p>
      {data ? (
        <PackageBody
          data={data}
          asked={asked}
          onPick={(version) =>
            setSearch(version === latestOf(data) ? {} : { version: String(version) })
          }
        />
      ) : query.error ? (
        <div role="alert" className="space-y-3 text-slate-700">
          <p>These documents could not be loaded: {errorMessage(query.error)}</p>
          <Button variant="secondary" busy={query.isFetching} onClick={() => query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Spinner label="Loading your documents…" />
      )}
    </AppPage>
  );
}

const latestOf = (data: PackageResponse) =>
  Math.max(data.package.version, ...data.versions.map((item) => item.version));

function PackageBody({
  data,
  asked,
  onPick,
}: {
  data: PackageResponse;
  asked: number | undefined;
  onPick: (version: number) => void;
}) {
  const summary = data.package;
  const latest = latestOf(data);
  const shown = asked ?? summary.version;
  if (summary.status === 'preparing' || (summary.status === 'ready' && !data.content)) {
    return (
      <div className="rounded-lg bg-white p-6 ring-1 ring-slate-200">
        <p role="status" className="text-slate-800">
          Preparing your resume and cover letter for {summary.jobTitle}…
        </p>
        <Spinner label="Preparing" />
        <p className="text-sm text-slate-600">
          This page updates by itself; it takes a few seconds.
        </p>
      </div>
    );
  }
  if (summary.status === 'failed' || !data.content) {
    return (
      <div className="space-y-4">
        <VersionPicker versions={data.versions} shown={shown} latest={latest} onPick={onPick} />
        <FailedPackage packageId={summary.id} error={summary.error} />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <VersionPicker versions={data.versions} shown={shown} latest={latest} onPick={onPick} />
      <ReplacementsNotice replacements={data.content.replacements} />
      <PackageEditor
        key={`${summary.id}-${shown}`}
        packageId={summary.id}
        version={shown}
        content={data.content}
        generated={data.generated}
        readOnly={shown !== latest}
      />
      <RegenerateButton packageId={summary.id} />
    </div>
  );
}

function useRegenerate(packageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => regeneratePackage(packageId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packagesKey }),
  });
}

function FailedPackage({ packageId, error }: { packageId: string; error: string | null }) {
  const retry = useRegenerate(packageId);
  return (
    <div
      role="alert"
      className="space-y-3 rounded-lg bg-white p-6 text-slate-800 ring-1 ring-red-200"
    >
      <p>These documents could not be prepared: {error ?? 'something went wrong on our side.'}</p>
      <Button busy={retry.isPending} busyLabel="Retrying…" onClick={() => retry.mutate()}>
        Retry
      </Button>
      {retry.error ? <p className="text-sm text-red-700">{errorMessage(retry.error)}</p> : null}
    </div>
  );
}

/** A new version from the profile as it is now; this one and its edits stay in the picker. */
function RegenerateButton({ packageId }: { packageId: string }) {
  const regenerate = useRegenerate(packageId);
  return (
    <section
      aria-labelledby="regenerate-heading"
      className="space-y-2 border-t border-slate-200 pt-4"
    >
      <h2 id="regenerate-heading" className="text-base font-semibold text-slate-900">
        Tailor again
      </h2>
      <p className="text-sm text-slate-600">
        Changed your profile? Make a new version from it. This version and your edits stay available
        under Version.
      </p>
      <Button
        variant="secondary"
        busy={regenerate.isPending}
        busyLabel="Starting…"
        onClick={() => regenerate.mutate()}
      >
        Make a new version
      </Button>
      {regenerate.error ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(regenerate.error)}
        </p>
      ) : null}
    </section>
  );
}
