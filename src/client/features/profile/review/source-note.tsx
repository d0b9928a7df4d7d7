import type { SourceNote as Note } from './field-sources.ts';
import { shortSnippet } from './field-sources.ts';

/**
 * "From your resume: “…”" under an imported field, with a "Check this" marker when the reading
 * was a guess (words, not colour alone). A long snippet is cut; its disclosure shows all of it.
 */
export function SourceNote({ note }: { note: Note | undefined }) {
  if (!note) return null;
  const short = shortSnippet(note.snippet);
  return (
    <div data-testid="import-source" className="mt-1 min-w-0 text-sm text-slate-600">
      {note.low ? (
        <strong
          role="note"
          aria-label="Check this: we were not sure we read this field right"
          className="mr-2 inline-block rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300"
        >
          <span aria-hidden="true">⚠ </span>Check this
        </strong>
      ) : null}
      {short ? (
        <details className="inline">
          <summary
            title={note.snippet}
            className="inline cursor-pointer break-words rounded focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            From your resume: “{short}”
          </summary>
          <span className="mt-1 block whitespace-pre-line break-words rounded bg-slate-50 p-2 text-slate-700">
            {note.snippet}
          </span>
        </details>
      ) : (
        <span className="break-words">From your resume: “{note.snippet}”</span>
      )}
    </div>
  );
}

/** The `source` of a field, or undefined when it has none (the field then shows nothing more). */
export const sourceFor = (note: Note | undefined) =>
  note ? <SourceNote note={note} /> : undefined;
