import type { ReactNode } from 'react';
import { AuthLayout } from '../../../components/layouts/auth-layout.tsx';

/** For an e-mailed link that is incomplete, expired or already used; children offer a way on. */
export function LinkProblem({ children }: { children: ReactNode }) {
  return (
    <AuthLayout title="This link does not work">
      <p role="alert" className="text-slate-700">
        The link is incomplete, has expired, or was already used. Links from our e-mails work once
        and only for a limited time.
      </p>
      {children}
    </AuthLayout>
  );
}
