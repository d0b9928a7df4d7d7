import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { paths } from '../../../lib/paths.ts';
import { AppPage } from '../../main-app/components/app-page.tsx';
import { answerBankQuery } from '../api/application-settings.ts';
import { AnswerBankEditor } from './answer-bank-editor.tsx';

/** /main-app/applications/answers: the answers Hireloop gives to questions employers often ask. */
export function AnswerBankPage() {
  const user = useCurrentUser();
  const bank = useQuery(answerBankQuery);
  return (
    <AppPage title="Your answers">
      <p className="-mt-4 mb-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <TextLink to={paths.applications}>← All applications</TextLink>
        <TextLink to={paths.applicationSettings}>Applying settings</TextLink>
      </p>
      <p className="mb-6 max-w-prose text-sm text-slate-700">
        Hireloop fills in employers' questions from these answers only, and never makes one up. A
        required question they do not cover stops the application and asks you; your answer is saved
        here for next time.
      </p>
      {bank.data && user ? (
        <AnswerBankEditor userId={user.id} saved={bank.data} />
      ) : bank.error ? (
        <div role="alert" className="space-y-3 text-slate-700">
          <p>Your answers could not be loaded: {errorMessage(bank.error)}</p>
          <Button variant="secondary" busy={bank.isFetching} onClick={() => bank.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Spinner label="Loading your answers…" />
      )}
    </AppPage>
  );
}
