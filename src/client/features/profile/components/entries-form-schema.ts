import { z } from 'zod';

type EntryFields = Record<string, string>;

const isBlank = (entry: EntryFields) => Object.values(entry).every((value) => !value.trim());

/**
 * A form's list of repeatable entries: an entry left entirely empty is dropped (no step has
 * required fields, spec §5, and the form always shows one entry), every other entry must pass
 * the shared schema, and its errors land on its own fields (`education.1.school`).
 */
export function entriesFormSchema<Fields extends EntryFields, Entry>(
  fields: z.ZodType<Fields, Fields>,
  entry: z.ZodType<Entry>,
) {
  return z
    .array(fields)
    .superRefine((entries, ctx) => {
      entries.forEach((candidate, index) => {
        if (isBlank(candidate)) return;
        const result = entry.safeParse(candidate);
        for (const issue of result.error?.issues ?? []) {
          ctx.addIssue({ code: 'custom', message: issue.message, path: [index, ...issue.path] });
        }
      });
    })
    .transform((entries) =>
      entries.filter((candidate) => !isBlank(candidate)).map((candidate) => entry.parse(candidate)),
    );
}
