import { paths } from '../../../lib/paths.ts';
import { StatusPanel } from './status-panel.tsx';

export function PaymentSuccessPage() {
  return (
    <StatusPanel
      title="Payment Successful!"
      message="Please return to the app and log in to access your account."
      action={{ to: paths.login, label: 'Return to App' }}
    />
  );
}
