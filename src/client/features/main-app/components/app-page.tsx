import type { ReactNode } from 'react';

/** The title and body of one main-app page. */
export function AppPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl">
      <title>{`${title} · Hireloop`}</title>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <div className="mt-6">{children}</div>
    </div>
  );
}
