import { employmentTypeLabels } from '../../shared/employment-type-labels.ts';
import type { Requirement } from '../../shared/schemas/tailoring.ts';
import { describeShifts } from '../../shared/shift-labels.ts';
import { cleanText, listPhrase, splitSentences } from './text.ts';
import type { TailorJob } from './types.ts';

/**
 * What a letter says about the job, all from the posting (decision 050): a sentence of it quoted
 * verbatim, the requirements it names, and its stated type, place and shifts.
 */
const boilerplate =
  /equal opportunity|EEO|\bbenefits?\b|401|salary|\$|pay range|apply|click|disabilit|veteran|accommodation|background check|drug screen|e-?verify|privacy|cookies?|https?:|www\.|@/i;
const aboutTheRole =
  /\b(?:looking for|seeking|join|you will|you'll|our|we are|we're|in this role|responsible for)\b/i;

/**
 * Up to `limit` sentences that say what the role is, 40 to 220 characters: the ones naming the
 * company or the role first, then others, in the posting's order.
 */
export function postingQuotes(job: TailorJob, limit: number): string[] {
  const company = cleanText(job.company).toLowerCase();
  const about: string[] = [];
  const other: string[] = [];
  for (const line of job.descriptionText.slice(0, 20_000).split(/\n+/)) {
    for (const sentence of splitSentences(cleanText(line))) {
      if (sentence.length < 40 || sentence.length > 220 || boilerplate.test(sentence)) continue;
      if (!/[.!]$/.test(sentence)) continue;
      if (/(?:^|[^\p{L}])(?:I|my|me)(?![\p{L}])/u.test(sentence)) continue;
      const named =
        aboutTheRole.test(sentence) || (company && sentence.toLowerCase().includes(company));
      (named ? about : other).push(sentence);
    }
    if (about.length >= limit) break;
  }
  return [...about, ...other].slice(0, limit);
}

/** "BLS, ACLS and a minimum of two years of acute care experience". */
export function asksPhrase(requirements: readonly Requirement[]): string {
  return listPhrase(
    requirements.map((r) =>
      /^\p{Lu}\p{Ll}/u.test(r.text) && r.kind !== 'skill' && r.kind !== 'tool'
        ? lowerFirst(r.text)
        : r.text,
    ),
  );
}

function lowerFirst(text: string): string {
  const [first = '', second = ''] = text.split(' ');
  // "Minimum of two years" reads as prose; "Microsoft Excel" or "Class A CDL" keep their capitals.
  if (
    /^(?:Minimum|At|Bachelor|Master|Associate|High|Current|Valid|Active|One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten)$/.test(
      first,
    ) &&
    !/^\p{Lu}{2}/u.test(second)
  ) {
    return `${first.toLowerCase()}${text.slice(first.length)}`;
  }
  return text;
}

/** "The position is full-time, in Atlanta, GA, on night shift." or ''. */
export function jobDetails(job: TailorJob): string {
  const type = job.employmentType
    ? employmentTypeLabels[job.employmentType]?.toLowerCase()
    : undefined;
  const place = job.workplace === 'remote' ? 'remote' : cleanText(job.locationText);
  const shifts = describeShifts(job.shifts)?.toLowerCase().replace(' · ', ' and ');
  const parts = [
    type && type !== 'other' ? type : '',
    place === 'remote' ? 'remote' : place ? `in ${place}` : '',
    shifts ? `on ${shifts}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? `The position is ${parts.join(', ')}.` : '';
}
