import { joinWrappedLines } from './join-wrapped-lines.ts';
import { BULLET } from './parse-work-section.ts';
import { SINGLE_DATE } from './resume-dates.ts';

/**
 * One certification or licence per line as the resume names it ("Registered Nurse, Oregon").
 * A line holding only a date (a template's right-aligned "May 2023") joins the one above, and
 * so does the short tail of a name a narrow sidebar wrapped ("ASE Master Medium-Heavy Truck" /
 * "Technician (2019)") where the other items each end with their date.
 */
export function parseCertificationsSection(sectionLines: string[]): string[] {
  const lines = pairNamesWithDetails(joinWrappedLines(sectionLines));
  const items: string[] = [];
  const dated = lines.filter((line) => SINGLE_DATE.test(line)).length;
  const datesCloseItems = dated * 2 >= lines.length;
  for (const raw of lines) {
    const line = raw
      .replace(BULLET, '')
      .replace(/\s*\|\s*/g, ', ')
      .replace(/^,\s*|,\s*$/g, '');
    if (!line) continue;
    const onlyDate = line.replace(SINGLE_DATE, '').replace(/[\s,.()–-]/g, '') === '';
    const previous = items.at(-1);
    const wrapped =
      datesCloseItems &&
      previous !== undefined &&
      previous.length >= 24 &&
      !SINGLE_DATE.test(previous) &&
      line.length <= 32 &&
      SINGLE_DATE.test(line);
    const listed = labelledList(line) ?? dottedList(line) ?? pipedList(raw.replace(BULLET, ''));
    if (onlyDate && previous !== undefined) items[items.length - 1] = `${previous} (${line})`;
    else if (wrapped) items[items.length - 1] = `${previous} ${line}`;
    else if (listed) items.push(...listed);
    else items.push(line);
  }
  return items.slice(0, 50);
}

/**
 * "BLS · ACLS · CCRN": three or more credentials a dot or bullet parts on one line. A bare year
 * among the parts ("CPR · American Heart Association · 2024") makes it one credential's details.
 */
function dottedList(line: string): string[] | undefined {
  const parts = line.split(/\s+[·•▪]\s+/).map((part) => part.trim());
  if (parts.length < 3) return undefined;
  const bareDate = parts.some(
    (part) => part.replace(SINGLE_DATE, '').replace(/[\s,.()–-]/g, '') === '',
  );
  return bareDate || parts.some((part) => part.length > 80) ? undefined : parts;
}

/**
 * "CCMA – National Healthcareer Association (2018)  |  BLS – AHA (2024)": credentials a bar
 * parts, each with its own issuer or year. "Name | Issuer | 2019" is one credential's details.
 */
function pipedList(line: string): string[] | undefined {
  const parts = line.split(/\s+\|\s+/).map((part) => part.trim());
  const whole = (part: string) => /\s[–—-]\s/.test(part) || /\((?:19|20)\d{2}\)/.test(part);
  return parts.length >= 2 && parts.every(whole) ? parts : undefined;
}

const LIST_LABEL =
  /^(?:licen[cs]es?|certifications?|certificates?|credentials)(?:\s*(?:&|and|\/)\s*(?:licen[cs]es?|certifications?|certificates?))?\s*:\s*/i;

/**
 * "Licenses: Journeyman Electrician (TX #12345), OSHA 30", "Certifications: CompTIA A+,
 * Network+": a label, then one credential per comma. Without a label a comma may part a name
 * from its issuer ("CPR/AED Certified, American Red Cross"), so such lines stay whole.
 */
function labelledList(line: string): string[] | undefined {
  const label = LIST_LABEL.exec(line);
  if (!label) return undefined;
  const items = line
    .slice(label[0].length)
    .split(/\s*[,;]\s*/)
    .filter(Boolean);
  return items.length > 0 && items.every((item) => item.length <= 60) ? items : undefined;
}

/**
 * Sidebars often print a name, then its issuer and year under it: "Hogan Assessment
 * Certification" / "Hogan Assessments, 2018". When the whole section reads so (one or two undated
 * lines, the second a name the column wrapped, then a short dated one), each group is one item,
 * its issuer after a dash as such lines print it, so the Job Search form can take the issuer
 * apart: "Washington Journey Level" / "Electrician (01) License" / "Washington L&I, 2019" →
 * "Washington Journey Level Electrician (01) License — Washington L&I, 2019".
 */
function pairNamesWithDetails(lines: string[]): string[] {
  const kept = lines.filter((line) => line.trim() !== '');
  // A date alone ("May 2023") is not an issuer line: it joins in brackets below.
  const dated = (line: string) =>
    SINGLE_DATE.test(line) && /\p{L}/u.test(line.replace(SINGLE_DATE, ''));
  const groups: string[][] = [];
  let names: string[] = [];
  for (const line of kept) {
    if (!dated(line)) {
      names.push(line);
      continue;
    }
    if (names.length === 0 || names.length > 2 || line.split(/\s+/).length > 6) return lines;
    groups.push([...names, line]);
    names = [];
  }
  if (names.length > 0 || groups.length < 2) return lines;
  return groups.map((group) => {
    const detail = group.at(-1) ?? '';
    return `${group.slice(0, -1).join(' ')} — ${detail}`;
  });
}
