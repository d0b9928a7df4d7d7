import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { AppPage } from '../../main-app/components/app-page.tsx';
import { preferencesQuery } from '../api/preferences.ts';
import { PreferencesWizard } from './preferences-wizard.tsx';
import { readWizardDraft } from './use-wizard-draft.ts';
import { emptyWizardValues, fromPreferences } from './wizard-values.ts';

/** /main-app/job-search: the preferences wizard, starting from the draft or the saved values. */
export function JobSearchPage() {
  const user = useCurrentUser();
  const saved = useQuery(preferencesQuery);
  const userId = user?.id ?? 'anonymous';
  let body: React.ReactNode;
  if (saved.error) {
    body = (
      <p role="alert" className="text-red-700">
        Your preferences could not be loaded: {errorMessage(saved.error)}
      </p>
    );
  } else if (!saved.data) {
    body = <Spinner label="Loading your preferences…" />;
  } else {
    const draft = readWizardDraft(userId);
    const stored = saved.data.preferences ? fromPreferences(saved.data.preferences) : null;
    body = (
      <PreferencesWizard
        userId={userId}
        initialValues={draft ?? stored ?? emptyWizardValues}
        restoredDraft={draft !== null}
      />
    );
  }
  return <AppPage title="Job Search Preferences">{body}</AppPage>;
}
