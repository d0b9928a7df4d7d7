import { type JobShift, jobShifts } from '../../shared/shift-labels.ts';

/**
 * The shifts a posting states, from its title and description (decision 047): "Night shift",
 * "12-hour nights", "NOC", "7p-7a", "every other weekend", "Monday – Friday, 8–5", "on-call
 * rotation". A labelled field ("Shift: Days", "Work Schedule: Nights") is the posting's own
 * answer and wins over prose, which often names other shifts' pay differentials.
 */

/** "Shift: Nights", "Work Shift\nDay (United States of America)", "Shift: Shift 3/7:00 PM…". */
const shiftField = /\b(?:work\s+)?(?:shift|schedule)\s*(?::\s*|\n\s*)(?=([^\n]{1,120}))/gi;

const phrases: [RegExp, JobShift[]][] = [
  [/\b(?:night|overnight|graveyard|noc|third|3rd)[\s-]+shifts?\b|\bovernights?\b/gi, ['NIGHT']],
  // Nursing's "NOC" (nocturnal) is written in capitals; "noc" in prose is rarely a shift.
  [/\bNOC\b/g, ['NIGHT']],
  // "12-hour nights", "nights and weekends"; not "no nights", "home most nights".
  [/(?<!\b(?:no|late|home(?:\s+most)?|free)\s+)\bnights\b(?!\s+(?:off|free))/gi, ['NIGHT']],
  [/\b(?:evening|swing|second|2nd|pm)[\s-]+shifts?\b/gi, ['EVENING']],
  [/\b(?:day|days|first|1st|am)[\s-]+shifts?\b/gi, ['DAY']],
  [/\b24[\s-]*(?:hour|hr)\s+shifts?\b/gi, ['DAY', 'NIGHT']],
  [
    /\b(?:rotating|rotation(?:al)?|variable|varied)\s+(?:shifts?|schedules?|hours)\b|\bshift\s+rotation\b|\bon[\s-]?call\b/gi,
    ['ROTATING'],
  ],
  // "weekends required", "every other weekend", "rotating weekends", "weekends as needed";
  // not "no weekends", "home weekends", "weekends off".
  [
    /(?<!\b(?:no|home|home\s+on|home\s+every|free|off)\s+)\b(?:every\s+(?:other\s+|third\s+)?weekend|(?:rotating|alternating|alternate|some|occasional)\s+weekends?|weekends?(?!\s+(?:off|free|if\s+desired))(?=\s+(?:required|rotation|shifts?|work|availability|as\s+needed|and\s+holidays|included|a\s+must))|(?:work|working|available)\s+(?:on\s+)?weekends)\b/gi,
    ['WEEKEND'],
  ],
  [/\bweekend\s+work\s*:\s*(?:every|yes|required|rotating)/gi, ['WEEKEND']],
  [/\b(?:monday|mon)\.?\s*(?:-|–|—|to|through|thru)\s*(?:friday|fri)\b/gi, ['DAY']],
];

