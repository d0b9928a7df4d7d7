import { type ReactNode, useId } from 'react';

/** A titled white card of the application page. */
export function Panel({
  title,
  children,
  tone = 'plain',
}: {
  title: string;
  children: ReactNode;
  tone?: 'plain' | 'attention';
}) {
  const headingId = useId();
  const ring = tone === 'attention' ? 'ring-amber-300' : 'ring-slate-200';
  return (
    <section
      aria-labelledby={headingId}
      className={`space-y-4 rounded-lg bg-white p-4 shadow-sm ring-1 sm:p-6 ${ring}`}
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
