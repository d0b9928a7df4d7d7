import type { FollowedSource } from '../catalogue/connector-contract.ts';
import type { DemoEmployer } from './demo-employers.ts';
import { demoCorpusDefaults, demoEmployers } from './generate-demo-postings.ts';
import { sitemapUrl } from './payloads/jsonld-payload.ts';
import { demoHost } from './payloads/payload-helpers.ts';

/** The followed source that reads one demo employer's board with the ordinary connector. */
export function demoSourceOf(employer: DemoEmployer): FollowedSource {
  if (employer.board === 'jsonld') return { kind: 'jsonld', key: sitemapUrl(employer) };
  return { kind: employer.board, key: employer.slug, baseUrl: demoHost(employer.board) };
}

/** Every demo board (one per fictional employer) of a corpus of `size`, for `createDemoFetch()` to serve. */
export function demoSources(
  size: number = demoCorpusDefaults.size,
  seed: number = demoCorpusDefaults.seed,
): FollowedSource[] {
  return demoEmployers(seed, size).map(demoSourceOf);
}
