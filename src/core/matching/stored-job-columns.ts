import { jobs } from '../../db/schema/index.ts';

/** The select list behind `toMatchableJob`. */
export const storedJobColumns = {
  id: jobs.id,
  title: jobs.title,
  company: jobs.company,
  companyKey: jobs.companyKey,
  occupationSoc: jobs.occupationSoc,
  skills: jobs.skills,
  software: jobs.software,
  certifications: jobs.certifications,
  salaryAnnualUsdMin: jobs.salaryAnnualUsdMin,
  salaryAnnualUsdMax: jobs.salaryAnnualUsdMax,
  locations: jobs.locations,
  locationText: jobs.locationText,
  workplace: jobs.workplace,
  employmentType: jobs.employmentType,
  shifts: jobs.shifts,
  industry: jobs.industry,
  postedAt: jobs.postedAt,
  firstSeenAt: jobs.firstSeenAt,
  descriptionText: jobs.descriptionText,
  closedAt: jobs.closedAt,
  atsKind: jobs.atsKind,
};
