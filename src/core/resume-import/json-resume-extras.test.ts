import { describe, expect, it } from 'vitest';
import { readJsonResume } from './read-json-resume.ts';

const file = {
  basics: { name: 'Ana Silva', email: 'ana@example.com' },
  work: [{ name: 'Acme', position: 'Analyst', startDate: '2020-01-15' }],
  certificates: [{ name: 'PMP', issuer: 'PMI', date: '2021-05-01' }],
  awards: [{ title: 'Employee of the Year', awarder: 'Acme', date: '2022' }],
  projects: [{ name: 'Budget tool', description: 'A spreadsheet add-in' }],
  volunteer: [{ organization: 'Food Bank', position: 'Driver', startDate: '2019-01' }],
  languages: [{ language: 'Portuguese', fluency: 'Native' }],
};

describe('readJsonResume beyond work and education', () => {
  it('maps certificates to certifications and keeps the other sections in words', () => {
    const { draft, sources } = readJsonResume(new TextEncoder().encode(JSON.stringify(file)));
    expect(draft.certifications).toEqual(['PMP, PMI (2021-05-01)']);
    expect(draft.otherSections).toEqual([
      { heading: 'Awards', text: 'Employee of the Year, Acme, 2022' },
      { heading: 'Projects', text: 'Budget tool – A spreadsheet add-in' },
      { heading: 'Volunteering', text: 'Driver, Food Bank, 2019-01' },
      { heading: 'Languages', text: 'Portuguese (Native)' },
    ]);
    expect(draft.workExperience).toHaveLength(1);
    expect(sources).toContainEqual({
      field: 'workExperience.0.company',
      snippet: 'Acme',
      confidence: 'high',
    });
    expect(sources).toContainEqual({
      field: 'certifications.0',
      snippet: 'PMP, PMI (2021-05-01)',
      confidence: 'high',
    });
  });
});
