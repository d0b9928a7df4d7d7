import type { ReactNode } from 'react';
import type { MarketingContent } from '../../../../shared/schemas/marketing.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

const updatedLabel = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  });

/** Frame of /privacy and /terms: a readable column, the date, and the staged-rollout notice. */
export function LegalLayout({
  title,
  legal,
  year,
  children,
}: {
  title: string;
  legal: MarketingContent['legal'];
  year: number;
  children: ReactNode;
}) {
  return (
    <>
      <SiteHeader />
      <main id="main" className="px-4 py-12 sm:px-6 sm:py-16">
        <article className="mx-auto max-w-3xl">
          <h1 className="text-4xl font-bold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-3 text-sm text-slate-600">
            Last updated <time dateTime={legal.updated}>{updatedLabel(legal.updated)}</time>
          </p>
          <p className="mt-6 rounded-xl border border-indigo-100 bg-indigo-50 p-4 text-sm leading-6 text-slate-800">
            Hireloop is being released in stages. This page states the rules each part of the
            service follows. Where it says <strong>when available</strong>, that part is not live
            yet, and the rule applies from the day it is.
          </p>
          {legal.sample && (
            <p className="mt-4 text-sm text-slate-600">
              The operator name and contact address on this page are placeholders until the operator
              replaces them.
            </p>
          )}
          {children}
        </article>
      </main>
      <SiteFooter year={year} contactEmail={legal.contactEmail} />
    </>
  );
}
