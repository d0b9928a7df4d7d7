import type { SentField } from '../../../../shared/schemas/applications.ts';
import { normalizeText } from '../../answers/match-option.ts';
import type { PlannedAnswer } from '../../types.ts';

/**
 * Whether the user reviewed exactly this answer: the same value for the same field, or for the
 * same question text (a conditional question reviewed from the form's definition may carry another
 * key once the page shows it). Sensitive answers are masked in what was reviewed and pass here;
 * they come only from the user's encrypted EEO answers (decision 057).
 */
export function reviewedAnswers(approved: readonly SentField[]) {
  const seen = new Set(
    approved.flatMap((field) => [
      `key:${field.key}\u0000${field.value}`,
      `label:${normalizeText(field.label)}\u0000${field.value}`,
    ]),
  );
  return (answer: PlannedAnswer) =>
    answer.sent.sensitive ||
    seen.has(`key:${answer.sent.key}\u0000${answer.sent.value}`) ||
    seen.has(`label:${normalizeText(answer.sent.label)}\u0000${answer.sent.value}`);
}
