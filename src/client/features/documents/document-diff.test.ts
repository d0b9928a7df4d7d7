import { describe, expect, it } from 'vitest';
import { diffDocuments, diffWords } from './document-diff.ts';
import { editableOf, editDocument } from './package-edits.ts';
import { samplePackage } from './sample-package.ts';

const render = (parts: ReturnType<typeof diffWords>) =>
  parts
    .map((part) =>
      part.op === 'same' ? part.text : part.op === 'added' ? `[+${part.text}]` : `[-${part.text}]`,
    )
    .join('');

describe('diffWords', () => {
  it('marks the words taken out and put in, and keeps the rest', () => {
    expect(
      render(diffWords('Cared for 5 patients per shift.', 'Cared for 6 patients per shift.')),
    ).toBe('Cared for [-5 ][+6 ]patients per shift.');
  });

  it('handles empty texts on either side', () => {
    expect(diffWords('', '')).toEqual([]);
    expect(render(diffWords('', 'New line'))).toBe('[+New line]');
    expect(render(diffWords('Old line', ''))).toBe('[-Old line]');
  });

  it('treats a change of spacing alone as no change', () => {
    expect(diffWords('a  b', 'a b').every((part) => part.op === 'same')).toBe(true);
  });

  it('puts back either text from its parts', () => {
    const before = 'Started IV lines and managed infusions for adult patients.';
    const after = 'Started and managed IV lines and infusions for 30 adult patients daily.';
    const parts = diffWords(before, after);
    expect(
      parts
        .filter((p) => p.op !== 'removed')
        .map((p) => p.text)
        .join(''),
    ).toBe(after);
    expect(
      parts
        .filter((p) => p.op !== 'added')
        .map((p) => p.text)
        .join(''),
    ).toBe(before);
  });
});

describe('diffDocuments', () => {
  const generated = editableOf(samplePackage());

  it('finds nothing in an unchanged document', () => {
    expect(diffDocuments(generated, structuredClone(generated))).toEqual([]);
  });

  it('lists an edited bullet, a hidden entry, a new order and the layout, with readable labels', () => {
    let current = editDocument(generated, {
      type: 'editLine',
      at: { kind: 'bullet', sectionId: 'experience', entryId: 'w0', lineId: 'b2' },
      text: 'Started and managed IV lines.',
    });
    current = editDocument(current, {
      type: 'toggleEntry',
      sectionId: 'experience',
      entryId: 'w1',
    });
    current = editDocument(current, {
      type: 'moveLine',
      at: { kind: 'paragraph', lineId: 'p2' },
      by: -1,
    });
    current = editDocument(current, { type: 'layout', layout: { template: 'modern' } });
    const changes = diffDocuments(generated, current);
    expect(changes.map((change) => [change.kind, change.label])).toEqual([
      ['layout', 'Layout: modern, US Letter'],
      ['reordered', 'Cover letter: order changed'],
      ['edited', 'Experience: Registered Nurse, St. David’s Medical Center, line 2'],
      ['hidden', 'Experience: Nursing Assistant, Seton Hospital'],
    ]);
  });

  it('tells apart two lines with the same id in different entries', () => {
    const current = editDocument(generated, {
      type: 'editLine',
      at: { kind: 'bullet', sectionId: 'experience', entryId: 'w1', lineId: 'b1' },
      text: 'Took and charted vital signs.',
    });
    const changes = diffDocuments(generated, current);
    expect(changes).toHaveLength(1);
    expect(changes[0]?.label).toBe('Experience: Nursing Assistant, Seton Hospital, line 1');
  });
});
