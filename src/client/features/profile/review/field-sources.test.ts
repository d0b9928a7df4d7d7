import { describe, expect, it } from 'vitest';
import type { FieldSource } from '../../../../shared/schemas/resume-import.ts';
import {
  formFieldOf,
  shortSnippet,
  sourcesByField,
  withoutEntry,
  withoutField,
  withoutStep,
} from './field-sources.ts';

const high = (field: string, snippet: string): FieldSource => ({
  field,
  snippet,
  confidence: 'high',
});

describe('formFieldOf: the draft paths the reader names, mapped to the builder', () => {
  it.each([
    ['fullName', 'personal', 'fullName'],
    ['email', 'personal', 'email'],
    ['linkedIn', 'personal', 'linkedIn'],
    ['education.0.degree', 'education', 'education.0.degree'],
    ['education.12.schoolCityState', 'education', 'education.12.schoolCityState'],
    ['workExperience.2.company', 'work', 'workExperience.2.company'],
    ['workExperience.0.endDate', 'work', 'workExperience.0.endDate'],
    ['skills', 'work', 'skills'],
    ['skills.4', 'work', 'skills'],
    ['otherSections.1', 'work', 'otherNotes'],
    ['otherSections.0.text', 'work', 'otherNotes'],
    ['certifications.1', 'certifications', 'certifications'],
  ])('%s → step %s, field %s', (path, step, field) => {
    expect(formFieldOf(path)).toEqual({ step, field });
  });

  it.each(['workExperience.2.formattedTitle', 'education.0', 'education.x.degree', 'summary', ''])(
    '%j has no field in the builder',
    (path) => {
      expect(formFieldOf(path)).toBeNull();
    },
  );
});

describe('sourcesByField', () => {
  it('gives each field one note, joining snippets and marking any guess', () => {
    const notes = sourcesByField([
      high('fullName', '  Maria   Gonzalez, RN '),
      high('skills.0', 'Triage, IV therapy'),
      high('skills.1', 'Triage, IV therapy'),
      { field: 'skills.2', snippet: 'EHR (Epic)', confidence: 'low' },
      { field: 'workExperience.0.startDate', snippet: '2019 – Present', confidence: 'low' },
      high('nonsense.path', 'dropped'),
      high('phone', '   '),
    ]);
    expect(notes).toEqual({
      fullName: { snippet: 'Maria Gonzalez, RN', low: false },
      skills: { snippet: 'Triage, IV therapy … EHR (Epic)', low: true },
      'workExperience.0.startDate': { snippet: '2019 – Present', low: true },
    });
  });
});

describe('editing and removing drop sources', () => {
  const notes = sourcesByField([
    high('fullName', 'Maria Gonzalez'),
    high('education.0.school', 'University of Oklahoma'),
    high('workExperience.0.company', "St. Mary's Hospital"),
    high('workExperience.1.company', 'Mercy Clinic'),
    high('workExperience.2.position', 'Nurse Aide'),
    high('skills', 'Triage'),
  ]);

  it('an edited field drops its source and only its own', () => {
    const after = withoutField(notes, 'workExperience.0.company');
    expect(after['workExperience.0.company']).toBeUndefined();
    expect(Object.keys(after)).toHaveLength(Object.keys(notes).length - 1);
    expect(withoutField(after, 'workExperience.0.company')).toBe(after);
  });

  it('a removed entry takes its sources along and the later entries move up', () => {
    const after = withoutEntry(notes, 'workExperience', 1);
    expect(after['workExperience.0.company']?.snippet).toBe("St. Mary's Hospital");
    expect(after['workExperience.1.company']).toBeUndefined();
    expect(after['workExperience.1.position']?.snippet).toBe('Nurse Aide');
    expect(after['workExperience.2.position']).toBeUndefined();
    expect(after['education.0.school']?.snippet).toBe('University of Oklahoma');
  });

  it('a saved step drops every source of that step and no other', () => {
    expect(Object.keys(withoutStep(notes, 'work'))).toEqual(['fullName', 'education.0.school']);
    expect(Object.keys(withoutStep(notes, 'personal'))).not.toContain('fullName');
  });
});

describe('shortSnippet', () => {
  it('leaves a short snippet whole and cuts a long one at a word', () => {
    expect(shortSnippet('Charge Nurse, ICU')).toBeNull();
    const long =
      'Led a team of twelve nurses on a 32-bed medical-surgical unit, coordinating admissions and discharges';
    const cut = shortSnippet(long);
    expect(cut?.endsWith('…')).toBe(true);
    expect(cut?.length).toBeLessThanOrEqual(91);
    expect(long.startsWith(cut?.slice(0, -1) ?? 'x')).toBe(true);
    expect(cut?.slice(0, -1).endsWith(' ')).toBe(false);
  });
});
