/** Name, e-mail, phone and LinkedIn address, found anywhere in the text (sidebars included). */

import { isLocation } from './header-places.ts';

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/[A-Za-z0-9_%-]+\/?/i;
/** "+82 2-3142-5566", "+1 (503) 555-0147", "010-2284-9051": the country code is kept. */
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d{1,4}(?:[\s.-]?\d{2,5}){2,5}/;
/** What a resume may be titled above the name. */
const DOCUMENT_TITLE = /^(?:curriculum vitae|r[ée]sum[ée]|cv|personal details|contact)$/i;
const NAME_WORD = /^\p{Lu}[\p{L}'’-]*\.?$/u;
/** A nickname in quotes or brackets between the names: Robert "Bobby" Nguyen. */
const NICKNAME = /^(?:"\p{Lu}[\p{L}'’-]*"|“\p{Lu}[\p{L}'’-]*”|\(\p{Lu}[\p{L}'’-]*\))$/u;
/** Lower-case particles inside names: "María de la Cruz", "Anne van Dijk". */
const NAME_PARTICLE = /^(?:de|del|della|der|di|da|das|dos|du|la|le|van|von|bin|ibn|al|el|y)$/;

export interface ContactDetails {
  fullName: string;
  email: string;
  phone: string;
  linkedIn: string;
}

export function findContactDetails(allLines: string[], headerLines: string[]): ContactDetails {
  // A LinkedIn address wrapped at a hyphen or its slash: "linkedin.com/in/luis-hernandez-" / "warehouse".
  const text = allLines
    .join('\n')
    .replace(/(linkedin\.com\/in\/(?:[A-Za-z0-9_%-]*-)?)\n([A-Za-z0-9_%-]+)(?=\s|$)/gi, '$1$2');
  const linkedInMatch = LINKEDIN.exec(text)?.[0] ?? '';
  return {
    fullName: findName(headerLines.length > 0 ? headerLines : allLines),
    email: EMAIL.exec(text)?.[0] ?? '',
    phone: findPhone(allLines),
    linkedIn: linkedInMatch
      ? `${/^https?:\/\//i.test(linkedInMatch) ? '' : 'https://'}${linkedInMatch}`.replace(
          /\/$/,
          '',
        )
      : '',
  };
}

/** 2 to 5 capitalised words (particles such as "de" aside), and not a document title. */
export function looksLikeName(text: string): boolean {
  const candidate = text.replace(/\s+/g, ' ').trim();
  if (DOCUMENT_TITLE.test(candidate)) return false;
  const words = candidate.split(' ');
  if (words.length < 2 || words.length > 5) return false;
  const [first, ...rest] = words;
  return Boolean(
    first &&
      NAME_WORD.test(first) &&
      rest.every((word) => NAME_WORD.test(word) || NAME_PARTICLE.test(word) || NICKNAME.test(word)),
  );
}

/** Sidebar labels that stand alone on a line like a one-word name would. */
const LABEL =
  /^(?:phone|mobile|tel|telephone|e-?mail|address|linkedin|website|contact|profile|summary|skills|details)$/i;

/**
 * The first line near the top that reads like a person's name, or two lines that do together:
 * sidebars and Word title blocks set the name on two lines ("Ji-woo" / "Park").
 */
function findName(lines: string[]): string {
  const top = lines.slice(0, 8).map((line) => withoutCredentials(line.replace(/\s+/g, ' ').trim()));
  for (const [index, line] of top.entries()) {
    const next = top[index + 1] ?? '';
    const split = !line.includes(' ') && next !== '' && !next.includes(' ');
    const pair = split && !LABEL.test(line) && !LABEL.test(next) ? `${line} ${next}` : '';
    // "Miguel A." / "Santos": a name does not end on a middle initial.
    const initialEnd =
      /\s\p{Lu}\.$/u.test(line) && NAME_WORD.test(next) && !LABEL.test(next)
        ? `${line} ${next}`
        : '';
    const candidate = looksLikeName(initialEnd)
      ? initialEnd
      : looksLikeName(line)
        ? line
        : looksLikeName(pair)
          ? pair
          : '';
    if (candidate)
      return candidate
        .split(' ')
        .map((word) => (word === word.toUpperCase() && word.length > 2 ? titleCase(word) : word))
        .join(' ');
  }
  return '';
}

/**
 * "Priya Shah, RN, BSN", "Marcus Bell, CPA": letters after the name are credentials, not part of
 * it (the certifications section holds them).
 */
function withoutCredentials(line: string): string {
  // "Dr. Anita Desai": a form of address is no part of the name.
  line = line.replace(/^(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+(?=\p{Lu})/u, '');
  const [name = '', ...after] = line.split(/,\s*/);
  // "College Park, MD" is a place, though MD is also a doctor's letters.
  if (after.length === 0 || name.split(' ').length < 2 || isLocation(line)) return line;
  return after.every((part) => CREDENTIAL.test(part)) ? name : line;
}

const CREDENTIAL =
  /^(?:RN|BSN|MSN|DNP|LPN|LVN|CNA|NP|APRN|FNP(?:-[BC])?|CRNA|CCRN|CEN|PA-C|MD|DO|DDS|DMD|RDH|PharmD|RPh|CPhT|PT|DPT|OTR(?:\/L)?|RRT|EMT(?:-[BP])?|CMA|RMA|CPA|CFA|CFP|CMA|EA|MBA|MPA|MPH|MSW|LCSW|LPC|JD|Esq\.?|PhD|EdD|MEd|MA|MS|BS|BA|PE|PMP|SHRM-(?:CP|SCP)|PHR|SPHR|CDL|CSCS|CPC)$/;

export function titleCase(word: string): string {
  // Each part after a hyphen or apostrophe starts with a capital ("GARCIA-LOPEZ", "O'CONNELL"),
  // and so does a nickname after its quote ("BOBBY").
  return word
    .toLowerCase()
    .replace(
      /(^|[-'’"“(])(\p{L})/gu,
      (_, before: string, letter: string) => before + letter.toUpperCase(),
    );
}

/** A phone number, skipping date ranges such as "2019 - 2021" that look like digits too. */
function findPhone(lines: string[]): string {
  const phones = new RegExp(PHONE.source, 'g');
  for (const line of lines) {
    const withoutMail = line.replace(EMAIL, ' ').replace(LINKEDIN, ' ');
    // Every candidate on the line: a ZIP code may come first ("Seattle, WA 98101 • (206) …").
    for (const match of withoutMail.matchAll(phones)) {
      const digits = match[0].replace(/\D/g, '');
      if (digits.length < (match[0].startsWith('+') ? 9 : 10) || digits.length > 15) continue;
      if (/^(19|20)\d{2}\s*[-–]\s*(19|20)\d{2}$/.test(match[0].trim())) continue;
      return match[0].trim();
    }
  }
  return '';
}
