import { MONTH_NAMES } from '../../shared/month-names.ts';
import type { Profile } from '../../shared/schemas/profile.ts';

/**
 * Months and years of work, counted from the profile's dates (decision 050). Overlapping jobs are
 * not counted twice; an empty end date is "Present" and counts to `today`; an entry without a
 * start month, or whose end is before its start, counts nothing (it cannot be measured).
 */

/** Months since year 0 of a "YYYY-MM" (or "YYYY-MM-DD") text; null when not a date. */
export function monthIndex(date: string): number | null {
  const match = /^(\d{4})-(\d{2})/.exec(date);
  if (!match) return null;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return Number(match[1]) * 12 + month - 1;
}

/** [first, last] months worked (both included), or null when the entry cannot be measured. */
export function workSpan(
  entry: { startDate: string; endDate: string },
  today: string,
): [number, number] | null {
  const start = monthIndex(entry.startDate);
  const end = entry.endDate ? monthIndex(entry.endDate) : monthIndex(today);
  const now = monthIndex(today);
  if (start === null || end === null || now === null) return null;
  const last = Math.min(end, now);
  if (last < start) return null;
  return [start, last];
}

/** Distinct months covered by the spans: overlaps counted once. */
export function distinctMonths(spans: readonly [number, number][]): number {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let coveredTo = Number.NEGATIVE_INFINITY;
  for (const [start, end] of sorted) {
    const from = Math.max(start, coveredTo + 1);
    if (end >= from) total += end - from + 1;
    coveredTo = Math.max(coveredTo, end);
  }
  return total;
}

/** Whole years in the work entries at `indexes` (all when omitted). */
export function yearsOfWork(
  profile: Pick<Profile, 'workExperience'>,
  today: string,
  indexes?: readonly number[],
): number {
  const chosen = indexes ?? profile.workExperience.map((_, index) => index);
  const spans: [number, number][] = [];
  for (const index of chosen) {
    const entry = profile.workExperience[index];
    const span = entry && workSpan(entry, today);
    if (span) spans.push(span);
  }
  return Math.floor(distinctMonths(spans) / 12);
}

const monthNames = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** "Jul 2016"; '' when not a date. */
export function formatMonth(date: string): string {
  const index = monthIndex(date);
  if (index === null) return '';
  return `${monthNames[index % 12]} ${Math.floor(index / 12)}`;
}

/** "July 2016", for a letter's sentences; '' when not a date. */
export function formatLongMonth(date: string): string {
  const index = monthIndex(date);
  if (index === null) return '';
  return `${MONTH_NAMES[index % 12]} ${Math.floor(index / 12)}`;
}

/** "Jul 2016 – Mar 2020", "Apr 2020 – Present", "2016" or ''. */
export function formatDates(startDate: string, endDate: string, present: boolean): string {
  const start = formatMonth(startDate);
  const end = endDate ? formatMonth(endDate) : present ? 'Present' : '';
  if (start && end) return `${start} – ${end}`;
  return start || (endDate ? end : '');
}

/** "2019–2023" or "2019–Present" for source labels. */
export function yearRange(startDate: string, endDate: string): string {
  const start = startDate.slice(0, 4);
  const end = endDate ? endDate.slice(0, 4) : 'Present';
  if (!/^\d{4}$/.test(start)) return /^\d{4}$/.test(end) ? end : '';
  return start === end ? start : `${start}–${end}`;
}
