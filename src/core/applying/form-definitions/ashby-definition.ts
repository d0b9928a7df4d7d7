import { z } from 'zod';
import type { FormField } from '../types.ts';

/**
 * Ashby's hosted page builds its form in the browser from its own GraphQL call,
 * `POST jobs.ashbyhq.com/api/non-user-graphql?op=ApiJobPosting` (job-sources.md §2.3 and §2.6).
 * `field` comes back as a JSON scalar ({path, title, type, selectableValues}); `path` is the key
 * the page's controls carry (`_systemfield_name`, a UUID for custom questions). Entries are
 * parsed one by one; one odd entry is skipped, not the whole form (decision 063).
 */
export const ASHBY_POSTING_QUERY = `query ApiJobPosting($organizationHostedJobsPageName: String!, $jobPostingId: String!) {
  jobPosting(organizationHostedJobsPageName: $organizationHostedJobsPageName, jobPostingId: $jobPostingId) {
    id
    applicationForm { sections { title fieldEntries { ... on FormFieldEntry { isRequired isHidden descriptionHtml field } } } }
  }
}`;

const entrySchema = z.object({
  isRequired: z.boolean().nullish(),
  isHidden: z.boolean().nullish(),
  field: z.object({
    path: z.string().min(1),
    title: z.string().nullish(),
    type: z.string(),
    selectableValues: z
      .array(z.object({ label: z.string().nullish(), value: z.unknown() }))
      .nullish(),
  }),
});
export const ashbyDefinitionSchema = z.object({
  data: z.object({
    jobPosting: z
      .object({
        applicationForm: z.object({
          sections: z.array(z.object({ fieldEntries: z.array(z.unknown()).nullish() })),
        }),
      })
      .nullable(),
  }),
});

const types: Record<string, FormField['type']> = {
  String: 'text',
  Email: 'email',
  Phone: 'tel',
  LongText: 'textarea',
  RichText: 'textarea',
  File: 'file',
  Boolean: 'yesno',
  ValueSelect: 'select',
  MultiValueSelect: 'checkbox',
  Date: 'date',
  Number: 'number',
  Location: 'text',
};

function fromEntry(raw: unknown): FormField | null {
  const parsed = entrySchema.safeParse(raw);
  // Hidden entries are the employer's own (never shown to an applicant).
  if (!parsed.success || parsed.data.isHidden || !parsed.data.field.title?.trim()) return null;
  const { field } = parsed.data;
  const type = types[field.type];
  if (!type) return null;
  return {
    key: field.path,
    id: field.path,
    name: field.path,
    label: field.title?.trim() ?? '',
    type,
    options:
      type === 'yesno'
        ? ['Yes', 'No']
        : (field.selectableValues ?? []).flatMap((option) => (option.label ? [option.label] : [])),
    required: parsed.data.isRequired ?? false,
    eeo: false,
  };
}

/** Every entry of the posting's application form; null when the posting is gone. */
export function ashbyDefinitionFields(body: unknown): FormField[] | null {
  const parsed = ashbyDefinitionSchema.safeParse(body);
  const form = parsed.success ? parsed.data.data.jobPosting?.applicationForm : null;
  if (!form) return null;
  return form.sections
    .flatMap((section) => (section.fieldEntries ?? []).map(fromEntry))
    .filter((field): field is FormField => field !== null);
}