/** Field values: "Nights", "Day (United States of America)", "Rotation", "Shift 3", "1st (Days)". */
function shiftsOfFieldValue(value: string): JobShift[] {
  const found = new Set<JobShift>();
  // The value's first word answers the field ("NightScheduled Weekly Hours" comes glued); a
  // later "days" is prose ("you pick the hours and days").
  const head = value
    .trim()
    .toLowerCase()
    .replace(/^[-•*\s]+/, '');
  if (/^(?:nights?|overnight|noc|third|3rd|shift\s*3\b|3\b)/.test(head)) found.add('NIGHT');
  if (/^(?:evenings?|second|2nd|swing|shift\s*2\b|2\b)/.test(head)) found.add('EVENING');
  if (/^(?:(?:workday\s+)?days?\b|first|1st|shift\s*1\b|1\b)|\(days?\b/.test(head))
    found.add('DAY');
  if (/^(?:rotat|variable|varies|on[\s-]?call)/.test(head)) found.add('ROTATING');
  for (const shift of shiftsOfPhrases(value)) found.add(shift);
  return [...found];
}

/** The phrases and spans of hours a text states, wherever they stand. */
function shiftsOfPhrases(text: string): Set<JobShift> {
  const found = new Set<JobShift>();
  for (const [pattern, shifts] of phrases) {
    pattern.lastIndex = 0;
    if (pattern.test(text)) for (const shift of shifts) found.add(shift);
  }
  for (const shift of shiftsOfSpans(text)) found.add(shift);
  if (weekdayOfficeHours.test(text)) found.add('DAY');
  return found;
}

/** Hours of "7p", "7:00 PM", "0700", "19:30" on a 24-hour clock; null when not a time. */
function hourOf(digits: string, minutes: string | undefined, meridiem: string | undefined) {
  let hour = Number(digits);
  if (digits.length === 4 && minutes === undefined) {
    hour = Number(digits.slice(0, 2));
    if (Number(digits.slice(2)) > 59) return null;
  }
  if (hour > 23 || (minutes !== undefined && Number(minutes) > 59)) return null;
  if (meridiem) {
    if (hour > 12) return null;
    const pm = meridiem.toLowerCase().startsWith('p');
    hour = (hour % 12) + (pm ? 12 : 0);
  }
  return hour;
}

const time = String.raw`(\d{1,2}|\d{4})(?::(\d{2})(?::\d{2})?)?\s*([ap]\.?m?\.?)?`;
const span = new RegExp(String.raw`\b${time}\s*(?:-|–|—|to)\s*${time}(?![\d%/])`, 'gi');

/**
 * A stated span of hours ("7p-7a", "7:00 PM to 7:30 AM", "0700-1930", "2pm to 10:30pm"): it
 * needs a.m./p.m. or a 24-hour clock on both ends, and four hours or more, so "2025-2026" and
 * "3-5 years" are no spans. Overnight spans are nights; afternoon starts are evenings.
 */
function shiftsOfSpans(text: string): JobShift[] {
  const found: JobShift[] = [];
  for (const m of text.matchAll(span)) {
    const [, h1 = '', m1, p1, h2 = '', m2, p2] = m;
    const clock24 = h1.length === 4 && h2.length === 4;
    const colon24 = m1 !== undefined && m2 !== undefined && !p1 && !p2;
    if (!clock24 && !(p1 && p2) && !(colon24 && (Number(h1) > 12 || Number(h2) > 12))) continue;
    const start = hourOf(h1, m1, p1);
    const end = hourOf(h2, m2, p2);
    if (start === null || end === null) continue;
    const length = (end - start + 24) % 24;
    if (length < 4) continue;
    if (end < start && end >= 2) found.push('NIGHT');
    else if (start >= 4 && start < 12) found.push('DAY');
    else if (start >= 12 && start < 19) found.push('EVENING');
    else found.push('NIGHT');
  }
  return found;
}

/** "Monday – Friday, 8–5", "M-F 8-5": weekday office hours without a.m./p.m. */
const weekdayOfficeHours =
  /\b(?:monday|mon|m)\.?\s*(?:-|–|—|to|through|thru)\s*(?:friday|fri|f)\b[,\s(]*(?:from\s+)?([6-9]|1[0-2])(?::\d{2})?\s*(?:-|–|—|to)\s*([1-7])(?::\d{2})?\b(?!\s*(?:[ap]\.?m|%|years?|days?))/i;

const timesOfDay: readonly JobShift[] = ['DAY', 'EVENING', 'NIGHT'];

export function extractShiftsFromText(text: string): JobShift[] {
  const fromFields = new Set<JobShift>();
  for (const field of text.matchAll(shiftField)) {
    for (const shift of shiftsOfFieldValue(field[1] ?? '')) fromFields.add(shift);
  }
  const fromProse = shiftsOfPhrases(text);
  // A field's time of day wins over prose; weekend and on-call duty are separate statements.
  const fieldsTellTime = timesOfDay.some((shift) => fromFields.has(shift));
  const found = new Set<JobShift>(fromFields);
  for (const shift of fromProse) {
    if (!fieldsTellTime || !timesOfDay.includes(shift)) found.add(shift);
  }
  // "Monday to Friday" says day work only when no other time of day is stated.
  if (found.has('DAY') && (found.has('NIGHT') || found.has('EVENING'))) {
    const statesDay = /\b(?:day|days|first|1st|am)[\s-]+shifts?\b|\bshift\s*:\s*days?\b/i;
    if (!statesDay.test(text) && !shiftsOfSpans(text).includes('DAY') && !fromFields.has('DAY')) {
      found.delete('DAY');
    }
  }
  return jobShifts.filter((shift) => found.has(shift));
}
