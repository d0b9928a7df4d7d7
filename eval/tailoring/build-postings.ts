// `node eval/tailoring/build-postings.ts`: turns the quoted posting texts (posting-texts.json, sources
// in SOURCES.md) into eval/tailoring/postings/*.json, each a TailorJob as the catalogue would
// store it: the occupation from the title and the skills, tools and certifications from the text,
// by the same enrichment ingestion runs (decision 055). Re-run after editing a text; the output is
// committed so the evaluation never depends on the extractor's later changes silently.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { enrichPosting } from '../../src/core/catalogue/enrich-posting.ts';
import { extractEmploymentTypeFromText } from '../../src/core/catalogue/extract-employment-type-from-text.ts';
import { extractShiftsFromText } from '../../src/core/catalogue/extract-shifts-from-text.ts';
import { extractWorkplaceFromText } from '../../src/core/catalogue/extract-workplace-from-text.ts';
import type { NormalizedPosting } from '../../src/core/catalogue/normalize-posting.ts';
import { occupationKnowledge } from '../../src/core/catalogue/occupation-knowledge.ts';
import type { TailorJob } from '../../src/core/tailoring/types.ts';

export const postingTextSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  url: z.url(),
  title: z.string().min(1),
  company: z.string().min(1),
  locationText: z.string(),
  text: z.string().min(100),
});
export type PostingText = z.infer<typeof postingTextSchema>;

export function readPostingTexts(): PostingText[] {
  const file = new URL('./posting-texts.json', import.meta.url);
  return z.array(postingTextSchema).parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** The job row ingestion would derive from this text. */
export function toTailorJob(posting: PostingText): TailorJob {
  // Enrichment reads only the title, the description text and the source's own skill list.
  const normalized = {
    title: posting.title,
    descriptionText: posting.text,
    skills: [],
  } as unknown as NormalizedPosting;
  const enrichment = enrichPosting(occupationKnowledge, normalized, null);
  const whole = `${posting.title}\n${posting.text}`;
  return {
    id: posting.id,
    title: posting.title,
    company: posting.company,
    locationText: posting.locationText,
    descriptionText: posting.text,
    occupationSoc: enrichment.occupationSoc,
    employmentType: extractEmploymentTypeFromText(whole),
    workplace: extractWorkplaceFromText(whole),
    shifts: extractShiftsFromText(whole),
    skills: enrichment.skills,
    softwareTools: enrichment.software.map((entry) => entry.tool),
    certifications: enrichment.certifications,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = new URL('./postings/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  for (const posting of readPostingTexts()) {
    const job = { source: posting.url, ...toTailorJob(posting) };
    writeFileSync(new URL(`${posting.id}.json`, dir), `${JSON.stringify(job, null, 2)}\n`);
    console.info(
      `${posting.id}: ${job.occupationSoc ?? 'no occupation'} · ${job.skills.length} skills · ${job.softwareTools.length} tools · ${job.certifications.length} certifications`,
    );
  }
}
