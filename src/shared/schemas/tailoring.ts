import { z } from 'zod';

/**
 * The application package (decision 050): a resume and a cover letter tailored to one job, and
 * the report of which of the posting's requirements the profile meets. Built only from the user's
 * own facts; every line carries the facts it was built from, so the editor can say where it came
 * from and the truth check can prove nothing was invented.
 *
 * This module is the contract between the tailoring core, the document renderers, the optional
 * model step, the API and the editor. It must stay free of client-heavy imports (preferences.ts
 * pulls in the 342 occupation titles).
 */

/** Where a fact lives. `index` is the entry's position in the profile list it names. */
export const factSourceKinds = [
  'personal',
  'work',
  'education',
  'skills',
  'certification',
  'preferences',
  'otherNotes',
  'posting',
] as const;
export const factSourceSchema = z.object({
  kind: z.enum(factSourceKinds),
  index: z.number().int().min(0).optional(),
  /** Shown to the user: "Work experience, St. David's Medical Center, 2019–2023". */
  label: z.string(),
});
export type FactSource = z.infer<typeof factSourceSchema>;

/** The kinds of checkable statement the truth check looks for (spec of decision 050 §4). */
export const claimKinds = [
  'employer',
  'title',
  'school',
  'degree',
  'date',
  'duration',
  'number',
  'skill',
  'tool',
  'certification',
  'licence',
  'employerStatement',
] as const;
export const claimSchema = z.object({
  text: z.string(),
  kind: z.enum(claimKinds),
  /** null: nothing in the profile, preferences (or, for statements about the employer, the posting) supports it. */
  source: factSourceSchema.nullable(),
});
export type Claim = z.infer<typeof claimSchema>;

const id = z.string().min(1).max(64);
const lineText = z.string().max(2000);

/** One line the user can edit, hide or move: a bullet, a summary sentence, a skill group. */
export const documentLineSchema = z.object({
  id,
  text: lineText,
  hidden: z.boolean().default(false),
  sources: z.array(factSourceSchema).default([]),
});
export type DocumentLine = z.infer<typeof documentLineSchema>;

/** A work, education or certification entry. Old entries may be condensed, never dropped. */
export const resumeEntrySchema = z.object({
  id,
  /** Position or degree or certification name. */
  title: z.string().max(300),
  /** Company, school or issuing organization, with location when known. */
  organization: z.string().max(300),
  /** As printed: "Jan 2019 – Present". Empty when the profile has no dates. */
  dates: z.string().max(100),
  hidden: z.boolean().default(false),
  /** A condensed entry prints its heading line only. */
  condensed: z.boolean().default(false),
  bullets: z.array(documentLineSchema).max(40),
  source: factSourceSchema,
});
export type ResumeEntry = z.infer<typeof resumeEntrySchema>;

export const resumeSectionKinds = [
  'summary',
  'skills',
  'experience',
  'education',
  'certifications',
  'other',
] as const;
/** Standard headings (ATS-safe), the default for each kind. */
export const resumeSectionHeadings = {
  summary: 'Summary',
  skills: 'Skills',
  experience: 'Experience',
  education: 'Education',
  certifications: 'Certifications',
  other: 'Additional Information',
} as const satisfies Record<(typeof resumeSectionKinds)[number], string>;

export const resumeSectionSchema = z.object({
  id,
  kind: z.enum(resumeSectionKinds),
  heading: z.string().max(80),
  hidden: z.boolean().default(false),
  /** Summary and skills sections hold lines; the others hold entries. */
  lines: z.array(documentLineSchema).max(60).default([]),
  entries: z.array(resumeEntrySchema).max(40).default([]),
});
export type ResumeSection = z.infer<typeof resumeSectionSchema>;

export const contactSchema = z.object({
  fullName: z.string().max(200),
  email: z.string().max(320),
  phone: z.string().max(40),
  linkedIn: z.string().max(300),
  /** From the preferences' location; may be empty. */
  location: z.string().max(200),
});
export type Contact = z.infer<typeof contactSchema>;

export const tailoredResumeSchema = z.object({
  contact: contactSchema,
  /** "Registered Nurse · 6 years of experience". */
  headline: documentLineSchema,
  sections: z.array(resumeSectionSchema).max(12),
});
export type TailoredResume = z.infer<typeof tailoredResumeSchema>;

