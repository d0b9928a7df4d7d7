import { describe, expect, it } from 'vitest';
import { occupationBySoc, occupations } from '../occupations/occupations.ts';
import { roleFamilies, roleFamilyOf } from './role-families.ts';
import { buildRoleQuestions } from './role-questions.ts';

/** Role questions for every one of the 342 occupations (decision 067). */
const all = occupations();
const textsOf = (soc: string) => {
  const occupation = occupationBySoc(soc);
  if (!occupation) throw new Error(`no occupation ${soc}`);
  return buildRoleQuestions(occupation).map((question) => question.text);
};

describe('role questions', () => {
  it('covers all 342 occupations with their own terms', () => {
    expect(all).toHaveLength(342);
    for (const occupation of all) {
      const questions = buildRoleQuestions(occupation);
      const terms = [
        ...occupation.skills,
        ...occupation.tools,
        ...occupation.certifications.map((cert) => cert.name),
      ];
      // A template about a certification is skipped for the three occupations that list none.
      const least = occupation.certifications.length > 0 ? 4 : 3;
      expect(questions.length, occupation.title).toBeGreaterThanOrEqual(least);
      expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
      expect(new Set(questions.map((q) => q.text)).size).toBe(questions.length);
      for (const question of questions) {
        expect(terms, occupation.title).toContain(question.term);
        expect(question.text).toMatch(/^[A-Z].{20,220}[?.]$/);
        expect(question.text).not.toMatch(/undefined|null|\$\{/);
      }
      // Most questions name the occupation's own work, so they are about this job, not any job.
      const naming = questions.filter((q) => q.text.includes(q.term));
      expect(naming.length, occupation.title).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives every family to some occupation', () => {
    const used = new Set(all.map(roleFamilyOf));
    expect([...roleFamilies].filter((family) => !used.has(family))).toEqual([]);
  });

  it('asks a nurse clinical scenarios about patients', () => {
    const texts = textsOf('29-1141').join('\n');
    expect(texts).toMatch(/patient's condition changes/);
    expect(texts).toMatch(/documented/);
  });

  it('asks drivers about inspections and driving regulations', () => {
    for (const soc of ['53-3032', '53-3052', '53-3033', '53-3054']) {
      const texts = textsOf(soc).join('\n');
      expect(texts, soc).toMatch(/inspection/);
      expect(texts, soc).toMatch(/hours-of-service and other driving regulations/);
    }
  });

  it('asks electricians about lockout and the electrical code', () => {
    const texts = textsOf('47-2111').join('\n');
    expect(texts).toMatch(/de-energised, locked out and tagged/);
    expect(texts).toMatch(/electrical code/);
  });

  it('asks teachers about classroom situations', () => {
    for (const soc of ['25-2021', '25-2022', '25-2031', '25-2050']) {
      const texts = textsOf(soc).join('\n');
      expect(texts, soc).toMatch(/disrupting the lesson/);
      expect(texts, soc).toMatch(/student who is behind/);
    }
  });

  it('asks accountants about discrepancies and the rules that apply', () => {
    const texts = textsOf('13-2011').join('\n');
    expect(texts).toMatch(/discrepancy during general ledger/);
    expect(texts).toMatch(/GAAP/);
  });

  it('asks medical records staff about records, not bedside care', () => {
    const texts = textsOf('29-2072').join('\n');
    expect(texts).not.toMatch(/patient's condition changes/);
    expect(texts).toMatch(/record/);
  });
});
