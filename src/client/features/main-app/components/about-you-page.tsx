import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { AppPage } from './app-page.tsx';

export function AboutYouPage() {
  return (
    <AppPage title="About You">
      <EmptyState title="Your profile is empty">
        <p>
          Your resume profile will appear here: personal information, demographics, education and
          work experience. Hireloop uses it to tailor each application.
        </p>
        <p>The resume builder that fills it in is not available yet.</p>
      </EmptyState>
    </AppPage>
  );
}
