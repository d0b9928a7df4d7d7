import { z } from 'zod';

/**
 * What "Start from an existing resume" answers: a draft in the builder's own shapes (see
 * ./profile.ts) plus warnings. Nothing here is saved; the builder's schemas validate each field
 * when the user reviews the step and clicks Next, so the draft may hold values they would refuse
 * (an entry without a degree, a phone number in an odd format).
 */

export const RESUME_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** What the upload control offers; the server decides by the file's first bytes, not its name. */
export const resumeImportAccept =
  '.pdf,.docx,.json,application/pdf,application/json,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** '' or YYYY-MM, as `<input type="month">` holds it. */
const draftMonth = z.union([z.literal(''), z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/)]);

export const importedEducationSchema = z.object({
  school: z.string(),
  degree: z.string(),
  schoolCityState: z.string(),
  startDate: draftMonth,
  endDate: draftMonth,
  description: z.string(),
});
export type ImportedEducation = z.infer<typeof importedEducationSchema>;

export const importedWorkSchema = z.object({
  company: z.string(),
  position: z.string(),
  location: z.string(),
  startDate: draftMonth,
  /** Empty means "Present" (or not found; a warning then says which). */
  endDate: draftMonth,
  description: z.string(),
});
export type ImportedWork = z.infer<typeof importedWorkSchema>;

export const resumeDraftSchema = z.object({
  fullName: z.string(),
  /** Shown for comparison only: the builder's e-mail is the account's and read-only. */
  email: z.string(),
  phone: z.string(),
  linkedIn: z.string(),
  education: z.array(importedEducationSchema),
  workExperience: z.array(importedWorkSchema),
  skills: z.array(z.string()),
  /** Certifications and licences as the resume names them ("Registered Nurse, California"). */
  certifications: z.array(z.string()),
  /**
   * Sections the profile has no field for (projects, honours, activities, volunteering,
   * languages...), kept as written so nothing the resume says is dropped or misfiled as a job.
   */
  otherSections: z.array(z.object({ heading: z.string(), text: z.string() })),
});
export type ResumeDraft = z.infer<typeof resumeDraftSchema>;

/**
 * Where one draft field was read from, shown beside the field in the review step. `field` is a
 * path into the draft: 'fullName', 'workExperience.2.company', 'education.0.degree',
 * 'certifications.1', 'skills'. `confidence` is 'low' when the reading was a guess (a line order
 * that fits more than one reading, a date with no month) and the user should check it first.
 */
export const fieldSourceSchema = z.object({
  field: z.string(),
  snippet: z.string(),
  confidence: z.enum(['high', 'low']),
});
export type FieldSource = z.infer<typeof fieldSourceSchema>;

export const resumeImportResponseSchema = z.object({
  draft: resumeDraftSchema,
  warnings: z.array(z.string()),
  /** One entry per filled field that came from the file; absent fields have none. */
  sources: z.array(fieldSourceSchema),
});
export type ResumeImportResponse = z.infer<typeof resumeImportResponseSchema>;
