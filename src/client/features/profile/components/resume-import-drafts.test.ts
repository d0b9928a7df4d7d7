import { describe, expect, it } from 'vitest';
import { otherNotesOf } from './resume-import-drafts.ts';

describe('otherNotesOf', () => {
  it('keeps each section as "Heading\\ntext", one blank line between', () => {
    expect(
      otherNotesOf([
        { heading: 'Projects', text: 'Ward handover app\nCut shift change by 15 minutes.' },
        { heading: ' Languages ', text: ' Spanish (fluent) ' },
        { heading: '', text: 'Volunteer, Red Cross blood drives' },
        { heading: 'Honours', text: '' },
        { heading: ' ', text: ' ' },
      ]),
    ).toBe(
      'Projects\nWard handover app\nCut shift change by 15 minutes.\n\nLanguages\nSpanish (fluent)\n\nVolunteer, Red Cross blood drives\n\nHonours',
    );
    expect(otherNotesOf([])).toBe('');
  });
});
