import type { SourcePosting } from './connector-contract.ts';
import { type PreparedPosting, sketchPosting } from './dedupe-postings.ts';
import { sketchBuckets } from './description-sketch.ts';
import { enrichPosting, type OccupationKnowledge } from './enrich-posting.ts';
import { postingColumnsJson } from './job-row-json.ts';
import { normalizePosting } from './normalize-posting.ts';
import { jobSearchVector } from './text-search.ts';

/**
 * Everything ingestion computes from one posting alone, before it meets the stored catalogue:
 * normalize, enrich, sketch the description for dedupe, analyze the text for search, and
 * serialize the columns it decides.
 */
export function preparePosting(
  posting: SourcePosting,
  knowledge: OccupationKnowledge,
  industry: string | null,
): PreparedPosting {
  const normalized = normalizePosting(posting);
  const enrichment = enrichPosting(knowledge, normalized, industry);
  const descriptionSketch = sketchPosting(normalized.descriptionText);
  const prepared = {
    ...normalized,
    ...enrichment,
    descriptionSketch,
    searchVector: jobSearchVector({
      title: normalized.title,
      company: normalized.company,
      skills: enrichment.skills,
      descriptionText: normalized.descriptionText,
    }),
  };
  return {
    ...prepared,
    postingColumnsJson: postingColumnsJson(prepared, sketchBuckets(descriptionSketch)),
  };
}
