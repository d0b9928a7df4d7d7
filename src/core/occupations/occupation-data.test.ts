import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { occupationMinimums } from './occupation-schema.ts';
import { occupationBySoc, occupations } from './occupations.ts';

/** The BLS OOH list the data must cover, title → SOC code ('' where OOH gives none). */
function csvRows(): { title: string; soc: string; category: string }[] {
  const text = readFileSync(new URL('./bls-ooh-occupations.csv', import.meta.url), 'utf8');
  const rows: { title: string; soc: string; category: string }[] = [];
  for (const line of text.trim().split('\n').slice(1)) {
    const match = /^(?:"([^"]+)"|([^,]+)),([^,]*),(.+)$/.exec(line.trim());
    if (!match) throw new Error(`Unreadable CSV line: ${line}`);
    rows.push({ title: match[1] ?? match[2] ?? '', soc: match[3] ?? '', category: match[4] ?? '' });
  }
  return rows;
}

/**
 * Occupations where no certification or licence is customary (decision 012): artists, fashion
 * designers, athletes, composers, economists, political scientists, models and professors are
 * hired on portfolio, record or degree. Every other occupation lists at least two.
 */
const fewCertifications = new Set([
  'Craft and fine artists',
  'Fashion designers',
  'Athletes and sports competitors',
  'Music directors and composers',
  'Economists',
  'Political scientists',
  'Models',
  'Postsecondary teachers',
]);

describe('occupation data', () => {
  const rows = csvRows();

  it('covers exactly the 342 BLS OOH occupations of the CSV, with their SOC codes', () => {
    expect(rows).toHaveLength(342);
    expect(occupations()).toHaveLength(342);
    const byTitle = new Map(occupations().map((occupation) => [occupation.title, occupation]));
    for (const row of rows) {
      const occupation = byTitle.get(row.title);
      expect(occupation, row.title).toBeDefined();
      expect(occupation?.category).toBe(row.category);
      if (row.soc) {
        expect(occupation?.soc).toBe(row.soc);
        expect(occupation?.socFromCsv).toBe(true);
      } else {
        expect(occupation?.socFromCsv, row.title).toBe(false);
      }
    }
  });

  it('gives every occupation a distinct SOC code, so the code identifies it', () => {
    const codes = new Set(occupations().map((occupation) => occupation.soc));
    expect(codes.size).toBe(342);
    expect(occupationBySoc('29-1141')?.title).toBe('Registered nurses');
    expect(occupationBySoc('99-9999')).toBeUndefined();
  });

  it('meets the minimums: 4 aliases, 8 skills, 4 tools, 2 certifications where customary', () => {
    for (const occupation of occupations()) {
      expect(occupation.aliases.length, occupation.title).toBeGreaterThanOrEqual(
        occupationMinimums.aliases,
      );
      expect(occupation.skills.length, occupation.title).toBeGreaterThanOrEqual(
        occupationMinimums.skills,
      );
      expect(occupation.tools.length, occupation.title).toBeGreaterThanOrEqual(
        occupationMinimums.tools,
      );
      if (!fewCertifications.has(occupation.title)) {
        expect(occupation.certifications.length, occupation.title).toBeGreaterThanOrEqual(
          occupationMinimums.certifications,
        );
      }
    }
  });

  it('keeps the exceptions list honest: each exception really has fewer than two', () => {
    for (const title of fewCertifications) {
      const occupation = occupations().find((candidate) => candidate.title === title);
      expect(occupation?.certifications.length, title).toBeLessThan(2);
    }
  });

  it('has plausible approximate pay ranges per hour or per year', () => {
    for (const { title, pay } of occupations()) {
      const [floor, ceiling] = pay.period === 'hour' ? [10, 120] : [20_000, 400_000];
      expect(pay.min, title).toBeGreaterThanOrEqual(floor);
      expect(pay.max, title).toBeLessThanOrEqual(ceiling);
      expect(pay.approximate).toBe(true);
    }
  });

  it('has no duplicate entries inside one occupation list', () => {
    for (const occupation of occupations()) {
      for (const list of [occupation.aliases, occupation.skills, occupation.tools]) {
        const lower = list.map((entry) => entry.toLowerCase());
        expect(new Set(lower).size, `${occupation.title}: ${list.join(', ')}`).toBe(lower.length);
      }
    }
  });
});
