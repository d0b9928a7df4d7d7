import type { AnswerBankKey } from '../../../shared/schemas/applications.ts';

/** What a field asks, read from its label, name and id together (normalized text). */
export type ProfileQuestion =
  | 'first_name'
  | 'last_name'
  | 'full_name'
  | 'email'
  | 'phone'
  | 'location'
  | 'linkedin'
  | 'github'
  | 'website'
  | 'current_company'
  | 'current_title'
  | 'cover_letter_text';

/** First match wins: more specific rules come before general ones ("email" before "name"). */
export const profileRules: [ProfileQuestion, RegExp][] = [
  ['email', /\be ?mail\b/],
  ['phone', /\b(phone|mobile|telephone|cell)\b/],
  ['linkedin', /\blinkedin\b/],
  ['github', /\bgithub\b/],
  ['website', /\b(portfolio|website|personal site|other website)\b/],
  ['first_name', /\b(first|given) ?name\b|\bforename\b|\bfirst_name\b/],
  ['last_name', /\b(last|family) ?name\b|\bsurname\b|\blast_name\b/],
  ['current_company', /\bcurrent (company|employer)\b|^org$|\borg\b|\bcompany name\b/],
  ['current_title', /\bcurrent (job )?(title|position|role)\b/],
  ['cover_letter_text', /\bcover ?letter\b/],
  [
    'full_name',
    /^(full |legal |your )?name$|\bfull name\b|\bcandidate name\b|systemfield name|candidate name\b|^name\b/,
  ],
  ['location', /\b(location|city|current address|where are you based)\b/],
];

/** The answer bank's fixed questions, as employers word them. */
export const bankRules: [AnswerBankKey, RegExp][] = [
  ['sponsorship', /\bsponsor/],
  [
    'work_authorization',
    /\bauthori[sz]ed to work|work authori[sz]ation|legally (allowed|eligible|able) to work|right to work|eligib\w* to work/,
  ],
  ['relocation', /\brelocat/],
  ['start_date', /\bstart date|when can you start|available to start|earliest start|notice period/],
  ['salary_expectation', /\bsalary|compensation|pay expectation|desired pay|expected pay/],
  ['travel', /\btravel/],
  ['shifts', /\bshifts?\b|\bnights?\b|\bweekends?\b|\bovertime\b|\bon call\b/],
  [
    'heard_about',
    /how did you (hear|find|learn)|where did you (hear|find|see)|referral source|\bsource\b/,
  ],
];

/** "How many years of experience do you have with Epic?" → "epic". */
export const yearsQuestion = /\byears?\b.*\b(with|in|using|of)\b (.+)$/;
/** "Do you hold an active RN licence in Texas?", "Do you have a CDL Class A license?" */
export const licenceQuestion = /\b(licen[cs]e|licensed|certified|certification)\b/;
/** EEO and demographic questions, by the ids Greenhouse and Lever use or their words. */
export const eeoRules: [string, RegExp][] = [
  ['hispanic', /\bhispanic|latino/],
  ['race', /\brace\b|ethnic/],
  ['gender', /\bgender\b|\bsex\b/],
  ['veteran', /\bveteran/],
  ['disability', /\bdisabilit/],
];
