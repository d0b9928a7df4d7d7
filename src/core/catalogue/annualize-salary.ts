import type { SourceSalary } from './connector-contract.ts';
import { toUsd } from './fx-rates.ts';

/** Work-time multipliers used across job tools (JobSpy, Lever mappers): 2080 h, 260 d, 52 w, 12 m. */
const periodsPerYear = { hour: 2080, day: 260, week: 52, month: 12, year: 1 } as const;

/** Annualized USD outside this band is a parsing mistake (an hourly figure read as yearly…). */
const saneAnnualUsd = { min: 1_000, max: 1_000_000 } as const;

export interface AnnualSalary {
  min: number | null;
  max: number | null;
  currency: string;
  period: SourceSalary['period'];
  /** In the posting's currency; null when the period is unknown. */
  annualMin: number | null;
  annualMax: number | null;
  /** Through the dated FX table; null for unknown periods, unknown currencies or insane values. */
  annualUsdMin: number | null;
  annualUsdMax: number | null;
  isEstimate: boolean;
}

const round = (value: number) => Math.round(value * 100) / 100;

export function annualizeSalary(salary: SourceSalary): AnnualSalary | null {
  let min = salary.min ?? salary.max;
  let max = salary.max ?? salary.min;
  if (min === null || max === null) return null;
  if (min > max) [min, max] = [max, min];
  const base = {
    min,
    max,
    currency: salary.currency,
    period: salary.period,
    isEstimate: salary.isEstimate,
  };
  if (salary.period === 'unknown') {
    return { ...base, annualMin: null, annualMax: null, annualUsdMin: null, annualUsdMax: null };
  }
  const factor = periodsPerYear[salary.period];
  const annualMin = round(min * factor);
  const annualMax = round(max * factor);
  const usdMin = toUsd(annualMin, salary.currency);
  const usdMax = toUsd(annualMax, salary.currency);
  const sane =
    usdMin !== null &&
    usdMax !== null &&
    usdMin >= saneAnnualUsd.min &&
    usdMax <= saneAnnualUsd.max;
  return {
    ...base,
    annualMin,
    annualMax,
    annualUsdMin: sane ? Math.round(usdMin) : null,
    annualUsdMax: sane ? Math.round(usdMax) : null,
  };
}

const periodWords = {
  hour: 'hour',
  day: 'day',
  week: 'week',
  month: 'month',
  year: 'year',
} as const;

/** The spec's job-record "salary" as shown to users, e.g. "USD 81,000–87,000 per year". */
export function formatSalary(salary: AnnualSalary): string {
  const amount = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  const range =
    salary.min === salary.max
      ? amount(salary.min ?? 0)
      : `${amount(salary.min ?? 0)}–${amount(salary.max ?? 0)}`;
  const per = salary.period === 'unknown' ? '' : ` per ${periodWords[salary.period]}`;
  return `${salary.currency} ${range}${per}${salary.isEstimate ? ' (estimate)' : ''}`;
}
