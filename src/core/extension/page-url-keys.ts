import { applyUrlKey } from '../catalogue/normalize-keys.ts';

/**
 * The keys an employer's page may share with an apply URL in the catalogue: the page itself, and
 * the posting it belongs to when the form sits one step below it (Lever's `/apply`, Ashby's
 * `/application`, Workday's `/apply/...`), or the form one step below the posting.
 */
export function pageUrlKeys(pageUrl: string): string[] {
  const key = applyUrlKey(pageUrl);
  const [pathPart = key, query] = key.split('?');
  const posting = pathPart.replace(/\/(apply|application)(\/.*)?$/i, '');
  const withQuery = (path: string) => (query ? `${path}?${query}` : path);
  return [
    ...new Set([key, withQuery(posting), posting, `${posting}/apply`, `${posting}/application`]),
  ];
}
