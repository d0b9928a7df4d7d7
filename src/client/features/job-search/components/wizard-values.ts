import type { z } from 'zod';
import {
  type CertificationRow,
  DEFAULT_DAILY_RUN_HOUR,
  DEFAULT_RADIUS_MILES,
  DEFAULT_TIME_ZONE,
  type PreferencesInput,
  preferencesInputSchema,
  type preferencesSchema,
} from '../../../../shared/schemas/preferences.ts';

/** The wizard's form state: selects hold '' for "no choice", which the API calls null. */
export interface WizardValues {
  jobTitle: string;
  location: string;
  remote: boolean;
  salaryRange: string;
  industry: string;
  employmentTypes: string[];
  shifts: string[];
  /** SOC codes searched beside the job title's own (decision 047). */
  relatedOccupations: string[];
  /** A select's value: one of radiusMilesOptions, as text. */
  radiusMiles: string;
  /** As typed: '' for no floor; "45,000" and "$45000" read as 45000. */
  salaryMin: string;
  willingToRelocate: boolean;
  dailyRunHour: string;
  /** As saved; a new save sends the browser's zone instead. */
  timeZone: string;
  skills: string[];
  software: string[];
  certifications: CertificationRow[];
  links: string[];
}

export const emptyCertification: CertificationRow = {
  name: '',
  organization: '',
  issueDate: '',
  expirationDate: '',
  relevantLink: '',
};

export const emptyWizardValues: WizardValues = {
  jobTitle: '',
  location: '',
  remote: false,
  salaryRange: '',
  industry: '',
  employmentTypes: [],
  shifts: [],
  relatedOccupations: [],
  radiusMiles: String(DEFAULT_RADIUS_MILES),
  salaryMin: '',
  willingToRelocate: false,
  dailyRunHour: String(DEFAULT_DAILY_RUN_HOUR),
  timeZone: DEFAULT_TIME_ZONE,
  skills: [],
  software: [],
  certifications: [],
  links: [],
};

const orNull = (value: string) => (value === '' ? null : value);

/** '' → no floor; otherwise the digits as dollars (NaN, which the schema refuses, if none). */
function dollarsOrNull(typed: string): number | null {
  const plain = typed.replace(/[$,\s]/g, '');
  return plain === '' ? null : Number(plain);
}

/** The zone this browser runs in: the daily search hour is read on the user's own clock. */
export const browserTimeZone = () =>
  Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;

/** Form state → API body. Enum fields are checked by the schema, so plain strings pass through. */
export function toPreferencesInput(
  values: WizardValues,
  timeZone = browserTimeZone(),
): PreferencesInput {
  return {
    ...values,
    timeZone,
    salaryRange: orNull(values.salaryRange) as PreferencesInput['salaryRange'],
    industry: orNull(values.industry) as PreferencesInput['industry'],
    employmentTypes: values.employmentTypes as PreferencesInput['employmentTypes'],
    shifts: values.shifts as PreferencesInput['shifts'],
    radiusMiles: Number(values.radiusMiles),
    salaryMin: dollarsOrNull(values.salaryMin),
    dailyRunHour: Number(values.dailyRunHour),
  };
}

export function fromPreferences(saved: z.infer<typeof preferencesSchema>): WizardValues {
  return {
    ...saved,
    salaryRange: saved.salaryRange ?? '',
    industry: saved.industry ?? '',
    radiusMiles: String(saved.radiusMiles),
    salaryMin: saved.salaryMin === null ? '' : String(saved.salaryMin),
    dailyRunHour: String(saved.dailyRunHour),
  };
}

/** Which step shows a field, so a refused save can take the user to the message. */
export function stepOfField(field: string): number {
  if (field.startsWith('skills') || field.startsWith('software')) return 1;
  if (field.startsWith('certifications') || field.startsWith('links')) return 2;
  return 0;
}

/** The schema's messages by field path ("certifications.0.expirationDate"), first one each. */
export function validateWizard(values: WizardValues): Record<string, string> {
  const parsed = preferencesInputSchema.safeParse(toPreferencesInput(values));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}
