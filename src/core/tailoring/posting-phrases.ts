import { type EducationLevel, levelsIn, rankOf } from './education-level.ts';
import { cleanText } from './text.ts';

/**
 * Phrases a posting states in prose that ingestion does not store as terms (decision 050):
 * licences, years of experience and education, each cut out in the posting's own words.
 */

/** Words that start or glue a licence phrase but are not part of its name. */
const licenceStopWords = new Set(
  `a an the and or with must have has hold holds holding possess possession of in valid current
  active unencumbered unrestricted required requires require eligible for to be is are obtain
  maintain obtaining maintaining compact multistate multi-state clean good standing by within
  upon as our this your their applicable appropriate proof need needs any all also will should
  may can including include includes`.split(/\s+/),
);

export function findLicences(description: string): string[] {
  const found: string[] = [];
  for (const match of description.matchAll(/\blicen[cs]e\b/gi)) {
    const before = description.slice(Math.max(0, match.index - 80), match.index);
    const clause = before.split(/[.;:\n()•,]/).at(-1) ?? '';
    const words = clause.trim().split(/\s+/).filter(Boolean);
    const kept: string[] = [];
    for (let i = words.length - 1; i >= 0 && kept.length < 4; i--) {
      const word = words[i] ?? '';
      if (licenceStopWords.has(word.toLowerCase())) break;
      kept.unshift(word);
    }
    if (kept.length === 0) continue;
    if (/^(?:software|business|liquor|music|open)$/i.test(kept.at(-1) ?? '')) continue;
    found.push(cleanText(`${kept.join(' ')} ${match[0]}`).replace(/^[-–•*·\s]+/, ''));
  }
  const cdl =
    /\b(?:Class\s+[ABC]\s+(?:CDL|Commercial\s+Driver['’]?s?\s+Licen[cs]e)|CDL[-\s]?(?:Class\s+)?[ABC]\b|CDL)\b/g;
  for (const match of description.matchAll(cdl)) found.push(cleanText(match[0]));
  return found;
}

const numberWords: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

export interface YearsPhrase {
  text: string;
  minYears: number;
  /** "acute care", "as a CDL driver", or '' for experience of any kind. */
  area: string;
}

// Not the fraction of a decimal: "less than 1.5 years" asks for no 5 years.
const yearsPattern =
  /(?<![\d.])\b(?:(?:a\s+)?minimum\s+of\s+|at\s+least\s+|min\.?\s+)?(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:\(\d{1,2}\)\s*)?(?:\+|plus)?\s*(?:(?:-|–|to|or)\s*(?:\d{1,2}|more)\s*)?\+?\s*(?:years?|yrs?)['’]?(?=\W)/gi;

export function findYears(description: string): YearsPhrase[] {
  const found: YearsPhrase[] = [];
  for (const match of description.matchAll(yearsPattern)) {
    const rest = description.slice(
      match.index + match[0].length,
      match.index + match[0].length + 160,
    );
    const clause = rest.split(/[.;\n•(]/)[0] ?? '';
    const at = clause.search(/\bexperience\b|\bexp\b/i);
    if (at < 0 || at > 70) continue;
    const value = (match[1] ?? '').toLowerCase();
    const minYears = numberWords[value] ?? Number(value);
    if (!(minYears >= 1 && minYears <= 40)) continue;
    const between = clause.slice(0, at).replace(/^\s*(?:of\s+)?/i, '');
    const after = /^\w+\s+(?:in|with|as|on|working|within|at)\s+([^,]{2,80})/i.exec(
      clause.slice(at),
    );
    const area = cleanText(
      `${between} ${after?.[1] ?? ''}`.replace(
        /\b(?:related|relevant|professional|work|working|recent|prior|previous|progressive|paid|verifiable|full-time)\b/gi,
        '',
      ),
    );
    const end = after ? at + after[0].length : at + 10;
    const text = cleanText(`${match[0]}${clause.slice(0, end)}`).replace(/[,\s]+$/, '');
    found.push({ text: text.slice(0, 200), minYears, area: area.slice(0, 120) });
  }
  return found;
}

export interface EducationPhrase {
  text: string;
  level: EducationLevel;
  /** The field of study when the posting insists on one; '' when any (or "related") field will do. */
  field: string;
}

export function findEducation(description: string): EducationPhrase[] {
  const found: EducationPhrase[] = [];
  for (const sentence of description.split(/[.;\n•]/)) {
    if (
      !/\b(?:degree|diploma|GED|BSN|ADN|MSN|MBA|graduate|bachelor|master|doctorate|ph\.?d)/i.test(
        sentence,
      )
    )
      continue;
    const levels = levelsIn(sentence);
    if (levels.length === 0) continue;
    const level = levels.reduce((low, next) => (rankOf(next) < rankOf(low) ? next : low));
    const start = sentence.search(
      /\b(?:high school|GED|associate|bachelor|master|doctor|ph\.?d|BSN|ADN|MSN|MBA|B\.?S\.?|B\.?A\.?|four|4|two|2|undergraduate|graduate|diploma|certificate|vocational)\b/i,
    );
    const text = cleanText(sentence.slice(Math.max(0, start))).replace(/[,\s]+$/, '');
    if (!text) continue;
    const fieldMatch = /\b(?:degree|diploma)?\s*in\s+([^,()]{2,80})/i.exec(text);
    const anyField = /\b(?:related|equivalent|similar|any field|relevant)\b/i.test(text);
    found.push({
      text: text.slice(0, 200),
      level,
      field: anyField ? '' : cleanText(fieldMatch?.[1] ?? ''),
    });
  }
  return found;
}
