import type { EditAction, EditableDocument } from '../package-edits.ts';
import type { SaveWarning } from '../use-package-editor.ts';
import { LineEditor } from './line-editor.tsx';

/** The cover letter as plain text: the greeting, each paragraph (movable, hideable), the closing. */
export function LetterEditor({
  letter,
  warningsFor,
  readOnly,
  dispatch,
}: {
  letter: EditableDocument['coverLetter'];
  warningsFor: (lineId: string) => SaveWarning[];
  readOnly: boolean;
  dispatch: (action: EditAction) => void;
}) {
  const fixed = (kind: 'greeting' | 'closing', label: string) => (
    <ul aria-label={label}>
      <LineEditor
        line={letter[kind]}
        place={{ at: { kind }, label, movable: false }}
        warnings={warningsFor(letter[kind].id)}
        readOnly={readOnly}
        dispatch={dispatch}
      />
    </ul>
  );
  return (
    <div className="space-y-2 rounded-lg bg-white p-3 ring-1 ring-slate-200 sm:p-4">
      {fixed('greeting', 'Greeting')}
      <ul aria-label="Paragraphs" className="space-y-1">
        {letter.paragraphs.map((line, index) => (
          <LineEditor
            key={line.id}
            line={line}
            place={{
              at: { kind: 'paragraph', lineId: line.id },
              label: `Cover letter paragraph ${index + 1}`,
              first: index === 0,
              last: index === letter.paragraphs.length - 1,
            }}
            warnings={warningsFor(line.id)}
            readOnly={readOnly}
            dispatch={dispatch}
          />
        ))}
      </ul>
      {fixed('closing', 'Closing')}
    </div>
  );
}
