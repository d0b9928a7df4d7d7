import { AppPage } from '../../main-app/components/app-page.tsx';

export function AnswerBankPage() {
  return <AppPage title="Your answers">{null}</AppPage>;
}
