import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { NO_TEXT_LAYER_MESSAGE } from '../src/core/resume-import/read-pdf-lines.ts';
import {
  type LayoutReport,
  layoutsInHalves,
  measureResumeLayouts,
  renderedFiles,
} from './resume-layouts.ts';
import { loadPeople } from './resumes/person.ts';
import { FIELDS, type Field } from './resumes/score-fields.ts';

/**
 * Resume import measured on layouts rendered by TeX Live, Chromium and LibreOffice for
 * hand-written people (decision 043). Floors sit just under the figures of the reader they were
 * first measured on (docs/quality.md, "Resume import on rendered layouts"); raise them as the
 * reader improves, never lower them to make a change pass. [precision, recall]; precision is not
 * checked while the reader fills no value of that field.
 */
const FLOORS: Record<'tuning' | 'heldOut', Record<Field, [number, number]>> = {
  // Raised to the reader that reads headers as scored pieces, margin dates and columns (decision
  // 044, 2026-11-29), just under each figure.
  tuning: {
    name: [0.98, 0.98],
    email: [0.98, 0.98],
    phone: [0.98, 0.98],
    linkedIn: [0.98, 0.98],
    employer: [0.98, 0.98],
    title: [0.98, 0.98],
    start: [0.98, 0.98],
    end: [0.98, 0.98],
    school: [0.98, 0.98],
    degree: [0.98, 0.98],
    certifications: [0.98, 0.98],
  },
  // Held-out totals of the same reader, read as totals only (decision 043); set on 2026-11-30
  // (second session) to the reader of that day on the 13 held-out layouts. Three of them were
  // new that day and brought their own misses, so title, end and certificate precision sit lower
  // than on the 10 before; the 10 measured alone held or improved every figure
  // (docs/quality.md, "Nine more designs people send").
  heldOut: {
    name: [0.95, 0.95],
    email: [0.95, 0.95],
    phone: [0.98, 0.98],
    linkedIn: [0.98, 0.98],
    employer: [0.98, 0.91],
    title: [0.95, 0.88],
    start: [0.98, 0.92],
    end: [0.95, 0.88],
    school: [0.96, 0.94],
    degree: [0.98, 0.94],
    certifications: [0.8, 0.88],
  },
};
/** Values filled from running headers, footers or page numbers; the goal is none. */
const FURNITURE_CEILING = { tuning: 0, heldOut: 2 };

let report: LayoutReport;
beforeAll(async () => {
  report = await measureResumeLayouts();
}, 120_000);

describe('the rendered layout set', () => {
  it('puts every layout in exactly one half, a third of them held out', () => {
    const halves = layoutsInHalves();
    const names = halves.map((h) => h.layout.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(12);
    const heldOut = halves.filter((h) => h.heldOut).length;
    expect(heldOut / names.length).toBeGreaterThanOrEqual(0.3);
    expect(heldOut / names.length).toBeLessThanOrEqual(0.4);
  });

  it('has committed renders of every layout, each for a known person', () => {
    const people = loadPeople();
    const files = renderedFiles();
    for (const { layout } of layoutsInHalves()) {
      expect(
        files.some((f) => f.layout === layout.name),
        layout.name,
      ).toBe(true);
    }
    for (const file of files) {
      expect(people.has(file.person), file.file).toBe(true);
      expect(
        readFileSync(new URL(`./resumes/rendered/${file.file}`, import.meta.url)).length,
      ).toBeGreaterThan(1000);
    }
  });
});

describe('resume import on rendered layouts', () => {
  for (const half of ['tuning', 'heldOut'] as const) {
    for (const field of FIELDS) {
      it(`${half}: ${field} stays at or above its precision and recall floors`, () => {
        const { predicted, expected, correct } = report.halves[half][field];
        const [precisionFloor, recallFloor] = FLOORS[half][field];
        if (predicted > 0) expect(correct / predicted).toBeGreaterThanOrEqual(precisionFloor);
        expect(correct / expected).toBeGreaterThanOrEqual(recallFloor);
      });
    }
    it(`${half}: fills no more fields from page furniture than before`, () => {
      const values = report.files
        .filter((f) => f.heldOut === (half === 'heldOut'))
        .flatMap((f) => f.furniture);
      expect(values.length).toBeLessThanOrEqual(FURNITURE_CEILING[half]);
    });
  }

  it('tells the user a scanned PDF has no text layer', () => {
    expect(report.scanned.length).toBeGreaterThan(0);
    for (const scan of report.scanned) {
      expect(scan.error).toBe(NO_TEXT_LAYER_MESSAGE);
      expect(scan.error).toMatch(/no text layer/i);
      expect(scan.error).toMatch(/scan/i);
    }
  });
});
