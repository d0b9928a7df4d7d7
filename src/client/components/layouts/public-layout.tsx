import type { ReactNode } from 'react';
import { paths } from '../../lib/paths.ts';
import { TextLink } from '../ui/text-link.tsx';
import { BrandLink } from './brand-link.tsx';
import { SiteFooter } from './site-footer.tsx';

/** Header, a readable column and the footer: the frame of the simple public pages. */
export function PublicLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`${title} · Hireloop`}</title>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-3">
          <BrandLink />
          <TextLink to={paths.login}>Log in</TextLink>
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        <div className="mt-4 space-y-4 text-slate-700">{children}</div>
      </main>
      <SiteFooter />
    </div>
  );
}
