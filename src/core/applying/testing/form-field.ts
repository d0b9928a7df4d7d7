import type { FormField } from '../types.ts';

/** A form control as the agent or a definition reads it, for tests: text, optional, not EEO. */
export const formField = (
  key: string,
  label: string,
  extra: Partial<FormField> = {},
): FormField => ({
  key,
  id: key,
  name: null,
  label,
  type: 'text',
  options: [],
  required: false,
  eeo: false,
  ...extra,
});
