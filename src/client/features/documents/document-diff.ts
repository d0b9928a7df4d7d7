import type { DocumentLine } from '../../../shared/schemas/tailoring.ts';
import type { EditableDocument } from './package-edits.ts';

export type WordPart = { text: string; op: 'same' | 'added' | 'removed' };

/** Words (with the spaces after them) that differ, by longest common subsequence. */
export function diffWords(before: string, after: string): WordPart[] {
  const a = before.match(/\S+\s*/g) ?? [];
  const b = after.match(/\S+\s*/g) ?? [];
  const same = (i: number, j: number) => (a[i] ?? '').trim() === (b[j] ?? '').trim();
  // common(i, j): the common length of a[i..] and b[j..], in one flat table. Lines are short
  // (at most 2,000 characters), so the table stays small.
  const width = b.length + 1;
  const table = new Uint16Array((a.length + 1) * width);
  const common = (i: number, j: number) => table[i * width + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * width + j] = same(i, j)
        ? common(i + 1, j + 1) + 1
        : Math.max(common(i + 1, j), common(i, j + 1));
    }
  }
  const parts: WordPart[] = [];
  const push = (text: string | undefined, op: WordPart['op']) => {
    const last = parts[parts.length - 1];
    if (last?.op === op) last.text += text ?? '';
    else parts.push({ text: text ?? '', op });
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && same(i, j)) {
      push(b[j], 'same');
      i++;
      j++;
    } else if (i < a.length && (j === b.length || common(i + 1, j) >= common(i, j + 1))) {
      push(a[i++], 'removed');
    } else {
      push(b[j++], 'added');
    }
  }
  return parts;
}

export type DocumentChange =
  | { kind: 'edited'; key: string; label: string; parts: WordPart[] }
  | { kind: 'hidden' | 'shown'; key: string; label: string; text: string }
  | { kind: 'reordered'; key: string; label: string }
  | { kind: 'layout'; key: string; label: string };

type Located = { key: string; label: string; text: string; hidden: boolean; list: string };
type List = { key: string; label: string; ids: string[] };

/** Every line, entry and section of a document, with a key stable across edits. */
function inventory(document: EditableDocument) {
  const items: Located[] = [];
  const lists: List[] = [];
  const lines = (list: string, label: string, of: DocumentLine[]) => {
    lists.push({ key: list, label, ids: of.map((line) => line.id) });
    for (const [index, line] of of.entries()) {
      items.push({
        key: `${list}/${line.id}`,
        label: `${label}, line ${index + 1}`,
        text: line.text,
        hidden: line.hidden,
        list,
      });
    }
  };
  const { resume, coverLetter } = document;
  items.push({
    key: 'headline',
    label: 'Headline',
    text: resume.headline.text,
    hidden: resume.headline.hidden,
    list: '',
  });
  lists.push({ key: 'sections', label: 'Resume sections', ids: resume.sections.map((s) => s.id) });
  for (const section of resume.sections) {
    const sectionKey = `section/${section.id}`;
    items.push({
      key: sectionKey,
      label: `Section ${section.heading}`,
      text: section.heading,
      hidden: section.hidden,
      list: 'sections',
    });
    lines(`${sectionKey}/lines`, section.heading, section.lines);
    lists.push({
      key: `${sectionKey}/entries`,
      label: `${section.heading} entries`,
      ids: section.entries.map((e) => e.id),
    });
    for (const entry of section.entries) {
      const entryKey = `${sectionKey}/entry/${entry.id}`;
      const name = [entry.title, entry.organization].filter(Boolean).join(', ');
      items.push({
        key: entryKey,
        label: `${section.heading}: ${name}`,
        text: name,
        hidden: entry.hidden,
        list: '',
      });
      lines(`${entryKey}/bullets`, `${section.heading}: ${name}`, entry.bullets);
    }
  }
  for (const [part, label] of [
    ['greeting', 'Greeting'],
    ['closing', 'Closing'],
  ] as const) {
    const line = coverLetter[part];
    items.push({ key: part, label, text: line.text, hidden: line.hidden, list: '' });
  }
  lines('letter', 'Cover letter', coverLetter.paragraphs);
  return { items, lists };
}

/** What the user changed since the document was generated, in document order. */
export function diffDocuments(
  generated: EditableDocument,
  current: EditableDocument,
): DocumentChange[] {
  const before = inventory(generated);
  const after = inventory(current);
  const was = new Map(before.items.map((item) => [item.key, item]));
  const changes: DocumentChange[] = [];
  if (
    generated.layout.template !== current.layout.template ||
    generated.layout.paper !== current.layout.paper
  ) {
    changes.push({
      kind: 'layout',
      key: 'layout',
      label: `Layout: ${current.layout.template}, ${current.layout.paper === 'a4' ? 'A4' : 'US Letter'}`,
    });
  }
  const wasOrder = new Map(before.lists.map((list) => [list.key, list.ids]));
  for (const list of after.lists) {
    const old = wasOrder.get(list.key) ?? [];
    const common = list.ids.filter((id) => old.includes(id));
    const oldCommon = old.filter((id) => list.ids.includes(id));
    if (common.some((id, index) => id !== oldCommon[index])) {
      changes.push({
        kind: 'reordered',
        key: `order/${list.key}`,
        label: `${list.label}: order changed`,
      });
    }
  }
  for (const item of after.items) {
    const old = was.get(item.key);
    if (!old) continue;
    if (old.hidden !== item.hidden) {
      changes.push({
        kind: item.hidden ? 'hidden' : 'shown',
        key: `${item.key}/hidden`,
        label: item.label,
        text: item.text,
      });
    }
    if (old.text !== item.text) {
      changes.push({
        kind: 'edited',
        key: `${item.key}/text`,
        label: item.label,
        parts: diffWords(old.text, item.text),
      });
    }
  }
  return changes;
}
