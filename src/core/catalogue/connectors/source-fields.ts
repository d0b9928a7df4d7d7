import { z } from 'zod';
import type { JobEmploymentType, JobWorkplace } from '../../../shared/schemas/jobs.ts';
import type { SourcePosting } from '../connector-contract.ts';

type SourceLocation = SourcePosting['locations'][number];

/** Ids arrive as numbers from some boards and strings from others; we always keep a string. */
export const idSchema = z.union([z.string().min(1), z.number()]).transform(String);

/** Amounts some boards send as strings ("5000.00"). */
export const amountSchema = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined || value === '') return null;
    const amount = typeof value === 'number' ? value : Number(value.replace(/,/g, ''));
    return Number.isFinite(amount) && amount > 0 ? amount : null;
  });

export function isoFromDate(value: string | null | undefined): string | null {
  if (!value) return null;
  let text = value.trim();
  // "2025-04-24 09:12:45 UTC" (Recruitee) and zone-less "2025-05-01T00:00:00.0000" (USAJOBS) are UTC.
  text = text.replace(/^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})/, '$1T$2').replace(/ UTC$/, 'Z');
  if (/T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text)) text += 'Z';
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

export function isoFromEpochSeconds(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) return null;
  // A "seconds" field holding milliseconds would land in the year 50,000; read it as ms instead.
  return new Date(number > 1e11 ? number : number * 1000).toISOString();
}

export function isoFromEpochMs(value: number | null | undefined): string | null {
  return typeof value === 'number' && value > 0 ? new Date(value).toISOString() : null;
}

const employmentPatterns: [RegExp, JobEmploymentType][] = [
  [/intern|trainee|werkstudent|apprentice|student/i, 'INTERN'],
  [/part[\s_-]?time|teilzeit/i, 'PART_TIME'],
  [/contract|freelance|contractor/i, 'CONTRACT'],
  [/temp|seasonal|befristet/i, 'TEMPORARY'],
  [/volunteer/i, 'VOLUNTEER'],
  [/per[\s_-]?diem/i, 'PER_DIEM'],
  [/full[\s_-]?time|vollzeit|permanent|regular/i, 'FULL_TIME'],
];

/** Free-text or coded employment types ("Full-time", "FullTime", "fulltime_permanent") → schema.org. */
export function employmentTypeFrom(
  ...texts: (string | null | undefined)[]
): JobEmploymentType | null {
  for (const text of texts) {
    if (!text) continue;
    const compact = text.replace(/([a-z])([A-Z])/g, '$1 $2');
    for (const [pattern, type] of employmentPatterns) if (pattern.test(compact)) return type;
  }
  return null;
}

/** "Remote - US", "Berlin (Remote)", "Hybrid" → workplace; silence → unknown, never a guess. */
export function workplaceFromText(...texts: (string | null | undefined)[]): JobWorkplace {
  const text = texts.filter(Boolean).join(' ');
  if (/\bhybrid\b/i.test(text)) return 'hybrid';
  if (/\bremote\b|telecommute|flexible \/ remote|home[\s-]?office/i.test(text)) return 'remote';
  if (/\bon[\s-]?site\b|\bin[\s-]?office\b/i.test(text)) return 'onsite';
  return 'unknown';
}

/** Lever documents "on-site" but sends "onsite"; Ashby sends "OnSite". */
export function workplaceFromCode(code: string | null | undefined): JobWorkplace {
  const value = (code ?? '').toLowerCase().replace(/[\s_-]/g, '');
  if (value === 'remote') return 'remote';
  if (value === 'hybrid') return 'hybrid';
  if (value === 'onsite' || value === 'inoffice') return 'onsite';
  return 'unknown';
}

export function locationOf(
  raw: string | null | undefined,
  parts: { city?: string | null; region?: string | null; country?: string | null } = {},
): SourceLocation | null {
  const upper =
    parts.country && /^[a-z]{2}$/i.test(parts.country) ? parts.country.toUpperCase() : undefined;
  // Adzuna's area list says "UK"; ISO 3166 says GB.
  const code = upper === 'UK' ? 'GB' : upper;
  // Shown as the job's location when the source gives only parts: "Reno, NV, US", not "…, us".
  const text = (
    raw ?? [parts.city, parts.region, code ?? parts.country].filter(Boolean).join(', ')
  ).trim();
  if (!text) return null;
  const location: SourceLocation = { raw: text };
  if (parts.city) location.city = parts.city;
  if (parts.region) location.region = parts.region;
  if (code) location.country = code;
  return location;
}

export function locationsOf(...items: (SourceLocation | null)[]): SourceLocation[] {
  const seen = new Set<string>();
  return items.filter((item): item is SourceLocation => {
    if (!item || seen.has(item.raw.toLowerCase())) return false;
    seen.add(item.raw.toLowerCase());
    return true;
  });
}

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes HTML entities once (Greenhouse sends its HTML entity-escaped). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? Number.parseInt(entity.slice(2), 16)
          : Number(entity.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : match;
    }
    return namedEntities[entity.toLowerCase()] ?? match;
  });
}

/** A URL the contract accepts, or undefined. */
export function urlOrUndefined(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).toString();
  } catch {
    return undefined;
  }
}

/** Wraps a plain-text field (USAJOBS summaries, Adzuna snippets) as HTML, escaped. */
export function paragraphs(...texts: (string | null | undefined)[]): string {
  const escapeHtml = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return texts
    .filter((text): text is string => Boolean(text?.trim()))
    .map((text) => `<p>${escapeHtml(text.trim())}</p>`)
    .join('');
}
