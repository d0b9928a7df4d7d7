import { z } from 'zod';

/**
 * The JSON Resume sections the profile has no entry form for (decision 044): certificates feed
 * the certifications list; awards, projects, volunteer work and languages are kept as "other"
 * sections in words, so nothing the file says is dropped or misfiled as a job.
 */
const text = z.string().trim().catch('');
const list = <T extends z.ZodType>(item: T) => z.array(item).catch([]).optional();

export const jsonResumeExtrasSchema = z.looseObject({
  certificates: list(
    z.looseObject({ name: text.optional(), issuer: text.optional(), date: text.optional() }),
  ),
  awards: list(
    z.looseObject({
      title: text.optional(),
      awarder: text.optional(),
      date: text.optional(),
      summary: text.optional(),
    }),
  ),
  projects: list(
    z.looseObject({
      name: text.optional(),
      description: text.optional(),
      highlights: z.array(text).catch([]).optional(),
    }),
  ),
  volunteer: list(
    z.looseObject({
      organization: text.optional(),
      position: text.optional(),
      startDate: text.optional(),
      endDate: text.optional(),
      summary: text.optional(),
    }),
  ),
  languages: list(z.looseObject({ language: text.optional(), fluency: text.optional() })),
});
type Extras = z.infer<typeof jsonResumeExtrasSchema>;

const joined = (parts: (string | undefined)[], separator = ', ') =>
  parts.filter(Boolean).join(separator);

export function jsonResumeExtras(extras: Extras): {
  certifications: string[];
  otherSections: { heading: string; text: string }[];
} {
  const certifications = (extras.certificates ?? [])
    .map((item) => joined([item.name, item.issuer]) + (item.date ? ` (${item.date})` : ''))
    .filter(Boolean);
  const section = (heading: string, lines: string[]) =>
    lines.filter(Boolean).length > 0 ? [{ heading, text: lines.filter(Boolean).join('\n') }] : [];
  return {
    certifications,
    otherSections: [
      ...section(
        'Awards',
        (extras.awards ?? []).map((item) =>
          joined([item.title, item.awarder, item.date, item.summary]),
        ),
      ),
      ...section(
        'Projects',
        (extras.projects ?? []).map((item) =>
          joined([item.name, item.description, ...(item.highlights ?? [])], ' – '),
        ),
      ),
      ...section(
        'Volunteering',
        (extras.volunteer ?? []).map((item) =>
          joined([
            item.position,
            item.organization,
            joined([item.startDate, item.endDate], ' – '),
            item.summary,
          ]),
        ),
      ),
      ...section(
        'Languages',
        (extras.languages ?? []).map((item) =>
          joined([item.language, item.fluency ? `(${item.fluency})` : ''], ' '),
        ),
      ),
    ].map((other) => ({ ...other, text: other.text.slice(0, 4000) })),
  };
}
