import { describe, expect, it } from 'vitest';
import { evaluatePersonas } from './evaluate-personas.ts';
import { loadPersonas } from './load-personas.ts';

/**
 * Three tuning personas and one held out. On a 400-posting corpus (about one posting per
 * occupation) most people have no fitting job within their radius; these two do, by the seeded
 * corpus: a remote seeker and a welder who will relocate.
 */
const withMatches = ['customer-service-remote', 'welder-casper'];
const chosen = ['rn-atlanta', ...withMatches, 'warehouse-fargo'];

describe('the judged-personas evaluation end to end', () => {
  it('runs personas through the product on a small demo corpus, judges and reports both halves', async () => {
    const started = Date.now();
    const personas = loadPersonas().filter((persona) => chosen.includes(persona.id));
    const { result, scores, section } = await evaluatePersonas({ personas, corpusSize: 400 });
    expect(result.corpusSize).toBeGreaterThan(300);
    expect(scores.map((score) => score.persona.id)).toEqual(chosen);
    for (const id of withMatches) {
      const score = scores.find((entry) => entry.persona.id === id);
      expect(score?.first.shown, id).toBeGreaterThan(0);
      expect(score?.first.phrases.length, id).toBeGreaterThan(0);
    }
    for (const score of scores) {
      expect(score.first.strict).toBeLessThanOrEqual(score.first.lenient);
      expect(score.answers.length).toBeLessThanOrEqual(6);
    }
    expect(section).toContain('| tuning | 3 |');
    expect(section).toContain('| held out | 1 |');
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 120_000);
});
