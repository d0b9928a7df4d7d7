import { describe, expect, it } from 'vitest';
import { splitRunTogetherWords } from './split-run-together-words.ts';
import { headingKind, splitSections } from './split-sections.ts';

describe('letter-spaced headings whose word spaces were lost', () => {
  it('reads "WORKHISTORY", "ABOUTME" and "LICENSES&" as the headings they are', () => {
    expect(headingKind('WORKHISTORY')).toBe('work');
    expect(headingKind('PROFESSIONALEXPERIENCE')).toBe('work');
    expect(headingKind('ABOUTME')).toBe('other');
    expect(headingKind('LICENSES&')).toBe('certifications');
    expect(headingKind('HONORS&AWARDS')).toBe('other');
  });

  it('leaves capitals that are not heading words alone', () => {
    expect(headingKind('NOVOTNÁ')).toBeUndefined();
    expect(headingKind('KOVOBRNO')).toBeUndefined();
    expect(headingKind('WORKSHOP')).toBeUndefined();
  });

  it('puts the jobs under a run-together heading into the work section', () => {
    const sections = splitSections(['HANA', 'NOVOTNÁ', 'WORKHISTORY', '03/2022 – present']);
    expect(sections.work).toEqual(['03/2022 – present']);
  });

  it('splits a run into the fewest known words, or not at all', () => {
    const known = new Set(['work', 'history', 'his', 'tory']);
    expect(splitRunTogetherWords('workhistory', (word) => known.has(word))).toEqual([
      'work',
      'history',
    ]);
    expect(splitRunTogetherWords('workshop', (word) => known.has(word))).toBeUndefined();
  });
});

describe('a US federal resume', () => {
  it('reads "Job Related Training" as its certifications', () => {
    expect(headingKind('Job Related Training')).toBe('certifications');
  });
});

describe('the kinds of work resumes give a section of their own', () => {
  it.each([
    ['Military Experience', 'work'],
    ['MILITARY SERVICE', 'work'],
    ['Clinical Experience', 'work'],
    ['Driving History', 'work'],
    ['Internships', 'work'],
    ['Volunteer Experience', 'other'],
    ['Summary of Qualifications', 'other'],
    ['Clinical Rotations', 'other'],
    ['Licensure', 'certifications'],
    ['Top Skills', 'skills'],
  ])('reads "%s" as %s', (line, kind) => {
    expect(headingKind(line)).toBe(kind);
  });

  it('leaves a line that only ends in "Experience" alone', () => {
    expect(headingKind('Customer Experience Improvements')).toBeUndefined();
    expect(headingKind('Guest Experience')).toBeUndefined();
  });
});
