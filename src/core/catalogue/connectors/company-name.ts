import type { FetchContext, FollowedSource, SourceKind } from '../connector-contract.ts';
import { decodeEntities } from './source-fields.ts';
import { fetchText } from './source-http.ts';

/**
 * The last resort when neither the payload, the followed source's label nor the board's own page
 * names the company: the slug with its word breaks kept ("acme-robotics", "AcmeRobotics" →
 * "Acme Robotics"). A slug written as one lower-case word stays one word: no break is guessed.
 */
export function companyFromSlug(slug: string): string {
  const words = slug
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .split(/[-_.\s]+/)
    .filter(Boolean);
  return words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join(' ') || slug;
}

/** Page-title boilerplate around a company's name: "Jobs at Acme", "Acme - Careers", "Acme jobs". */
const around = [
  /^(?:current\s+)?(?:jobs|careers|job openings|open positions|karriere|stellenangebote)\s+(?:at|bei|@)\s+/i,
  /\s*(?:[-–—|:·]\s*)?(?:jobs|careers|career site|job board|karriere|stellenangebote|open positions)(?:\s+page)?$/i,
  /\s*[-–—|:·]\s*(?:powered by\s+)?(?:lever|ashby|personio|workday|greenhouse)$/i,
];
const boilerplateOnly =
  /^(?:jobs|careers|home|workday|lever|ashby|personio|job board|open positions)?$/i;

/** A company name from an HTML page's og:site_name, else its <title>, boilerplate removed. */
export function companyFromPageHtml(html: string): string | null {
  const meta =
    /<meta\b[^>]*\bproperty\s*=\s*["']og:site_name["'][^>]*>/i.exec(html)?.[0] ??
    /<meta\b[^>]*\bname\s*=\s*["']og:site_name["'][^>]*>/i.exec(html)?.[0];
  const siteName = meta ? /\bcontent\s*=\s*["']([^"']*)["']/i.exec(meta)?.[1] : undefined;
  const title = /<title\b[^>]*>([^<]*)<\/title>/i.exec(html)?.[1];
  for (const raw of [siteName, title]) {
    let name = decodeEntities(raw ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    for (const pattern of around) name = name.replace(pattern, '').trim();
    if (!boilerplateOnly.test(name) && name.length <= 120) return name;
  }
  return null;
}

/** The board's own page, read for its name; null when it cannot be read (never a failed source). */
export async function companyFromBoardPage(
  context: FetchContext,
  kind: SourceKind,
  pageUrl: string,
): Promise<string | null> {
  try {
    const html = await fetchText(context, kind, pageUrl, { headers: { accept: 'text/html' } });
    return companyFromPageHtml(html);
  } catch (error) {
    if (context.signal?.aborted) throw error;
    return null;
  }
}

/**
 * A board page's URL: production's hosted page, or under `/board-page/` of a test's base URL
 * (tests/helpers/fake-job-boards serve the boards' pages there).
 */
export function boardPageUrl(baseUrl: string | undefined, key: string, production: string) {
  return baseUrl
    ? `${baseUrl.replace(/\/+$/, '')}/board-page/${encodeURIComponent(key)}`
    : production;
}

/**
 * The company of a board whose payload names none (Lever, Ashby, Personio without `subcompany`):
 * the followed source's label, else the board page's name, else the slug humanised.
 */
export async function companyOfBoard(
  source: FollowedSource,
  context: FetchContext,
  productionPage: string,
  slug = source.key,
): Promise<string> {
  if (source.label) return source.label;
  const page = boardPageUrl(source.baseUrl, source.key, productionPage);
  return (await companyFromBoardPage(context, source.kind, page)) ?? companyFromSlug(slug);
}
