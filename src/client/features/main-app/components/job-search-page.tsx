import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { AppPage } from './app-page.tsx';

export function JobSearchPage() {
  return (
    <AppPage title="Job Search">
      <EmptyState title="No preferences set">
        <p>
          Your job-search preferences will be set here: the job title you want, where, the salary
          range, and your skills, tools and certifications. Hireloop searches with them every day.
        </p>
        <p>The preferences form is not available yet.</p>
      </EmptyState>
    </AppPage>
  );
}
