import type { ApplicationDetail } from '../../../../shared/schemas/applications.ts';
import { liveText } from '../application-states.ts';
import { Panel } from './panel.tsx';
import { WithdrawButton } from './withdraw-button.tsx';

/** prepared/approved/queued/filling/submitting: live progress, refreshed every few seconds. */
export function LiveProgress({ application }: { application: ApplicationDetail }) {
  const { state } = application;
  const canWithdraw = state === 'prepared' || state === 'approved' || state === 'queued';
  return (
    <Panel title={state === 'prepared' ? 'Preparing your documents' : 'On its way'}>
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="mt-0.5 size-5 shrink-0 animate-spin rounded-full border-2 border-slate-300 border-t-indigo-600 motion-reduce:animate-none"
        />
        <p role="status" aria-live="polite" className="text-base wrap-anywhere text-slate-900">
          {liveText(application)}
        </p>
      </div>
      <p className="text-sm text-slate-600">
        This page updates by itself. You may leave it: the application carries on, and anything that
        needs you will show under “Needs you”.
      </p>
      {state === 'submitting' ? (
        <p className="text-sm text-slate-600">
          It is being submitted now; it is sent at most once, even if something goes wrong.
        </p>
      ) : null}
      {state === 'approved' || state === 'queued' ? (
        <p className="text-sm text-slate-600">
          If you edit its documents now, it comes back to you for review before anything is sent.
        </p>
      ) : null}
      {canWithdraw ? <WithdrawButton id={application.id} /> : null}
    </Panel>
  );
}
