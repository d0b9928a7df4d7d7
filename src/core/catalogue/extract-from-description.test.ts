import { describe, expect, it } from 'vitest';
import { samplePosting } from '../../../tests/helpers/sample-posting.ts';
import type { SourceSalary } from './connector-contract.ts';
import { extractFromDescription } from './extract-from-description.ts';
import { extractPayFromText } from './extract-pay-from-text.ts';
import { extractWorkplaceFromText } from './extract-workplace-from-text.ts';
import { normalizePosting } from './normalize-posting.ts';

const empty = { salary: null, workplace: 'unknown', employmentType: null } as const;
const structuredPay: SourceSalary = {
  min: 30,
  max: 40,
  currency: 'USD',
  period: 'hour',
  origin: 'structured',
  isEstimate: false,
};
const text =
  'This is a fully remote, part-time role. Pay: $18.00 - $22.00 per hour, plus a $500 sign-on bonus.';

describe('extractFromDescription', () => {
  it('fills only the fields the board left empty', () => {
    expect(extractFromDescription(empty, text)).toEqual({
      salary: {
        min: 18,
        max: 22,
        currency: 'USD',
        period: 'hour',
        origin: 'text',
        isEstimate: false,
      },
      workplace: 'remote',
      employmentType: 'PART_TIME',
    });
  });

  it('never overrides a structured field, even when the text disagrees', () => {
    const structured = {
      salary: structuredPay,
      workplace: 'onsite',
      employmentType: 'FULL_TIME',
    } as const;
    expect(extractFromDescription(structured, text)).toEqual(structured);
  });
});

describe('pay in text', () => {
  it('annualizes hourly pay by 2080 hours through the normal rules', () => {
    const job = normalizePosting(
      samplePosting({ salary: null, descriptionHtml: '<p>Pay: $45 - $55 per hour</p>' }),
    );
    expect(job.salary).toMatchObject({ period: 'hour', annualMin: 93_600, annualMax: 114_400 });
    expect(job.salaryText).toBe('USD 45–55 per hour');
  });

  it('refuses absurd figures, bonuses, budgets and revenue', () => {
    expect(extractPayFromText('Salary: $5,000,000 - $9,000,000 per year')).toBeNull();
    expect(extractPayFromText('A $2,500 sign-on bonus for new hires.')).toBeNull();
    expect(extractPayFromText('Salary: competitive. Monthly travel budget of $1,500.')).toBeNull();
    expect(extractPayFromText('Clinics earn $120+ per patient per month.')).toBeNull();
    expect(extractPayFromText('We raised $40M from investors.')).toBeNull();
  });
});

describe('workplace in text', () => {
  it('does not read remote things as remote work', () => {
    expect(extractWorkplaceFromText('Run our remote patient monitoring program.')).toBe('unknown');
    expect(
      extractWorkplaceFromText(
        'Review remote patient monitoring alerts. This role is on site in Tampa.',
      ),
    ).toBe('onsite');
    expect(extractWorkplaceFromText('Free on-site parking and an onsite gym.')).toBe('unknown');
  });

  it('reads office days as hybrid and "not remote" as on-site', () => {
    expect(extractWorkplaceFromText('You will be in office 3 days a week.')).toBe('hybrid');
    expect(extractWorkplaceFromText('This is not a remote position.')).toBe('onsite');
  });
});

describe('normalizePosting with description extraction', () => {
  it('keeps the dedupe fingerprint of the stated workplace', () => {
    const stated = normalizePosting(samplePosting());
    const said = normalizePosting(
      samplePosting({ descriptionHtml: '<p>This is a fully remote role.</p>' }),
    );
    expect(said.workplace).toBe('remote');
    expect(said.fingerprint).toBe(stated.fingerprint);
  });

  it('does not take a remote thing in the title for remote work', () => {
    const job = normalizePosting(
      samplePosting({
        title: 'Remote Sensing Analyst',
        descriptionHtml: '<p>This role is on site in Austin, TX.</p>',
      }),
    );
    expect(job.workplace).toBe('onsite');
  });

  it('fills the employment type from the text when the board has none', () => {
    const job = normalizePosting(
      samplePosting({ employmentType: null, descriptionHtml: '<p>Job Type: Per Diem</p>' }),
    );
    expect(job.employmentType).toBe('PER_DIEM');
  });
});
