import { decodeEntities } from './source-fields.ts';

export type JsonLdNode = Record<string, unknown>;

const scriptPattern =
  /<script\b[^>]*\btype\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;

function isJobPosting(node: JsonLdNode): boolean {
  const type = node['@type'];
  const types = Array.isArray(type) ? type : [type];
  return types.some(
    (t) => typeof t === 'string' && /^(https?:\/\/schema\.org\/)?JobPosting$/.test(t),
  );
}

/** Every JobPosting in a JSON-LD value: arrays, @graph and nested nodes (ItemList…) included. */
function collectJobPostings(value: unknown, found: JsonLdNode[], depth = 0): void {
  if (depth > 8 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) collectJobPostings(item, found, depth + 1);
    return;
  }
  const node = value as JsonLdNode;
  if (isJobPosting(node)) {
    found.push(node);
    return;
  }
  for (const child of Object.values(node)) collectJobPostings(child, found, depth + 1);
}

function parseBlock(text: string): unknown {
  const trimmed = text.trim().replace(/^<!--|-->$/g, '');
  try {
    return JSON.parse(trimmed);
  } catch {
    // Some CMSs entity-escape the block; one decode is all we try.
    return JSON.parse(decodeEntities(trimmed));
  }
}

/** JobPostings on one page, and how many JSON-LD blocks could not be read (broken JSON). */
export function extractJobPostings(html: string): {
  postings: JsonLdNode[];
  blocks: number;
  broken: number;
} {
  const postings: JsonLdNode[] = [];
  let blocks = 0;
  let broken = 0;
  for (const match of html.matchAll(scriptPattern)) {
    blocks++;
    try {
      collectJobPostings(parseBlock(match[1] ?? ''), postings);
    } catch {
      broken++;
    }
  }
  return { postings, blocks, broken };
}
