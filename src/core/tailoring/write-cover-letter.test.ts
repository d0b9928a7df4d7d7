import { describe, expect, it } from 'vitest';
import type { ApplicationPackage } from '../../shared/schemas/tailoring.ts';
import { tailorApplicationPackage } from './tailor-application-package.ts';
import { inputFor } from './testing/persona-input.ts';
import {
  accountantPosting,
  cookPosting,
  driverPosting,
  electricianPosting,
  nursePosting,
  teacherPosting,
} from './testing/postings.ts';
import { hiringManager } from './write-cover-letter.ts';

const letterText = (pkg: ApplicationPackage) =>
  [pkg.coverLetter.greeting, ...pkg.coverLetter.paragraphs, pkg.coverLetter.closing]
    .map((line) => line.text)
    .join('\n');
const sentences = (text: string) =>
  new Set(
    text
      .split(/(?<=[.!?:])\s+|\n+/)
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );

const pairs = [
  ['rn-atlanta', nursePosting],
  ['truck-driver-columbus', driverPosting],
  ['electrician-houston', electricianPosting],
  ['accountant-chicago', accountantPosting],
  ['line-cook-new-orleans', cookPosting],
  ['teacher-omaha', teacherPosting],
] as const;

describe('cover letter', () => {
  it('greets the hiring manager a posting names, never whoever one reports to', () => {
    expect(hiringManager('Hiring Manager: Jane Smith\nApply now')).toBe('Jane Smith');
    expect(hiringManager('You will report to the Director of Nursing, Maria Lopez.')).toBe('');
    expect(hiringManager('Contact: Dr. Alan Chu')).toBe('Dr. Alan Chu');
    const nurse = tailorApplicationPackage(inputFor('rn-atlanta', nursePosting));
    expect(nurse.coverLetter.greeting.text).toBe('Dear Jane Smith,');
    const driver = tailorApplicationPackage(inputFor('truck-driver-columbus', driverPosting));
    expect(driver.coverLetter.greeting.text).toMatch(
      /^(?:Dear|To the|Greetings)\b.*Kinard Trucking/,
    );
  });

  it('writes letters that do not read alike across occupations, within 200–350 words', () => {
    const letters = pairs.map(([id, job]) =>
      letterText(tailorApplicationPackage(inputFor(id, job))),
    );
    for (const [a, first] of letters.entries()) {
      expect(first.split(/\s+/).length).toBeLessThanOrEqual(350);
      expect(first.split(/\s+/).length).toBeGreaterThanOrEqual(200);
      for (const second of letters.slice(a + 1)) {
        const mine = sentences(first);
        const shared = [...sentences(second)].filter((s) => mine.has(s)).length;
        expect(shared / Math.min(mine.size, sentences(second).size)).toBeLessThanOrEqual(0.3);
      }
    }
  });

  it('says only what the profile holds: an unmet licence is never claimed', () => {
    const pkg = tailorApplicationPackage(inputFor('rn-atlanta', nursePosting));
    const text = letterText(pkg);
    // One issuer is named once, after its credentials.
    expect(text).toMatch(/BLS and ACLS \(American Heart Association\)/);
    expect(text).not.toMatch(/Georgia RN license/);
    expect(text).toContain('Keisha Morgan');
    // Every paragraph names a requirement or a profile fact: it has a source.
    for (const paragraph of pkg.coverLetter.paragraphs)
      expect(paragraph.sources.length).toBeGreaterThan(0);
  });

  it('sums up a thin profile’s facts rather than leave its letter under 200 words', () => {
    // One job, five skills, no credential: what the profile holds says less than 200 words.
    const input = inputFor('line-cook-missoula', cookPosting);
    const pkg = tailorApplicationPackage(input);
    const text = letterText(pkg);
    expect(text.split(/\s+/).length).toBeGreaterThanOrEqual(200);
    const recap = pkg.coverLetter.paragraphs
      .flatMap((paragraph) => paragraph.text.split(/(?<=[.;])\s+/))
      .find((sentence) => /7 years of (?:work|experience)/.test(sentence) && /Line/.test(sentence));
    expect(recap).toBeDefined();
    // Facts only: the skills it names are the person's own.
    for (const skill of ['Line cooking', 'Breakfast cooking', 'Food safety', 'Prep', 'Inventory'])
      if (recap?.includes(skill)) expect(input.profile.skills).toContain(skill);
  });

  it('states availability and relocation from the preferences', () => {
    const input = inputFor('line-cook-new-orleans', cookPosting);
    if (!input.preferences) throw new Error('persona has preferences');
    input.preferences.shifts = ['EVENING', 'WEEKEND'];
    input.preferences.willingToRelocate = true;
    const text = letterText(tailorApplicationPackage(input));
    expect(text).toMatch(/evening and weekend shifts/);
    expect(text).toMatch(/New Orleans, LA[^.]*relocat/);
  });

  it('words one person’s letters for two jobs, and two people’s for one job, differently', () => {
    const share = (a: string, b: string) => {
      const mine = sentences(a);
      const theirs = sentences(b);
      return [...theirs].filter((s) => mine.has(s)).length / Math.min(mine.size, theirs.size);
    };
    const cook = (id: string, job: typeof cookPosting) =>
      letterText(tailorApplicationPackage(inputFor(id, job)));
    expect(cook('line-cook-new-orleans', cookPosting)).toBe(
      cook('line-cook-new-orleans', cookPosting),
    );
    const otherJob = { ...cookPosting, id: `${cookPosting.id}-2`, company: 'Another Kitchen' };
    expect(
      share(cook('line-cook-new-orleans', cookPosting), cook('line-cook-new-orleans', otherJob)),
    ).toBeLessThanOrEqual(0.3);
  });
});
