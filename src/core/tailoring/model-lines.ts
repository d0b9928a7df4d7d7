import { z } from 'zod';
import type { ApplicationPackage, DocumentLine } from '../../shared/schemas/tailoring.ts';

/**
 * The lines a model may rephrase (decision 054): the summary, the bullets of experience entries
 * shown in full, and the letter's paragraphs. Headings, entry titles, employers, schools, dates,
 * skill lists, the greeting and the closing are facts or furniture: they stay the rules' text.
 */
export interface ModelLine {
  id: string;
  text: string;
  context: 'resume' | 'letter';
}

export function rewritableLines(draft: ApplicationPackage): ModelLine[] {
  const lines: ModelLine[] = [];
  const add = (line: DocumentLine, context: ModelLine['context']) => {
    if (!line.hidden && line.text.trim()) lines.push({ id: line.id, text: line.text, context });
  };
  for (const section of draft.resume.sections) {
    if (section.hidden) continue;
    if (section.kind === 'summary') for (const line of section.lines) add(line, 'resume');
    if (section.kind !== 'experience') continue;
    for (const entry of section.entries) {
      if (entry.hidden || entry.condensed) continue;
      for (const bullet of entry.bullets) add(bullet, 'resume');
    }
  }
  for (const paragraph of draft.coverLetter.paragraphs) add(paragraph, 'letter');
  return lines;
}

/**
 * What the model must answer: a new text per line id it rephrased. Lines it leaves out keep the
 * rules' text; ids it invents are ignored. The bounds mirror the contract's.
 */
export const modelRewriteSchema = z.object({
  lines: z.array(z.object({ id: z.string().min(1).max(64), text: z.string().max(2000) })).max(300),
});
export type ModelRewrite = z.infer<typeof modelRewriteSchema>;
