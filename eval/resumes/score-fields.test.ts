import { describe, expect, it } from 'vitest';
import type { ResumeDraft } from '../../src/shared/schemas/resume-import.ts';
import type { Person } from './person.ts';
import { emptyTally, furnitureValues, scoreDraft } from './score-fields.ts';

const person: Person = {
  id: 'p',
  occupation: 'Cooks',
  fullName: 'Siobhán O’Connor',
  firstName: 'Siobhán',
  lastName: 'O’Connor',
  headline: '',
  email: 's@example.ie',
  phone: '+44 7700 900418',
  linkedIn: 'linkedin.com/in/s',
  city: '',
  summary: '',
  work: [
    {
      company: 'Rosa Canteen',
      position: 'Line Cook',
      location: '',
      start: '2020-08',
      end: 'present',
      bullets: [],
    },
    {
      company: 'Supermac’s',
      position: 'Crew Member',
      location: '',
      start: '2015-06',
      end: '2016-12',
      bullets: [],
    },
  ],
  education: [],
  certifications: [{ name: 'Allergen Awareness', issuer: 'FSA', year: '2023' }],
  skills: [],
};

const draft = (changes: Partial<ResumeDraft>): ResumeDraft => ({
  fullName: '',
  email: '',
  phone: '',
  linkedIn: '',
  education: [],
  workExperience: [],
  skills: [],
  certifications: [],
  otherSections: [],
  ...changes,
});
const job = (company: string, position: string, startDate: string, endDate: string) => ({
  company,
  position,
  location: '',
  startDate,
  endDate,
  description: '',
});

describe('scoreDraft', () => {
  it('compares names without case or punctuation but with accents', () => {
    const plainName = emptyTally();
    scoreDraft(plainName, draft({ fullName: 'SIOBHÁN OCONNOR' }), person);
    expect(plainName.name.correct).toBe(0);
    const sameName = emptyTally();
    scoreDraft(sameName, draft({ fullName: "Siobhán O'Connor" }), person);
    expect(sameName.name).toEqual({ predicted: 1, expected: 1, correct: 1 });
  });

  it('accepts a phone without its country code, and an empty end after a start as present', () => {
    const tally = emptyTally();
    scoreDraft(
      tally,
      draft({
        phone: '07700 900418',
        workExperience: [
          job("Supermac's", 'Crew Member', '2015-06', '2016-12'),
          job('Rosa Canteen', 'Line Cook', '2020-08', ''),
        ],
      }),
      person,
    );
    expect(tally.phone.correct).toBe(1);
    expect(tally.employer).toEqual({ predicted: 2, expected: 2, correct: 2 });
    expect(tally.end).toEqual({ predicted: 2, expected: 2, correct: 2 });
  });

  it('counts a job that matches no true job against precision, and a missed job against recall', () => {
    const tally = emptyTally();
    scoreDraft(
      tally,
      draft({
        workExperience: [
          job('Rosa Canteen', 'Line Cook', '2020-08', ''),
          job('Page 1 of 2', '', '', ''),
        ],
      }),
      person,
    );
    expect(tally.employer).toEqual({ predicted: 2, expected: 2, correct: 1 });
    expect(tally.start).toEqual({ predicted: 1, expected: 2, correct: 1 });
  });

  it('matches a certification when the item contains its name, once', () => {
    const tally = emptyTally();
    scoreDraft(
      tally,
      draft({ certifications: ['Allergen Awareness, FSA 2023', 'Allergen Awareness'] }),
      person,
    );
    expect(tally.certifications).toEqual({ predicted: 2, expected: 1, correct: 1 });
  });
});

describe('furnitureValues', () => {
  it('finds header text and page numbers among filled values', () => {
    const found = furnitureValues(
      draft({
        workExperience: [
          job('Page 2 of 3', 'Curriculum Vitae — BELL', '', ''),
          job('Rosa Canteen', 'Profile', '', ''),
        ],
      }),
      ['Curriculum Vitae — BELL'],
    );
    expect(found).toEqual(['Page 2 of 3', 'Curriculum Vitae — BELL']);
  });
});
