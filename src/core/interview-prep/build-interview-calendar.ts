/**
 * The interview days of a tracked application as an iCalendar file (RFC 5545; decision 067).
 * The tracker records days, not times (decision 065), so each interview is an all-day event:
 * `DTSTART;VALUE=DATE` with the next day as the exclusive `DTEND` (§3.6.1). A DATE value has no
 * time zone (§3.3.4), so the event stays on the day the user entered in every calendar, wherever
 * it is opened; a UTC time would move it to the day before west of Greenwich. `DTSTAMP` is UTC
 * (§3.8.7.2). Lines end in CRLF and are folded at 75 octets without splitting a character
 * (§3.1); text is escaped (§3.3.11). The UID is stable per item and day, so importing the file
 * again updates the event instead of adding a second one.
 */
export interface InterviewCalendarInput {
  itemId: string;
  title: string;
  company: string;
  days: readonly string[];
  /** The prep page, linked from the event. */
  prepUrl: string;
  now: Date;
}

const encoder = new TextEncoder();

export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds one content line: at most 75 octets per physical line, continuations start with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const basicDate = (day: string) => day.replace(/-/g, '');

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function stamp(now: Date): string {
  return `${now.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

export function buildInterviewCalendar(input: InterviewCalendarInput): string {
  const summary = input.company
    ? `Interview: ${input.title} at ${input.company}`
    : `Interview: ${input.title}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hireloop//Interview preparation//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const day of [...new Set(input.days)].sort()) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:interview-${input.itemId}-${basicDate(day)}@hireloop`,
      `DTSTAMP:${stamp(input.now)}`,
      `DTSTART;VALUE=DATE:${basicDate(day)}`,
      `DTEND;VALUE=DATE:${basicDate(nextDay(day))}`,
      `SUMMARY:${escapeText(summary)}`,
      `DESCRIPTION:${escapeText(`Your prep pack: ${input.prepUrl}`)}`,
      `URL:${input.prepUrl}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
