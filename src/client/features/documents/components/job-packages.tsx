import { useQuery } from '@tanstack/react-query';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { packageEditorPath } from '../../../lib/paths.ts';
import { ApplyButton } from '../../applications/components/apply-button.tsx';
import { packageListQuery } from '../api/packages.ts';
import { formatUpdated, statusLabels } from './status-labels.ts';
import { TailorButton } from './tailor-button.tsx';

/** On the job page: the job's tailored documents, or the button that makes them. */
export function JobPackages({
  jobId,
  jobTitle,
  canApply,
}: {
  jobId: string;
  jobTitle: string;
  /** False for a demo or closed posting: there is no employer to apply to. */
  canApply: boolean;
}) {
  const list = useQuery(packageListQuery(jobId));
  const packages = list.data?.packages ?? [];
  return (
    <section
      aria-labelledby="job-documents-heading"
      className="space-y-2 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="job-documents-heading" className="text-base font-semibold text-slate-900">
        Resume and cover letter for this job
      </h2>
      {list.error ? (
        <p role="alert" className="text-sm text-red-700">
          Your documents could not be loaded: {errorMessage(list.error)}
        </p>
      ) : null}
      {packages.length > 0 ? (
        <ul className="space-y-1 text-sm">
          {packages.map((item) => (
            <li key={item.id}>
              <TextLink to={packageEditorPath(item.id)}>Open your tailored documents</TextLink>
              <span className="text-slate-600">
                {' '}
                · {statusLabels[item.status]} · version {item.version}
                {item.edited ? ' · edited' : ''} · updated {formatUpdated(item.updatedAt)}
              </span>
            </li>
          ))}
        </ul>
      ) : list.isSuccess ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-slate-700">
            A resume and cover letter made for this posting, from your own profile only.
          </p>
          <TailorButton jobId={jobId} jobTitle={jobTitle} variant="primary" />
          {canApply ? <ApplyButton jobId={jobId} jobTitle={jobTitle} /> : null}
        </div>
      ) : null}
      {packages.length > 0 && canApply ? (
        <div className="flex flex-wrap items-center gap-2 pt-1">
          <ApplyButton jobId={jobId} jobTitle={jobTitle} />
        </div>
      ) : null}
    </section>
  );
}
