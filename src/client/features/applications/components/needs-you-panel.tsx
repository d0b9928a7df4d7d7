import type { ApplicationDetail, NeedsYou } from '../../../../shared/schemas/applications.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { actionNotices } from '../action-notice.ts';
import { actOnApplication } from '../api/applications.ts';
import { canRetryAfter, needsYouTitles } from '../application-states.ts';
import { actionErrorMessage, useApplicationMutation } from '../use-application-mutation.ts';
import { AnswerQuestionsForm } from './answer-questions-form.tsx';
import { FinishYourselfPanel } from './finish-yourself-panel.tsx';
import { Panel } from './panel.tsx';
import { WithdrawButton } from './withdraw-button.tsx';

/** needs_you: the reason in plain words, the questions to answer, and the finish-yourself path. */
export function NeedsYouPanel({
  application,
  needsYou,
}: {
  application: ApplicationDetail;
  needsYou: NeedsYou;
}) {
  const retry = useApplicationMutation(
    application.id,
    () => actOnApplication(application.id, 'retry'),
    actionNotices.retry,
  );
  const asking = needsYou.reason === 'unknown_question' && needsYou.questions.length > 0;
  return (
    <div className="space-y-6">
      <Panel title={needsYouTitles[needsYou.reason]} tone="attention">
        <p className="text-sm wrap-anywhere whitespace-pre-wrap text-slate-800">
          {needsYou.message}
        </p>
        {needsYou.formErrors.length > 0 ? (
          <div className="text-sm">
            <p className="font-medium text-slate-900">What the form said:</p>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-800">
              {needsYou.formErrors.map((text) => (
                <li key={text} className="wrap-anywhere">
                  {text}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {asking ? <AnswerQuestionsForm id={application.id} questions={needsYou.questions} /> : null}
        {!asking ? (
          <p className="text-sm text-slate-700">
            Hireloop never solves or works around these checks. Everything is ready below for you to
            finish on the employer's own page.
          </p>
        ) : null}
        <FormAlert>{retry.error ? actionErrorMessage(retry.error) : null}</FormAlert>
        <div className="flex flex-wrap items-start gap-3">
          {canRetryAfter(needsYou.reason) ? (
            <Button
              variant="secondary"
              busy={retry.isPending}
              busyLabel="Sending back…"
              onClick={() => retry.mutate(undefined)}
            >
              I dealt with it: try again
            </Button>
          ) : null}
          <WithdrawButton id={application.id} />
        </div>
      </Panel>
      {asking ? (
        <details className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
          <summary className="cursor-pointer text-sm font-semibold text-slate-900">
            Rather finish it yourself on the employer's page?
          </summary>
          <div className="mt-3">
            <FinishYourselfPanel application={application} />
          </div>
        </details>
      ) : (
        <FinishYourselfPanel application={application} />
      )}
    </div>
  );
}
