import { createHash } from 'node:crypto';

const legalSuffixes =
  /\b(inc|incorporated|llc|l\.l\.c|ltd|limited|corp|corporation|co|company|gmbh|ag|sa|sas|bv|nv|oy|ab|plc|pllc|lp|llp|pty|srl|spa)\b\.?/g;

/** Company names as one key: "Acme Robotics, Inc." and "ACME Robotics" are the same employer. */
export function companyKey(company: string): string {
  const key = company
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9.\s]/g, ' ')
    .replace(legalSuffixes, ' ')
    .replace(/[.\s]+/g, ' ')
    .trim();
  return key || company.trim().toLowerCase();
}

const titleWords: Array<[RegExp, string]> = [
  [/\bsr\b\.?/g, 'senior'],
  [/\bjr\b\.?/g, 'junior'],
  [/\bmgr\b\.?/g, 'manager'],
  [/\bengr?\b\.?/g, 'engineer'],
  [/\brn\b/g, 'registered nurse'],
];

/** Titles as one key: case, punctuation, abbreviations and "(Remote)"-style suffixes ignored. */
export function titleKey(title: string): string {
  let key = title.toLowerCase().replace(/[([].*?(remote|hybrid|on-?site).*?[)\]]/g, ' ');
  key = key.replace(/\s[-–|,]\s*(remote|hybrid|on-?site)\b.*$/g, ' ');
  for (const [pattern, word] of titleWords) key = key.replace(pattern, word);
  return key.replace(/[^a-z0-9]+/g, ' ').trim();
}

export function locationKey(locationText: string, workplace: string): string {
  if (workplace === 'remote') return 'remote';
  return (
    locationText
      .toLowerCase()
      .split(/[;|]/)[0]
      ?.replace(/[^a-z0-9]+/g, ' ')
      .trim() ?? ''
  );
}

const trackingParams =
  /^(utm_.*|gh_src|source|src|ref|referrer|lever-source|lever-origin|trk|trackingid)$/i;

/** Apply URLs as one key: host lower-cased, tracking parameters, fragment and trailing slash dropped. */
export function applyUrlKey(applyUrl: string): string {
  let url: URL;
  try {
    url = new URL(applyUrl);
  } catch {
    return applyUrl.trim().toLowerCase();
  }
  const params = [...url.searchParams.entries()]
    .filter(([name]) => !trackingParams.test(name))
    .sort(([a], [b]) => a.localeCompare(b));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : '';
  const host = url.host.toLowerCase().replace(/^www\./, '');
  const path = url.pathname.replace(/\/+$/, '');
  return `${host}${path}${query}`;
}

/** The company + title + location rule's key. */
export function jobFingerprint(company: string, title: string, location: string): string {
  return createHash('sha256')
    .update(`${company}|${title}|${location}`)
    .digest('base64url')
    .slice(0, 32);
}
