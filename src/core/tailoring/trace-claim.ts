import type { Claim, FactSource } from '../../shared/schemas/tailoring.ts';
import { levelsIn } from './education-level.ts';
import { listFields, spellingsOf } from './match-terms.ts';
import { type Fact, profileFacts } from './profile-facts.ts';
import { termVariants } from './term-synonyms.ts';
import { cleanText, containsKey, keyOf } from './text.ts';
import type { TailorInput } from './types.ts';
import { distinctMonths, monthIndex, workSpan, yearsOfWork } from './work-dates.ts';

/**
 * Where a claim comes from (decision 050 §4), or null. Text claims trace when the profile (or
 * the preferences) contains them, under any synonym; dates when a profile date has that month or
 * year; durations when the dates compute to them or a fact states them; degrees when the profile
 * has a degree of that level. In a letter, the posting supports its own title and company
 * anywhere, and anything else it says only in sentences that are not about the writer.
 */
interface Traces {
  facts: Fact[];
  /** Certifications and skill lists: where "BLS" stands for "BLS certification". */
  credentials: Fact[];
  months: Set<string>;
  years: Set<string>;
  yearCounts: Set<number>;
  monthCounts: Set<number>;
  /** Each education level the profile's degrees name, with the first degree naming it. */
  degrees: Map<string, FactSource>;
  postingName: string[];
  postingText: string;
  posting: FactSource;
  datesSource: FactSource;
}

const cache = new WeakMap<TailorInput, Traces>();

function tracesOf(input: TailorInput): Traces {
  const cached = cache.get(input);
  if (cached) return cached;
  const { profile, preferences, today, job } = input;
  const months = new Set<string>();
  const years = new Set<string>();
  const addDate = (date: string) => {
    if (/^\d{4}-\d{2}/.test(date)) months.add(date.slice(0, 7));
    if (/^\d{4}/.test(date)) years.add(date.slice(0, 4));
  };
  for (const entry of [...profile.workExperience, ...profile.education]) {
    addDate(entry.startDate);
    addDate(entry.endDate);
  }
  for (const cert of preferences?.certifications ?? []) {
    addDate(cert.issueDate);
    addDate(cert.expirationDate);
  }
  const yearCounts = new Set<number>([yearsOfWork(profile, today)]);
  const monthCounts = new Set<number>();
  for (const entry of profile.workExperience) {
    const span = workSpan(entry, today);
    if (!span) continue;
    const count = distinctMonths([span]);
    monthCounts.add(count);
    yearCounts.add(Math.floor(count / 12));
  }
  const degrees = new Map<string, FactSource>();
  const facts = profileFacts(input);
  for (const fact of facts) {
    if (fact.field !== 'degree') continue;
    for (const level of levelsIn(fact.text))
      if (!degrees.has(level)) degrees.set(level, fact.source);
  }
  const title = cleanText(job.title);
  const company = cleanText(job.company);
  const traces: Traces = {
    facts,
    credentials: facts.filter((fact) => listFields.has(fact.field)),
    months,
    years,
    yearCounts,
    monthCounts,
    degrees,
    postingName: [keyOf(title), keyOf(company)].filter(Boolean),
    // What ingestion stored from the posting is the posting's too.
    postingText: keyOf(
      [
        title,
        company,
        job.locationText,
        job.descriptionText.slice(0, 50_000),
        ...job.skills,
        ...job.softwareTools,
        ...job.certifications.map((cert) => cert.name),
      ].join(' \n '),
    ),
    posting: {
      kind: 'posting',
      label: `The posting: ${[title, company].filter(Boolean).join(', ')}`,
    },
    datesSource: { kind: 'work', label: 'Work experience dates' },
  };
  cache.set(input, traces);
  return traces;
}

const numberWords: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};

export function traceClaim(
  claim: { text: string; kind: Claim['kind'] },
  input: TailorInput,
  context: 'resume' | 'letter',
  firstPerson: boolean,
): FactSource | null {
  const traces = tracesOf(input);
  const fromProfile = traceInProfile(claim, traces);
  if (fromProfile || context !== 'letter') return fromProfile;
  const key = keyOf(claim.text);
  if (!key) return null;
  if (traces.postingName.some((name) => containsKey(name, key))) return traces.posting;
  if (!firstPerson && containsKey(traces.postingText, key)) return traces.posting;
  return null;
}

