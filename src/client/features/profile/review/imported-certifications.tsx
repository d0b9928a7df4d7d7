import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { preferencesQuery } from '../../job-search/api/preferences.ts';
import { withCertificationNames } from '../../job-search/components/imported-certifications.ts';
import { readWizardDraft, writeWizardDraft } from '../../job-search/components/use-wizard-draft.ts';
import { emptyWizardValues, fromPreferences } from '../../job-search/components/wizard-values.ts';
import { readImportReview, writeImportReview } from './import-review-store.ts';

type Outcome = { added: string[]; left: string[] };

/**
 * The certifications and licences a resume named, offered for the Job Search preferences, where
 * matching reads them. Only the user's click adds them, and only to the Job Search form's draft:
 * they are saved when the user saves that form (decision 045).
 */
export function ImportedCertifications({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const [names, setNames] = useState(() => readImportReview(userId).certifications);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const add = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const saved = await queryClient.fetchQuery(preferencesQuery);
      const start =
        readWizardDraft(userId) ??
        (saved.preferences ? fromPreferences(saved.preferences) : emptyWizardValues);
      const { values, added, left } = withCertificationNames(start, names);
      if (added.length > 0) writeWizardDraft(userId, values);
      writeImportReview(userId, { ...readImportReview(userId), certifications: [] });
      setNames([]);
      setOutcome({ added, left });
    } catch (error) {
      setProblem(`Your Job Search preferences could not be loaded: ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  };

  if (outcome) return <AddedCertifications {...outcome} />;
  if (names.length === 0) return null;
  const count = names.length === 1 ? '1 certification' : `${names.length} certifications`;
  return (
    <div className="mt-3 border-t border-amber-200 pt-3">
      <p className="font-semibold" id="imported-certifications">
        Certifications and licences in your resume
      </p>
      <ul aria-labelledby="imported-certifications" className="mt-1 list-disc space-y-1 pl-5">
        {names.map((name) => (
          <li key={name} className="break-words">
            {name}
          </li>
        ))}
      </ul>
      <p className="mt-2">
        Matching reads them from your Job Search preferences. Add them there to review and save.
      </p>
      <Button
        variant="secondary"
        className="mt-2 whitespace-normal! text-left"
        busy={busy}
        onClick={add}
      >
        Add {count} to your Job Search preferences
      </Button>
      {problem ? (
        <p role="alert" className="mt-2 text-red-800">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

function AddedCertifications({ added, left }: Outcome) {
  return (
    <div role="status" className="mt-3 border-t border-amber-200 pt-3">
      <p>
        {added.length > 0
          ? `Added ${added.join(', ')} to your Job Search preferences, not yet saved. `
          : 'Your Job Search preferences already list these certifications. '}
        {left.length > 0 ? `${left.join(', ')} did not fit: the form takes at most 20. ` : ''}
        {added.length > 0 ? (
          <Link to={paths.jobSearch} className="font-medium underline">
            Review and save them in Job Search
          </Link>
        ) : null}
      </p>
    </div>
  );
}
