import type { JobEmploymentType } from '../../shared/schemas/jobs.ts';
import { employmentTypeFrom } from './connectors/source-fields.ts';

/** A board's own form field copied into the text: "Job Types: Part-Time, PRN", "Employment Type: Internship". */
const typeField =
  /\b(?:job\s+types?|employment\s+type|type\s+of\s+employment|position\s+type)\s*:\s*([^\n|]{1,40})/i;

/**
 * Phrases that state the arrangement a posting offers. "Contract" alone is too common in other
 * senses (government contracts, contract management) to count; it needs a role word beside it.
 */
const typePatterns: [RegExp, JobEmploymentType][] = [
  [/\bfull[\s_-]?time\b(?![\s-](?:students?|equivalent|employees? of))|\bvollzeit\b/i, 'FULL_TIME'],
  [/\bpart[\s_-]?time\b(?![\s-]students?)|\bteilzeit\b/i, 'PART_TIME'],
  [
    /\bcontract[\s-]to[\s-]hire\b|\bcontract\s+(?:role|position|job|assignment|basis|work|opportunity|engagement)\b|\b(?:W2|C2C|1099)\b|\bfreelance\b/i,
    'CONTRACT',
  ],
  [
    /\btemporary\s+(?:position|role|job|assignment|employment|basis|contract)\b|\bseasonal\b|\bfixed[\s-]term\b/i,
    'TEMPORARY',
  ],
  [
    /\binternships?\b|\b(?:summer|paid|unpaid|student)\s+interns?\b|\bco-op\s+(?:position|role)\b/i,
    'INTERN',
  ],
  [
    /\bper[\s-]diem\b(?![\s-](?:rates?|allowances?|meals?|travel|expenses?|reimburs\w*))|\bPRN\b/i,
    'PER_DIEM',
  ],
];

/**
 * The employment type a description states ("Job Types: Part-Time, PRN", "This is a temporary
 * position", "paid internship"). When several are named, the first one stated is the offer
 * ("PART-TIME & PRN", "Full-time or contract-to-hire").
 */
/** One pass: the leftmost phrase of any type is the first one stated; its group names the type. */
const anyType = new RegExp(
  typePatterns.map(([pattern]) => `(${pattern.source.replace(/\((?!\?)/g, '(?:')})`).join('|'),
  'i',
);

export function extractEmploymentTypeFromText(text: string): JobEmploymentType | null {
  const field = typeField.exec(text)?.[1];
  const fromField = field ? employmentTypeFrom(field) : null;
  if (fromField) return fromField;
  const match = anyType.exec(text);
  if (!match) return null;
  const group = match.findIndex((value, index) => index > 0 && value !== undefined);
  return typePatterns[group - 1]?.[1] ?? null;
}
