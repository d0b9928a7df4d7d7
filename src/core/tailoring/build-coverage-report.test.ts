import { describe, expect, it } from 'vitest';
import { buildCoverageReport } from './build-coverage-report.ts';
import { extractRequirements } from './extract-requirements.ts';
import { inputFor, jobOf } from './testing/persona-input.ts';
import { electricianPosting, nursePosting } from './testing/postings.ts';
import type { TailorInput } from './types.ts';
import { yearsOfWork } from './work-dates.ts';

const coverage = (input: TailorInput) => buildCoverageReport(input, extractRequirements(input.job));
const work = (startDate: string, endDate: string) => ({
  company: 'Acme',
  position: 'Cook',
  location: '',
  startDate,
  endDate,
  description: '',
  formattedTitle: '',
});

describe('years of work', () => {
  it('counts overlaps once, Present to today, and nothing for end-before-start or missing months', () => {
    const profile = {
      workExperience: [
        work('2018-01', '2020-12'), // 36 months
        work('2020-01', '2021-12'), // overlaps 12, adds 12
        work('2024-01', ''), // Present: Jan 2024 – Nov 2026, 35 months
        work('2023-05', '2022-01'), // end before start
        work('2019', '2020-01'), // no month
      ],
    };
    expect(yearsOfWork(profile, '2026-11-28')).toBe(Math.floor((36 + 12 + 35) / 12));
  });
});

describe('buildCoverageReport', () => {
  it('meets a nurse posting with the facts that meet it, and never the licence it lacks', () => {
    const report = coverage(inputFor('rn-atlanta', nursePosting));
    const byText = new Map(report.map((r) => [r.text, r]));
    expect(byText.get('BLS')).toMatchObject({
      met: true,
      evidence: { kind: 'certification', index: 0, label: 'Certification, BLS' },
    });
    expect(byText.get('Georgia RN license')).toMatchObject({
      met: false,
      evidence: null,
      evidenceText: '',
    });
    expect(byText.get('Minimum of two years of acute care experience')?.met).toBe(true);
    expect(byText.get('telemetry monitoring')).toMatchObject({
      met: true,
      evidence: {
        kind: 'work',
        index: 0,
        label: 'Work experience, Emory University Hospital, 2016–2020',
      },
    });
  });

  it('does not meet years the dates do not add up to', () => {
    const input = inputFor('electrician-houston', electricianPosting, '2017-01-15');
    const years = coverage(input).find((r) => r.kind === 'years');
    expect(years).toMatchObject({ met: false, evidence: null });
  });

  it('meets education by a degree of that level or higher, in the field asked for', () => {
    const job = (text: string) =>
      jobOf({ title: 'Analyst', company: 'Acme', descriptionText: text });
    const base = inputFor('accountant-chicago', job(''));
    const check = (text: string) =>
      coverage({ ...base, job: job(text) }).find((r) => r.kind === 'education')?.met;
    expect(check('High school diploma or GED required.')).toBe(true);
    expect(check("Bachelor's degree in Accounting required.")).toBe(true);
    expect(check("Bachelor's degree in Nursing required.")).toBe(false);
    expect(check("Bachelor's degree in a related field.")).toBe(true);
    expect(check("Master's degree in Accounting required.")).toBe(false);
  });

  it('does not take a job title for a certification', () => {
    const job = jobOf({
      title: 'Bookkeeper',
      company: 'Acme',
      descriptionText: '',
      certifications: [{ name: 'Certified Bookkeeper', organization: 'AIPB' }],
    });
    const input = inputFor('bookkeeper-topeka', job);
    const held = (input.preferences?.certifications ?? []).some((c) => /bookkeeper/i.test(c.name));
    expect(coverage(input).find((r) => r.kind === 'certification')?.met).toBe(held);
  });
});
