import { type LearningContext, learnableTerms } from '../learning/learnable-terms.ts';
import { companyKeyOf, jobTerms } from '../text-terms.ts';
import type { MatchableJob } from '../types.ts';
import {
  EVERY_JOB,
  employerTraits,
  isTrait,
  sourceOfLink,
  sourceTrait,
  TRAIT_MARK,
} from './job-traits.ts';
import type { Outcome } from './outcome-signals.ts';

/** No answer says something about where the application went and to whom, not about the job. */
const noAnswerKinds = [`${TRAIT_MARK}source:`, `${TRAIT_MARK}employer:`];

/**
 * What one outcome teaches about its job: the words a like would learn (never template words or
 * the person's own, `learnableTerms`) and the job's traits; "no answer" only its source and
 * employer's kind.
 */
export function outcomeFeatures(
  job: MatchableJob,
  outcome: Outcome,
  context: LearningContext,
): string[] {
  const traits = job.terms.filter((term) => isTrait(term) && term !== EVERY_JOB);
  if (outcome === 'no_answer') {
    return traits.filter((trait) => noAnswerKinds.some((kind) => trait.startsWith(kind)));
  }
  return [...new Set([...learnableTerms(job, context), ...traits])];
}

/**
 * An application made outside Hireloop for a job the catalogue does not hold: what is known is
 * its title, the company and the site of its link, so only those teach.
 */
export function outsideJob(item: {
  id: string;
  title: string;
  company: string;
  link: string | null;
}): MatchableJob {
  return {
    id: item.id,
    title: item.title,
    company: item.company,
    companyKey: companyKeyOf(item.company),
    occupationSoc: null,
    skills: [],
    tools: [],
    certifications: [],
    salaryAnnualUsdMin: null,
    salaryAnnualUsdMax: null,
    locations: [],
    workplace: 'unknown',
    employmentType: null,
    shifts: [],
    industry: null,
    postedAt: new Date(0),
    terms: [
      ...jobTerms(item.title, ''),
      ...employerTraits(item.company),
      ...sourceTrait(sourceOfLink(item.link)),
    ],
    isClosed: true,
  };
}
