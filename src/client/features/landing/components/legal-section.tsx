import type { ReactNode } from 'react';

/** A numbered-free h2 block of a legal page; `id` makes each part linkable. */
export function LegalSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="scroll-mt-4 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-7 text-slate-700">{children}</div>
    </section>
  );
}

/** A bulleted list in legal text. */
export function LegalList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-6 marker:text-slate-400">{children}</ul>;
}
