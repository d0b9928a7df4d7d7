import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const clientRoot = resolve(here, '../..');

/** Files the prerendered pages are drawn from: render-pages.tsx and what it imports, in client. */
function moduleGraph(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const [, specifier] of readFileSync(entry, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
    const target = resolve(dirname(entry), specifier as string);
    if (target.startsWith(clientRoot) && /\.tsx?$/.test(target)) moduleGraph(target, seen);
  }
  return seen;
}

describe('landing.css', () => {
  // The prerendered pages inline a sheet that Tailwind builds only from these sources: a class
  // used in a file it does not scan is silently missing from the page (ticks, badges, layout).
  it('scans every client file the prerendered pages are drawn from', () => {
    const css = readFileSync(resolve(here, 'landing.css'), 'utf8');
    const sources = [...css.matchAll(/@source "([^"]+)"/g)].map(([, path]) =>
      resolve(here, path as string),
    );
    const entry = resolve(here, 'render-pages.tsx');
    const unscanned = [...moduleGraph(entry)]
      .filter((file) => file !== entry) // it only assembles the pages
      .filter((file) => file.endsWith('.tsx') || file.includes('styles'))
      .filter((file) => !sources.some((source) => file === source || file.startsWith(`${source}/`)))
      .map((file) => relative(clientRoot, file));
    expect(unscanned).toEqual([]);
  });
});
