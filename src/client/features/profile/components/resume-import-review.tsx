import { Button } from '../../../components/ui/button.tsx';
import { ImportedCertifications } from '../review/imported-certifications.tsx';

type ResumeImportReviewProps = {
  userId: string;
  fileName: string;
  warnings: string[];
  onDismiss: () => void;
};

/** The banner after an import: every prefilled field is the user's to check before it is saved. */
export function ResumeImportReview({
  userId,
  fileName,
  warnings,
  onDismiss,
}: ResumeImportReviewProps) {
  return (
    <section
      aria-labelledby="resume-import-review"
      className="mt-4 rounded-md bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p id="resume-import-review" className="font-semibold">
            Review each step before saving
          </p>
          <p className="mt-1">
            {fileName ? `We filled in what we found in ${fileName}. ` : ''}Check every field in each
            step: nothing is saved until you click Next. Under each field you see what we read it
            from; fields marked “Check this” were a guess.
          </p>
        </div>
        <Button variant="secondary" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
      {warnings.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1 pl-5">
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      ) : null}
      <ImportedCertifications userId={userId} />
    </section>
  );
}