export const coverLetterSchema = z.object({
  /** "Dear Ms. Rivera," or "Dear St. David's Medical Center hiring team,". */
  greeting: documentLineSchema,
  paragraphs: z.array(documentLineSchema).max(12),
  /** "Sincerely,\nAna Lopez". */
  closing: documentLineSchema,
});
export type CoverLetter = z.infer<typeof coverLetterSchema>;

export const requirementKinds = [
  'title',
  'skill',
  'tool',
  'certification',
  'licence',
  'years',
  'education',
] as const;
export const requirementSchema = z.object({
  id,
  kind: z.enum(requirementKinds),
  /** In the posting's own words: "BLS certification", "3+ years of acute care experience". */
  text: z.string().max(500),
  met: z.boolean(),
  /** The profile fact that meets it; null when not met. */
  evidence: factSourceSchema.nullable(),
  /** The fact itself, as shown beside the requirement: "Basic Life Support (BLS), AHA, 2023". */
  evidenceText: z.string().max(500).default(''),
});
export type Requirement = z.infer<typeof requirementSchema>;

export const documentTemplates = ['classic', 'modern', 'compact'] as const;
export const paperSizes = ['letter', 'a4'] as const;
export const documentLayoutSchema = z.object({
  template: z.enum(documentTemplates).default('classic'),
  paper: z.enum(paperSizes).default('letter'),
});
export type DocumentLayout = z.infer<typeof documentLayoutSchema>;

/** What one tailoring produces and what the editor saves back. */
export const applicationPackageSchema = z.object({
  resume: tailoredResumeSchema,
  coverLetter: coverLetterSchema,
  coverage: z.array(requirementSchema).max(200),
  layout: documentLayoutSchema,
  /** 'rules' without a model; 'model' when a configured model rephrased it (decision 050 §3). */
  generator: z.enum(['rules', 'model']),
  /** "2 sentences replaced: not supported by your profile" — what the truth check took out. */
  replacements: z.array(z.string().max(500)).max(100).default([]),
});
export type ApplicationPackage = z.infer<typeof applicationPackageSchema>;

// ---- HTTP (decision 052) -----------------------------------------------------------------

export const packageStatuses = ['preparing', 'ready', 'failed'] as const;
export type PackageStatus = (typeof packageStatuses)[number];

export const packageSummarySchema = z.object({
  id: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  company: z.string(),
  status: z.enum(packageStatuses),
  /** Shown when status is 'failed'. */
  error: z.string().nullable(),
  version: z.number().int().min(1),
  /** True once the user changed this version in the editor. */
  edited: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type PackageSummary = z.infer<typeof packageSummarySchema>;

/** GET /api/app/packages[?jobId=] — newest first. */
export const packageListResponseSchema = z.object({ packages: z.array(packageSummarySchema) });

/** POST /api/app/packages — prepare (or return the existing) package for a job. */
export const createPackageBodySchema = z.object({ jobId: z.string().min(1).max(200) });

/** GET /api/app/packages/:id[?version=] */
export const packageResponseSchema = z.object({
  package: packageSummarySchema,
  /** null while preparing or after a failure. */
  content: applicationPackageSchema.nullable(),
  /** The document as first generated for this version, for the diff view. */
  generated: applicationPackageSchema.nullable(),
  versions: z.array(
    z.object({ version: z.number().int(), createdAt: z.iso.datetime(), edited: z.boolean() }),
  ),
});
export type PackageResponse = z.infer<typeof packageResponseSchema>;

/** PUT /api/app/packages/:id — the editor's autosave of the current version. */
export const savePackageBodySchema = z.object({
  version: z.number().int().min(1),
  resume: tailoredResumeSchema,
  coverLetter: coverLetterSchema,
  layout: documentLayoutSchema,
});
/** The truth check on the user's own edits warns, never blocks. */
export const savePackageResponseSchema = z.object({
  package: packageSummarySchema,
  warnings: z.array(z.object({ lineId: z.string(), claim: claimSchema, message: z.string() })),
});

/** GET /api/app/packages/:id/files/:file */
export const packageFiles = [
  'resume.pdf',
  'resume.docx',
  'cover-letter.pdf',
  'cover-letter.docx',
] as const;
export type PackageFile = (typeof packageFiles)[number];
