import { XMLParser } from 'fast-xml-parser';
import type { Connector, FetchContext } from '../connector-contract.ts';
import { companyFromPageHtml } from './company-name.ts';
import { rejectedElement } from './feed-elements.ts';
import { extractJobPostings } from './jsonld-extract.ts';
import { jobPostingToSource } from './jsonld-posting.ts';
import { decodeEntities } from './source-fields.ts';
import { fetchText, SourceError } from './source-http.ts';

const sitemapParser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });

function sitemapEntries(body: string): { pages: string[]; children: string[] } | null {
  if (!/<(urlset|sitemapindex)\b/.test(body)) return null;
  const document = sitemapParser.parse(body) as {
    urlset?: { url?: { loc?: string }[] };
    sitemapindex?: { sitemap?: { loc?: string }[] };
  };
  const locs = (entries: { loc?: string }[] | undefined) =>
    (entries ?? []).flatMap((entry) => (entry.loc ? [String(entry.loc).trim()] : []));
  return { pages: locs(document.urlset?.url), children: locs(document.sitemapindex?.sitemap) };
}

/** Page URLs of a sitemap (or, one level down, of a sitemap index); null when it is no sitemap. */
async function sitemapPages(
  body: string,
  context: FetchContext,
  maxPages: number,
): Promise<string[] | null> {
  const entries = sitemapEntries(body);
  if (!entries) return null;
  const pages = [...entries.pages];
  for (const child of entries.children) {
    if (pages.length >= maxPages) break;
    pages.push(...(sitemapEntries(await fetchText(context, 'jsonld', child))?.pages ?? []));
  }
  return pages.slice(0, maxPages);
}

/** Same-site links that look like job pages, for a careers index without JSON-LD of its own. */
const jobPath = /job|career|position|opening|vacanc|stelle|posting|requisition/i;
export function jobPageLinks(html: string, pageUrl: string): string[] {
  const page = new URL(pageUrl);
  const links = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*\bhref\s*=\s*["']([^"'#]+)["']/gi)) {
    try {
      const url = new URL(decodeEntities(match[1] ?? ''), page);
      if (url.host === page.host && jobPath.test(url.pathname) && url.href !== page.href)
        links.add(url.href);
    } catch {
      // An unparsable href is no job page.
    }
  }
  return [...links];
}

/**
 * Any employer's career page or sitemap whose pages carry schema.org JobPosting JSON-LD. The key
 * is a sitemap (its pages are read), a page with JobPosting JSON-LD (read as is), or a careers
 * index without any (its same-site job links are read). Broken JSON on one page is skipped; the
 * source fails only when JSON-LD was there and none was readable.
 */
export function createJsonLdConnector(options: { maxPages?: number } = {}): Connector {
  const maxPages = options.maxPages ?? 200;

  async function pagesToRead(key: string, body: string, context: FetchContext) {
    const sitemap = await sitemapPages(body, context, maxPages);
    if (sitemap) return { first: null, pages: sitemap };
    const first = extractJobPostings(body);
    if (first.blocks > 0 && first.postings.length + first.broken > 0) return { first, pages: [] };
    return { first, pages: jobPageLinks(body, key).slice(0, maxPages) };
  }

  return {
    kind: 'jsonld',
    async *fetchPostings(source, context) {
      const body = await fetchText(context, 'jsonld', source.key, {
        headers: { accept: 'text/html,application/xml' },
      });
      const { first, pages } = await pagesToRead(source.key, body, context);
      let blocks = 0;
      let broken = 0;
      const seen = new Set<string>();
      const read = function* (
        found: ReturnType<typeof extractJobPostings>,
        pageUrl: string,
        html: string,
      ) {
        blocks += found.blocks;
        broken += found.broken;
        // A posting without hiringOrganization is the site's own: its og:site_name or <title>.
        const siteCompany = companyFromPageHtml(html);
        for (const [index, node] of found.postings.entries()) {
          const item = jobPostingToSource(node, pageUrl, source.key, index, siteCompany);
          if (!item) {
            yield rejectedElement(`${pageUrl}#${index}`, 'title: missing');
            continue;
          }
          if (seen.has(item.sourceId)) continue;
          seen.add(item.sourceId);
          yield item;
        }
      };
      if (first && pages.length === 0) yield* read(first, source.key, body);
      for (const pageUrl of pages) {
        let html: string;
        try {
          html = await fetchText(context, 'jsonld', pageUrl);
        } catch (error) {
          // One vanished page is not the whole source failing.
          if (error instanceof SourceError && error.status !== undefined && error.status < 500)
            continue;
          throw error;
        }
        yield* read(extractJobPostings(html), pageUrl, html);
      }
      if (blocks > 0 && broken === blocks) {
        throw new SourceError(
          'jsonld',
          source.key,
          `malformed payload (none of ${blocks} JSON-LD blocks is valid JSON)`,
        );
      }
    },
  };
}

export const jsonLdConnector = createJsonLdConnector();
