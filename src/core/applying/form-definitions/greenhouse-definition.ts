import { z } from 'zod';
import type { FormField } from '../types.ts';

/**
 * Greenhouse's published form: `GET boards-api.greenhouse.io/v1/boards/{token}/jobs/{id}?questions=true`
 * (job-sources.md §1.1 and §2.6). Its field names are the hosted form's ids (`first_name`,
 * `question_31012006`, `gender`), so the definition and the rendered page meet by key. Each
 * question is parsed on its own: one odd question is skipped, not the whole form (decision 063).
 */
const fieldSchema = z.object({
  name: z.string().min(1),
  type: z.string(),
  values: z.array(z.object({ label: z.union([z.string(), z.number()]).nullish() })).nullish(),
});
const questionSchema = z.object({
  label: z.string().nullish(),
  required: z.boolean().nullish(),
  fields: z.array(fieldSchema).min(1),
});
const demographicSchema = z.object({
  id: z.union([z.number(), z.string()]),
  label: z.string(),
  required: z.boolean().nullish(),
  type: z.string().nullish(),
  answer_options: z.array(z.object({ label: z.string() })).nullish(),
});
export const greenhouseDefinitionSchema = z.object({
  questions: z.array(z.unknown()).nullish(),
  location_questions: z.array(z.unknown()).nullish(),
  compliance: z.array(z.object({ questions: z.array(z.unknown()).nullish() })).nullish(),
  demographic_questions: z.object({ questions: z.array(z.unknown()).nullish() }).nullish(),
});

const types: Record<string, FormField['type']> = {
  input_text: 'text',
  textarea: 'textarea',
  input_file: 'file',
  multi_value_single_select: 'select',
  multi_value_multi_select: 'checkbox',
};

// "VeteranStatus", as the API labels some EEO questions, reads "Veteran Status".
const readable = (label: string) => label.replace(/([a-z])([A-Z])/g, '$1 $2').trim();

function fromQuestion(raw: unknown, eeo: boolean): FormField | null {
  const parsed = questionSchema.safeParse(raw);
  if (!parsed.success || !parsed.data.label?.trim()) return null;
  // "Resume/CV" offers a file and a text box; the file is what a person attaches.
  const visible = parsed.data.fields.filter((field) => field.type !== 'input_hidden');
  const field = visible.find((f) => f.type === 'input_file') ?? visible[0];
  if (!field) return null;
  const key = field.name.replace(/\[\]$/, '');
  const type = types[field.type] ?? 'text';
  return {
    key,
    id: key,
    name: field.name,
    label: readable(parsed.data.label),
    type:
      type === 'text' && key === 'email'
        ? 'email'
        : type === 'text' && key === 'phone'
          ? 'tel'
          : type,
    options: (field.values ?? []).flatMap((value) =>
      value.label === null || value.label === undefined ? [] : [String(value.label)],
    ),
    required: parsed.data.required ?? false,
    eeo,
  };
}

function fromDemographic(raw: unknown): FormField | null {
  const parsed = demographicSchema.safeParse(raw);
  if (!parsed.success || !parsed.data.label.trim()) return null;
  const key = `demographic_question_${parsed.data.id}`;
  return {
    key,
    id: key,
    name: null,
    label: parsed.data.label.trim(),
    type: parsed.data.type === 'multi_value_multi_select' ? 'checkbox' : 'select',
    options: (parsed.data.answer_options ?? []).map((option) => option.label),
    required: parsed.data.required ?? false,
    eeo: true,
  };
}

/** Every question the employer configured, EEO and demographic ones marked as such. */
export function greenhouseDefinitionFields(body: unknown): FormField[] | null {
  const parsed = greenhouseDefinitionSchema.safeParse(body);
  if (!parsed.success || !parsed.data.questions) return null;
  const { questions, location_questions, compliance, demographic_questions } = parsed.data;
  const fields = [
    ...questions.map((q) => fromQuestion(q, false)),
    ...(location_questions ?? []).map((q) => fromQuestion(q, false)),
    ...(compliance ?? []).flatMap((block) =>
      (block.questions ?? []).map((q) => fromQuestion(q, true)),
    ),
    ...(demographic_questions?.questions ?? []).map(fromDemographic),
  ];
  const seen = new Set<string>();
  return fields.filter((field): field is FormField => {
    if (!field || seen.has(field.key)) return false;
    seen.add(field.key);
    return true;
  });
}
