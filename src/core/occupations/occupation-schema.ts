import { z } from 'zod';
import { industries } from '../../shared/industries.ts';

/**
 * One occupation's knowledge (src/core/occupations/data/<ooh_category>.json). The minimums are the
 * bar for "enough to be useful" (docs/decisions/012): they are what matching and term extraction
 * need to recognise the occupation in real postings.
 */
export const occupationMinimums = { aliases: 4, skills: 8, tools: 4, certifications: 2 } as const;

// One character is allowed for the R language.
const term = z.string().trim().min(1).max(80);

export const certificationSchema = z.object({
  name: term,
  organization: z.string().trim().min(2).max(120),
});

export const occupationPaySchema = z
  .object({
    min: z.number().positive(),
    max: z.number().positive(),
    period: z.enum(['hour', 'year']),
    /** Always true: rounded 10th–90th percentile wages, not an official table. */
    approximate: z.literal(true),
    source: z.literal('BLS OOH May 2024 (approx.)'),
  })
  .refine((pay) => pay.min < pay.max, { message: 'min must be below max' });

export const occupationSchema = z.object({
  /** SOC 2018 code from occupations.csv; for the 52 OOH profiles without one, see socFromCsv. */
  soc: z.string().regex(/^\d{2}-\d{4}$/),
  /** False where the CSV has no code and we assigned the profile's main SOC code (decision 012). */
  socFromCsv: z.boolean(),
  title: z.string().min(3),
  category: z.string().regex(/^[a-z-]+$/),
  aliases: z.array(term).min(occupationMinimums.aliases),
  skills: z.array(term).min(occupationMinimums.skills),
  tools: z.array(term).min(occupationMinimums.tools),
  certifications: z.array(certificationSchema),
  industries: z.array(z.enum(industries)).min(1),
  pay: occupationPaySchema,
});

export type Occupation = z.infer<typeof occupationSchema>;
export type Certification = z.infer<typeof certificationSchema>;
