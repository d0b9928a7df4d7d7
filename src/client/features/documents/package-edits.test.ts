import { describe, expect, it } from 'vitest';
import { type EditableDocument, editableOf, editDocument, moveById } from './package-edits.ts';
import { samplePackage } from './sample-package.ts';

const start = (): EditableDocument => editableOf(samplePackage());
const experience = (document: EditableDocument) =>
  document.resume.sections.find((section) => section.id === 'experience');
const bulletTexts = (document: EditableDocument, entryId: string) =>
  experience(document)
    ?.entries.find((entry) => entry.id === entryId)
    ?.bullets.map((bullet) => bullet.text);

describe('moveById', () => {
  const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  it('moves one place either way and leaves the list alone at its ends or for an unknown id', () => {
    expect(moveById(items, 'b', -1).map((item) => item.id)).toEqual(['b', 'a', 'c']);
    expect(moveById(items, 'b', 1).map((item) => item.id)).toEqual(['a', 'c', 'b']);
    expect(moveById(items, 'a', -1)).toBe(items);
    expect(moveById(items, 'c', 1)).toBe(items);
    expect(moveById(items, 'zzz', 1)).toBe(items);
  });
});

describe('editDocument', () => {
  it('edits a bullet of one entry only, even when another entry has a line with the same id', () => {
    const at = { kind: 'bullet', sectionId: 'experience', entryId: 'w0', lineId: 'b1' } as const;
    const next = editDocument(start(), { type: 'editLine', at, text: 'Cared for 6 patients.' });
    expect(bulletTexts(next, 'w0')?.[0]).toBe('Cared for 6 patients.');
    expect(bulletTexts(next, 'w1')).toEqual(['Took vital signs.']);
  });

  it('does not change the document it was given', () => {
    const before = start();
    const copy = structuredClone(before);
    editDocument(before, { type: 'toggleSection', sectionId: 'summary' });
    editDocument(before, {
      type: 'moveLine',
      at: { kind: 'paragraph', lineId: 'p1' },
      by: 1,
    });
    expect(before).toEqual(copy);
  });

  it('reorders bullets, entries, sections and letter paragraphs', () => {
    let document = start();
    document = editDocument(document, {
      type: 'moveLine',
      at: { kind: 'bullet', sectionId: 'experience', entryId: 'w0', lineId: 'b3' },
      by: -1,
    });
    expect(bulletTexts(document, 'w0')).toEqual([
      'Cared for 5 patients per shift on a med-surg unit.',
      'Trained new graduate nurses.',
      'Started IV lines and managed infusions.',
    ]);
    document = editDocument(document, {
      type: 'moveEntry',
      sectionId: 'experience',
      entryId: 'w1',
      by: -1,
    });
    expect(experience(document)?.entries.map((entry) => entry.id)).toEqual(['w1', 'w0']);
    document = editDocument(document, { type: 'moveSection', sectionId: 'experience', by: -1 });
    expect(document.resume.sections.map((section) => section.id)).toEqual([
      'experience',
      'summary',
    ]);
    document = editDocument(document, {
      type: 'moveLine',
      at: { kind: 'paragraph', lineId: 'p2' },
      by: -1,
    });
    expect(document.coverLetter.paragraphs.map((line) => line.id)).toEqual(['p2', 'p1']);
  });

  it('hides and shows lines, entries and sections, and keeps their text', () => {
    let document = editDocument(start(), {
      type: 'toggleEntry',
      sectionId: 'experience',
      entryId: 'w1',
    });
    expect(experience(document)?.entries[1]?.hidden).toBe(true);
    expect(experience(document)?.entries[1]?.bullets[0]?.text).toBe('Took vital signs.');
    document = editDocument(document, {
      type: 'toggleEntry',
      sectionId: 'experience',
      entryId: 'w1',
    });
    expect(experience(document)?.entries[1]?.hidden).toBe(false);
    document = editDocument(document, { type: 'toggleLine', at: { kind: 'headline' } });
    expect(document.resume.headline.hidden).toBe(true);
    document = editDocument(document, {
      type: 'toggleLine',
      at: { kind: 'sectionLine', sectionId: 'summary', lineId: 's1' },
    });
    expect(document.resume.sections[0]?.lines[0]?.hidden).toBe(true);
  });

  it('edits the greeting and closing, and changes the layout one field at a time', () => {
    let document = editDocument(start(), {
      type: 'editLine',
      at: { kind: 'greeting' },
      text: 'Dear Ms. Rivera,',
    });
    document = editDocument(document, {
      type: 'editLine',
      at: { kind: 'closing' },
      text: 'Best,\nAna',
    });
    document = editDocument(document, { type: 'layout', layout: { paper: 'a4' } });
    expect(document.coverLetter.greeting.text).toBe('Dear Ms. Rivera,');
    expect(document.coverLetter.closing.text).toBe('Best,\nAna');
    expect(document.layout).toEqual({ template: 'classic', paper: 'a4' });
  });

  it('keeps each line’s sources through an edit, so the editor still says where it came from', () => {
    const at = { kind: 'bullet', sectionId: 'experience', entryId: 'w0', lineId: 'b2' } as const;
    const next = editDocument(start(), {
      type: 'editLine',
      at,
      text: 'Started and managed IV lines.',
    });
    expect(experience(next)?.entries[0]?.bullets[1]?.sources[0]?.label).toBe(
      'Work experience, St. David’s',
    );
  });

  it('moving the headline does nothing: it has no list to move in', () => {
    const document = start();
    expect(editDocument(document, { type: 'moveLine', at: { kind: 'headline' }, by: 1 })).toEqual(
      document,
    );
  });
});
