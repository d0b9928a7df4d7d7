import type { EvidenceLine, PrepQuestion } from '../../shared/schemas/interview-prep.ts';
import type { Requirement } from '../../shared/schemas/tailoring.ts';
import { spellingsOf } from '../tailoring/match-terms.ts';
import {
  datedWorkEvidence,
  type EvidenceContext,
  educationEvidence,
  entryEvidence,
  keepTraced,
  listEvidence,
  workEvidence,
} from './find-evidence.ts';

/**
 * One question about each requirement of the posting (decision 067), in the posting's words, with
 * the user's evidence for it and, when the profile holds none, what to think about instead.
 */
function questionText(requirement: Requirement, company: string): string {
  const { text } = requirement;
  switch (requirement.kind) {
    case 'title':
      return `Why do you want this ${text} job${company ? ` at ${company}` : ''}, and what would you bring to it?`;
    case 'licence':
    case 'certification':
      return `The posting asks for ${text}. Do you hold it, and how do you keep it current?`;
    case 'years':
      return `The posting asks for ${text}. Walk us through the experience that adds up to it.`;
    case 'education':
      return `The posting asks for ${text}. How has your education prepared you for this work?`;
    case 'tool':
      return `How have you used ${text}, and what did you use it for?`;
    default:
      return `Tell us about a time your work called for ${text}. What did you do, and how did it turn out?`;
  }
}

function noEvidenceText(requirement: Requirement): string {
  const { text } = requirement;
  switch (requirement.kind) {
    case 'title':
      return 'Your profile has no job with this title. Think of the parts of your past work closest to it, and why you want to move into it.';
    case 'licence':
    case 'certification':
      return `Nothing in your profile names ${text}. If you hold it, add it to your profile and bring it. If not, say so plainly and whether you are working towards it.`;
    case 'years':
      return 'Your dated work history does not show these years. Count what you have, including part-time or unpaid work, and be ready to say how it compares.';
    case 'education':
      return 'Your profile lists no degree. Think of the training, courses or work that taught you what this role needs.';
    default:
      return `Nothing in your profile names ${text}. Think of a time you did something close to it, at work, in a course or on your own, and how you would learn the rest.`;
  }
}

function evidenceFor(ctx: EvidenceContext, requirement: Requirement) {
  const credential = requirement.kind === 'licence' || requirement.kind === 'certification';
  const spellings = spellingsOf(requirement.text, credential);
  switch (requirement.kind) {
    case 'years':
      return requirement.met ? datedWorkEvidence(ctx) : [];
    case 'education':
      return requirement.met ? educationEvidence(ctx) : [];
    case 'title':
      return workEvidence(ctx, spellings, true);
    default:
      return [...listEvidence(ctx, spellings), ...workEvidence(ctx, spellings)];
  }
}

/** The coverage report's own evidence when the searches found none: the entry that meets it. */
function withCoverageEvidence(
  ctx: EvidenceContext,
  requirement: Requirement,
  found: EvidenceLine[],
) {
  const source = requirement.evidence;
  if (found.length > 0 || !requirement.met || source?.kind !== 'work' || source.index === undefined)
    return found;
  return entryEvidence(ctx, source.index);
}

export function buildRequirementQuestions(
  ctx: EvidenceContext,
  coverage: readonly Requirement[],
  company: string,
): PrepQuestion[] {
  return coverage.map((requirement) => {
    const found = evidenceFor(ctx, requirement);
    const evidence = keepTraced(ctx.input, withCoverageEvidence(ctx, requirement, found));
    const named = requirement.kind !== 'years' && requirement.kind !== 'education';
    return {
      id: requirement.id,
      kind: 'requirement',
      text: questionText(requirement, company),
      about: requirement.text,
      requirementKind: requirement.kind,
      requirementMet: requirement.met,
      keyTerms: named ? [requirement.text] : [],
      evidence,
      noEvidence: evidence.length > 0 ? null : noEvidenceText(requirement),
    };
  });
}
