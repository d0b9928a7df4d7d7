import type { JobEmploymentType } from './schemas/jobs.ts';

const labels = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACT: 'Contract',
  TEMPORARY: 'Temporary',
  INTERN: 'Internship',
  VOLUNTEER: 'Volunteer',
  PER_DIEM: 'Per diem',
  OTHER: 'Other',
} satisfies Record<JobEmploymentType, string>;

/**
 * What each schema.org employment type is called on screen. Keyed by any string, as stored jobs
 * carry what their source said; a module of its own so pages read it without a schema.
 */
export const employmentTypeLabels: Readonly<Record<string, string | undefined>> = labels;
