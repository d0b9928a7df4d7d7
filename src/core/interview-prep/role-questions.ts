import type { Occupation } from '../occupations/occupation-schema.ts';
import { type RoleFamily, roleFamilyOf } from './role-families.ts';
import { familyBanks } from './role-question-bank.ts';
import type { RoleTemplate } from './role-template.ts';

export interface RoleQuestion {
  id: string;
  text: string;
  /** The occupation's own skill, tool or certification the question is about. */
  term: string;
  family: RoleFamily;
}

const MAX_ROLE_QUESTIONS = 5;

function termOf(occupation: Occupation, template: RoleTemplate): string | null {
  if (template.term === 'skill') return occupation.skills[template.index] ?? null;
  if (template.term === 'tool') return occupation.tools[template.index] ?? null;
  return occupation.certifications[template.index]?.name ?? null;
}

/**
 * Questions about the work itself for one of the 342 occupations (decision 067): its family's
 * templates, each filled with a term of the occupation's own knowledge. A template whose term the
 * occupation lacks (no certifications) is skipped. Ids follow the template, so they stay stable.
 */
export function buildRoleQuestions(occupation: Occupation): RoleQuestion[] {
  const family = roleFamilyOf(occupation);
  const questions: RoleQuestion[] = [];
  familyBanks[family].role.forEach((template, index) => {
    const term = termOf(occupation, template);
    if (!term || questions.length >= MAX_ROLE_QUESTIONS) return;
    questions.push({ id: `role-${index + 1}`, text: template.text(term), term, family });
  });
  return questions;
}

/** What a candidate in this kind of work may ask the employer. */
export function familyQuestionsForEmployer(occupation: Occupation | null): string[] {
  return occupation ? familyBanks[roleFamilyOf(occupation)].askEmployer : [];
}
