import { MONTH_NAMES } from './month-names.ts';

/** 'YYYY-MM' → 'Month Year'. */
function monthYear(value: string): string {
  const [year, month] = value.split('-');
  return `${MONTH_NAMES[Number(month) - 1] ?? ''} ${year ?? ''}`.trim();
}

/**
 * Spec §3: the position, a dash, then "Month Year to Month Year", or the start month and year
 * followed by "Present" when there is no end date ("Nurse - January 2020 Present", no "to").
 * Without a start date there is no period to show, so the position stands alone.
 */
export function formatWorkTitle(entry: {
  position: string;
  startDate: string;
  endDate: string;
}): string {
  if (!entry.startDate) return entry.position;
  const period = entry.endDate
    ? `${monthYear(entry.startDate)} to ${monthYear(entry.endDate)}`
    : `${monthYear(entry.startDate)} Present`;
  return `${entry.position} - ${period}`;
}
