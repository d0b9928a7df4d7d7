import { useCallback, useMemo } from 'react';
import type { ApplicationPackage } from '../../../../shared/schemas/tailoring.ts';
import { editableOf } from '../package-edits.ts';
import { type SaveWarning, usePackageEditor } from '../use-package-editor.ts';
import { CoverageReport } from './coverage-report.tsx';
import { DiffView } from './diff-view.tsx';
import { Downloads, LayoutControls } from './document-settings.tsx';
import { LetterEditor } from './letter-editor.tsx';
import { ResumeEditor } from './resume-editor.tsx';
import { SaveStatusLine } from './save-status.tsx';

const panel = 'space-y-3';
const heading = 'text-lg font-semibold text-slate-900';

/**
 * The package of one version: resume, letter, coverage, layout and downloads. The current
 * version is edited and autosaved; an earlier one is shown read-only (decision 053).
 */
export function PackageEditor({
  packageId,
  version,
  content,
  generated,
  readOnly,
}: {
  packageId: string;
  version: number;
  content: ApplicationPackage;
  generated: ApplicationPackage | null;
  readOnly: boolean;
}) {
  const initial = useMemo(() => editableOf(content), [content]);
  const editor = usePackageEditor(packageId, version, initial);
  const { document, dispatch, warnings } = editor;
  const warningsFor = useCallback(
    (lineId: string): SaveWarning[] => warnings.filter((warning) => warning.lineId === lineId),
    [warnings],
  );
  const generatedDocument = useMemo(() => (generated ? editableOf(generated) : null), [generated]);
  const editorProps = { warningsFor, readOnly, dispatch };

  return (
    <div className="space-y-8">
      {readOnly ? (
        <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
          An earlier version, kept as it was: read-only. Pick the current version to edit.
        </p>
      ) : null}
      <section aria-labelledby="downloads-heading" className={panel}>
        <h2 id="downloads-heading" className={heading}>
          Downloads
        </h2>
        <LayoutControls
          layout={document.layout}
          readOnly={readOnly}
          onChange={(layout) => dispatch({ type: 'layout', layout })}
        />
        <Downloads
          packageId={packageId}
          version={readOnly ? version : undefined}
          unsaved={!readOnly && editor.status !== 'saved'}
        />
      </section>
      <section aria-labelledby="resume-heading" className={panel}>
        <h2 id="resume-heading" className={heading}>
          Resume
        </h2>
        <p className="text-sm text-slate-600">
          Hover over a line or move to it with Tab to see which fact of your profile it comes from.
        </p>
        <ResumeEditor resume={document.resume} {...editorProps} />
      </section>
      <section aria-labelledby="letter-heading" className={panel}>
        <h2 id="letter-heading" className={heading}>
          Cover letter
        </h2>
        <LetterEditor letter={document.coverLetter} {...editorProps} />
      </section>
      <section aria-labelledby="coverage-heading" className={panel}>
        <h2 id="coverage-heading" className={heading}>
          What the job asks for
        </h2>
        <CoverageReport coverage={content.coverage} />
      </section>
      {generatedDocument ? <DiffView generated={generatedDocument} current={document} /> : null}
      {/* At the bottom of the screen while the editor scrolls by: the page header holds the top. */}
      {readOnly ? null : (
        <div className="sticky bottom-0 z-10 -mx-2 border-t border-slate-200 bg-white/95 px-2 py-2 shadow-sm">
          <SaveStatusLine status={editor.status} error={editor.error} onRetry={editor.retry} />
        </div>
      )}
    </div>
  );
}
