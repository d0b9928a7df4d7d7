import type { JobEmploymentType, JobWorkplace } from '../../shared/schemas/jobs.ts';
import type { SourceSalary } from './connector-contract.ts';
import { extractEmploymentTypeFromText } from './extract-employment-type-from-text.ts';
import { extractPayFromText } from './extract-pay-from-text.ts';
import { extractWorkplaceFromText } from './extract-workplace-from-text.ts';

export interface PostingFields {
  salary: SourceSalary | null;
  workplace: JobWorkplace;
  employmentType: JobEmploymentType | null;
}

/**
 * Fills the fields a board left empty from what the description says; a structured field always
 * wins, and the text is read only for the fields still missing
 * (docs/decisions/038-description-extraction.md).
 */
export function extractFromDescription(structured: PostingFields, text: string): PostingFields {
  return {
    salary: structured.salary ?? extractPayFromText(text),
    workplace:
      structured.workplace === 'unknown' ? extractWorkplaceFromText(text) : structured.workplace,
    employmentType: structured.employmentType ?? extractEmploymentTypeFromText(text),
  };
}
