import {
  type DocumentLayout,
  documentTemplates,
  type PackageFile,
} from '../../../../shared/schemas/tailoring.ts';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { controlClasses } from '../../../components/ui/field-styles.ts';
import { packageFileUrl } from '../api/packages.ts';

const templateLabels: Record<DocumentLayout['template'], string> = {
  classic: 'Classic',
  modern: 'Modern',
  compact: 'Compact',
};

/** Template and paper size of both documents; saved with the package. */
export function LayoutControls({
  layout,
  readOnly,
  onChange,
}: {
  layout: DocumentLayout;
  readOnly: boolean;
  onChange: (layout: Partial<DocumentLayout>) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <label className="block text-sm font-medium text-slate-800">
        Template
        <select
          className={controlClasses(false)}
          value={layout.template}
          disabled={readOnly}
          onChange={(event) =>
            onChange({ template: event.target.value as DocumentLayout['template'] })
          }
        >
          {documentTemplates.map((template) => (
            <option key={template} value={template}>
              {templateLabels[template]}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-slate-800">
        Paper
        <select
          className={controlClasses(false)}
          value={layout.paper}
          disabled={readOnly}
          onChange={(event) => onChange({ paper: event.target.value as DocumentLayout['paper'] })}
        >
          <option value="letter">US Letter</option>
          <option value="a4">A4</option>
        </select>
      </label>
    </div>
  );
}

const downloads: { file: PackageFile; label: string }[] = [
  { file: 'resume.pdf', label: 'Resume (PDF)' },
  { file: 'resume.docx', label: 'Resume (Word)' },
  { file: 'cover-letter.pdf', label: 'Cover letter (PDF)' },
  { file: 'cover-letter.docx', label: 'Cover letter (Word)' },
];

/** The four files, made by the server from the saved document. */
export function Downloads({
  packageId,
  version,
  unsaved,
}: {
  packageId: string;
  version?: number;
  unsaved: boolean;
}) {
  return (
    <div className="space-y-2">
      <ul aria-label="Downloads" className="flex flex-wrap gap-2">
        {downloads.map(({ file, label }) => (
          <li key={file}>
            <a
              href={packageFileUrl(packageId, file, version)}
              download
              className={buttonClasses('secondary')}
            >
              Download {label}
            </a>
          </li>
        ))}
      </ul>
      {unsaved ? (
        <p className="text-xs text-slate-600">
          The files are made from what is saved: wait for “Saved” to include your latest changes.
        </p>
      ) : null}
    </div>
  );
}
