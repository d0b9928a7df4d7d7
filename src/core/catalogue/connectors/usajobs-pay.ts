import type { SourcePosting, salaryPeriods } from '../connector-contract.ts';
import { salaryOf } from './posting.ts';

type Period = (typeof salaryPeriods)[number];

/**
 * USAJOBS pay-rate intervals (the codelist `remunerationrateintervalcodes`): current payloads send
 * the code ("PA"), older ones and some mirrors the words ("Per Year"). Each entry: the period and
 * the factor that brings the amount to it. Bi-weekly pay is exactly two weeks' pay; fee basis,
 * piece work (PW, not "per week"), school year and student stipends have no honest period and
 * stay unannualized; without compensation is no pay at all (decision 046).
 */
const intervals: Record<string, { period: Period; factor: number } | 'unpaid'> = {
  PA: { period: 'year', factor: 1 },
  PH: { period: 'hour', factor: 1 },
  PD: { period: 'day', factor: 1 },
  PM: { period: 'month', factor: 1 },
  BW: { period: 'week', factor: 0.5 },
  FB: { period: 'unknown', factor: 1 },
  PW: { period: 'unknown', factor: 1 },
  SY: { period: 'unknown', factor: 1 },
  ST: { period: 'unknown', factor: 1 },
  WC: 'unpaid',
};
const codeOfWords: Record<string, string> = {
  'per year': 'PA',
  'per annum': 'PA',
  'per hour': 'PH',
  'per day': 'PD',
  'per month': 'PM',
  'bi weekly': 'BW',
  biweekly: 'BW',
  'fee basis': 'FB',
  'piece work': 'PW',
  'school year': 'SY',
  'student stipend paid': 'ST',
  'without compensation': 'WC',
};

/** "PA", "Per Year", "bi-weekly" → the codelist's code; undefined when it is neither. */
export function usajobsIntervalCode(value: string | null | undefined): string | undefined {
  const text = (value ?? '').trim();
  if (text.toUpperCase() in intervals) return text.toUpperCase();
  return codeOfWords[text.toLowerCase().replace(/[-_\s]+/g, ' ')];
}

export function usajobsSalary(pay: {
  MinimumRange: number | null;
  MaximumRange: number | null;
  RateIntervalCode?: string | null | undefined;
  Description?: string | null | undefined;
}): SourcePosting['salary'] {
  const code = usajobsIntervalCode(pay.RateIntervalCode) ?? usajobsIntervalCode(pay.Description);
  const interval = code ? intervals[code] : undefined;
  if (interval === 'unpaid') return null;
  const { period, factor } = interval ?? { period: 'unknown', factor: 1 };
  const scale = (amount: number | null) =>
    amount === null ? null : Math.round(amount * factor * 100) / 100;
  return salaryOf({
    min: scale(pay.MinimumRange),
    max: scale(pay.MaximumRange),
    currency: 'USD',
    period,
  });
}
