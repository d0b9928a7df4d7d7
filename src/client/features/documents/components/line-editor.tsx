import { useId } from 'react';
import type { DocumentLine } from '../../../../shared/schemas/tailoring.ts';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../lib/paths.ts';
import type { EditAction, LineAt } from '../package-edits.ts';
import type { SaveWarning } from '../use-package-editor.ts';
import { textAreaClasses } from './editor-styles.ts';
import { MoveHideControls } from './move-hide-controls.tsx';

/** "from: Work experience, St. David's Medical Center, 2019–2023" (decision 050 §4). */
export function sourceText(line: DocumentLine) {
  const labels = [...new Set(line.sources.map((source) => source.label).filter(Boolean))];
  return labels.length > 0 ? `from: ${labels.join('; ')}` : 'from: no profile fact recorded';
}

export interface LinePlace {
  at: LineAt;
  /** Read out with the controls: "Experience bullet 2". */
  label: string;
  first?: boolean;
  last?: boolean;
  /** Headline, greeting and closing stay where they are. */
  movable?: boolean;
}

/**
 * One editable line: its text, where it came from (shown on hover and on keyboard focus, and
 * read as the text box's description), its controls and the truth check's warnings on it.
 */
export function LineEditor({
  line,
  place,
  warnings,
  readOnly,
  dispatch,
}: {
  line: DocumentLine;
  place: LinePlace;
  warnings: SaveWarning[];
  readOnly: boolean;
  dispatch: (action: EditAction) => void;
}) {
  const id = useId();
  const { at, label } = place;
  return (
    <li className="group rounded-md p-1 focus-within:bg-indigo-50/50 hover:bg-slate-50">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-text`} className="sr-only">
            {label}
          </label>
          <textarea
            id={`${id}-text`}
            value={line.text}
            readOnly={readOnly}
            rows={1}
            aria-describedby={`${id}-source${warnings.length ? ` ${id}-warnings` : ''}`}
            className={`${textAreaClasses} ${line.hidden ? 'text-slate-500 line-through' : ''}`}
            onChange={(event) => dispatch({ type: 'editLine', at, text: event.target.value })}
          />
          {/* Invisible, not removed, until hover or focus: its space stays, so nothing moves
              under the pointer when focus leaves the line (a click would miss its target). */}
          <p
            id={`${id}-source`}
            className="invisible mt-1 text-xs text-slate-600 group-focus-within:visible group-hover:visible"
          >
            {line.hidden ? 'Hidden: not in the downloads. ' : ''}
            {sourceText(line)}
          </p>
        </div>
        {readOnly ? null : (
          <MoveHideControls
            what={label}
            hidden={line.hidden}
            first={place.first ?? true}
            last={place.last ?? true}
            onMove={
              place.movable === false ? undefined : (by) => dispatch({ type: 'moveLine', at, by })
            }
            onToggle={() => dispatch({ type: 'toggleLine', at })}
          />
        )}
      </div>
      {warnings.length > 0 ? (
        <ul id={`${id}-warnings`} className="mt-1 space-y-1 text-xs text-amber-900">
          {warnings.map((warning) => (
            <li
              key={`${warning.claim.kind}-${warning.claim.text}`}
              className="rounded bg-amber-50 p-2 ring-1 ring-amber-200"
            >
              <span className="font-semibold">Check: </span>
              {warning.message}{' '}
              <TextLink to={paths.resumeBuilder} className="text-xs">
                Add to your profile
              </TextLink>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
