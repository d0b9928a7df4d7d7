import type { DocumentLine, FactSource, Requirement } from '../../shared/schemas/tailoring.ts';
import { stemOf, wordsOf } from './posting-words.ts';
import { workLabel } from './profile-facts.ts';
import {
  askedSchooling,
  askedStrengths,
  earlierTitles,
  type Named,
  namedCredentials,
  type SummaryFacts,
} from './summary-items.ts';

import { cleanText, listPhrase } from './text.ts';
import type { TailorInput } from './types.ts';
import { yearsOfWork } from './work-dates.ts';

/**
 * The headline and summary (decision 050), only from facts: the newest title, the years of work
 * computed from the dates, the skills and credentials that meet the posting. No adjectives about
 * the person ("dedicated", "results-driven"): they are claims no profile can support.
 */
export const DATES_SOURCE: FactSource = { kind: 'work', label: 'Work experience dates' };

export function yearsPhrase(years: number): string {
  return years === 1 ? '1 year' : `${years} years`;
}

export interface Newest {
  title: string;
  company: string;
  source: FactSource;
}

export function newestJob(input: TailorInput, order: readonly number[]): Newest | null {
  for (const index of order) {
    const entry = input.profile.workExperience[index];
    if (!entry) continue;
    const title = cleanText(entry.position);
    const company = cleanText(entry.company);
    if (title || company)
      return { title, company, source: { kind: 'work', index, label: workLabel(entry) } };
  }
  return null;
}

export function headline(input: TailorInput, newest: Newest | null): DocumentLine {
  const years = yearsOfWork(input.profile, input.today);
  const title = newest?.title ?? '';
  const parts = [title, years >= 1 ? `${yearsPhrase(years)} of experience` : ''].filter(Boolean);
  const sources = [newest?.source, years >= 1 ? DATES_SOURCE : undefined].filter(
    (s): s is FactSource => !!s,
  );
  return { id: 'headline', text: parts.join(' · '), hidden: false, sources };
}

/** The summary's facts, with the newest job as newestJob found it. */
export interface SummaryInput extends SummaryFacts {
  newest: Newest | null;
}

/**
 * What the posting asks for and the profile has, densest first, since a short resume's first
 * third is the headline and these lines (decision 050): the matching skills in the posting's
 * words, the credentials it names, the phrases of the work history it also uses, earlier titles
 * it names, and the schooling it asks for. The newest title with its years only when none of
 * these exists: the headline already says it.
 */
export function summaryLines(input: TailorInput, facts: SummaryInput): DocumentLine[] {
  const lines: DocumentLine[] = [];
  const add = (text: string, sources: FactSource[]) => {
    if (text) lines.push({ id: `summary-${lines.length + 1}`, text, hidden: false, sources });
  };
  const credentials = namedCredentials(input, facts);
  const strengths = askedStrengths(facts, credentials);
  const said = new Set(strengths.flatMap((strength) => wordsOf(strength.text).map(stemOf)));
  const earlier = earlierTitles(input, facts).filter(
    (title) => !wordsOf(title.text).every((word) => said.has(stemOf(word))),
  );
  const schooling = askedSchooling(input, facts);
  const listed = (label: string, items: readonly Named[]) => () => {
    if (items.length > 0)
      add(
        `${label} ${listPhrase(items.map((item) => item.text))}.`,
        items.map((item) => item.source),
      );
  };
  const parts = {
    credentials: listed('Credentials:', credentials),
    strengths: listed('Experience with', strengths),
    schooling: listed('Education:', schooling ? [schooling] : []),
    earlier: listed('Earlier:', earlier),
  };
  // What the posting states outright as required comes first (a credential, a degree), then the
  // strengths in its words; measured on the tuning pairs of decision 055.
  const asked = (kinds: Requirement['kind'][]) =>
    facts.coverage.some((r) => r.met && kinds.includes(r.kind));
  const order: (keyof typeof parts)[] = [
    ...(asked(['certification', 'licence']) ? (['credentials'] as const) : []),
    ...(asked(['education']) ? (['schooling'] as const) : []),
    'strengths',
    'schooling',
    'credentials',
    'earlier',
  ];
  for (const part of new Set(order)) parts[part]();
  const { newest } = facts;
  const years = yearsOfWork(input.profile, input.today);
  if (lines.length > 0 || !newest) return lines;
  if (newest.title) {
    const experience = years >= 1 ? ` with ${yearsPhrase(years)} of experience` : '';
    const at = newest.company ? `, most recently at ${newest.company}` : '';
    add(`${newest.title}${experience}${at}.`, [
      newest.source,
      ...(years >= 1 ? [DATES_SOURCE] : []),
    ]);
  } else if (newest.company && years >= 1) {
    add(`${yearsPhrase(years)} of experience, most recently at ${newest.company}.`, [
      newest.source,
      DATES_SOURCE,
    ]);
  }
  return lines;
}
