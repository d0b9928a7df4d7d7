import { describe, expect, it } from 'vitest';
import { buildInterviewCalendar, escapeText, foldLine } from './build-interview-calendar.ts';

const calendar = (over: Partial<Parameters<typeof buildInterviewCalendar>[0]> = {}) =>
  buildInterviewCalendar({
    itemId: 'item-1',
    title: 'Registered Nurse',
    company: 'Piedmont; Atlanta, GA',
    days: ['2026-12-31', '2026-12-03', '2026-12-31'],
    prepUrl: 'https://hireloop.test/main-app/interview-prep/item-1',
    now: new Date('2026-11-29T13:05:09.123Z'),
    ...over,
  });

/** Unfolds as RFC 5545 §3.1 says a reader must: CRLF followed by one space or tab is removed. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('the interview calendar file (RFC 5545)', () => {
  it('ends every line in CRLF and keeps each under 76 octets', () => {
    const text = calendar({ title: `Nurse ${'é'.repeat(80)}` });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(unfold(text)).toContain(`SUMMARY:Interview: Nurse ${'é'.repeat(80)} at`);
  });

  it('has one all-day event per day, sorted, with stable UIDs and a UTC stamp', () => {
    const text = unfold(calendar());
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain(
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Hireloop//Interview preparation//EN',
    );
    expect(text).toContain('UID:interview-item-1-20261203@hireloop');
    expect(text).toContain('DTSTAMP:20261129T130509Z');
    expect(text).toContain('DTSTART;VALUE=DATE:20261203\r\nDTEND;VALUE=DATE:20261204');
    // The last day of the year ends on the first of the next: the day after, not a time.
    expect(text).toContain('DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101');
    expect(text.indexOf('20261203')).toBeLessThan(text.indexOf('20261231'));
    expect(text).not.toMatch(/DTSTART:\d{8}T/);
    expect(text).toContain('SUMMARY:Interview: Registered Nurse at Piedmont\\; Atlanta\\, GA');
  });

  it('keeps a day the same day whatever the process time zone', () => {
    const before = process.env.TZ;
    process.env.TZ = 'Pacific/Honolulu';
    try {
      expect(unfold(calendar({ days: ['2026-03-08'] }))).toContain('DTSTART;VALUE=DATE:20260308');
    } finally {
      process.env.TZ = before;
    }
  });

  it('escapes text values and folds without splitting a character', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const folded = foldLine(`X:${'😀'.repeat(30)}`);
    for (const part of folded.split('\r\n ')) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(`X:${'😀'.repeat(30)}`);
  });
});
