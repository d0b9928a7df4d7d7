import type {
  CoverLetter,
  DocumentLine,
  FactSource,
  Requirement,
} from '../../shared/schemas/tailoring.ts';
import type { ExperiencePhrase } from './experience-phrases.ts';
import { availabilitySentences } from './letter-availability.ts';
import {
  credentialSentence,
  educationSentence,
  experienceSentence,
  factWriter,
  joined,
  otherSkillsSentence,
  skillSentences,
} from './letter-facts.ts';
import {
  type Block,
  MIN_WORDS,
  mergeBare,
  withinLength,
  wordsIn,
  wordsOf,
} from './letter-length.ts';
import { greetings, type PhraseBank, phraseBanks } from './letter-phrases.ts';
import { asksPhrase, jobDetails, postingQuotes } from './letter-posting.ts';
import {
  historySentences,
  meetsSentences,
  ownWordsSentence,
  strongestBullets,
} from './letter-record.ts';
import {
  otherCredentialsSentence,
  recapSentence,
  softwareSentence,
  tenureSentence,
} from './letter-record-details.ts';
import { fillIn, letterVoice } from './letter-voice.ts';
import { letterFamily } from './occupation-family.ts';
import type { Newest } from './resume-summary.ts';
import { cleanText, clip, keyOf } from './text.ts';
import type { TailorInput } from './types.ts';

