import type { TailorApplicationPackage } from '../../src/core/tailoring/types.ts';
import { findUntraced, type UntracedClaim } from './find-untraced.ts';
import { type EvalPair, loadPairs } from './load-pairs.ts';
import { showsRequirement } from './match-terms.ts';
import { firstThird, printResume } from './print-package.ts';
import {
  emptyParagraphs,
  letterWords,
  maskedSentences,
  sharedSentenceShare,
} from './score-letters.ts';

/** Decision 055's goals. */
export const GOALS = {
  firstThirdShare: 0.9,
  untraced: 0,
  sharedSentences: 0.3,
  words: [200, 350] as const,
};

export interface PairResult {
  id: string;
  heldOut: boolean;
  occupation: string | null;
  /** Requirements the profile meets (the hand-written oracle) and those the first third shows. */
  met: number;
  shown: number;
  notShown: string[];
  /** Met requirements the whole resume shows, first third or not. */
  anywhere: number;
  untraced: UntracedClaim[];
  paragraphs: number;
  emptyParagraphs: string[];
  words: number;
  sentences: string[];
  ms: number;
}

export interface HalfFigures {
  pairs: number;
  met: number;
  shown: number;
  anywhere: number;
  untraced: number;
  pairsWithUntraced: number;
  paragraphs: number;
  emptyParagraphs: number;
  wordsInRange: number;
  minWords: number;
  maxWords: number;
}

export interface LetterOverlap {
  a: string;
  b: string;
  share: number;
  samePerson: boolean;
}

export interface TailoringReport {
  results: PairResult[];
  halves: { tuning: HalfFigures; heldOut: HalfFigures };
  occupations: number;
  /** Every pair of letters over the 30 % line, most shared first. */
  overlaps: LetterOverlap[];
  maxOverlap: LetterOverlap | null;
  medianMs: number;
}

function judgePair(pair: EvalPair, tailor: TailorApplicationPackage): PairResult {
  const started = performance.now();
  const pkg = tailor(pair.input);
  const ms = performance.now() - started;
  const printed = printResume(pkg);
  const top = firstThird(printed);
  const whole = printed.join('\n');
  const notShown = pair.meets.filter((requirement) => !showsRequirement(top, requirement));
  const empty = emptyParagraphs(pkg, pair.input, pair.meets);
  return {
    id: pair.id,
    heldOut: pair.heldOut,
    occupation: pair.posting.occupationSoc,
    met: pair.meets.length,
    shown: pair.meets.length - notShown.length,
    notShown,
    anywhere: pair.meets.filter((requirement) => showsRequirement(whole, requirement)).length,
    untraced: findUntraced(pkg, pair.input, pair.meets),
    paragraphs: pkg.coverLetter.paragraphs.filter((line) => !line.hidden).length,
    emptyParagraphs: empty,
    words: letterWords(pkg),
    sentences: maskedSentences(pkg, pair.input),
    ms,
  };
}

function figures(results: PairResult[]): HalfFigures {
  const words = results.map((result) => result.words);
  return {
    pairs: results.length,
    met: results.reduce((sum, r) => sum + r.met, 0),
    shown: results.reduce((sum, r) => sum + r.shown, 0),
    anywhere: results.reduce((sum, r) => sum + r.anywhere, 0),
    untraced: results.reduce((sum, r) => sum + r.untraced.length, 0),
    pairsWithUntraced: results.filter((r) => r.untraced.length > 0).length,
    paragraphs: results.reduce((sum, r) => sum + r.paragraphs, 0),
    emptyParagraphs: results.reduce((sum, r) => sum + r.emptyParagraphs.length, 0),
    wordsInRange: words.filter((n) => n >= GOALS.words[0] && n <= GOALS.words[1]).length,
    minWords: Math.min(...words),
    maxWords: Math.max(...words),
  };
}

const personOf = (pairId: string) => pairId.split('--')[0];

function overlaps(results: PairResult[]): LetterOverlap[] {
  const all: LetterOverlap[] = [];
  for (let i = 0; i < results.length; i += 1) {
    for (let j = i + 1; j < results.length; j += 1) {
      const a = results[i];
      const b = results[j];
      if (!a || !b) continue;
      all.push({
        a: a.id,
        b: b.id,
        share: sharedSentenceShare(a.sentences, b.sentences),
        samePerson: personOf(a.id) === personOf(b.id),
      });
    }
  }
  return all.sort((x, y) => y.share - x.share);
}

export function evaluateTailoring(
  tailor: TailorApplicationPackage,
  pairs: EvalPair[] = loadPairs(),
): TailoringReport {
  const results = pairs.map((pair) => judgePair(pair, tailor));
  const all = overlaps(results);
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    results,
    halves: {
      tuning: figures(results.filter((r) => !r.heldOut)),
      heldOut: figures(results.filter((r) => r.heldOut)),
    },
    occupations: new Set(results.map((r) => r.occupation)).size,
    overlaps: all.filter((overlap) => overlap.share > GOALS.sharedSentences),
    maxOverlap: all[0] ?? null,
    medianMs: times[Math.floor(times.length / 2)] ?? 0,
  };
}
