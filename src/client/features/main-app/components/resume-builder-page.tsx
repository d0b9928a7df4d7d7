import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { AppPage } from './app-page.tsx';

const steps = ['Personal Information', 'Demographics', 'Education', 'Work Experience'];

export function ResumeBuilderPage() {
  return (
    <AppPage title="Let's Build Your Resume">
      <EmptyState title="The resume builder is not available yet">
        <p>When it is ready, you will build your resume profile here in four steps:</p>
        <ol className="list-inside list-decimal space-y-1">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </EmptyState>
    </AppPage>
  );
}
