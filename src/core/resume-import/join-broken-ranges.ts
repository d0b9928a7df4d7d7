import { OPEN_END } from './resume-dates.ts';

/**
 * A date range wrapped at its dash is put back on one line: "02/2019 –" then "Present". In a
 * margin column (moderncv) the wrap puts the end date at the head of the next line, before the
 * description: "04/2020– Lead Electrician, Hanjin" / "Present Lead a crew of eight…"; the
 * range is rebuilt and the description keeps its own line (decision 044).
 */
const DATE_TOKEN = String.raw`(?:\d{1,2}[/.]\d{4}|(?:19|20)\d{2}-\d{2}|(?:19|20)\d{2}|[A-Za-z]{3,9}\.? \d{4})`;
// The rest must not open with the end date: "01/2015 - 04/2015 | Certificate" is whole already.
const MARGIN_START = new RegExp(
  String.raw`^(${DATE_TOKEN}\s*[-–—→])\s*(?:\|\s*)?(?!${DATE_TOKEN}|${OPEN_END})(\S.*)$`,
  'i',
);
/** "2017-09 → 2020-" / "01": a year-month end date cut at its hyphen. */
const CUT_MONTH = /^(.*\b(?:19|20)\d{2}-)\s+(\S.*)$/;
/** "Jan 2019–May" / "2020": a range wrapped between the end month and its year. */
const CUT_AFTER_MONTH =
  /\d{4}\s*(?:-|–|—|→|to)\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?$/i;
/** "… | Apr" / "2020–Present": a range wrapped between its start month and year. */
const CUT_BEFORE_YEAR =
  /(?:^|[\s|])(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?$/i;
const YEAR_OPENS_RANGE = /^(?:19|20)\d{2}\s*(?:-|–|—|→|to)\s*\S/i;
const MARGIN_END = new RegExp(String.raw`^(${OPEN_END}|${DATE_TOKEN})(?:\s+(.*))?$`, 'i');

export function joinBrokenRanges(lines: string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const marginStart = previous ? MARGIN_START.exec(previous) : null;
    const marginEnd = MARGIN_END.exec(line);
    const cut = previous ? CUT_MONTH.exec(previous) : null;
    const month = /^(0[1-9]|1[0-2])(?:\s+(.*))?$/.exec(line);
    const year = /^((?:19|20)\d{2})(?:\s+(.*))?$/.exec(line);
    if (cut?.[1] && cut[2] && month?.[1]) {
      joined[joined.length - 1] = `${cut[1]}${month[1]} | ${cut[2]}`;
      if (month[2]) joined.push(month[2]);
    } else if (previous && CUT_BEFORE_YEAR.test(previous) && YEAR_OPENS_RANGE.test(line))
      joined[joined.length - 1] = `${previous} ${line}`;
    else if (previous && /\d{4}\s*(?:-|–|—|→|to)$/i.test(previous))
      joined[joined.length - 1] = `${previous} ${line}`;
    else if (previous && CUT_AFTER_MONTH.test(previous) && year?.[1]) {
      joined[joined.length - 1] = `${previous} ${year[1]}`;
      if (year[2]) joined.push(year[2]);
    } else if (marginStart?.[1] && marginStart[2] && marginEnd?.[1]) {
      joined[joined.length - 1] = `${marginStart[1]} ${marginEnd[1]} | ${marginStart[2]}`;
      if (marginEnd[2]) joined.push(marginEnd[2]);
    } else joined.push(line);
  }
  return joined;
}
