import type { DocumentLine, FactSource, Requirement } from '../../shared/schemas/tailoring.ts';
import { factNames, spellingsOf } from './match-terms.ts';
import { namedByPosting, type PostingWords, postingWords } from './posting-words.ts';
import { sameTerm } from './term-synonyms.ts';
import { cleanText, keyOf } from './text.ts';
import type { TailorInput } from './types.ts';

/**
 * The skills section (decision 050): the skills that meet the job's requirements first, spelled
 * as the posting spells them when the synonym table says it is the same thing ("Basic Life
 * Support" for a profile's "BLS"), then the rest in the user's own order. Nothing is left out.
 */
const PER_LINE = 8;

export interface ProfileSkill {
  /** As printed: the posting's wording when it names the same thing, else the user's. */
  text: string;
  source: FactSource;
  /** Position of the requirement it meets in the coverage list, or -1. */
  requirement: number;
  /**
   * The posting names every word of it ("Customer service" where it asks for "courteous service
   * to customers"): a requirement the term list did not extract, shown after the extracted ones.
   */
  mentioned: boolean;
}

/** The order a resume shows skills in: extracted requirements, then mentioned, then the rest. */
export function bySkillRelevance(a: ProfileSkill, b: ProfileSkill): number {
  const rank = (skill: ProfileSkill) =>
    skill.requirement >= 0 ? skill.requirement : skill.mentioned ? 10_000 : 20_000;
  return rank(a) - rank(b);
}

export function profileSkills(
  input: TailorInput,
  coverage: readonly Requirement[],
  words: PostingWords = postingWords(input.job),
): ProfileSkill[] {
  const raw: { text: string; source: FactSource }[] = [];
  input.profile.skills.forEach((skill, index) => {
    raw.push({
      text: cleanText(skill),
      source: { kind: 'skills', index, label: `Skills, ${cleanText(skill)}` },
    });
  });
  for (const skill of input.preferences?.skills ?? []) {
    raw.push({
      text: cleanText(skill),
      source: { kind: 'preferences', label: `Preferences, skills: ${cleanText(skill)}` },
    });
  }
  for (const tool of input.preferences?.software ?? []) {
    raw.push({
      text: cleanText(tool),
      source: { kind: 'preferences', label: `Preferences, software: ${cleanText(tool)}` },
    });
  }
  const terms = coverage.map((requirement) =>
    requirement.met &&
    requirement.kind !== 'years' &&
    requirement.kind !== 'education' &&
    requirement.kind !== 'title'
      ? spellingsOf(
          requirement.text,
          requirement.kind === 'certification' || requirement.kind === 'licence',
        )
      : null,
  );
  const seen: string[] = [];
  const skills: ProfileSkill[] = [];
  for (const { text, source } of raw) {
    const key = keyOf(text);
    if (!key || seen.some((other) => other === key || sameTerm(other, text))) continue;
    seen.push(key);
    const fact = { key, text, field: 'skill' as const, source };
    const requirement = terms.findIndex(
      (spellings) => spellings !== null && factNames(fact, spellings),
    );
    const wording = coverage[requirement]?.text;
    const printed = wording && sameTerm(wording, text) ? wording : text;
    // Two of the user's spellings of one requirement ("Vitals", "Vital signs") print once.
    if (skills.some((other) => keyOf(other.text) === keyOf(printed))) continue;
    // "Mentioned" orders skills only (the posting names every telling word): nothing is claimed.
    skills.push({ text: printed, source, requirement, mentioned: namedByPosting(words, text) });
  }
  return skills;
}

export function skillLines(skills: readonly ProfileSkill[]): DocumentLine[] {
  const relevant = (skill: ProfileSkill) => skill.requirement >= 0 || skill.mentioned;
  const matching = skills.filter(relevant).sort(bySkillRelevance);
  const rest = skills.filter((skill) => !relevant(skill));
  const lines: DocumentLine[] = [];
  const chunk = (list: ProfileSkill[]) => {
    for (let at = 0; at < list.length; at += PER_LINE) {
      const part = list.slice(at, at + PER_LINE);
      lines.push({
        id: `skills-${lines.length + 1}`,
        text: part
          .map((skill) => skill.text)
          .join(', ')
          .slice(0, 2000),
        hidden: false,
        sources: part.map((skill) => skill.source),
      });
    }
  };
  chunk(matching);
  chunk(rest);
  return lines.slice(0, 60);
}
