import { describe, expect, it } from 'vitest';
import { extractRequirements } from './extract-requirements.ts';
import { findYears } from './posting-phrases.ts';
import { jobOf } from './testing/persona-input.ts';
import {
  accountantPosting,
  cookPosting,
  driverPosting,
  electricianPosting,
  nursePosting,
  teacherPosting,
} from './testing/postings.ts';

const texts = (job: Parameters<typeof extractRequirements>[0], kind: string) =>
  extractRequirements(job)
    .filter((requirement) => requirement.kind === kind)
    .map((requirement) => requirement.text);

describe('extractRequirements', () => {
  it('reads no minimum of years in the fraction of a decimal', () => {
    expect(findYears('we will hire nurses with less than 1.5 years of experience')).toEqual([]);
    expect(findYears('5 years of experience in acute care')[0]).toMatchObject({ minYears: 5 });
  });

  it('reads a nurse posting in its own words, each requirement once', () => {
    const all = extractRequirements(nursePosting);
    expect(all[0]).toMatchObject({ kind: 'title', text: nursePosting.title });
    expect(texts(nursePosting, 'licence')).toEqual(['Georgia RN license']);
    // "Basic Life Support (BLS)" in the prose and "BLS" from ingestion are one requirement.
    expect(texts(nursePosting, 'certification')).toEqual(['BLS', 'ACLS']);
    const years = all.find((requirement) => requirement.kind === 'years');
    expect(years).toMatchObject({
      text: 'Minimum of two years of acute care experience',
      minYears: 2,
    });
    expect(years?.area).toContain('acute care');
    const education = all.filter((requirement) => requirement.kind === 'education');
    expect(education.map((e) => e.level)).toEqual(['bachelor', 'associate']);
    expect(education[1]?.field).toBe('nursing required');
  });

  it('does not take an age for years of experience (a driver posting)', () => {
    const years = extractRequirements(driverPosting).filter((r) => r.kind === 'years');
    expect(years.map((r) => [r.text, r.minYears])).toEqual([
      ['2 years of verifiable OTR experience', 2],
    ]);
    expect(texts(driverPosting, 'licence')).toEqual(['Class A CDL']);
  });

  it('reads licences, years and education across occupations', () => {
    expect(texts(electricianPosting, 'licence')).toEqual(['Texas journeyman electrician license']);
    expect(texts(electricianPosting, 'years')).toEqual([
      '4+ years of experience in commercial electrical work',
    ]);
    expect(extractRequirements(electricianPosting).find((r) => r.kind === 'education')?.level).toBe(
      'highSchool',
    );
    expect(texts(accountantPosting, 'education')).toEqual([
      "Bachelor's degree in Accounting or Finance",
    ]);
    expect(texts(accountantPosting, 'tool')).toEqual(['Excel', 'QuickBooks']);
    expect(texts(cookPosting, 'years')).toEqual(['1-2 years of line cook experience']);
    expect(texts(teacherPosting, 'years')).toEqual(['2 years of classroom teaching experience']);
  });

  it('gives just the title for a posting with nothing to extract, and survives 20,000 characters', () => {
    const bare = jobOf({
      title: 'Helper',
      company: 'Acme',
      descriptionText: 'Great team! Apply today.',
    });
    expect(extractRequirements(bare).map((r) => r.kind)).toEqual(['title']);
    const long = jobOf({
      title: 'Cook',
      company: 'Acme',
      descriptionText: 'Prep food and clean. '.repeat(1000),
    });
    const began = performance.now();
    expect(extractRequirements(long)[0]?.kind).toBe('title');
    expect(performance.now() - began).toBeLessThan(2000);
  });
});
