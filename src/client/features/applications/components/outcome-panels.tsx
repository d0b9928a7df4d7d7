import type { ApplicationDetail } from '../../../../shared/schemas/applications.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { actionNotices } from '../action-notice.ts';
import { actOnApplication } from '../api/applications.ts';
import { actionErrorMessage, useApplicationMutation } from '../use-application-mutation.ts';
import { MarkSubmittedForm } from './mark-submitted-form.tsx';
import { Panel } from './panel.tsx';
import { ReceiptPanel } from './receipt-panel.tsx';
import { SentFields } from './sent-fields.tsx';
import { WithdrawButton } from './withdraw-button.tsx';

/** failed: the reason, and "Try again" when another attempt may work. */
export function FailedPanel({ application }: { application: ApplicationDetail }) {
  const retry = useApplicationMutation(
    application.id,
    () => actOnApplication(application.id, 'retry'),
    actionNotices.retry,
  );
  const retryable = application.failure?.retryable === true;
  return (
    <Panel title="It could not be sent">
      <p className="text-sm wrap-anywhere text-slate-800">
        {application.failure?.message ?? 'The last attempt failed.'}
      </p>
      <p className="text-sm text-slate-600">
        {retryable
          ? 'Nothing was sent. Another attempt may work.'
          : 'Nothing was sent, and trying again would fail the same way.'}
      </p>
      <FormAlert>{retry.error ? actionErrorMessage(retry.error) : null}</FormAlert>
      <div className="flex flex-wrap items-start gap-3">
        {retryable ? (
          <Button
            busy={retry.isPending}
            busyLabel="Queuing…"
            onClick={() => retry.mutate(undefined)}
          >
            Try again
          </Button>
        ) : null}
        <WithdrawButton id={application.id} />
      </div>
    </Panel>
  );
}

/** unconfirmed: it may have gone; never sent again by itself, so the user checks. */
export function UnconfirmedPanel({ application }: { application: ApplicationDetail }) {
  return (
    <div className="space-y-6">
      <Panel title="We may have sent this" tone="attention">
        <p className="text-sm text-slate-800">
          The last attempt stopped after pressing submit, before the employer confirmed. To be sure
          it is never sent twice, Hireloop will not send it again. Please check your e-mail or the
          employer's site for a confirmation.
        </p>
        <MarkSubmittedForm id={application.id} label="I see it was sent" />
      </Panel>
      {application.hasReceipt ? (
        <ReceiptPanel id={application.id} title="What we know was sent" />
      ) : (
        <Panel title="What we were sending">
          <SentFields
            fields={application.fields}
            caption="The fields and answers we were sending"
          />
        </Panel>
      )}
    </div>
  );
}

export function WithdrawnPanel() {
  return (
    <Panel title="Withdrawn">
      <p className="text-sm text-slate-800">
        You withdrew this application. Nothing more will be sent to the employer.
      </p>
    </Panel>
  );
}
