import type { ApplicationDetail } from '../../../../shared/schemas/applications.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { actionNotices } from '../action-notice.ts';
import { actOnApplication } from '../api/applications.ts';
import { channelLabels } from '../application-states.ts';
import { actionErrorMessage, useApplicationMutation } from '../use-application-mutation.ts';
import { ApplyLink } from './apply-link.tsx';
import { PackageDocuments } from './package-documents.tsx';
import { Panel } from './panel.tsx';
import { SentFields } from './sent-fields.tsx';
import { WithdrawButton } from './withdraw-button.tsx';

/** awaiting_review: exactly what will be sent, then "Approve and send" or "Withdraw". */
export function ReviewPanel({ application }: { application: ApplicationDetail }) {
  const approve = useApplicationMutation(
    application.id,
    () => actOnApplication(application.id, 'approve'),
    actionNotices.approve,
  );
  return (
    <Panel title="Review what will be sent" tone="attention">
      <p className="text-sm text-slate-700">
        {`Nothing goes to ${application.company} until you approve. ${channelLabels[application.channel]}.`}
      </p>
      <div className="space-y-2">
        <h3 className="text-base font-semibold text-slate-900">Documents</h3>
        <PackageDocuments application={application} editable />
        <p className="text-xs text-slate-600">
          If you edit the documents after approving, the application comes back here for your review
          before anything is sent.
        </p>
      </div>
      <div className="space-y-2">
        <h3 className="text-base font-semibold text-slate-900">Every field and answer</h3>
        <SentFields
          fields={application.fields}
          caption="The fields and answers that will be sent"
        />
      </div>
      <div className="space-y-1">
        <h3 className="text-base font-semibold text-slate-900">Where it goes</h3>
        <ApplyLink url={application.applyUrl} />
      </div>
      <FormAlert>{approve.error ? actionErrorMessage(approve.error) : null}</FormAlert>
      <div className="flex flex-wrap items-start gap-3 border-t border-slate-200 pt-4">
        <Button
          busy={approve.isPending}
          busyLabel="Approving…"
          onClick={() => approve.mutate(undefined)}
        >
          Approve and send
        </Button>
        <WithdrawButton id={application.id} />
      </div>
    </Panel>
  );
}
