import { employmentTypeLabels } from '../../shared/employment-type-labels.ts';
import type { Requirement } from '../../shared/schemas/tailoring.ts';
import { describeShifts } from '../../shared/shift-labels.ts';
import { cleanText, containsKey, keyOf, listPhrase, splitSentences } from './text.ts';
import type { TailorJob } from './types.ts';

/**
 * What a letter says about the job, all from the posting (decision 050): a sentence of it quoted
 * verbatim, the requirements it names, and its stated type, place and shifts.
 */
const boilerplate =
  /equal opportunity|EEO|\bbenefits?\b|401|salary|\$|pay range|apply|click|disabilit|veteran|accommodation|background check|drug screen|e-?verify|privacy|cookies?|https?:|www\.|@/i;
/**
 * Sentences a candidate would not quote back: what rules people out ("more than 3 moving
 * violations", "will only consider"), and the employer's hiring plans rather than the role.
 */
const notToQuote =
  /\b(?:not|no|never|nor|without|only consider|less than|more than \d|violations?|accidents?|felon(?:y|ies)|convict|disqualif|hire|hiring|hired|recruit)/i;
const aboutTheRole =
  /\b(?:looking for|seeking|join|you will|you'll|our|we are|we're|in this role|responsible for)\b/i;

/**
 * Up to `limit` sentences that say what the role is, 40 to 220 characters, bullet marks dropped:
 * those naming most of the requirements the person meets first, then those naming the company or
 * the role, in the posting's order.
 */
export function postingQuotes(
  job: TailorJob,
  limit: number,
  met: readonly string[] = [],
): string[] {
  const company = cleanText(job.company).toLowerCase();
  const titleKey = keyOf(job.title);
  const found: { sentence: string; score: number; at: number }[] = [];
  for (const line of job.descriptionText.slice(0, 20_000).split(/\n+/)) {
    const text = cleanText(line).replace(/^[-–•*·>\s]+/, '');
    const sentences = splitSentences(text);
    for (const [at, raw] of sentences.entries()) {
      // A list item is a sentence of its own; it gets the full stop it was written without.
      const last = at === sentences.length - 1;
      const sentence = last && /[\p{L}\p{N})]$/u.test(raw) ? `${raw}.` : raw;
      if (sentence.length < 40 || sentence.length > 220 || boilerplate.test(sentence)) continue;
      if (notToQuote.test(sentence)) continue;
      if (!/[.!]$/.test(sentence) || !/^[\p{Lu}\p{N}]/u.test(sentence)) continue;
      // "Or a Bachelor's degree…" is the end of another sentence, not one of its own.
      if (/^(?:Or|And|But|Nor)\b/.test(sentence)) continue;
      if (/(?:^|[^\p{L}])(?:I|my|me)(?![\p{L}])/u.test(sentence)) continue;
      // Lists of tools ("C#, C++", "Postgresql, Typescript, Terraform") and the title again are
      // not sentences about the role.
      const words = sentence.split(/\s+/).length;
      const separators = (sentence.match(/[,/]/g) ?? []).length;
      if (/[+#]|\p{L}\d|\d\p{L}/u.test(sentence) || words < 6 || separators * 2.5 >= words)
        continue;
      if (containsKey(titleKey, keyOf(sentence))) continue;
      const key = keyOf(sentence);
      const named =
        aboutTheRole.test(sentence) || (company && sentence.toLowerCase().includes(company));
      const meets = met.filter((term) => containsKey(key, term)).length;
      found.push({ sentence, score: meets * 2 + (named ? 1 : 0), at: found.length });
    }
    if (found.length >= 60) break;
  }
  return found
    .sort((a, b) => b.score - a.score || a.at - b.at)
    .slice(0, limit)
    .map((quote) => quote.sentence);
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

export function lowerFirst(text: string): string {
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

/** "full-time, in Atlanta, GA, on night shift" or '': what the posting states of the job. */
export function jobDetails(job: TailorJob): string {
  const type = job.employmentType
    ? employmentTypeLabels[job.employmentType]?.toLowerCase()
    : undefined;
  const place = job.workplace === 'remote' ? 'remote' : cleanText(job.locationText);
  const shifts = describeShifts(job.shifts)?.toLowerCase().replace(' · ', ' and ');
  const parts = [
    type && type !== 'other' ? type : '',
    place === 'remote' || /^remote$/i.test(place) ? 'remote' : place ? `in ${place}` : '',
    shifts ? `on ${shifts}` : '',
  ].filter(Boolean);
  return parts.join(', ');
}
