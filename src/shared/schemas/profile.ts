import { z } from 'zod';

/**
 * The resume profile (spec §3 User: Profile, education, workExperience) and the builder's request
 * bodies. Demographics and work authorization live in ./eeo.ts: they are stored apart, encrypted.
 * Spec §5: only step 1's full name is required; every other field may stay empty.
 */

const MAX_ENTRIES = 20;
const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`);

/** A month as `<input type="month">` gives it: YYYY-MM. */
export const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month and year, like 2021-09.');

const optionalMonth = z.union([monthSchema, z.literal('')]).default('');

const PHONE_MESSAGE = 'Enter a phone number, like +1 555 123 4567.';
const isPhone = (value: string) =>
  /^\+?[0-9 ().-]{7,20}$/.test(value) && value.replace(/\D/g, '').length >= 7;
/** Optional: empty (or only spaces) means not given. */
export const phoneSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || isPhone(value), PHONE_MESSAGE);

const LINKEDIN_MESSAGE = 'Enter your LinkedIn address, like https://www.linkedin.com/in/your-name.';
const linkedInUrl = z.url({ protocol: /^https?$/, hostname: /^([a-z0-9-]+\.)*linkedin\.com$/i });
/** Optional: empty (or only spaces) means not given; otherwise an http(s) linkedin.com address. */
export const linkedInSchema = z
  .string()
  .trim()
  .max(300, 'Use at most 300 characters.')
  .refine((value) => value === '' || linkedInUrl.safeParse(value).success, LINKEDIN_MESSAGE);

const endNotBeforeStart = (entry: { startDate: string; endDate: string }) =>
  !entry.startDate || !entry.endDate || entry.endDate >= entry.startDate;
const endDateMessage = {
  path: ['endDate'],
  message: 'The end date cannot be before the start date.',
};

export const educationEntrySchema = z
  .object({
    school: text(200).default(''),
    degree: text(200).default(''),
    schoolCityState: text(200).default(''),
    startDate: optionalMonth,
    endDate: optionalMonth,
    description: text(2000).default(''),
  })
  .refine(endNotBeforeStart, endDateMessage);
export type EducationEntry = z.infer<typeof educationEntrySchema>;

export const workEntrySchema = z
  .object({
    company: text(200).default(''),
    position: text(200).default(''),
    location: text(200).default(''),
    startDate: optionalMonth,
    /** Empty means "Present". */
    endDate: optionalMonth,
    description: text(4000).default(''),
  })
  .refine(endNotBeforeStart, endDateMessage);
export type WorkEntry = z.infer<typeof workEntrySchema>;

/** Spec §5 skills: trimmed, blank entries ignored, duplicates (case-insensitive) not added. */
export const skillsSchema = z
  .array(text(80))
  .max(100, 'Use at most 100 skills.')
  .transform((skills) => {
    const seen = new Set<string>();
    return skills.filter((skill) => {
      const key = skill.toLowerCase();
      if (!skill || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

/** Step 1 (PUT /api/app/profile/personal). The e-mail is the account's and read-only. */
export const personalInfoSchema = z.object({
  fullName: text(200).min(1, 'Enter your full name.'),
  phone: phoneSchema.default(''),
  linkedIn: linkedInSchema.default(''),
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;

/** Step 3 (PUT /api/app/profile/education). */
export const educationBodySchema = z.object({
  entries: z.array(educationEntrySchema).max(MAX_ENTRIES, `Use at most ${MAX_ENTRIES} entries.`),
});
/** Step 4 (PUT /api/app/profile/work); `complete: true` finishes the builder. */
export const workBodySchema = z.object({
  entries: z.array(workEntrySchema).max(MAX_ENTRIES, `Use at most ${MAX_ENTRIES} entries.`),
  complete: z.boolean().optional(),
});
/** PUT /api/app/profile/skills. */
export const skillsBodySchema = z.object({ skills: skillsSchema });

export const OTHER_NOTES_MAX = 4000;
/**
 * Resume sections the profile has no field for (projects, honours, activities, volunteering,
 * languages...), one free-text note the user edits in step 4 (decision 045).
 */
export const otherNotesSchema = text(OTHER_NOTES_MAX);
/** PUT /api/app/profile/other-notes. */
export const otherNotesBodySchema = z.object({ otherNotes: otherNotesSchema });

export const storedWorkEntrySchema = z.object({
  company: z.string(),
  position: z.string(),
  location: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  description: z.string(),
  /** Computed by the server with formatWorkTitle; never sent by the client. */
  formattedTitle: z.string(),
});
export const storedEducationEntrySchema = z.object({
  school: z.string(),
  degree: z.string(),
  schoolCityState: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  description: z.string(),
});

/** What the server stores and returns. */
export const profileSchema = z.object({
  fullName: z.string(),
  phone: z.string(),
  linkedIn: z.string(),
  skills: z.array(z.string()),
  education: z.array(storedEducationEntrySchema),
  workExperience: z.array(storedWorkEntrySchema),
  otherNotes: z.string(),
  profileComplete: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type Profile = z.infer<typeof profileSchema>;

/** GET /api/app/profile; `profile` is null until the first step is saved. */
export const profileResponseSchema = z.object({
  profile: profileSchema.nullable(),
  accountEmail: z.string(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
/** Every PUT answers with the merged profile. */
export const savedProfileResponseSchema = z.object({ profile: profileSchema });
