import { BULLET } from './parse-work-section.ts';
import { SINGLE_DATE } from './resume-dates.ts';

/**
 * One certification or licence per line as the resume names it ("Registered Nurse, Oregon").
 * A line holding only a date (a template's right-aligned "May 2023") joins the one above, and
 * so does the short tail of a name a narrow sidebar wrapped ("ASE Master Medium-Heavy Truck" /
 * "Technician (2019)") where the other items each end with their date.
 */
export function parseCertificationsSection(lines: string[]): string[] {
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
      line.length <= 24 &&
      SINGLE_DATE.test(line);
    if (onlyDate && previous !== undefined) items[items.length - 1] = `${previous} (${line})`;
    else if (wrapped) items[items.length - 1] = `${previous} ${line}`;
    else items.push(line);
  }
  return items.slice(0, 50);
}
