import { chooseAnswers } from './choose-answers.ts';
import { type LoadedPersona, loadPersonas } from './load-personas.ts';
import { personasSection } from './personas-section.ts';
import { runPersonas } from './run-personas.ts';
import { scorePersonas } from './score-personas.ts';

/**
 * The judged-personas evaluation end to end: run every persona through the product, judge,
 * and return the scores and the docs/quality.md section.
 */
export async function evaluatePersonas(
  input: { personas?: LoadedPersona[]; corpusSize?: number } = {},
) {
  const result = await runPersonas({
    personas: input.personas ?? loadPersonas(),
    ...(input.corpusSize ? { corpusSize: input.corpusSize } : {}),
    answer: chooseAnswers,
  });
  const scores = scorePersonas(result);
  return { result, scores, section: personasSection(result, scores) };
}
