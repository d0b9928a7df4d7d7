import { describe, expect, it } from 'vitest';
import { annualizeSalary, formatSalary } from './annualize-salary.ts';
import type { SourceSalary } from './connector-contract.ts';
import {
  fromCents,
  parseSalaryAmount,
  parseSalaryText,
  periodFromInterval,
} from './salary-parsing.ts';

const structured = (
  salary: Omit<SourceSalary, 'origin' | 'isEstimate'> & { isEstimate?: boolean },
) => ({ origin: 'structured', isEstimate: false, ...salary }) as SourceSalary;

// The worked cases of job-sources.md §6, each through the parsing helpers a connector uses.
describe('annualizeSalary — the reference worked cases', () => {
  it('Lever hourly 30–40 USD → 62,400–83,200', () => {
    const result = annualizeSalary(
      structured({
        min: 30,
        max: 40,
        currency: 'USD',
        period: periodFromInterval('per-hour-wage'),
      }),
    );
    expect(result).toMatchObject({
      period: 'hour',
      annualMin: 62_400,
      annualMax: 83_200,
      currency: 'USD',
    });
    expect(result?.annualUsdMin).toBe(62_400);
  });

  it('Lever monthly 5,000–6,500 EUR → 60,000–78,000 EUR, converted to USD with the dated table', () => {
    const result = annualizeSalary(
      structured({
        min: 5000,
        max: 6500,
        currency: 'EUR',
        period: periodFromInterval('per-month-salary'),
      }),
    );
    expect(result).toMatchObject({
      period: 'month',
      annualMin: 60_000,
      annualMax: 78_000,
      currency: 'EUR',
    });
    expect(result?.annualUsdMin).toBe(Math.round(60_000 * 1.0825));
    expect(result?.annualUsdMax).toBe(Math.round(78_000 * 1.0825));
  });

  it('Ashby 1 YEAR 81,000–87,000 USD', () => {
    const result = annualizeSalary(
      structured({
        min: 81_000,
        max: 87_000,
        currency: 'USD',
        period: periodFromInterval('1 YEAR'),
      }),
    );
    expect(result).toMatchObject({ period: 'year', annualMin: 81_000, annualMax: 87_000 });
  });

  it('Greenhouse cents 16,000,000–19,000,000 → 160,000–190,000 per year', () => {
    const result = annualizeSalary(
      structured({
        min: fromCents(16_000_000),
        max: fromCents(19_000_000),
        currency: 'USD',
        period: 'year',
      }),
    );
    expect(result).toMatchObject({ period: 'year', annualMin: 160_000, annualMax: 190_000 });
  });

  it('Recruitee string amounts "18.50" per hour EUR → 38,480', () => {
    const result = annualizeSalary(
      structured({
        min: parseSalaryAmount('18.50'),
        max: parseSalaryAmount('18.50'),
        currency: 'EUR',
        period: periodFromInterval('hour'),
      }),
    );
    expect(result).toMatchObject({
      period: 'hour',
      annualMin: 38_480,
      annualMax: 38_480,
      currency: 'EUR',
    });
  });

  it('USAJOBS PA "98496.0"–"152690.0"', () => {
    const result = annualizeSalary(
      structured({
        min: parseSalaryAmount('98496.0'),
        max: parseSalaryAmount('152690.0'),
        currency: 'USD',
        period: periodFromInterval('PA'),
      }),
    );
    expect(result).toMatchObject({ period: 'year', annualMin: 98_496, annualMax: 152_690 });
  });

  it('text "Pay: $45 - $55 per hour" → 93,600–114,400', () => {
    const parsed = parseSalaryText('Pay: $45 - $55 per hour');
    expect(parsed).toMatchObject({
      min: 45,
      max: 55,
      period: 'hour',
      currency: 'USD',
      origin: 'text',
    });
    expect(annualizeSalary(parsed as SourceSalary)).toMatchObject({
      annualMin: 93_600,
      annualMax: 114_400,
    });
  });

  it('text "$120k-$150k" → 120,000–150,000 per year', () => {
    const parsed = parseSalaryText('$120k-$150k');
    expect(annualizeSalary(parsed as SourceSalary)).toMatchObject({
      period: 'year',
      annualMin: 120_000,
      annualMax: 150_000,
      currency: 'USD',
    });
  });

  it('Adzuna gb predicted 50,000–60,000 GBP stays an estimate', () => {
    const result = annualizeSalary(
      structured({ min: 50_000, max: 60_000, currency: 'GBP', period: 'year', isEstimate: true }),
    );
    expect(result).toMatchObject({
      annualMin: 50_000,
      annualMax: 60_000,
      currency: 'GBP',
      isEstimate: true,
    });
    expect(result?.annualUsdMin).toBe(Math.round(50_000 * 1.2905));
  });
});

describe('annualizeSalary — edges', () => {
  it('an unknown interval keeps the raw figures and is not annualized', () => {
    const result = annualizeSalary(
      structured({ min: 10, max: 20, currency: 'USD', period: periodFromInterval('NONE') }),
    );
    expect(result).toMatchObject({
      min: 10,
      max: 20,
      period: 'unknown',
      annualMin: null,
      annualUsdMin: null,
    });
  });

  it('a single value is both min and max; a reversed range is swapped', () => {
    expect(
      annualizeSalary(structured({ min: null, max: 50_000, currency: 'USD', period: 'year' })),
    ).toMatchObject({
      annualMin: 50_000,
      annualMax: 50_000,
    });
    expect(
      annualizeSalary(structured({ min: 90_000, max: 70_000, currency: 'USD', period: 'year' })),
    ).toMatchObject({
      annualMin: 70_000,
      annualMax: 90_000,
    });
  });

  it('an unknown currency gets no USD figure, and insane annual values are dropped', () => {
    expect(
      annualizeSalary(structured({ min: 1, max: 2, currency: 'XAU', period: 'year' }))
        ?.annualUsdMin,
    ).toBeNull();
    expect(
      annualizeSalary(structured({ min: 900, max: 900, currency: 'USD', period: 'hour' }))
        ?.annualUsdMax,
    ).toBeNull();
  });

  it('no amounts at all is no salary', () => {
    expect(
      annualizeSalary(structured({ min: null, max: null, currency: 'USD', period: 'year' })),
    ).toBeNull();
  });

  it('formats the shown salary', () => {
    const result = annualizeSalary(
      structured({ min: 30, max: 40, currency: 'USD', period: 'hour' }),
    );
    expect(formatSalary(result as NonNullable<typeof result>)).toBe('USD 30–40 per hour');
  });

  it('rejects amounts that are not numbers', () => {
    expect(parseSalaryAmount('competitive')).toBeNull();
    expect(parseSalaryAmount('120,000')).toBe(120_000);
    expect(parseSalaryText('Competitive pay')).toBeNull();
  });
});
