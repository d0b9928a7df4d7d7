import type { DocumentLine, Requirement, ResumeEntry } from '../../shared/schemas/tailoring.ts';
import { factNames, spellingsOf } from './match-terms.ts';
import { workLabel } from './profile-facts.ts';
import { cleanText, clip, keyOf, splitBullets } from './text.ts';
import type { TailorInput } from './types.ts';
import { formatDates, monthIndex } from './work-dates.ts';

/**
 * The experience section (decision 050): entries newest first, as recruiters expect; in each,
 * the bullets that evidence the job's requirements first; old entries that evidence nothing are
 * condensed to their heading line, never dropped (the user can expand them in the editor).
 */
const MAX_BULLETS = 40;
/** Entries that ended longer ago than this, past the three newest, are condensed when irrelevant. */
const CONDENSE_AFTER_MONTHS = 10 * 12;

export interface TermMatcher {
  /** How many of the job's met requirements the text names. */
  score(text: string): number;
}

export function termMatcher(coverage: readonly Requirement[]): TermMatcher {
  const terms = coverage
    .filter(
      (requirement) =>
        requirement.met && requirement.kind !== 'years' && requirement.kind !== 'education',
    )
    .map((requirement) =>
      spellingsOf(
        requirement.text,
        requirement.kind === 'certification' || requirement.kind === 'licence',
      ),
    );
  return {
    score(text) {
      const fact = { key: keyOf(text), field: 'description' as const };
      let score = 0;
      for (const spellings of terms) if (factNames(fact, spellings)) score++;
      return score;
    },
  };
}

/** Newest first: an open entry ("Present") before any ended one; undated entries last. */
export function newestFirst(input: TailorInput): number[] {
  const now = monthIndex(input.today) ?? 0;
  const order = input.profile.workExperience.map((entry, index) => {
    const start = monthIndex(entry.startDate);
    const end = entry.endDate ? monthIndex(entry.endDate) : start === null ? null : now;
    return { index, start: start ?? -1, end: end ?? start ?? -1 };
  });
  order.sort((a, b) => b.end - a.end || b.start - a.start || a.index - b.index);
  return order.map((item) => item.index);
}

export function experienceEntries(input: TailorInput, matcher: TermMatcher): ResumeEntry[] {
  const now = monthIndex(input.today) ?? 0;
  return newestFirst(input).map((index, position) => {
    const entry = input.profile.workExperience[index];
    if (!entry) throw new Error('unreachable: index from the same list');
    const source = { kind: 'work' as const, index, label: workLabel(entry) };
    const texts = capBullets(splitBullets(entry.description));
    const scored = texts.map((text, at) => ({ text, at, score: matcher.score(text) }));
    scored.sort((a, b) => b.score - a.score || a.at - b.at);
    const bullets: DocumentLine[] = scored.map(({ text, at }) => ({
      id: `work-${index}-${at}`,
      text,
      hidden: false,
      sources: [source],
    }));
    const relevance =
      scored.reduce((sum, bullet) => sum + bullet.score, 0) + matcher.score(entry.position);
    const end = entry.endDate ? monthIndex(entry.endDate) : null;
    const old = end !== null && now - end > CONDENSE_AFTER_MONTHS;
    const location = cleanText(entry.location);
    const company = cleanText(entry.company);
    return {
      id: `work-${index}`,
      title: clip(cleanText(entry.position), 300),
      organization: clip([company, location].filter(Boolean).join(', '), 300),
      dates: formatDates(entry.startDate, entry.endDate, Boolean(entry.startDate)),
      hidden: false,
      condensed: position >= 3 && old && relevance === 0,
      bullets,
      source,
    };
  });
}

/** At most 40 bullets of at most 2,000 characters: the rest joins the last one, never dropped. */
export function capBullets(texts: string[]): string[] {
  const kept = texts.slice(0, MAX_BULLETS);
  if (texts.length > MAX_BULLETS) kept[MAX_BULLETS - 1] = texts.slice(MAX_BULLETS - 1).join(' ');
  return kept.flatMap((text) => (text.length <= 2000 ? [text] : [clip(text, 2000)]));
}
