// `node eval/model-step-inventions.ts`: what the model step (decision 054) costs and catches, on
// the 39 hand-written personas, with no model and no network. For each persona: the lines sent,
// the prompt's size, and, for each kind of invention a model makes, whether the truth check
// catches it on every line it could be slipped into. Also the cost of checking the lines.
import { readFileSync } from 'node:fs';
import { applyModelLines } from '../src/core/tailoring/apply-model-lines.ts';
import {
  buildModelPrompt,
  carriesPrivate,
  MODEL_SYSTEM_PROMPT,
  privateStrings,
} from '../src/core/tailoring/build-model-prompt.ts';
import { rewritableLines } from '../src/core/tailoring/model-lines.ts';
import { tailorApplicationPackage } from '../src/core/tailoring/tailor-application-package.ts';
import { inputFor, jobOf, persona } from '../src/core/tailoring/testing/persona-input.ts';

const files = ['health', 'office', 'service', 'tech-and-education', 'trades', 'transport'];
const ids = files.flatMap((file) =>
  (
    JSON.parse(readFileSync(new URL(`personas/${file}.json`, import.meta.url), 'utf8')) as {
      id: string;
    }[]
  ).map((person) => person.id),
);

/** Sentences a model adds that no persona's profile supports (none of these names is in one). */
const inventions: Record<string, string> = {
  employer: 'Previously worked at Globex Corporation.',
  employerKnown: 'Also worked at Walmart.',
  certification: 'Certified Six Sigma Black Belt.',
  licence: 'Holds a Class A CDL.',
  number: 'Cut costs by 37% in one year.',
  count: 'Supervised a team of 14.',
  degree: 'Holds a Master of Business Administration.',
  school: 'Graduated from Stanford University.',
  date: 'Promoted in March 2011.',
  duration: 'Brings 25 years of leadership experience.',
  tool: 'Expert in SAP and Salesforce.',
};

/** `missedFor`: personas whose profile does support the sentence (a truck driver's CDL). */
const caught: Record<string, { caught: number; tried: number; missedFor: Set<string> }> = {};
const sizes: { lines: number; chars: number; tokens: number }[] = [];
const checkMs: number[] = [];

for (const id of ids) {
  const person = persona(id);
  const latest = person.work[0];
  const job = jobOf({
    title: latest?.position || person.occupation,
    company: 'Northwind Regional',
    descriptionText: `Northwind Regional is hiring a ${latest?.position ?? 'team member'}. Reliable, friendly, and ready to learn.`,
  });
  const input = inputFor(id, job);
  const draft = tailorApplicationPackage(input);
  const secrets = privateStrings(input);
  const lines = rewritableLines(draft).filter((line) => !carriesPrivate(line.text, secrets));
  const prompt = buildModelPrompt(input, lines);
  const chars = MODEL_SYSTEM_PROMPT.length + prompt.length;
  sizes.push({ lines: lines.length, chars, tokens: Math.ceil(chars / 4) });

  const started = performance.now();
  applyModelLines(draft, input, lines, {
    lines: lines.map((l) => ({ id: l.id, text: `${l.text} ` })),
  });
  checkMs.push(performance.now() - started);

  for (const [kind, sentence] of Object.entries(inventions)) {
    caught[kind] ??= { caught: 0, tried: 0, missedFor: new Set() };
    const tally = caught[kind];
    for (const line of lines) {
      const rewrite = { lines: [{ id: line.id, text: `${line.text} ${sentence}` }] };
      const applied = applyModelLines(draft, input, lines, rewrite);
      tally.tried++;
      if (applied.replaced === 1) tally.caught++;
      else tally.missedFor.add(id);
    }
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const max = (values: number[]) => Math.max(...values);
console.info(`personas: ${ids.length}`);
console.info(
  `lines sent per package: median ${median(sizes.map((s) => s.lines))}, max ${max(sizes.map((s) => s.lines))}`,
);
console.info(
  `prompt (system + facts + lines): median ${median(sizes.map((s) => s.chars))} chars ≈ ${median(sizes.map((s) => s.tokens))} tokens, max ${max(sizes.map((s) => s.chars))} chars`,
);
console.info(
  `truth check of a whole model answer: median ${median(checkMs).toFixed(2)} ms, max ${max(checkMs).toFixed(2)} ms`,
);
console.info('inventions caught (line falls back to the rules text):');
for (const [kind, tally] of Object.entries(caught)) {
  const missed = tally.missedFor.size ? ` not caught for: ${[...tally.missedFor].join(', ')}` : '';
  console.info(
    `  ${kind.padEnd(14)} ${tally.caught}/${tally.tried}  "${inventions[kind]}"${missed}`,
  );
}
