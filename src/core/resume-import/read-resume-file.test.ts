import { describe, expect, it } from 'vitest';
import { unsafeTextIn } from '../../shared/safe-text.ts';
import { readResumeFile } from './read-resume-file.ts';

const everyString = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(everyString)
      : [];

describe('readResumeFile', () => {
  it('cleans control characters and lone surrogates out of what a file says', async () => {
    const file = {
      basics: { name: 'Ada\u0000 Lovelace', email: 'ada@example.test', summary: 'x\u0007y' },
      work: [{ name: 'Acme\u0000', position: 'Engineer \ud800', summary: 'Line one\nline two' }],
      skills: [{ name: 'Sol\u001fdering' }],
    };
    const { draft } = await readResumeFile({ bytes: Buffer.from(JSON.stringify(file)) });
    expect(everyString(draft).filter((text) => unsafeTextIn(text) !== null)).toEqual([]);
    expect(draft.fullName).toBe('Ada Lovelace');
    expect(draft.workExperience[0]?.company).toBe('Acme');
  });
});
