import { extractJobTerms } from '../occupations/extract-job-terms.ts';
import { matchOccupation } from '../occupations/match-occupation.ts';
import { occupationBySoc } from '../occupations/occupations.ts';
import type { OccupationKnowledge } from './enrich-posting.ts';

/** The occupation data file's matcher and extractor, as ingestion enrichment uses them. */
export const occupationKnowledge: OccupationKnowledge = {
  matchOccupation,
  extractJobTerms,
  occupationBySoc,
};
