import type { JobWorkplace } from '../../shared/schemas/jobs.ts';

const fewDays = String.raw`(?:[1-4]|one|two|three|four)(?:\s*(?:-|to|or)\s*(?:[2-4]|two|three|four))?`;
const officeWords = String.raw`(?:office|on[\s-]?site|in[\s-]person|facility|campus|hq|headquarters)`;

/** Some days in the office and the rest elsewhere, or a stated hybrid arrangement. */
const hybridPatterns = [
  // "hybrid cloud", "hybrid vehicles", "hybrid apps" are products, not arrangements.
  /\bhybrid\b(?![\s-](?:cloud|vehicles?|electric|cars?|apps?|mobile|infrastructure|integration|solutions?|systems?|seeds?|engines?|environments? (?:of|across)))/i,
  new RegExp(String.raw`\b${fewDays}\s+days?\b[^.\n]{0,40}\b${officeWords}`, 'i'),
  new RegExp(String.raw`\b${officeWords}\b[^.\n]{0,40}\b${fewDays}\s+days?\b`, 'i'),
];

const remotePatterns = [
  /\b(?:fully|100\s?%|completely|entirely|permanently|mostly)\s+remote\b/i,
  /\bremote[\s/-](?:virtual|role|position|job|opportunity|work(?:ing|er)?|first|friendly|flexible|eligible|based|employees?|team|option)\b/i,
  /\bremote\s+(?:in|within|from|across|anywhere)\b/i,
  /\b(?:is|be|are|work(?:ing)?)\s+(?:a\s+)?remote\b(?![\s-](?:patient|monitoring|access|deposit|sensing|control|support tools))/i,
  /\bwork(?:ing)?\s+(?:from|at)\s+home\b(?![^.\n]{0,30}\b[1-4one]+\s+days?)/i,
  /\b(?:telecommut\w*|wfh|#LI-Remote)\b/i,
  // "Location: Remote", "Location: USA (Remote)", "Location: Bengaluru / Remote".
  /\blocation:[^\n|.]{0,40}\bremote\b/i,
];

const notRemote = /\b(?:not|non)[\s-](?:a\s+)?remote\b/i;

const onsitePatterns = [
  // "on-site parking", "onsite gym": perks, not where the work is.
  /\bon[\s-]?site\b(?![\s-](?:parking|gym|fitness|cafeteria|childcare|daycare|clinic|amenities|dining|restaurant|health|interviews?))/i,
  /\bwork location:\s*in[\s-]person\b/i,
  /\bin[\s-]person\s+(?:role|position|job|work)\b/i,
  /\b(?:work|works|report|be)\s+(?:in|at|from)\s+(?:the|our)\s+(?:[\w-]+\s+){0,3}(?:office|plant|warehouse|clinic|hospital|store|facility|center|centre|site|floor|headquarters)\b/i,
];

/** One pass per kind instead of one per phrase: this runs on every posting a board leaves vague. */
const anyOf = (patterns: RegExp[]) =>
  new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join('|'), 'i');
const hybrid = anyOf(hybridPatterns);
const remote = anyOf(remotePatterns);
const onsite = anyOf(onsitePatterns);

/**
 * Where the work is done, read from a description ("This is a fully remote role", "in the office
 * three days a week", "Work Location: In person"). Hybrid wins over both, since a hybrid posting
 * says "remote" and "office" too; "not a remote role" is on-site; mentions of remote things
 * (patient monitoring, access tools) are not remote work. Silence is unknown.
 */
export function extractWorkplaceFromText(text: string): JobWorkplace {
  if (hybrid.test(text)) return 'hybrid';
  if (notRemote.test(text)) return 'onsite';
  if (remote.test(text)) return 'remote';
  if (onsite.test(text)) return 'onsite';
  return 'unknown';
}
