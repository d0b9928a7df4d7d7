import { useMemo } from 'react';
import { type DocumentChange, diffDocuments } from '../document-diff.ts';
import type { EditableDocument } from '../package-edits.ts';

/** What the user changed since this version was generated, word by word. */
export function DiffView({
  generated,
  current,
}: {
  generated: EditableDocument;
  current: EditableDocument;
}) {
  const changes = useMemo(() => diffDocuments(generated, current), [generated, current]);
  return (
    <details className="rounded-lg bg-white p-3 ring-1 ring-slate-200 sm:p-4">
      <summary className="cursor-pointer text-sm font-semibold text-slate-900">
        Your changes to the generated version ({changes.length})
      </summary>
      {changes.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No changes: this is the version as generated.</p>
      ) : (
        <ul aria-label="Changes" className="mt-2 space-y-2 text-sm">
          {changes.map((change) => (
            <li key={change.key} className="break-words">
              <p className="font-medium text-slate-800">{change.label}</p>
              <ChangeBody change={change} />
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

function ChangeBody({ change }: { change: DocumentChange }) {
  switch (change.kind) {
    case 'edited':
      return (
        <p className="text-slate-700">
          {change.parts.map((part, index) =>
            part.op === 'same' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move; the index is their identity
              <span key={index}>{part.text}</span>
            ) : part.op === 'added' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <ins key={index} className="bg-green-100 text-green-900 no-underline">
                <span className="sr-only">added: </span>
                {part.text}
              </ins>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <del key={index} className="bg-red-50 text-red-800">
                <span className="sr-only">removed: </span>
                {part.text}
              </del>
            ),
          )}
        </p>
      );
    case 'hidden':
    case 'shown':
      return (
        <p className="text-slate-700">
          {change.kind === 'hidden' ? 'Hidden' : 'Shown again'}: {change.text}
        </p>
      );
    default:
      return null;
  }
}