/**
 * The cover letter (decision 050): greeting, why this job (the posting quoted and its own
 * requirements), why this person (facts meeting named requirements, then their own words),
 * availability from the preferences, closing. The family's phrase bank, one of four structures
 * and each sentence's wording are chosen by the letter's voice (a hash of the job and the
 * person), so the same letter is always written the same way while letters of one family, or of
 * one person, do not share their sentences. 200–350 words when the profile and the posting have
 * the facts; a thin profile's letter quotes more of the posting, and is never padded with claims.
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
  phrases: readonly ExperiencePhrase[] = [],
): CoverLetter {
  const { job } = input;
  const company = cleanText(job.company);
  // A trailing aside ("(3 months Experience)") is dropped; one inside the title is part of its name.
  const title = cleanText(job.title.replace(/(?:\s*\([^)]*\))+\s*$/, ''));
  const posting: FactSource = {
    kind: 'posting',
    label: `The posting: ${[cleanText(job.title), company].filter(Boolean).join(', ')}`,
  };
  const voice = letterVoice(input);
  const facts = factWriter(voice);
  const bank = phraseBanks[letterFamily(job.occupationSoc)];
  const values = { title: title || 'open', company: company || 'your team' };
  // Without a company name, "at {company}" goes rather than "at your team".
  const frame = (part: keyof PhraseBank, extra: Record<string, string> = {}) =>
    fillIn(
      voice
        .pick(`frame-${part}`, bank[part])
        .replace(/ (at|with|to) \{company\}/, company ? ' $1 {company}' : ''),
      { ...values, ...extra },
    );
  const say = (text: string, sources: FactSource[] = [posting]): Block =>
    text ? [{ text, sources }] : [];

  const manager = hiringManager(job.descriptionText);
  const greeting = manager
    ? `Dear ${manager},`
    : fillIn(voice.pick('greeting', company ? greetings.company : greetings.anonymous), values);

  const met = coverage.filter((r) => r.met && r.kind !== 'title');
  // Years are answered with the person's own next to them (meetsSentences), not listed here.
  const listable = (r: Requirement) => r.kind !== 'title' && r.kind !== 'years';
  const asked = dedupeTexts(
    met.length > 0 ? met.filter(listable) : coverage.filter(listable),
  ).slice(0, 4);
  // Two at most: more in a row read like a copy of the posting, not a letter.
  const quotes = postingQuotes(
    job,
    2,
    met.map((r) => keyOf(r.text)),
  ).map(unstopped);
  const [firstQuote = '', ...moreQuotes] = quotes;
  const extraQuotes = moreQuotes.map((quote, at) =>
    factWriter(voice, at).say('alsoSays', { quote }, [posting]),
  );
  const opening = say(frame('opening'));
  const aboutJob: Block = [
    ...say(firstQuote && frame('quote', { quote: firstQuote })),
    ...extraQuotes.flat(),
    ...joined(
      say(asked.length > 0 ? frame('asks', { asks: asksPhrase(asked) }) : ''),
      say(met.length > 0 ? frame('reason') : '', []),
      ';',
    ),
  ];
  const details = jobDetails(job);
  if (details) aboutJob.push(...facts.say('jobDetails', { parts: details }, [posting]));

  const headline = experienceSentence(input, newest, facts);
  // Right after the sentence that names the employer, the tenure says "there", not the name again.
  const experience = [
    ...headline,
    ...tenureSentence(input, newest, facts, { employerJustNamed: headline.length > 0 }),
  ];
  const [firstJob = [], secondJob = []] = historySentences(input, order, 2, voice).map((s) => [s]);
  const history = joined(firstJob, secondJob);
  const meets = meetsSentences(input, coverage, facts);
  const credentials = credentialSentence(input, coverage, facts);
  const skills = skillSentences(input, coverage, facts);
  const known: Block = [
    ...joined(
      educationSentence(input, coverage, facts),
      credentials.length > 0 ? credentials : skills,
    ),
    ...(credentials.length > 0 ? skills : []),
  ];
  const ownWords = ownWordsSentence(phrases, [...experience, ...known], facts);
  const record: Block = [...meets, ...known, ...ownWords];
  const otherSkills = otherSkillsSentence(input, [...experience, ...history, ...record], facts);
  const said = [...experience, ...history, ...record, ...otherSkills];
  // What the posting did not ask for, after what it did: the rest of the person's record.
  const extras: Block = [
    ...otherCredentialsSentence(input, said, facts),
    ...softwareSentence(input, said, facts),
  ];
  const moreRecord = [...otherSkills, ...extras];
  const [best = [], second = [], third = []] = strongestBullets(input, coverage, 3, voice).map(
    (sentence) => [sentence],
  );
  const bullets = [...joined(best, second, ';'), ...third];
  const lead = (block: Block): Block =>
    block.length > 0 ? [...say(frame('bring'), []), ...block] : block;

  const availability = availabilitySentences(input, facts);
  const closing: Block = say(frame('closing'), []);
  // An offer to say more, only where the profile leaves the letter short: it claims nothing.
  const offered = joined(facts.say('offer', {}, []), closing, ';');

  const structure = voice.pick('structure', [0, 1, 2, 3]);
  const shaped: Block[] =
    structure === 0
      ? [
          [...opening, ...aboutJob],
          lead([...experience, ...history, ...record, ...moreRecord]),
          bullets,
          [...availability, ...closing],
        ]
      : structure === 1
        ? [
            [...opening, ...lead(experience)],
            aboutJob,
            [...history, ...record, ...moreRecord, ...bullets],
            [...availability, ...closing],
          ]
        : structure === 2
          ? [
              [...opening, ...lead([...experience, ...history])],
              [...record, ...bullets, ...moreRecord],
              aboutJob,
              [...availability, ...closing],
            ]
          : [
              [...opening, ...aboutJob],
              lead([...experience, ...record, ...bullets]),
              [...history, ...moreRecord, ...availability],
              closing,
            ];
  // Quotes past the second only lengthen a letter the profile leaves short, instead of claims.
  let filled = shaped;
  for (const sentence of extraQuotes.slice(1).flat().reverse()) {
    if (wordsIn(filled) - wordsOf([sentence]) < MIN_WORDS) break;
    filled = filled.map((block) => block.filter((other) => other !== sentence));
  }
  const [plainClosing] = closing;
  if (wordsIn(filled) < MIN_WORDS && plainClosing) {
    // Still short: the sum of the person's case before the offer, from facts already said.
    const recap = recapSentence(input, coverage, newest, facts, {
      company: values.company,
      said: filled.flat(),
    });
    const short = wordsIn(filled) + wordsOf(offered) < MIN_WORDS;
    const ending = short ? [...recap, ...offered] : offered;
    filled = filled.map((block) => block.flatMap((s) => (s === plainClosing ? ending : [s])));
  }
  // Dropped first while the letter is over 350 words: what repeats the resume, then more quotes.
  const droppable = [
    ...extras,
    ...otherSkills,
    ...bullets.slice(2),
    ...(extraQuotes[0] ?? []),
    ...ownWords,
    ...history.slice(1),
    ...meets,
    ...bullets.slice(1),
    ...history,
    ...bullets,
  ];
  const kept = withinLength(filled, droppable).filter((block) => block.length > 0);
  // The opening runs on into what follows it: a sentence of fixed words alone reads like every
  // other letter's first line.
  const [first = [], ...rest] = kept;
  const blocks = mergeBare([
    joined(first.slice(0, 1), first.slice(1, 2), ';').concat(first.slice(2)),
    ...rest,
  ]);
  const paragraphs = blocks.map(
    (block, at): DocumentLine => ({
      id: `letter-${at + 1}`,
      text: clip(block.map((sentence) => sentence.text).join(' '), 2000),
      hidden: false,
      sources: dedupeSources(block.flatMap((sentence) => sentence.sources)),
    }),
  );
  const name = cleanText(input.profile.fullName);
  const signOff = voice.pick('signOff', bank.signOff);
  return {
    greeting: { id: 'greeting', text: greeting, hidden: false, sources: [posting] },
    paragraphs,
    closing: {
      id: 'closing',
      text: name ? `${signOff}\n${clip(name, 200)}` : signOff,
      hidden: false,
      sources: name ? [{ kind: 'personal', label: 'Your name' }] : [],
    },
  };
}

/** A quote without its full stop: the letter's sentence ends after the closing quote mark. */
export function unstopped(quote: string): string {
  return clip(quote, 220).replace(/[.!]+$/, '');
}

function dedupeTexts(requirements: readonly Requirement[]): Requirement[] {
  const seen = new Set<string>();
  return requirements.filter((r) => {
    const key = keyOf(r.text);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
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
