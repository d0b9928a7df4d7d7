import type { ReactNode } from 'react';

/** A page that has nothing to show yet, and says honestly what will appear there. */
export function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-dashed border-slate-300 bg-white p-6 sm:p-10">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 max-w-prose space-y-3 text-sm text-slate-600">{children}</div>
    </section>
  );
}
