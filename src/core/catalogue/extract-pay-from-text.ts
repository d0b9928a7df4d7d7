import { annualizeSalary } from './annualize-salary.ts';
import type { SourceSalary } from './connector-contract.ts';
import { parseSalaryAmount } from './salary-parsing.ts';

type Period = Exclude<SourceSalary['period'], 'unknown'>;

const currencyBySign: Record<string, string> = {
  $: 'USD',
  US$: 'USD',
  CA$: 'CAD',
  C$: 'CAD',
  A$: 'AUD',
  AU$: 'AUD',
  '€': 'EUR',
  '£': 'GBP',
  '₹': 'INR',
};

const sign = String.raw`(?:US\$|CA\$|C\$|AU\$|A\$|[$€£₹])`;
const amount = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)`;
/** "$18.00 - $22.00", "$175k-200k", "USD 232,000–282,000", "From $37.86+", "£45". */
const moneyPattern = new RegExp(
  String.raw`(?:(${sign})\s?|\b(USD|CAD|AUD|EUR|GBP|INR)\s)${amount}\s?([kK])?\+?` +
    String.raw`(?:\s*(?:-|–|—|to|and)\s*${sign}?\s?${amount}\s?([kK])?)?`,
  'g',
);

/** Words that make an amount the job's pay rather than some other sum. */
const payWords = /\b(pay|paid|salary|salaries|compensation|wages?|rate|earn|base|range|income)\b/i;
/** An amount right after these is a bonus, a budget or revenue, never the pay (same sentence). */
const sumWordsBefore =
  /\b(bonus|sign[\s-]?on|signing|budget|revenue|reimburse\w*|allowance|tuition|referral|relocation|stipend|funding|raised|valuation|fees?|deductible|spend|worth|price|cost|sales|quota|discount|coverage)\b[^.\n]*$/i;
const sumWordsAfter =
  /^\s*(?:[mMbB]{1,2}\b|million|billion|usd\s+)?\s*(?:in\s+)?(?:sign|signing|bonus|referral|relocation|funding|revenue|sales|million|billion|arr\b|budget|tuition|stipend|per (?:patient|visit|member|unit|mile|load|delivery|piece|referral))/i;

const periodAfter =
  /^\W{0,4}(?:usd\W{0,3})?(?:(?:per|an?|\/|each)\s*(hour|hr|day|week|wk|month|mo|year|yr|annum)\b|(hourly|daily|weekly|monthly|annually|annual|yearly)\b)/i;
const periodBefore = /\b(hourly|daily|weekly|monthly|annual|yearly)\b[^.$€£₹]{0,25}$/i;
const periodOfWord: Record<string, Period> = {
  hour: 'hour',
  hr: 'hour',
  hourly: 'hour',
  day: 'day',
  daily: 'day',
  week: 'week',
  wk: 'week',
  weekly: 'week',
  month: 'month',
  mo: 'month',
  monthly: 'month',
  year: 'year',
  yr: 'year',
  annum: 'year',
  annually: 'year',
  annual: 'year',
  yearly: 'year',
};

/** JobSpy's reading of an unworded amount by its size (job-sources.md §6). */
const periodBySize = (min: number): Period =>
  min < 350 ? 'hour' : min < 30_000 ? 'month' : 'year';

const sentenceBefore = (text: string, index: number, reach: number) => {
  const window = text.slice(Math.max(0, index - reach), index);
  const stop = Math.max(window.lastIndexOf('. '), window.lastIndexOf('\n\n'));
  return stop === -1 ? window : window.slice(stop + 1);
};

/**
 * The pay a description states ("Pay: $18.00 - $22.00 per hour", "The US base salary range for
 * this role is $160,000 - $190,000"). An amount counts when it is a range or sits beside a pay word
 * or a period, and never beside a bonus, budget or revenue; the first one that annualizes to a
 * sane figure wins. A wrong number on a card is worse than none, so anything doubtful is null.
 */
export function extractPayFromText(text: string): SourceSalary | null {
  for (const match of text.matchAll(moneyPattern)) {
    const [whole, signText, code, minText, minK, maxText, maxK] = match;
    const start = match.index;
    const after = text.slice(start + whole.length, start + whole.length + 40);
    const before = sentenceBefore(text, start, 120);
    if (sumWordsAfter.test(after) || sumWordsBefore.test(before.slice(-60))) continue;
    const worded = periodAfter.exec(after) ?? periodBefore.exec(before);
    const isRange = maxText !== undefined;
    if (!isRange && !worded && !payWords.test(before)) continue;
    const thousands = minK ?? maxK;
    const scale = (digits: string | undefined, k: string | undefined) => {
      const value = parseSalaryAmount(digits);
      return value === null ? null : k || thousands ? value * 1000 : value;
    };
    const min = scale(minText, minK);
    const max = isRange ? scale(maxText, maxK) : min;
    if (min === null || max === null || max < min) continue;
    const currency = code ?? currencyBySign[signText ?? '$'] ?? 'USD';
    const word = (worded?.[1] ?? worded?.[2])?.toLowerCase();
    const period = (word && periodOfWord[word]) || periodBySize(min);
    const salary: SourceSalary = {
      min,
      max,
      currency,
      period,
      origin: 'text',
      isEstimate: false,
    };
    if (annualizeSalary(salary)?.annualUsdMin != null) return salary;
  }
  return null;
}
