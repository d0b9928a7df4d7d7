import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { occupationBySoc } from '../occupations/occupations.ts';
import { extractRequirements } from '../tailoring/extract-requirements.ts';
import { findClaims } from '../tailoring/find-claims.ts';
import { generated, toInput } from '../tailoring/testing/truth-arbitraries.ts';
import { buildPrepPack } from './build-prep-pack.ts';
import { evidenceOf, wordsNotInSource } from './testing/prep-oracle.ts';

/**
 * The prep pack's truth property (decision 067), over the tailoring property's generated people
 * and postings (all 342 occupations, several scripts, empty and huge fields, HTML, odd dates):
 * every question ties to a requirement of the posting or to the occupation (or is one of the
 * fixed behavioural questions), and every evidence line traces to the profile and is made of the
 * words of the entry it names.
 */
describe('prep packs over generated profiles', () => {
  it('tie every question to the posting or the occupation and trace every evidence line', () => {
    let lines = 0;
    fc.assert(
      fc.property(generated, (sample) => {
        const tailor = toInput(sample);
        const occupation = occupationBySoc(sample.soc) ?? null;
        const pack = buildPrepPack({
          tailor,
          item: {
            id: 'i',
            title: tailor.job.title,
            company: tailor.job.company,
            interviewDates: [],
          },
          occupation,
          sent: null,
          sentFields: [],
          basis: '',
        });
        const requirements = new Map(extractRequirements(tailor.job).map((r) => [r.id, r.text]));
        const terms = new Set([
          ...(occupation?.skills ?? []),
          ...(occupation?.tools ?? []),
          ...(occupation?.certifications.map((c) => c.name) ?? []),
        ]);
        for (const question of pack.questions) {
          if (question.kind === 'requirement')
            expect(requirements.get(question.id)).toBe(question.about);
          if (question.kind === 'role') expect(terms.has(question.keyTerms[0] ?? '')).toBe(true);
          if (question.evidence.length === 0) expect(question.noEvidence).toBeTruthy();
        }
        expect(pack.questions.filter((q) => q.kind === 'role').length).toBeGreaterThanOrEqual(3);
        for (const line of evidenceOf(pack.questions)) {
          lines += 1;
          const untraced = findClaims(line.text, tailor, 'resume').filter((c) => !c.source);
          expect(untraced, line.text).toEqual([]);
          expect(wordsNotInSource(line, tailor), line.text).toEqual([]);
        }
      }),
      { numRuns: 300, seed: 67 },
    );
    expect(lines).toBeGreaterThan(300);
  }, 120_000);
});
