import { useId } from 'react';
import type { ApplicationDetail } from '../../../../shared/schemas/applications.ts';
import { FillWithExtensionLink } from '../../extension/components/fill-with-extension-link.tsx';
import { ApplyLink } from './apply-link.tsx';
import { CopyButton } from './copy-button.tsx';
import { MarkSubmittedForm } from './mark-submitted-form.tsx';
import { PackageDocuments } from './package-documents.tsx';
import { Panel } from './panel.tsx';
import { MASKED } from './sent-fields.tsx';

/**
 * Everything prepared for the user to send it themselves: the documents, every answer with a
 * Copy button, the employer's page, and "I submitted it" to record it.
 */
export function FinishYourselfPanel({ application }: { application: ApplicationDetail }) {
  const submitLabel = 'I submitted it';
  const listId = useId();
  return (
    <Panel title="Finish it yourself">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Download your documents.</li>
        <li>Open the employer's page and fill in the form, copying the answers below.</li>
        <li>Submit it there, then come back and choose “{submitLabel}”.</li>
      </ol>
      <div className="space-y-2">
        <h3 className="text-base font-semibold text-slate-900">Your documents</h3>
        <PackageDocuments application={application} editable={false} />
      </div>
      <div className="space-y-2">
        <h3 id={listId} className="text-base font-semibold text-slate-900">
          Your answers
        </h3>
        {application.fields.length === 0 ? (
          <p className="text-sm text-slate-600">No answers were prepared for this form.</p>
        ) : (
          <ul aria-labelledby={listId} className="divide-y divide-slate-100">
            {application.fields.map((field) => (
              <li
                key={field.key}
                className="flex flex-col gap-1 py-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
              >
                <div className="min-w-0 text-sm">
                  <p className="font-medium text-slate-900">{field.label}</p>
                  <p className="wrap-anywhere whitespace-pre-wrap text-slate-800">
                    {field.sensitive
                      ? `${MASKED} (sensitive: answer this one yourself)`
                      : field.value}
                  </p>
                </div>
                {field.sensitive || field.value === '' ? null : (
                  <CopyButton value={field.value} what={`the answer to: ${field.label}`} />
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="space-y-2">
        <h3 className="text-base font-semibold text-slate-900">The employer's page</h3>
        <ApplyLink url={application.applyUrl} />
        <FillWithExtensionLink application={application} />
      </div>
      <MarkSubmittedForm id={application.id} label={submitLabel} />
    </Panel>
  );
}
