import type { JobShift } from '../../shared/shift-labels.ts';
import { type AnnualSalary, annualizeSalary, formatSalary } from './annualize-salary.ts';
import type { SourcePosting } from './connector-contract.ts';
import { extractFromDescription } from './extract-from-description.ts';
import { extractShiftsFromText } from './extract-shifts-from-text.ts';
import { normalizeDescription } from './normalize-html.ts';
import {
  applyUrlKey,
  companyKey,
  jobFingerprint,
  locationKey,
  titleKey,
} from './normalize-keys.ts';

/** A posting after normalization, before enrichment and dedupe. */
export interface NormalizedPosting {
  source: SourcePosting['source'];
  tenant: string;
  sourceId: string;
  title: string;
  company: string;
  companyKey: string;
  descriptionHtml: string;
  descriptionText: string;
  locations: SourcePosting['locations'];
  locationText: string;
  workplace: SourcePosting['workplace'];
  employmentType: string | null;
  /** Stated in the title or description (decision 047). */
  shifts: JobShift[];
  salary: AnnualSalary | null;
  salaryText: string | null;
  postedAt: Date | null;
  applyUrl: string;
  applyUrlKey: string;
  attributionUrl: string | null;
  atsKind: string | null;
  atsIds: Record<string, string> | null;
  skills: string[];
  willingToRelocate: 'true' | null;
  links: string[];
  fingerprint: string;
  isDemo: boolean;
  /** How complete the record is: the richest duplicate becomes the job (see dedupe-postings.ts). */
  richness: number;
}

// "Remote Sensing Analyst", "Remote Patient Monitoring Nurse": the remote thing is not the work.
const remoteWords =
  /\b(remote(?![\s-](?:sensing|patient|monitoring|access|deposit|pilot|control|viewing))|work from home|wfh|anywhere)\b/i;
const hybridWords = /\bhybrid\b/i;
const relocationWords = /\brelocation (assistance|package|support|offered|provided|available)\b/i;

function workplaceOf(posting: SourcePosting, locationText: string): NormalizedPosting['workplace'] {
  if (posting.workplace !== 'unknown') return posting.workplace;
  if (hybridWords.test(locationText) || hybridWords.test(posting.title)) return 'hybrid';
  if (remoteWords.test(locationText) || remoteWords.test(posting.title)) return 'remote';
  return 'unknown';
}

function richnessOf(
  posting: SourcePosting,
  descriptionText: string,
  salary: AnnualSalary | null,
): number {
  return (
    Math.min(descriptionText.length, 4000) / 100 +
    (salary?.annualUsdMin != null ? 20 : salary ? 10 : 0) +
    (salary && !salary.isEstimate ? 5 : 0) +
    // An ATS record has the real apply URL and the ids applying needs: it beats aggregators.
    (posting.ats ? 30 : 0) +
    (posting.employmentType ? 5 : 0) +
    (posting.postedAt ? 3 : 0) +
    (posting.locations.length ? 3 : 0)
  );
}

export function normalizePosting(posting: SourcePosting): NormalizedPosting {
  const title = posting.title.replace(/\s+/g, ' ').trim();
  const company = posting.company.replace(/\s+/g, ' ').trim();
  const { html: descriptionHtml, text: descriptionText } = normalizeDescription(
    posting.descriptionHtml,
  );
  const locations = posting.locations.filter((location) => location.raw.trim() !== '');
  const locationText = locations.map((location) => location.raw.trim()).join('; ');
  const statedWorkplace = workplaceOf(posting, locationText);
  // Structured fields win; the description fills only what the board left empty (decision 038).
  const fields = extractFromDescription(
    { salary: posting.salary, workplace: statedWorkplace, employmentType: posting.employmentType },
    descriptionText,
  );
  const workplace = fields.workplace;
  const salary = fields.salary ? annualizeSalary(fields.salary) : null;
  const key = companyKey(company);
  const relocation = posting.willingToRelocate === true || relocationWords.test(descriptionText);
  const links = [posting.applyUrl, ...(posting.attributionUrl ? [posting.attributionUrl] : [])];
  return {
    source: posting.source,
    tenant: posting.tenant,
    sourceId: posting.sourceId,
    title,
    company,
    companyKey: key,
    descriptionHtml,
    descriptionText,
    locations,
    locationText: locationText || (workplace === 'remote' ? 'Remote' : ''),
    workplace,
    employmentType: fields.employmentType,
    shifts: extractShiftsFromText(`${title}\n${descriptionText}`),
    salary,
    salaryText: salary ? formatSalary(salary) : null,
    postedAt: posting.postedAt ? new Date(posting.postedAt) : null,
    applyUrl: posting.applyUrl,
    applyUrlKey: applyUrlKey(posting.applyUrl),
    attributionUrl: posting.attributionUrl ?? null,
    atsKind: posting.ats?.kind ?? null,
    atsIds: posting.ats?.ids ?? null,
    skills: posting.skills.map((skill) => skill.trim()).filter(Boolean),
    willingToRelocate: relocation ? 'true' : null,
    links: [...new Set(links)],
    // From the stated workplace only, so reading the text never moves a job's dedupe key.
    fingerprint: jobFingerprint(key, titleKey(title), locationKey(locationText, statedWorkplace)),
    isDemo: posting.isDemo,
    richness: Math.round(richnessOf(posting, descriptionText, salary)),
  };
}
