import type {
  CoverLetter,
  DocumentLine,
  FactSource,
  Requirement,
} from '../../shared/schemas/tailoring.ts';
import {
  availabilitySentences,
  type FactSentence,
  historySentences,
  strongestBullets,
  whyMeSentences,
} from './letter-facts.ts';
import { phraseBanks } from './letter-phrases.ts';
import { asksPhrase, jobDetails, postingQuotes } from './letter-posting.ts';
import { letterFamily } from './occupation-family.ts';
import type { Newest } from './resume-summary.ts';
import { cleanText, clip, hashOf } from './text.ts';
import type { TailorInput } from './types.ts';

/**
 * The cover letter (decision 050): greeting, why this job (the posting quoted and its own
 * requirements), why this person (facts meeting named requirements), availability from the
 * preferences, closing. The family's phrase bank and one of three structures are chosen by a
 * hash of the job id, so the same job always gets the same letter while different jobs and
 * families read differently. 200–350 words when the profile has the facts; shorter, never padded.
 */
const MANAGER =
  /\b(?:[Hh]iring [Mm]anager|[Cc]ontact [Pp]erson|[Cc]ontact|[Rr]ecruiter|Attn|Attention)[ \t]*[:\-–][ \t]*((?:(?:Mr|Ms|Mrs|Dr|Mx)\.?[ \t]+)?\p{Lu}[\p{Ll}'’-]+(?:[ \t]+\p{Lu}[\p{Ll}'’-]+){1,2})/u;

/** The person the posting names as hiring manager or contact, or '' ("report to…" is not one). */
export function hiringManager(description: string): string {
  const name = MANAGER.exec(description.slice(0, 50_000))?.[1] ?? '';
  return /^(?:The|Our|Your|Us|Hr|Human|Resources|Recruiting)\b/.test(name) ? '' : cleanText(name);
}

export function writeCoverLetter(
  input: TailorInput,
  coverage: readonly Requirement[],
  newest: Newest | null,
  order: readonly number[],
): CoverLetter {
  const { job } = input;
  const company = cleanText(job.company);
  const title = cleanText(job.title.replace(/\([^)]*\)/g, ' '));
  const posting: FactSource = {
    kind: 'posting',
    label: `The posting: ${[cleanText(job.title), company].filter(Boolean).join(', ')}`,
  };
  const bank = phraseBanks[letterFamily(job.occupationSoc)];
  const seed = hashOf(job.id);
  const pick = (list: readonly string[], salt: number) =>
    list[(seed >>> salt) % list.length] ?? list[0] ?? '';
  const fill = (template: string) =>
    template
      .replace('{title}', title || 'open')
      .replace(/ (at|with) \{company\}/, company ? ` $1 ${company}` : '')
      .replace('{company}', company || 'your team');
  const say = (text: string, sources: FactSource[] = [posting]): FactSentence[] =>
    text ? [{ text, sources }] : [];

  const manager = hiringManager(job.descriptionText);
  const greeting = manager
    ? `Dear ${manager},`
    : company
      ? `Dear ${company} hiring team,`
      : 'Dear hiring team,';

  const met = coverage.filter((r) => r.met && r.kind !== 'title');
  const asked = (met.length > 0 ? met : coverage.filter((r) => r.kind !== 'title')).slice(0, 3);
  const [quote = '', secondQuote = ''] = postingQuotes(job, 2);
  const opening = say(fill(pick(bank.opening, 1)));
  // Optional sentences, dropped last-first while the letter is over the length limit.
  const optional = {
    secondQuote: say(secondQuote && `${pick(alsoSays, 15)} “${clip(secondQuote, 220)}”`),
    history: historySentences(input, order, 2),
    bullets: strongestBullets(input, coverage, 2),
  };
  const aboutJob = [
    ...say(quote && pick(bank.quote, 13).replace('{quote}', clip(quote, 220))),
    ...optional.secondQuote,
    ...say(asked.length > 0 ? pick(bank.asks, 3).replace('{asks}', asksPhrase(asked)) : ''),
    ...say(met.length > 0 ? pick(bank.reason, 5) : ''),
    ...say(jobDetails(job)),
  ];
  const facts = whyMeSentences(input, newest, coverage).slice(0, 6);
  const [experience, ...others] = facts;
  const evidence = [
    ...(experience ? [experience] : []),
    ...optional.history,
    ...others,
    ...optional.bullets,
  ];
  const whyMe: FactSentence[] =
    evidence.length > 0 ? [...say(pick(bank.bring, 7), []), ...evidence] : [];
  const availability = availabilitySentences(input);
  const closing = say(fill(pick(bank.closing, 9)));

  const shaped =
    seed % 3 === 0
      ? [[...opening, ...aboutJob], whyMe, [...availability, ...closing]]
      : seed % 3 === 1
        ? [opening, whyMe, aboutJob, [...availability, ...closing]]
        : [[...opening, ...whyMe.slice(1)], aboutJob, availability, closing];
  const blocks = withinLength(shaped, [
    ...optional.bullets.slice(1),
    ...optional.secondQuote,
    ...optional.history.slice(1),
    ...optional.history,
    ...optional.bullets,
  ]);
  const paragraphs = withoutLoneClosing(
    blocks.filter((block) => block.length > 0),
    closing,
  ).map(
    (block, at): DocumentLine => ({
      id: `letter-${at + 1}`,
      text: clip(block.map((sentence) => sentence.text).join(' '), 2000),
      hidden: false,
      sources: dedupeSources(block.flatMap((sentence) => sentence.sources)),
    }),
  );
  const name = cleanText(input.profile.fullName);
  return {
    greeting: { id: 'greeting', text: greeting, hidden: false, sources: [posting] },
    paragraphs,
    closing: {
      id: 'closing',
      text: name ? `${pick(bank.signOff, 11)}\n${clip(name, 200)}` : pick(bank.signOff, 11),
      hidden: false,
      sources: name ? [{ kind: 'personal', label: 'Your name' }] : [],
    },
  };
}

const alsoSays = ['The posting also says:', 'It adds:', 'And:'];
const MAX_WORDS = 350;

function wordsIn(blocks: FactSentence[][]): number {
  return blocks.flat().reduce((sum, sentence) => sum + sentence.text.split(/\s+/).length, 0);
}

/** Drops the optional sentences, in the given order, until the letter is within 350 words. */
function withinLength(blocks: FactSentence[][], droppable: FactSentence[]): FactSentence[][] {
  let kept = blocks;
  for (const sentence of droppable) {
    if (wordsIn(kept) <= MAX_WORDS - 10) break;
    kept = kept.map((block) => block.filter((other) => other !== sentence));
  }
  return kept;
}

function dedupeSources(sources: FactSource[]): FactSource[] {
  const seen = new Set<string>();
  return sources.filter((source) => {
    const key = `${source.kind}:${source.index ?? ''}:${source.label}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A paragraph of thanks alone says nothing about the job or the person: it joins the paragraph
 * before it (decision 055's letters rule: every paragraph names a requirement or a fact).
 */
function withoutLoneClosing(
  blocks: FactSentence[][],
  closing: readonly FactSentence[],
): FactSentence[][] {
  const last = blocks.at(-1);
  if (blocks.length < 2 || !last || !last.every((sentence) => closing.includes(sentence)))
    return blocks;
  const before = blocks.at(-2) ?? [];
  return [...blocks.slice(0, -2), [...before, ...last]];
}
