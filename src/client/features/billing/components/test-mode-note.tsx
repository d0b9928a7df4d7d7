import type { ReactNode } from 'react';

/** Says plainly that no money moves: shown wherever the built-in test checkout is involved. */
export function TestModeNote({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div
      role="note"
      className="rounded-lg bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-300"
    >
      <p className="font-semibold">{title}</p>
      {children ? <div className="mt-1">{children}</div> : null}
    </div>
  );
}