function traceInProfile(
  claim: { text: string; kind: Claim['kind'] },
  traces: Traces,
): FactSource | null {
  const key = keyOf(claim.text);
  if (!key) return null;
  switch (claim.kind) {
    case 'date':
      return traceDate(claim.text, traces);
    case 'duration':
      return traceDuration(claim.text, key, traces);
    case 'degree': {
      const level = levelsIn(claim.text)[0];
      return (level && traces.degrees.get(level)) || findFact(traces.facts, [key]);
    }
    case 'number':
      return findFact(traces.facts, [key]) ?? findVerbatim(traces.facts, claim.text);
    case 'employer':
    case 'school': {
      // "Bank of America and Wells Fargo": the whole, or else each name on its own.
      const whole =
        findFact(traces.facts, termVariants(claim.text)) ?? findVerbatim(traces.facts, claim.text);
      if (whole) return whole;
      const parts = key.split(/ (?:and|of) /);
      if (parts.length < 2) return null;
      const found = parts.map((part) => findFact(traces.facts, [part]));
      return found.every(Boolean) ? (found[0] ?? null) : null;
    }
    case 'certification':
    case 'licence':
      return (
        findFact(traces.facts, termVariants(claim.text)) ??
        findFact(traces.credentials, spellingsOf(claim.text, true)) ??
        findVerbatim(traces.facts, claim.text)
      );
    default:
      return (
        findFact(traces.facts, termVariants(claim.text)) ?? findVerbatim(traces.facts, claim.text)
      );
  }
}

function findFact(facts: readonly Fact[], keys: readonly string[]): FactSource | null {
  for (const key of keys) {
    if (!key) continue;
    for (const fact of facts) if (containsKey(fact.key, key)) return fact.source;
  }
  return null;
}

/** The claim as written inside a fact ("G" in the user's own "}fG)cA"). */
function findVerbatim(facts: readonly Fact[], text: string): FactSource | null {
  const lower = text.toLowerCase();
  for (const fact of facts) if (fact.lower.includes(lower)) return fact.source;
  return null;
}

function traceDate(text: string, traces: Traces): FactSource | null {
  const year = /(?:19|20)\d{2}/.exec(text)?.[0] ?? '';
  const monthName = /^[A-Za-z]+/.exec(text)?.[0];
  if (monthName) {
    const index = monthIndex(`${year}-${String(monthNumber(monthName)).padStart(2, '0')}`);
    const month = index === null ? '' : `${year}-${String((index % 12) + 1).padStart(2, '0')}`;
    return traces.months.has(month) ? traces.datesSource : findFact(traces.facts, [keyOf(text)]);
  }
  return traces.years.has(year) ? traces.datesSource : findFact(traces.facts, [year]);
}

function monthNumber(name: string): number {
  const at = 'janfebmaraprmayjunjulaugsepoctnovdec'.indexOf(name.slice(0, 3).toLowerCase());
  return at < 0 ? 0 : at / 3 + 1;
}

function traceDuration(text: string, key: string, traces: Traces): FactSource | null {
  const first = /^(\d+(?:\.\d)?|[a-z]+)/i.exec(text.trim())?.[1]?.toLowerCase() ?? '';
  const value = numberWords[first] ?? Number(first);
  const isRange = /\d\s*(?:-|–|to)\s*\d/.test(text);
  if (!isRange && Number.isInteger(value)) {
    if (/year|yr/i.test(text) && traces.yearCounts.has(value)) return traces.datesSource;
    if (/month/i.test(text) && traces.monthCounts.has(value)) return traces.datesSource;
  }
  return findFact(traces.facts, [
    key,
    key.replace(/ years?$| yrs?$/, ' year'),
    key.replace(/ years?$| yrs?$/, ' years'),
  ]);
}
