import { describe, expect, it } from 'vitest';
import { extractShiftsFromText } from './extract-shifts-from-text.ts';
import {
  isHeldOutShiftSentence,
  type LabelledShiftSentence,
  labelledShiftSentences,
} from './shift-extraction-set.ts';

/**
 * Precision and recall of the stated shifts on real posting sentences (shift-extraction-set.ts),
 * counted per (sentence, shift) pair; a sentence is exact when the whole set is right.
 */
function score(sentences: LabelledShiftSentence[]) {
  let extracted = 0;
  let labelled = 0;
  let correct = 0;
  let exact = 0;
  const misses: string[] = [];
  for (const sentence of sentences) {
    const got = extractShiftsFromText(sentence.text);
    extracted += got.length;
    labelled += sentence.shifts.length;
    correct += got.filter((shift) => sentence.shifts.includes(shift)).length;
    if (
      got.join() === [...sentence.shifts].sort().join() ||
      got.join() === sentence.shifts.join()
    ) {
      exact += 1;
    } else {
      misses.push(
        `${got.join('+') || '∅'} ≠ ${sentence.shifts.join('+') || '∅'}: ${sentence.text.slice(0, 80)}`,
      );
    }
  }
  return {
    precision: extracted ? correct / extracted : 1,
    recall: labelled ? correct / labelled : 1,
    exact: exact / sentences.length,
    count: sentences.length,
    misses,
  };
}

const tuning = labelledShiftSentences.filter((_, index) => !isHeldOutShiftSentence(index));
const heldOut = labelledShiftSentences.filter((_, index) => isHeldOutShiftSentence(index));

describe('extractShiftsFromText on real posting sentences', () => {
  it('reads the shifts of the tuning part', () => {
    const result = score(tuning);
    console.info('shifts, tuning part', { ...result });
    expect(result.precision).toBeGreaterThanOrEqual(0.9);
    expect(result.recall).toBeGreaterThanOrEqual(0.85);
  });

  it('reads the shifts of the held-out part (never tuned on)', () => {
    const result = score(heldOut);
    console.info('shifts, held-out part', { ...result });
    expect(result.precision).toBeGreaterThanOrEqual(0.8);
    expect(result.recall).toBeGreaterThanOrEqual(0.7);
  });
});

describe('extractShiftsFromText', () => {
  it('reads the forms people write', () => {
    expect(extractShiftsFromText('Night shift RN, 12-hour nights')).toEqual(['NIGHT']);
    expect(extractShiftsFromText('NOC CNA, 11p-7a')).toEqual(['NIGHT']);
    expect(extractShiftsFromText('Overnight stocker')).toEqual(['NIGHT']);
    expect(extractShiftsFromText('Weekends required.')).toEqual(['WEEKEND']);
    expect(extractShiftsFromText('Monday – Friday, 8–5.')).toEqual(['DAY']);
    expect(extractShiftsFromText('Participates in the on-call rotation.')).toEqual(['ROTATING']);
    expect(extractShiftsFromText('Monday-Friday, overnight shift')).toEqual(['NIGHT']);
  });

  it('reads no shift where none is stated', () => {
    expect(extractShiftsFromText('3-5 years of experience in 2024-2025.')).toEqual([]);
    expect(extractShiftsFromText('Shift differential for nights and weekends.')).toEqual(['NIGHT']);
    expect(extractShiftsFromText('Analyse quarterly results.')).toEqual([]);
  });
});

describe('the demo corpus schedules', () => {
  it('state the shift they name', () => {
    expect(extractShiftsFromText('Schedule: Day shift with every other weekend.')).toEqual([
      'DAY',
      'WEEKEND',
    ]);
    expect(extractShiftsFromText('Schedule: Second shift, 3:00 p.m. to 11:30 p.m.')).toEqual([
      'EVENING',
    ]);
    expect(extractShiftsFromText('Schedule: Evening shift with rotating weekends.')).toEqual([
      'EVENING',
      'WEEKEND',
    ]);
    expect(extractShiftsFromText('Schedule: Night shift, 7p-7a.')).toEqual(['NIGHT']);
    expect(
      extractShiftsFromText(
        'Schedule: Overnight shift, 11:00 p.m. to 7:30 a.m., every other weekend.',
      ),
    ).toEqual(['NIGHT', 'WEEKEND']);
    expect(extractShiftsFromText('Schedule: Rotating shifts, including some weekends.')).toEqual([
      'WEEKEND',
      'ROTATING',
    ]);
    expect(extractShiftsFromText('Schedule: Variable schedule with an on-call rotation.')).toEqual([
      'ROTATING',
    ]);
    expect(extractShiftsFromText('Schedule: Monday to Friday, 8:00 a.m. to 5:00 p.m.')).toEqual([
      'DAY',
    ]);
    expect(extractShiftsFromText('Schedule: Flexible hours agreed with your manager.')).toEqual([]);
    expect(extractShiftsFromText('Schedule: Core hours of 10 to 3, the rest flexible.')).toEqual(
      [],
    );
  });
});
