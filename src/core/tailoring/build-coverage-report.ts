import type { FactSource, Requirement } from '../../shared/schemas/tailoring.ts';
import { matchOccupation } from '../occupations/match-occupation.ts';
import { degreeLevel, expandDegree, rankOf } from './education-level.ts';
import type { PostingRequirement } from './extract-requirements.ts';
import { factNames, listFields, spellingsOf } from './match-terms.ts';
import { type Fact, profileFacts } from './profile-facts.ts';
import { sameTerm } from './term-synonyms.ts';
import { cleanText, containsKey, keyOf } from './text.ts';
import type { TailorInput } from './types.ts';
import { yearsOfWork } from './work-dates.ts';

/**
 * Each requirement met, with the profile fact that meets it, or not met (decision 050). When in
 * doubt a requirement is NOT met: the report then asks the user to add the fact if it is true,
 * and nothing downstream may write an unmet requirement into a document as met.
 */
interface Met {
  source: FactSource;
  text: string;
}

export function buildCoverageReport(
  input: TailorInput,
  requirements: readonly PostingRequirement[],
): Requirement[] {
  return requirements.map((requirement) => {
    const met = meet(requirement, input);
    return {
      id: requirement.id,
      kind: requirement.kind,
      text: requirement.text,
      met: met !== null,
      evidence: met?.source ?? null,
      evidenceText: met ? met.text.slice(0, 500) : '',
    };
  });
}

function meet(requirement: PostingRequirement, input: TailorInput): Met | null {
  switch (requirement.kind) {
    case 'title':
      return meetTitle(requirement.text, input);
    case 'years':
      return meetYears(requirement, input);
    case 'education':
      return meetEducation(requirement, input);
    default:
      return meetTerm(requirement, input);
  }
}

/** Certifications first (the strongest evidence), then the skill lists, then prose. */
const fieldOrder: Fact['field'][] = [
  'certification',
  'skill',
  'tool',
  'position',
  'description',
  'degree',
  'notes',
];

function meetTerm(requirement: PostingRequirement, input: TailorInput): Met | null {
  const credential = requirement.kind === 'certification' || requirement.kind === 'licence';
  const full = spellingsOf(requirement.text, false);
  // "BLS" meets "BLS certification" in a list of credentials or skills; prose must say it all.
  const core = credential ? spellingsOf(requirement.text, true) : full;
  const facts = profileFacts(input);
  for (const field of fieldOrder) {
    const spellings = listFields.has(field) ? core : full;
    for (const fact of facts) {
      if (fact.field !== field || !factNames(fact, spellings)) continue;
      // A licence is met by a certification entry, or by prose that says it is a licence.
      if (
        requirement.kind === 'licence' &&
        field !== 'certification' &&
        !/licen[cs]/i.test(fact.text)
      ) {
        continue;
      }
      return { source: fact.source, text: fact.text };
    }
  }
  return null;
}

/** "Registered Nurse - Med/Surg (Nights)" → "Registered Nurse". */
export function titleCore(title: string): string {
  return cleanText(title.replace(/\([^)]*\)/g, ' ').split(/\s[-–|/]\s|,|\|/)[0] ?? '');
}

function meetTitle(title: string, input: TailorInput): Met | null {
  const core = keyOf(titleCore(title));
  const soc = input.job.occupationSoc;
  for (const fact of profileFacts(input)) {
    if (fact.field !== 'position') continue;
    const position = keyOf(titleCore(fact.text));
    const same =
      (core && (containsKey(fact.key, core) || (position && containsKey(core, position)))) ||
      sameTerm(position, core) ||
      (soc !== null &&
        (matchOccupation(fact.text)?.confidence ?? 0) >= 0.6 &&
        matchOccupation(fact.text)?.soc === soc);
    if (same) return { source: fact.source, text: fact.text };
  }
  return null;
}

const areaStopWords = new Set(
  `the and or a an in with as at on of for to experience setting settings environment field industry
  role position similar type types other all any including such like years year work working`.split(
    /\s+/,
  ),
);

function meetYears(requirement: PostingRequirement, input: TailorInput): Met | null {
  const { profile, today } = input;
  const areaWords = keyOf(requirement.area ?? '')
    .split(' ')
    .filter((word) => word.length >= 3 && !areaStopWords.has(word));
  const relevant = profile.workExperience
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => {
      if (areaWords.length === 0) return true;
      const words = keyOf(`${entry.position} ${entry.description} ${entry.company}`).split(' ');
      return areaWords.some((word) => words.some((other) => other.startsWith(stemOf(word))));
    });
  const years = yearsOfWork(
    profile,
    today,
    relevant.map((item) => item.index),
  );
  const minimum = requirement.minYears ?? Number.POSITIVE_INFINITY;
  if (years < minimum || relevant.length === 0) return null;
  const first = relevant[0];
  if (!first) return null;
  const facts = profileFacts(input);
  const source = facts.find(
    (fact) => fact.source.kind === 'work' && fact.source.index === first.index,
  )?.source;
  if (!source) return null;
  const names = relevant
    .map(({ entry }) => cleanText(entry.position) || cleanText(entry.company))
    .filter(Boolean);
  return { source, text: `${years} years: ${names.slice(0, 3).join('; ')}` };
}

/** "electrical" and "electrician", "teaching" and "teacher" share a stem: a light one suffices here. */
function stemOf(word: string): string {
  return word.slice(0, Math.max(5, word.length - 3));
}

function meetEducation(requirement: PostingRequirement, input: TailorInput): Met | null {
  const needed = requirement.level;
  if (!needed) return null;
  const fieldWords = keyOf(requirement.field ?? '')
    .split(' ')
    .filter((word) => word.length >= 3 && !areaStopWords.has(word) && word !== 'degree');
  const facts = profileFacts(input);
  for (const [index, entry] of input.profile.education.entries()) {
    const level =
      degreeLevel(entry.degree) ?? (/high school/i.test(entry.school) ? 'highSchool' : null);
    if (!level || rankOf(level) < rankOf(needed)) continue;
    if (fieldWords.length > 0 && rankOf(needed) >= rankOf('associate')) {
      const studied = keyOf(`${expandDegree(entry.degree)} ${entry.description}`);
      if (!fieldWords.some((word) => containsKey(studied, word))) continue;
    }
    const source = facts.find(
      (fact) => fact.source.kind === 'education' && fact.source.index === index,
    )?.source;
    if (!source) continue;
    return { source, text: cleanText([entry.degree, entry.school].filter(Boolean).join(', ')) };
  }
  return null;
}
