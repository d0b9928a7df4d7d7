import type { ResumeEntry, ResumeSection } from '../../../../shared/schemas/tailoring.ts';
import type { EditAction, EditableDocument } from '../package-edits.ts';
import type { SaveWarning } from '../use-package-editor.ts';
import { LineEditor } from './line-editor.tsx';
import { MoveHideControls } from './move-hide-controls.tsx';

interface EditorProps {
  warningsFor: (lineId: string) => SaveWarning[];
  readOnly: boolean;
  dispatch: (action: EditAction) => void;
}

/** The resume as sections, entries and lines, each movable and hideable, every line editable. */
export function ResumeEditor({
  resume,
  ...props
}: EditorProps & { resume: EditableDocument['resume'] }) {
  const { sections } = resume;
  return (
    <div className="space-y-4">
      <ul aria-label="Headline">
        <LineEditor
          line={resume.headline}
          place={{ at: { kind: 'headline' }, label: 'Headline', movable: false }}
          warnings={props.warningsFor(resume.headline.id)}
          readOnly={props.readOnly}
          dispatch={props.dispatch}
        />
      </ul>
      {sections.map((section, index) => (
        <SectionEditor
          key={section.id}
          section={section}
          first={index === 0}
          last={index === sections.length - 1}
          {...props}
        />
      ))}
    </div>
  );
}

function SectionEditor({
  section,
  first,
  last,
  ...props
}: EditorProps & { section: ResumeSection; first: boolean; last: boolean }) {
  const headingId = `section-${section.id}`;
  const { dispatch, readOnly } = props;
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-lg bg-white p-3 ring-1 ring-slate-200 sm:p-4 ${section.hidden ? 'opacity-70' : ''}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {section.heading}
          {section.hidden ? <span className="ml-2 text-xs font-normal">(hidden)</span> : null}
        </h3>
        {readOnly ? null : (
          <MoveHideControls
            what={`section ${section.heading}`}
            hidden={section.hidden}
            first={first}
            last={last}
            onMove={(by) => dispatch({ type: 'moveSection', sectionId: section.id, by })}
            onToggle={() => dispatch({ type: 'toggleSection', sectionId: section.id })}
          />
        )}
      </div>
      {section.lines.length > 0 ? (
        <ul aria-label={`${section.heading} lines`} className="mt-2 space-y-1">
          {section.lines.map((line, index) => (
            <LineEditor
              key={line.id}
              line={line}
              place={{
                at: { kind: 'sectionLine', sectionId: section.id, lineId: line.id },
                label: `${section.heading} line ${index + 1}`,
                first: index === 0,
                last: index === section.lines.length - 1,
              }}
              warnings={props.warningsFor(line.id)}
              readOnly={readOnly}
              dispatch={dispatch}
            />
          ))}
        </ul>
      ) : null}
      {section.entries.length > 0 ? (
        <ul aria-label={`${section.heading} entries`} className="mt-2 space-y-3">
          {section.entries.map((entry, index) => (
            <EntryEditor
              key={entry.id}
              sectionId={section.id}
              entry={entry}
              first={index === 0}
              last={index === section.entries.length - 1}
              {...props}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function EntryEditor({
  sectionId,
  entry,
  first,
  last,
  ...props
}: EditorProps & { sectionId: string; entry: ResumeEntry; first: boolean; last: boolean }) {
  const { dispatch, readOnly } = props;
  const name = [entry.title, entry.organization].filter(Boolean).join(', ');
  return (
    <li
      aria-label={name}
      className={`rounded-md border border-slate-200 p-2 sm:p-3 ${entry.hidden ? 'bg-slate-50' : ''}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className={`font-medium text-slate-900 ${entry.hidden ? 'line-through' : ''}`}>
            {entry.title}
          </p>
          <p className="text-sm text-slate-700">
            {[entry.organization, entry.dates].filter(Boolean).join(' · ')}
          </p>
          <p className="text-xs text-slate-600">
            {entry.hidden ? 'Hidden: not in the downloads. ' : ''}
            {entry.condensed ? 'Condensed to its heading line. ' : ''}
            from: {entry.source.label}
          </p>
        </div>
        {readOnly ? null : (
          <MoveHideControls
            what={`entry ${name}`}
            hidden={entry.hidden}
            first={first}
            last={last}
            onMove={(by) => dispatch({ type: 'moveEntry', sectionId, entryId: entry.id, by })}
            onToggle={() => dispatch({ type: 'toggleEntry', sectionId, entryId: entry.id })}
          />
        )}
      </div>
      {entry.bullets.length > 0 ? (
        <ul aria-label={`${name} bullets`} className="mt-2 space-y-1">
          {entry.bullets.map((line, index) => (
            <LineEditor
              key={line.id}
              line={line}
              place={{
                at: { kind: 'bullet', sectionId, entryId: entry.id, lineId: line.id },
                label: `${name} bullet ${index + 1}`,
                first: index === 0,
                last: index === entry.bullets.length - 1,
              }}
              warnings={props.warningsFor(line.id)}
              readOnly={readOnly}
              dispatch={dispatch}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
