import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';

type EntryFieldsetProps = {
  legend: string;
  /** Absent when this is the only entry: the last one cannot be removed (spec §2). */
  onRemove?: () => void;
  children: ReactNode;
};

/** One repeatable entry (a school, a position) with its own Remove Entry button. */
export function EntryFieldset({ legend, onRemove, children }: EntryFieldsetProps) {
  return (
    <fieldset className="rounded-lg p-4 ring-1 ring-slate-200">
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      {onRemove ? (
        <div className="mt-4 flex justify-end">
          <Button variant="ghost" onClick={onRemove} aria-label={`Remove Entry: ${legend}`}>
            Remove Entry
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
