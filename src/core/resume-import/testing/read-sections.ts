// What the section readers' tests compare: the fields of each entry a section yields.
import { joinBrokenRanges } from '../join-broken-ranges.ts';
import { parseEducationSection } from '../parse-education-section.ts';
import { parseWorkSection } from '../parse-work-section.ts';

/** Each position's title, employer, place and description. */
export const workHeaders = (lines: string[]) =>
  parseWorkSection(lines).entries.map(({ position, company, location, description }) => ({
    position,
    company,
    location,
    description,
  }));

/** Each school's name, degree, place and dates, after wrapped ranges are joined as the reader does. */
export const educationEntries = (lines: string[]) =>
  parseEducationSection(joinBrokenRanges(lines)).entries.map(
    ({ school, degree, schoolCityState, startDate, endDate }) => ({
      school,
      degree,
      schoolCityState,
      startDate,
      endDate,
    }),
  );
