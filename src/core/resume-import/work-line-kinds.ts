/**
 * What a line of a work section is, beyond dates (decision 044): a place alone, an employer's
 * name, a heading inside a description, or a line that holds no profile field at all.
 */
import { isLocation } from './header-places.ts';
import { looksLikeTown } from './split-header-pieces.ts';

/**
 * A stay's length on a line of its own ("8 years 9 months" under an employer whose roles a
 * profile export groups): it says nothing the dates do not, and it is no title or employer.
 */
export const STAY_LENGTH =
  /^\(?(?:\d+\s+(?:years?|yrs?)(?:\s+\d+\s+(?:months?|mos?))?|\d+\s+(?:months?|mos?)|less than a year)\)?$/i;

/**
 * The fields a US federal resume prints around each job's title ("Hours per week: 40",
 * "Supervisor: Pat Morgan (704-555-1000)"): no profile field holds them, a supervisor's name and
 * number are someone else's details, and between the dates and the title they hide the title.
 */
export const FEDERAL_FIELD =
  /^(?:hours per week|salary|series|pay plan|grade(?: level)?|supervisor|okay to contact this supervisor|may we contact your supervisor|number of employees supervised|duties, accomplishments and related skills)\s*:/i;

/** The same after a range: "January 2021 - Present (5 years 11 months)". */
export const STAY_IN_BRACKETS =
  /\(\s*(?:\d+\s+(?:years?|yrs?)(?:\s+\d+\s+(?:months?|mos?))?|\d+\s+(?:months?|mos?)|less than a year)\s*\)/i;

/**
 * A line that is only a place: "Lyon", "Houston, TX", "Lyon, Auvergne-Rhône-Alpes, France" (a
 * profile export's town, region and country).
 */
export function isPlaceAlone(line: string): boolean {
  const parts = line.split(/,\s+/);
  if (SUBHEADING.test(line.trim())) return false;
  return (
    isLocation(line) ||
    (parts.length === 1 && looksLikeTown(line)) ||
    (parts.length === 3 && looksLikeTown(parts[0] ?? '') && isLocation(parts.slice(1).join(', ')))
  );
}

/** A line that heads a part of a job's description ("Key Achievements"): no town, no employer. */
export const SUBHEADING =
  /^(?:(?:key|major|selected|main|notable)\s+)?(?:responsibilities|duties|achievements|highlights|accomplishments|projects|tasks|results|overview|summary|clients|tools(?: used)?|skills(?: used)?)$/i;

/** Capitalised words ("Hospices Civils de Lyon, Lyon"), or a place closing the line. */
export function namesAnEmployer(line: string): boolean {
  const words = line.replace(/[,|]/g, ' ').split(/\s+/).filter(Boolean);
  const lower = words.filter(
    (word) => /^\p{Ll}/u.test(word) && !/^[dl]['’]/.test(word) && !PARTICLE.test(word),
  );
  const parts = line.split(/,\s+|\s+[|·—–]\s+/);
  const town = parts.length > 1 && looksLikeTown(parts.at(-1) ?? '');
  return lower.length === 0 || town || isLocation(parts.slice(-2).join(', '));
}

/**
 * "Memorial Hermann Texas Medical Center | Houston, TX", "Baker Tilly US, LLP - Minneapolis, MN":
 * a name of capitalised words, then a place closing the line ("Claims support for small
 * business, Columbus, OH" is a description).
 */
export function closesWithPlace(line: string): boolean {
  const parts = line.split(/,\s+|\s+[|·—–-]\s+|\t|\s{3,}/).filter(Boolean);
  if (parts.length < 3 || !isLocation(parts.slice(-2).join(', '))) return false;
  const words = parts.slice(0, -2).join(' ').split(/\s+/);
  return words.every((word) => /^[\p{Lu}\d&]/u.test(word) || PARTICLE.test(word));
}

const PARTICLE = /^(?:de|du|des|la|le|les|del|der|den|di|da|of|and|the|for|am|an|im|w|z|i|y|e)$/;
