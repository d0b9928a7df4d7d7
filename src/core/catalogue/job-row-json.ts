import type { Assignment, PreparedPosting } from './dedupe-postings.ts';

/**
 * The jobs row as JSON text (column-name keys, as jsonb_populate_recordset reads them), in two
 * parts: what the posting alone decides, serialized where it is prepared (a worker thread), and
 * what its batch decides (identity, fingerprint, sighting times), added on the thread that
 * writes. Serializing is a fifth of the writing thread's work otherwise, and on PGlite that
 * thread also runs the database.
 */
type PostingOwnFields = Omit<PreparedPosting, 'postingColumnsJson'>;

export function postingColumnsJson(p: PostingOwnFields, descriptionBuckets: number[]): string {
  const columns = {
    title: p.title,
    company: p.company,
    company_key: p.companyKey,
    description_html: p.descriptionHtml,
    description_text: p.descriptionText,
    locations: p.locations,
    location_text: p.locationText,
    workplace: p.workplace,
    employment_type: p.employmentType,
    shifts: p.shifts,
    salary_min: p.salary?.min,
    salary_max: p.salary?.max,
    salary_currency: p.salary?.currency,
    salary_period: p.salary?.period,
    salary_annual_usd_min: p.salary?.annualUsdMin,
    salary_annual_usd_max: p.salary?.annualUsdMax,
    salary_text: p.salaryText,
    industry: p.industry,
    occupation_soc: p.occupationSoc,
    skills: p.skills,
    skills_text: p.skills.join(' '),
    software: p.software,
    software_tools: p.softwareTools,
    certifications: p.certifications,
    willing_to_relocate: p.willingToRelocate,
    links: p.links,
    posted_at: p.postedAt,
    apply_url: p.applyUrl,
    apply_url_key: p.applyUrlKey,
    ats_kind: p.atsKind,
    ats_ids: p.atsIds,
    richness: p.richness,
    description_buckets: descriptionBuckets,
    is_demo: p.isDemo,
    search_vector: p.searchVector,
  };
  // JSON.stringify leaves out undefined members; a missing key reads as null.
  return JSON.stringify(columns).slice(1, -1);
}

/** One whole row: the batch's part, then the posting's own. */
export function jobRowJson(assignment: Assignment, seenAt: string): string {
  const batchPart = JSON.stringify({
    id: assignment.jobId,
    fingerprint: assignment.fingerprint,
    first_seen_at: seenAt,
    last_seen_at: seenAt,
  }).slice(0, -1);
  return `${batchPart},${assignment.posting.postingColumnsJson}}`;
}
