import type { ReactNode } from 'react';
import { BrandLink } from './brand-link.tsx';

type AuthLayoutProps = {
  /** The page's heading, also used for the document title. */
  title: string;
  description?: ReactNode;
  children: ReactNode;
};

/** A narrow centred card: the frame of the sign-in, sign-up and account-link pages. */
export function AuthLayout({ title, description, children }: AuthLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col items-center px-4 py-10 sm:justify-center">
      <title>{`${title} · Hireloop`}</title>
      <BrandLink />
      <main className="mt-8 w-full max-w-md rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {description ? <div className="mt-2 text-sm text-slate-600">{description}</div> : null}
        <div className="mt-6 space-y-6">{children}</div>
      </main>
    </div>
  );
}
