import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { COPYRIGHT_YEAR_ID, prerenderedPages } from '../shared/prerendered-pages.ts';
import { clientDistDir } from './client-dist-dir.ts';
import { policyWithScriptHashes } from './content-security-policy.ts';

export interface PrerenderedResponse {
  headers: Record<string, string>;
  body: Buffer;
}

interface Prepared {
  mtimeMs: number;
  year: number;
  plain: Buffer;
  gzipped: Buffer;
  policy: string;
}

const prepared = new Map<string, Prepared>();
const yearPattern = new RegExp(`(<span id="${COPYRIGHT_YEAR_ID}">)\\d{4}(</span>)`);

/** SHA-256 of each inline script, so the policy allows exactly the scripts the build wrote. */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>([\s\S]+?)<\/script>/g)].map((match) =>
    createHash('sha256')
      .update(match[1] ?? '')
      .digest('base64'),
  );

/** Reads a page once per build and per year: the footer year is always this year's. */
function prepare(file: string, year: number): Prepared {
  const { mtimeMs } = statSync(file);
  const cached = prepared.get(file);
  if (cached && cached.mtimeMs === mtimeMs && cached.year === year) return cached;
  const html = readFileSync(file, 'utf8').replace(yearPattern, `$1${year}$2`);
  const plain = Buffer.from(html);
  // The page is the whole first paint, CSS included; gzip makes it fit the first round trips.
  const gzipped = gzipSync(plain, { level: 9 });
  const fresh = {
    mtimeMs,
    year,
    plain,
    gzipped,
    policy: policyWithScriptHashes(inlineScriptHashes(html)),
  };
  prepared.set(file, fresh);
  return fresh;
}

/**
 * The answer to a GET of `/`, `/privacy` or `/terms` when the client build has that page, or
 * undefined (any other path, or no build): the caller then falls back to the client app.
 */
export function prerenderedResponse(
  path: string,
  acceptEncoding: string | string[] | undefined,
  { now = new Date(), dir = clientDistDir }: { now?: Date; dir?: string } = {},
): PrerenderedResponse | undefined {
  if (!Object.hasOwn(prerenderedPages, path)) return undefined;
  const file = join(dir, prerenderedPages[path as keyof typeof prerenderedPages]);
  if (!existsSync(file)) return undefined;
  const page = prepare(file, now.getFullYear());
  const gzip = /\bgzip\b/.test(String(acceptEncoding ?? ''));
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    vary: 'accept-encoding',
    'content-security-policy': page.policy,
  };
  if (gzip) headers['content-encoding'] = 'gzip';
  return { headers, body: gzip ? page.gzipped : page.plain };
}
