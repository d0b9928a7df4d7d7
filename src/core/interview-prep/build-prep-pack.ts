import type { SentField } from '../../shared/schemas/applications.ts';
import type { BringItem, PrepPack, PrepQuestion } from '../../shared/schemas/interview-prep.ts';
import type { ApplicationPackage, Requirement } from '../../shared/schemas/tailoring.ts';
import type { Occupation } from '../occupations/occupation-schema.ts';
import { buildCoverageReport } from '../tailoring/build-coverage-report.ts';
import { extractRequirements } from '../tailoring/extract-requirements.ts';
import { spellingsOf } from '../tailoring/match-terms.ts';
import type { TailorInput } from '../tailoring/types.ts';
import { buildBehaviouralQuestions } from './behavioural-questions.ts';
import type { EvidenceContext } from './find-evidence.ts';
import { keepTraced, listEvidence, workEvidence } from './find-evidence.ts';
import { buildRequirementQuestions } from './requirement-questions.ts';
import { buildRoleQuestions, familyQuestionsForEmployer } from './role-questions.ts';
import { sentResumeKey } from './sent-resume-key.ts';

/**
 * A prep pack (decision 067), a pure function like tailoring: the same application, posting and
 * profile always give the same pack, so it is built when read and never stored. Built from what
 * was sent when Hireloop has it (the package version and the receipt's answers), else from the
 * profile and what the user knows of the posting.
 */
export interface PrepPackInput {
  tailor: TailorInput;
  item: { id: string; title: string; company: string; interviewDates: string[] };
  occupation: Occupation | null;
  sent: { version: number; pkg: ApplicationPackage } | null;
  sentFields: readonly SentField[];
  /** What the pack stands on, in words, for the page. */
  basis: string;
}

export type BuiltPrepPack = Omit<PrepPack, 'access' | 'lockedQuestions' | 'practice'>;

const MAX_SENT_ANSWERS = 60;

export function buildPrepPack(input: PrepPackInput): BuiltPrepPack {
  const ctx: EvidenceContext = {
    input: input.tailor,
    sentResumeKey: sentResumeKey(input.sent?.pkg),
  };
  const coverage = buildCoverageReport(input.tailor, extractRequirements(input.tailor.job));
  const questions: PrepQuestion[] = [
    ...buildRequirementQuestions(ctx, coverage, input.item.company),
    ...roleQuestions(ctx, input.occupation),
    ...buildBehaviouralQuestions(ctx),
  ];
  return {
    itemId: input.item.id,
    title: input.item.title,
    company: input.item.company,
    basis: input.basis,
    occupation: input.occupation
      ? { soc: input.occupation.soc, title: input.occupation.title }
      : null,
    interviewDates: [...input.item.interviewDates].sort(),
    questions,
    askEmployer: questionsForEmployer(input, coverage),
    bring: thingsToBring(input, coverage),
    sentAnswers: input.sentFields
      .filter((field) => !field.sensitive && field.value.trim() !== '')
      .slice(0, MAX_SENT_ANSWERS)
      .map((field) => ({ label: field.label, value: field.value })),
  };
}

function roleQuestions(ctx: EvidenceContext, occupation: Occupation | null): PrepQuestion[] {
  if (!occupation) return [];
  return buildRoleQuestions(occupation).map((question) => {
    const spellings = spellingsOf(question.term, true);
    const evidence = keepTraced(ctx.input, [
      ...listEvidence(ctx, spellings),
      ...workEvidence(ctx, spellings),
    ]);
    return {
      id: question.id,
      kind: 'role',
      text: question.text,
      about: `${occupation.title}: ${question.term}`,
      requirementKind: null,
      requirementMet: null,
      keyTerms: [question.term],
      evidence,
      noEvidence:
        evidence.length > 0
          ? null
          : `Nothing in your profile names ${question.term}. Think of the part of your work closest to it, and what you would do step by step.`,
    };
  });
}

function questionsForEmployer(input: PrepPackInput, coverage: readonly Requirement[]): string[] {
  const asks = [...familyQuestionsForEmployer(input.occupation)];
  const unmet = coverage.find(
    (requirement) =>
      !requirement.met && (requirement.kind === 'skill' || requirement.kind === 'tool'),
  );
  if (unmet) asks.push(`What training is there for ${unmet.text} in the first months?`);
  if (input.tailor.job.shifts.length > 0) asks.push('How are shifts scheduled, and how far ahead?');
  asks.push('What would success in this role look like after six months?');
  asks.push('What are the next steps after this interview, and when should I expect to hear?');
  return asks;
}

function thingsToBring(input: PrepPackInput, coverage: readonly Requirement[]): BringItem[] {
  const credentials: BringItem[] = coverage
    .filter((requirement) => requirement.kind === 'licence' || requirement.kind === 'certification')
    .map((requirement) => ({
      name: requirement.text,
      kind: requirement.kind === 'licence' ? 'licence' : 'certification',
      held: requirement.met,
      heldSource: requirement.evidence,
    }));
  const resume = input.sent
    ? `A printed copy of the resume you sent (version ${input.sent.version})`
    : 'A printed copy of your resume';
  const documents = [resume, 'Photo ID', 'Names and contact details of two or three references'];
  return [
    ...credentials,
    ...documents.map((name) => ({ name, kind: 'document' as const, held: null, heldSource: null })),
  ];
}
