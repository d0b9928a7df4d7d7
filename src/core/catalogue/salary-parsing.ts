import type { SourceSalary } from './connector-contract.ts';

type Period = SourceSalary['period'];

/** Amounts arrive as numbers or strings ("18.50", "98496.0", "120,000"); anything else is null. */
export function parseSalaryAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : null;
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/[,\s]/g, '').replace(/^[^\d.]+/, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const amount = Number(cleaned);
  return amount > 0 ? amount : null;
}

/** Greenhouse pay ranges are in cents. */
export const fromCents = (cents: unknown): number | null => {
  const amount = parseSalaryAmount(cents);
  return amount === null ? null : amount / 100;
};

const periodByInterval: Record<string, Period> = {
  // Lever
  'per-year-salary': 'year',
  'per-month-salary': 'month',
  'per-week-salary': 'week',
  'per-hour-wage': 'hour',
  // Ashby
  '1 YEAR': 'year',
  '1 MONTH': 'month',
  '1 WEEK': 'week',
  '1 HOUR': 'hour',
  '1 DAY': 'day',
  // USAJOBS RateIntervalCode
  PA: 'year',
  PM: 'month',
  PW: 'week',
  PD: 'day',
  PH: 'hour',
  // schema.org unitText, Recruitee, words
  YEAR: 'year',
  MONTH: 'month',
  WEEK: 'week',
  DAY: 'day',
  HOUR: 'hour',
  YEARLY: 'year',
  ANNUAL: 'year',
  MONTHLY: 'month',
  WEEKLY: 'week',
  DAILY: 'day',
  HOURLY: 'hour',
};

/** Every source's interval vocabulary onto one; unknown values stay unknown, never "year". */
export function periodFromInterval(interval: unknown): Period {
  if (typeof interval !== 'string') return 'unknown';
  return periodByInterval[interval] ?? periodByInterval[interval.trim().toUpperCase()] ?? 'unknown';
}

const currencyBySymbol: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP' };

/**
 * A salary written in text ("Pay: $45 - $55 per hour", "$120k-$150k"). The period comes from the
 * words when present, else from the magnitude as JobSpy does (< 350 hourly, < 30,000 monthly).
 */
export function parseSalaryText(text: string): SourceSalary | null {
  const match =
    /(CA\$|A\$|[$€£])\s?(\d[\d,]*(?:\.\d+)?)\s?([kK])?(?:\s*(?:-|–|to)\s*(?:CA\$|A\$|[$€£])?\s?(\d[\d,]*(?:\.\d+)?)\s?([kK])?)?/.exec(
      text,
    );
  if (!match) return null;
  const symbol = match[1] ?? '$';
  const currency =
    symbol === 'CA$' ? 'CAD' : symbol === 'A$' ? 'AUD' : (currencyBySymbol[symbol] ?? 'USD');
  const scale = (digits: string | undefined, k: string | undefined) => {
    const amount = parseSalaryAmount(digits);
    return amount === null ? null : k ? amount * 1000 : amount;
  };
  const min = scale(match[2], match[3] ?? match[5]);
  const max = match[4] === undefined ? min : scale(match[4], match[5]);
  if (min === null || max === null) return null;
  const after = text.slice((match.index ?? 0) + match[0].length).toLowerCase();
  const worded = /^\W*(?:per|an|a|\/)\s*(hour|hr|day|week|month|year|annum)/.exec(after)?.[1];
  const period: Period = worded
    ? (
        {
          hour: 'hour',
          hr: 'hour',
          day: 'day',
          week: 'week',
          month: 'month',
          year: 'year',
          annum: 'year',
        } as const
      )[worded as 'hour']
    : min < 350
      ? 'hour'
      : min < 30_000
        ? 'month'
        : 'year';
  return { min, max, currency, period, origin: 'text', isEstimate: false };
}
