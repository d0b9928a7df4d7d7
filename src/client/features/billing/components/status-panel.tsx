import type { ReactNode } from 'react';
import { AuthLayout } from '../../../components/layouts/auth-layout.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';

type StatusPanelProps = {
  title: string;
  message: string;
  /** The one thing to do next; a state that is still working has none. */
  action?: { to: string; label: string };
  children?: ReactNode;
};

/**
 * One outcome of a payment: what happened, and the one thing to do next. The message is a live
 * region, so a screen reader hears when a waiting page settles on its result.
 */
export function StatusPanel({ title, message, action, children }: StatusPanelProps) {
  return (
    <AuthLayout title={title}>
      <p role="status" className="text-slate-700">
        {message}
      </p>
      {children}
      {action ? (
        <LinkButton to={action.to} className="w-full">
          {action.label}
        </LinkButton>
      ) : null}
    </AuthLayout>
  );
}
