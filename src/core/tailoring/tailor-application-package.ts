import { type ApplicationPackage, documentLayoutSchema } from '../../shared/schemas/tailoring.ts';
import { buildCoverageReport } from './build-coverage-report.ts';
import { removeUntracedClaims } from './check-truth.ts';
import { experiencePhrases } from './experience-phrases.ts';
import { extractRequirements } from './extract-requirements.ts';
import { postingWords } from './posting-words.ts';
import { newestFirst } from './resume-experience.ts';
import { newestJob } from './resume-summary.ts';
import { tailorResume } from './tailor-resume.ts';
import type { TailorApplicationPackage } from './types.ts';
import { writeCoverLetter } from './write-cover-letter.ts';

/**
 * The model-free tailoring (decision 050): requirements → coverage → resume and letter built
 * from facts only → the truth check over its own output (defence in depth: a bug in a builder
 * must not put an untraced claim in front of an employer). Pure: no database, no network.
 */
export const tailorApplicationPackage: TailorApplicationPackage = (input) => {
  const requirements = extractRequirements(input.job);
  const coverage = buildCoverageReport(input, requirements).slice(0, 200);
  const order = newestFirst(input);
  const newest = newestJob(input, order);
  const words = postingWords(input.job);
  const phrases = experiencePhrases(input, words, order);
  const pkg: ApplicationPackage = {
    resume: tailorResume(input, coverage, { words, phrases }),
    coverLetter: writeCoverLetter(input, coverage, newest, order, phrases),
    coverage,
    layout: documentLayoutSchema.parse(input.layout ?? {}),
    generator: 'rules',
    replacements: [],
  };
  return removeUntracedClaims(pkg, input);
};
