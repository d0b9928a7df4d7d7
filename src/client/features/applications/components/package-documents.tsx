import type { ApplicationDetail } from '../../../../shared/schemas/applications.ts';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { packageEditorPath } from '../../../lib/paths.ts';
import { Downloads } from '../../documents/components/document-settings.tsx';
import { formatBytes } from '../format-bytes.ts';

const roleLabels = { resume: 'Resume', cover_letter: 'Cover letter' } as const;

/** The tailored resume and cover letter that go with the application: open, edit, download. */
export function PackageDocuments({
  application,
  editable,
}: {
  application: ApplicationDetail;
  editable: boolean;
}) {
  const { packageId, packageVersion, files } = application;
  return (
    <div className="space-y-3">
      {files.length > 0 ? (
        <ul className="space-y-1 text-sm text-slate-800">
          {files.map((file) => (
            <li key={file.role} className="wrap-anywhere">
              {roleLabels[file.role]}: {file.fileName} ({formatBytes(file.bytes)})
            </li>
          ))}
        </ul>
      ) : null}
      <Downloads packageId={packageId} version={packageVersion} unsaved={false} />
      {editable ? (
        <p className="text-sm">
          <TextLink to={packageEditorPath(packageId)}>Open the documents in the editor</TextLink>
        </p>
      ) : null}
    </div>
  );
}
