import type { ApplicationPackage, DocumentLine } from '../../shared/schemas/tailoring.ts';
import { findClaims } from './find-claims.ts';
import type { ModelLine, ModelRewrite } from './model-lines.ts';
import { allowedNumbers, hasForeignNumber } from './model-numbers.ts';
import type { TailorInput } from './types.ts';

export interface AppliedRewrite {
  pkg: ApplicationPackage;
  /** Lines whose model text was kept. */
  kept: number;
  /** Lines whose model text made a claim the profile does not support: the rules' text stays. */
  replaced: number;
}

/**
 * Puts the model's lines into the draft, each only if the truth check traces every claim in it
 * (decision 054): a line with one untraced employer, title, school, degree, date, number, skill,
 * tool, certification or licence goes back to the draft's line whole, never half-edited. Only the
 * ids that were sent can change; a line keeps the draft's sources, as it restates the same facts.
 */
export function applyModelLines(
  draft: ApplicationPackage,
  input: TailorInput,
  sent: ModelLine[],
  rewrite: ModelRewrite,
): AppliedRewrite {
  const proposed = new Map<string, string>();
  for (const line of rewrite.lines) {
    if (!proposed.has(line.id)) proposed.set(line.id, line.text.replace(/\s+/g, ' ').trim());
  }
  const accepted = new Map<string, string>();
  const numbers = allowedNumbers(input, draft);
  let replaced = 0;
  for (const line of sent) {
    const text = proposed.get(line.id);
    if (!text || text === line.text.trim()) continue;
    const untraced =
      hasForeignNumber(text, numbers[line.context]) ||
      findClaims(text, input, line.context).some((claim) => claim.source === null);
    if (untraced) replaced++;
    else accepted.set(line.id, text);
  }
  const swap = (line: DocumentLine): DocumentLine => {
    const text = accepted.get(line.id);
    return text === undefined ? line : { ...line, text };
  };
  const { resume, coverLetter } = draft;
  const pkg: ApplicationPackage = {
    ...draft,
    resume: {
      ...resume,
      sections: resume.sections.map((section) => ({
        ...section,
        lines: section.lines.map(swap),
        entries: section.entries.map((entry) => ({ ...entry, bullets: entry.bullets.map(swap) })),
      })),
    },
    coverLetter: { ...coverLetter, paragraphs: coverLetter.paragraphs.map(swap) },
    generator: accepted.size > 0 ? 'model' : draft.generator,
    replacements:
      replaced > 0 ? [...draft.replacements, replacementNote(replaced)] : draft.replacements,
  };
  return { pkg, kept: accepted.size, replaced };
}

/** "2 sentences replaced: not supported by your profile", as the editor shows it. */
export const replacementNote = (count: number) =>
  `${count} ${count === 1 ? 'sentence' : 'sentences'} replaced: not supported by your profile`;
