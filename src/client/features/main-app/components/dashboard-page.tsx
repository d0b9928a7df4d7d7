import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { AppPage } from './app-page.tsx';

export function DashboardPage() {
  return (
    <AppPage title="Dashboard">
      <EmptyState title="No matches yet">
        <p>Your daily matches will appear here once you have set your job-search preferences.</p>
      </EmptyState>
    </AppPage>
  );
}
