import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { tailorApplicationPackage } from '../../src/core/tailoring/tailor-application-package.ts';
import { readPostingTexts } from './build-postings.ts';
import { evaluateTailoring, type TailoringReport } from './evaluate-tailoring.ts';
import { findUntraced } from './find-untraced.ts';
import { loadPairs } from './load-pairs.ts';

/**
 * Tailored packages judged on real postings (decision 055). Floors sit at the figures first
 * measured on the tailoring they were written against (docs/quality.md, "Tailored documents");
 * raise them as tailoring improves, never lower them to make a change pass. The goals are in
 * GOALS (evaluate-tailoring.ts); a floor below a goal is a known gap, not the target.
 */
const FLOORS = {
  // Measured after the summary led with the posting's asks in the profile's words and letters took
  // their wording per part (decisions 050 and 055): 105/122, 104/104 and 16/28 of 200–350 words.
  // The word-range floors were 23/28 and 15/18 before letters stopped quoting more than two
  // posting sentences: lowered on purpose (decision 050, amendment "fewer quotes"), then raised
  // again when letters told more of the record (amendment "letters from the record"): 23/28,
  // and when a short letter sums up its facts (amendment "a recap for a thin profile"): 27/28.
  tuning: { firstThird: 0.86, paragraphs: 1, wordsInRange: 0.96 },
  // 70/79, 69/69, 17/18.
  heldOut: { firstThird: 0.88, paragraphs: 1, wordsInRange: 0.94 },
};
/** Untraced claims: the goal is none, and none is left (the misread "1.5 years" is fixed). */
const UNTRACED_CEILING = { tuning: 0, heldOut: 0 };
/**
 * Pairs of letters sharing more than 30 % of their sentences, of 1,035: the goal is none. 481
 * when one template per family was filled with the facts; none since each part of a letter
 * takes its wording by its own hash of the job and the person (the most shared: 25 %).
 */
const ALIKE_LETTERS_CEILING = 0;

let report: TailoringReport;
beforeAll(() => {
  report = evaluateTailoring(tailorApplicationPackage);
});

describe('the tailoring evaluation set', () => {
  it('has at least 36 pairs in at least 15 occupations, a third of them held out', () => {
    const pairs = loadPairs();
    expect(pairs.length).toBeGreaterThanOrEqual(36);
    expect(new Set(pairs.map((pair) => pair.posting.occupationSoc)).size).toBeGreaterThanOrEqual(
      15,
    );
    const heldOut = pairs.filter((pair) => pair.heldOut).length / pairs.length;
    expect(heldOut).toBeGreaterThanOrEqual(0.3);
    expect(heldOut).toBeLessThanOrEqual(0.45);
  });

  it('quotes every posting with its source in SOURCES.md', () => {
    const sources = readFileSync(new URL('./SOURCES.md', import.meta.url), 'utf8');
    for (const posting of readPostingTexts()) {
      expect(sources, posting.id).toContain(posting.url);
      expect(sources, posting.id).toContain(`| ${posting.id} |`);
    }
  });
});

describe('the judge on real packages', () => {
  it('catches every invention planted in a bullet and in the letter of each pair', () => {
    for (const pair of loadPairs()) {
      const pkg = tailorApplicationPackage(pair.input);
      const bullet = pkg.resume.sections
        .flatMap((section) => section.entries)
        .flatMap((entry) => entry.bullets)[0];
      const paragraph = pkg.coverLetter.paragraphs[0];
      if (!bullet || !paragraph) throw new Error(`${pair.id}: no bullet or paragraph`);
      bullet.text = `${bullet.text} Promoted at Kaiser Permanente in Sep 1987 after 73 weeks.`;
      paragraph.text = `${paragraph.text} I also hold PALS certification.`;
      const found = findUntraced(pkg, pair.input, pair.meets).map((claim) => claim.text);
      expect(found, pair.id).toEqual(
        expect.arrayContaining(['Kaiser', 'Permanente', 'Sep 1987', '73', 'PALS']),
      );
    }
  });
});

describe('tailored packages', () => {
  for (const half of ['tuning', 'heldOut'] as const) {
    it(`${half}: shows the met requirements in the resume's first third at least as often as before`, () => {
      const figures = report.halves[half];
      expect(figures.shown / figures.met).toBeGreaterThanOrEqual(FLOORS[half].firstThird);
    });
    it(`${half}: keeps every met requirement somewhere in the resume`, () => {
      const figures = report.halves[half];
      expect(figures.anywhere).toBe(figures.met);
    });
    it(`${half}: makes no more untraced claims than before`, () => {
      expect(report.halves[half].untraced).toBeLessThanOrEqual(UNTRACED_CEILING[half]);
    });
    it(`${half}: keeps letter paragraphs naming a requirement or a fact`, () => {
      const figures = report.halves[half];
      const named = (figures.paragraphs - figures.emptyParagraphs) / figures.paragraphs;
      expect(named).toBeGreaterThanOrEqual(FLOORS[half].paragraphs);
    });
    it(`${half}: keeps letters within 200–350 words`, () => {
      const figures = report.halves[half];
      expect(figures.wordsInRange / figures.pairs).toBeGreaterThanOrEqual(
        FLOORS[half].wordsInRange,
      );
    });
  }

  it('writes no more alike letters than before', () => {
    expect(report.overlaps.length).toBeLessThanOrEqual(ALIKE_LETTERS_CEILING);
  });
});
