import type { ReactNode } from 'react';
import { SignOutButton } from '../sign-out-button.tsx';
import { BrandLink } from './brand-link.tsx';

/** A full-width page for signed-in users outside the main app (choosing a plan). */
export function SignedInPageLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-h-dvh">
      <title>{`${title} · Hireloop`}</title>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-3">
          <BrandLink />
          <SignOutButton label="Log out" />
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        <div className="mt-4">{children}</div>
      </main>
    </div>
  );
}
