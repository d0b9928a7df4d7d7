import { useState } from 'react';
import type { Profile } from '../../../../shared/schemas/profile.ts';
import { RESUME_IMPORT_MAX_BYTES } from '../../../../shared/schemas/resume-import.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useImportResume } from '../api/import-resume.ts';
import { reviewPending, setReviewPending, writeImportedDrafts } from './resume-import-drafts.ts';
import { ResumeDropZone } from './resume-import-drop-zone.tsx';
import { ResumeImportReview } from './resume-import-review.tsx';

type ResumeImportProps = {
  userId: string;
  profile: Profile | null;
  /** Called after the drafts were written, so the builder reopens step 1 with them. */
  onImported: () => void;
};

const TOO_LARGE = 'This file is larger than 5 MB. Upload a smaller file.';

/**
 * "Start from an existing resume": upload a PDF, DOCX or JSON Resume file; what the server reads
 * from it prefills the builder's steps as drafts. Nothing is saved here.
 */
export function ResumeImport({ userId, profile, onImported }: ResumeImportProps) {
  const importResume = useImportResume();
  const [problem, setProblem] = useState<string | null>(null);
  const [review, setReview] = useState<{ fileName: string; warnings: string[] } | null>(() =>
    reviewPending(userId) ? { fileName: '', warnings: [] } : null,
  );

  const upload = (file: File) => {
    setProblem(null);
    if (file.size > RESUME_IMPORT_MAX_BYTES) return setProblem(TOO_LARGE);
    if (file.size === 0) return setProblem('The file is empty.');
    importResume.mutate(file, {
      onSuccess: (response) => {
        writeImportedDrafts(userId, response, profile);
        setReviewPending(userId, true);
        setReview({ fileName: file.name, warnings: response.warnings });
        onImported();
      },
      onError: (error) =>
        setProblem(
          error instanceof ApiError
            ? (error.fieldErrors.file?.[0] ?? error.message)
            : errorMessage(error),
        ),
    });
  };

  const dismiss = () => {
    setReviewPending(userId, false);
    setReview(null);
  };

  return (
    <section
      aria-labelledby="resume-import-heading"
      className="mb-6 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      {/* Open for a new profile; folded away once there is one, a click (or Enter) from use. */}
      <details open={!profile || Boolean(review)} className="group">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded focus-visible:outline-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden">
          <h2 id="resume-import-heading" className="text-base font-semibold text-slate-900">
            Start from an existing resume
          </h2>
          <span aria-hidden="true" className="text-slate-500 transition group-open:rotate-180">
            ▾
          </span>
        </summary>
        <p className="mt-1 text-sm text-slate-600">
          Upload a PDF, a Word document (.docx) or a JSON Resume file, up to 5 MB. We fill in the
          steps below for you to check; nothing is saved until you click Next.
        </p>
        {review ? (
          <ResumeImportReview
            key={`${review.fileName}-${importResume.submittedAt}`}
            userId={userId}
            {...review}
            onDismiss={dismiss}
          />
        ) : null}
        <ResumeDropZone busy={importResume.isPending} onFile={upload} />
        <div role="status" aria-live="polite" className="mt-3 text-sm text-slate-700">
          {importResume.isPending ? (
            <span className="flex items-center gap-3">
              <progress aria-label="Reading your resume" className="h-2 w-40 accent-indigo-600" />
              Reading your resume…
            </span>
          ) : null}
        </div>
        <FormAlert>{problem}</FormAlert>
      </details>
    </section>
  );
}
