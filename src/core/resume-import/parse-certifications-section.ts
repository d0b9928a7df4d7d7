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
    if (onlyDate && previous !== undefined) items[items.length - 1] = `${previous} (${line})`;
    else if (wrapped) items[items.length - 1] = `${previous} ${line}`;
    else items.push(line);
  }
  return items.slice(0, 50);
}

/**
 * Sidebars often print a name, then its issuer and year under it: "Hogan Assessment
 * Certification" / "Hogan Assessments, 2018". When the whole section alternates so (an undated
 * line, then a short dated one), each pair is one item.
 */
function pairNamesWithDetails(lines: string[]): string[] {
  const kept = lines.filter((line) => line.trim() !== '');
  // A date alone ("May 2023") is not an issuer line: it joins in brackets below.
  const dated = (line: string) =>
    SINGLE_DATE.test(line) && /\p{L}/u.test(line.replace(SINGLE_DATE, ''));
  const alternates =
    kept.length >= 4 &&
    kept.length % 2 === 0 &&
    kept.every((line, index) =>
      index % 2 === 0 ? !dated(line) : dated(line) && line.split(/\s+/).length <= 6,
    );
  if (!alternates) return lines;
  return kept.flatMap((line, index) => (index % 2 === 0 ? [`${line}, ${kept[index + 1]}`] : []));
}
