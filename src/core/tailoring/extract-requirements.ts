import type { Requirement } from '../../shared/schemas/tailoring.ts';
import { certificationVariants, extractJobTerms } from '../occupations/extract-job-terms.ts';
import type { EducationLevel } from './education-level.ts';
import { findEducation, findLicences, findYears } from './posting-phrases.ts';
import { sameTerm } from './term-synonyms.ts';
import { cleanText, keyOf } from './text.ts';
import type { TailorJob } from './types.ts';

/**
 * A posting's requirements (decision 050): the title, the terms ingestion stored (skills, tools,
 * certifications), and the licences, years and education its prose states. Each in the posting's
 * own words where it has them, once: "BLS" and "Basic Life Support (BLS)" are one requirement.
 */
export interface PostingRequirement {
  id: string;
  kind: Requirement['kind'];
  text: string;
  /** years: the least number of years asked; area: what the years are in ('' for any work). */
  minYears?: number;
  area?: string;
  /** education: the least level that meets it and the field of study insisted on. */
  level?: EducationLevel;
  field?: string;
}

const MAX_TERMS_PER_KIND = 40;

/** The term as the description spells it ("excel" in the data, "Excel" in the posting). */
function postingSpelling(term: string, description: string, lowerDescription: string): string {
  const at = lowerDescription.indexOf(term.toLowerCase());
  if (at < 0) {
    // A credential the posting writes another way ("Food Handler's Certificate"): its words.
    for (const variant of certificationVariants(term)) {
      const from = lowerDescription.indexOf(variant.toLowerCase());
      if (from >= 0) return description.slice(from, from + variant.length);
    }
    return term;
  }
  const found = description.slice(at, at + term.length);
  // Short names keep the data's case unless the posting writes them the same way ("R", "Go").
  if (term.length <= 4 && found !== term) return term;
  return keyOf(found) === keyOf(term) ? found : term;
}

export function extractRequirements(job: TailorJob): PostingRequirement[] {
  const description = cleanText(job.descriptionText).slice(0, 50_000);
  const multiline = job.descriptionText.slice(0, 50_000);
  const lower = description.toLowerCase();
  const result: PostingRequirement[] = [];
  const counts = new Map<string, number>();
  const push = (requirement: Omit<PostingRequirement, 'id'>) => {
    const text = cleanText(requirement.text).slice(0, 500);
    if (!text) return;
    const duplicate = result.some(
      (other) =>
        comparable(other.kind, requirement.kind) &&
        (sameTerm(other.text, text) ||
          (isCredential(other.kind) && containsEither(other.text, text))),
    );
    if (duplicate) return;
    const n = counts.get(requirement.kind) ?? 0;
    if (n >= MAX_TERMS_PER_KIND) return;
    counts.set(requirement.kind, n + 1);
    result.push({ ...requirement, text, id: `req-${requirement.kind}-${n + 1}` });
  };
  push({ kind: 'title', text: job.title });
  for (const licence of findLicences(multiline)) push({ kind: 'licence', text: licence });
  const stored =
    job.skills.length + job.softwareTools.length + job.certifications.length > 0
      ? {
          skills: job.skills,
          tools: job.softwareTools,
          certifications: job.certifications.map((cert) => cert.name),
        }
      : extractJobTerms(description, job.occupationSoc ?? undefined);
  for (const name of stored.certifications) {
    const kind = /licen[cs]e|\bCDL\b/i.test(name) ? 'licence' : 'certification';
    push({ kind, text: postingSpelling(name, description, lower) });
  }
  for (const years of findYears(multiline)) push({ kind: 'years', ...years });
  for (const education of findEducation(multiline)) push({ kind: 'education', ...education });
  for (const tool of stored.tools)
    push({ kind: 'tool', text: postingSpelling(tool, description, lower) });
  for (const skill of stored.skills)
    push({ kind: 'skill', text: postingSpelling(skill, description, lower) });
  return dedupeRanges(result);
}

/** Kinds whose texts name one thing each, so two texts for the same thing are one requirement. */
function comparable(a: Requirement['kind'], b: Requirement['kind']): boolean {
  if (a === 'years' || a === 'education' || b === 'years' || b === 'education') return false;
  if (a === b) return true;
  return (isCredential(a) && isCredential(b)) || (isTerm(a) && isTerm(b));
}

function isTerm(kind: Requirement['kind']): boolean {
  return kind === 'skill' || kind === 'tool';
}

function isCredential(kind: Requirement['kind']): boolean {
  return kind === 'certification' || kind === 'licence';
}

function containsEither(a: string, b: string): boolean {
  const keyA = keyOf(a);
  const keyB = keyOf(b);
  return ` ${keyA} `.includes(` ${keyB} `) || ` ${keyB} `.includes(` ${keyA} `);
}

/** "2 years" inside "2 years of experience" from a second mention: keep one per text. */
function dedupeRanges(requirements: PostingRequirement[]): PostingRequirement[] {
  const seen = new Set<string>();
  return requirements.filter((requirement) => {
    const key = `${requirement.kind}:${keyOf(requirement.text)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
