import type { ApplicationDetail } from '../../../../shared/schemas/applications.ts';
import { viewOf } from '../application-view.ts';
import { FinishYourselfPanel } from './finish-yourself-panel.tsx';
import { LiveProgress } from './live-progress.tsx';
import { NeedsYouPanel } from './needs-you-panel.tsx';
import { FailedPanel, UnconfirmedPanel, WithdrawnPanel } from './outcome-panels.tsx';
import { Panel } from './panel.tsx';
import { ReceiptPanel } from './receipt-panel.tsx';
import { ReviewPanel } from './review-panel.tsx';
import { WithdrawButton } from './withdraw-button.tsx';

/** The part of the application page that depends on its state. */
export function ApplicationStateView({ application }: { application: ApplicationDetail }) {
  switch (viewOf(application)) {
    case 'review':
      return <ReviewPanel application={application} />;
    case 'live':
      return <LiveProgress application={application} />;
    case 'needs_you':
      return application.needsYou ? (
        <NeedsYouPanel application={application} needsYou={application.needsYou} />
      ) : null;
    case 'finish_yourself':
      return (
        <div className="space-y-4">
          <FinishYourselfPanel application={application} />
          <WithdrawButton id={application.id} />
        </div>
      );
    case 'receipt':
      return application.hasReceipt ? (
        <ReceiptPanel id={application.id} />
      ) : (
        <Panel title="Submitted">
          <p className="text-sm text-slate-800">It was sent. No receipt was kept for it.</p>
        </Panel>
      );
    case 'failed':
      return <FailedPanel application={application} />;
    case 'unconfirmed':
      return <UnconfirmedPanel application={application} />;
    case 'withdrawn':
      return <WithdrawnPanel />;
  }
}
