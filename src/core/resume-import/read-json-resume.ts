import { z } from 'zod';
import type { ResumeImportResponse } from '../../shared/schemas/resume-import.ts';
import { unreadable } from './detect-file-type.ts';
import { jsonResumeExtras, jsonResumeExtrasSchema } from './json-resume-extras.ts';
import { jsonResumeSources } from './json-resume-sources.ts';

export const NOT_JSON_RESUME_MESSAGE =
  'This JSON file is not a JSON Resume (see jsonresume.org). Upload a JSON Resume, a PDF or a .docx file.';

const text = z.string().trim().catch('');
const isoDate = z.string().trim().catch('');
/** The parts of the JSON Resume schema (v1.0.0) the builder has fields for; the rest is ignored. */
const jsonResumeSchema = z.looseObject({
  basics: z
    .looseObject({
      name: text.optional(),
      email: text.optional(),
      phone: text.optional(),
      url: text.optional(),
      profiles: z
        .array(
          z.looseObject({
            network: text.optional(),
            url: text.optional(),
            username: text.optional(),
          }),
        )
        .catch([])
        .optional(),
    })
    .optional(),
  work: z
    .array(
      z.looseObject({
        name: text.optional(),
        company: text.optional(),
        position: text.optional(),
        location: text.optional(),
        startDate: isoDate.optional(),
        endDate: isoDate.optional(),
        summary: text.optional(),
        highlights: z.array(text).catch([]).optional(),
      }),
    )
    .catch([])
    .optional(),
  education: z
    .array(
      z.looseObject({
        institution: text.optional(),
        area: text.optional(),
        studyType: text.optional(),
        location: text.optional(),
        startDate: isoDate.optional(),
        endDate: isoDate.optional(),
      }),
    )
    .catch([])
    .optional(),
  skills: z
    .array(z.looseObject({ name: text.optional(), keywords: z.array(text).catch([]).optional() }))
    .catch([])
    .optional(),
});

export function readJsonResume(bytes: Uint8Array): ResumeImportResponse {
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder().decode(bytes).replace(/^\uFEFF/, ''));
  } catch {
    throw unreadable('This JSON file could not be read: it is not valid JSON.');
  }
  const parsed = jsonResumeSchema.safeParse(raw);
  if (!parsed.success || !(parsed.data.basics || parsed.data.work || parsed.data.education))
    throw unreadable(NOT_JSON_RESUME_MESSAGE);
  const { basics, work = [], education = [], skills = [] } = parsed.data;
  const linkedIn =
    basics?.profiles?.find((profile) => /linkedin/i.test(`${profile.network} ${profile.url}`))
      ?.url ?? (/linkedin\.com/i.test(basics?.url ?? '') ? basics?.url : '');
  const warnings: string[] = [];
  const extras = jsonResumeExtras(jsonResumeExtrasSchema.parse(raw));
  const draft = {
    fullName: basics?.name ?? '',
    email: basics?.email ?? '',
    phone: basics?.phone ?? '',
    linkedIn: linkedIn ?? '',
    workExperience: work.map((entry) => ({
      company: entry.name || entry.company || '',
      position: entry.position ?? '',
      location: entry.location ?? '',
      startDate: toMonth(entry.startDate, warnings),
      endDate: toMonth(entry.endDate, warnings),
      description: [entry.summary, ...(entry.highlights ?? [])]
        .filter(Boolean)
        .join('\n')
        .slice(0, 4000),
    })),
    education: education.map((entry) => ({
      school: entry.institution ?? '',
      degree: [entry.studyType, entry.area].filter(Boolean).join(', '),
      schoolCityState: entry.location ?? '',
      startDate: toMonth(entry.startDate, warnings),
      endDate: toMonth(entry.endDate, warnings),
      description: '',
    })),
    skills: [
      ...new Set(
        skills
          .flatMap((skill) => (skill.keywords?.length ? skill.keywords : [skill.name]))
          .filter((skill): skill is string => Boolean(skill)),
      ),
    ].slice(0, 100),
    ...extras,
  };
  return { draft, warnings, sources: jsonResumeSources(draft) };
}

/** JSON Resume dates are ISO 8601: YYYY-MM-DD, YYYY-MM or YYYY. */
function toMonth(value: string | undefined, warnings: string[]): '' | `${number}-${number}` {
  const match = /^(\d{4})(?:-(0[1-9]|1[0-2]))?/.exec(value ?? '');
  if (!match?.[1]) return '';
  if (!match[2]) {
    const warning = 'Some dates had only a year; we chose January. Check the months.';
    if (!warnings.includes(warning)) warnings.push(warning);
  }
  return `${match[1]}-${match[2] ?? '01'}` as `${number}-${number}`;
}
