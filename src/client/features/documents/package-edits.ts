import type {
  ApplicationPackage,
  DocumentLayout,
  DocumentLine,
  ResumeSection,
} from '../../../shared/schemas/tailoring.ts';

/** The part of a package the editor changes and the autosave sends back. */
export type EditableDocument = Pick<ApplicationPackage, 'resume' | 'coverLetter' | 'layout'>;

/**
 * Where one line lives. Ids are only unique within their list, so a line is named by the
 * section (and entry) that hold it.
 */
export type LineAt =
  | { kind: 'headline' }
  | { kind: 'greeting' }
  | { kind: 'closing' }
  | { kind: 'paragraph'; lineId: string }
  | { kind: 'sectionLine'; sectionId: string; lineId: string }
  | { kind: 'bullet'; sectionId: string; entryId: string; lineId: string };

export type Move = -1 | 1;

export type EditAction =
  | { type: 'editLine'; at: LineAt; text: string }
  | { type: 'toggleLine'; at: LineAt }
  | { type: 'moveLine'; at: LineAt; by: Move }
  | { type: 'toggleEntry'; sectionId: string; entryId: string }
  | { type: 'moveEntry'; sectionId: string; entryId: string; by: Move }
  | { type: 'toggleSection'; sectionId: string }
  | { type: 'moveSection'; sectionId: string; by: Move }
  | { type: 'layout'; layout: Partial<DocumentLayout> }
  | { type: 'replace'; document: EditableDocument };

/** Moves the item with `id` one place; at either end the list is returned unchanged. */
export function moveById<T extends { id: string }>(items: T[], id: string, by: Move): T[] {
  const from = items.findIndex((item) => item.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= items.length) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

const mapById = <T extends { id: string }>(items: T[], id: string, change: (item: T) => T) =>
  items.map((item) => (item.id === id ? change(item) : item));

/** Applies `change` to the list that holds the line (movable lines only). */
function changeList(
  document: EditableDocument,
  at: LineAt,
  change: (lines: DocumentLine[]) => DocumentLine[],
): EditableDocument {
  const inSection = (sectionId: string, update: (section: ResumeSection) => ResumeSection) => ({
    ...document,
    resume: { ...document.resume, sections: mapById(document.resume.sections, sectionId, update) },
  });
  switch (at.kind) {
    case 'paragraph':
      return {
        ...document,
        coverLetter: {
          ...document.coverLetter,
          paragraphs: change(document.coverLetter.paragraphs),
        },
      };
    case 'sectionLine':
      return inSection(at.sectionId, (section) => ({ ...section, lines: change(section.lines) }));
    case 'bullet':
      return inSection(at.sectionId, (section) => ({
        ...section,
        entries: mapById(section.entries, at.entryId, (entry) => ({
          ...entry,
          bullets: change(entry.bullets),
        })),
      }));
    default:
      return document;
  }
}

function changeLine(
  document: EditableDocument,
  at: LineAt,
  change: (line: DocumentLine) => DocumentLine,
): EditableDocument {
  switch (at.kind) {
    case 'headline':
      return {
        ...document,
        resume: { ...document.resume, headline: change(document.resume.headline) },
      };
    case 'greeting':
    case 'closing':
      return {
        ...document,
        coverLetter: { ...document.coverLetter, [at.kind]: change(document.coverLetter[at.kind]) },
      };
    default:
      return changeList(document, at, (lines) => mapById(lines, at.lineId, change));
  }
}

const changeSections = (
  document: EditableDocument,
  change: (sections: ResumeSection[]) => ResumeSection[],
): EditableDocument => ({
  ...document,
  resume: { ...document.resume, sections: change(document.resume.sections) },
});

/** The editor's reducer: every change the user can make, as a pure function of the document. */
export function editDocument(document: EditableDocument, action: EditAction): EditableDocument {
  switch (action.type) {
    case 'editLine':
      return changeLine(document, action.at, (line) => ({ ...line, text: action.text }));
    case 'toggleLine':
      return changeLine(document, action.at, (line) => ({ ...line, hidden: !line.hidden }));
    case 'moveLine': {
      const { at } = action;
      if (!('lineId' in at)) return document;
      return changeList(document, at, (lines) => moveById(lines, at.lineId, action.by));
    }
    case 'toggleEntry':
    case 'moveEntry':
      return changeSections(document, (sections) =>
        mapById(sections, action.sectionId, (section) => ({
          ...section,
          entries:
            action.type === 'moveEntry'
              ? moveById(section.entries, action.entryId, action.by)
              : mapById(section.entries, action.entryId, (entry) => ({
                  ...entry,
                  hidden: !entry.hidden,
                })),
        })),
      );
    case 'toggleSection':
      return changeSections(document, (sections) =>
        mapById(sections, action.sectionId, (section) => ({ ...section, hidden: !section.hidden })),
      );
    case 'moveSection':
      return changeSections(document, (sections) =>
        moveById(sections, action.sectionId, action.by),
      );
    case 'layout':
      return { ...document, layout: { ...document.layout, ...action.layout } };
    case 'replace':
      return action.document;
  }
}

/** The editable part of a package as the API sent it. */
export const editableOf = ({
  resume,
  coverLetter,
  layout,
}: ApplicationPackage): EditableDocument => ({
  resume,
  coverLetter,
  layout,
});
