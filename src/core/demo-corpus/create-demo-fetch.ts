import type { FetchContext } from '../catalogue/connector-contract.ts';
import type { DemoEmployer } from './demo-employers.ts';
import { type DemoCorpus, type DemoPosting, generateDemoCorpus } from './generate-demo-postings.ts';
import { ashbyJobBoard } from './payloads/ashby-payload.ts';
import { greenhouseBoard, greenhouseJobs } from './payloads/greenhouse-payload.ts';
import { careerPage, careerSitemap } from './payloads/jsonld-payload.ts';
import { leverPostings } from './payloads/lever-payload.ts';
import { demoHost } from './payloads/payload-helpers.ts';
import {
  smartRecruitersDetail,
  smartRecruitersId,
  smartRecruitersPage,
} from './payloads/smartrecruiters-payload.ts';

interface Board {
  employer: DemoEmployer;
  postings: DemoPosting[];
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const text = (body: string, type: string) =>
  new Response(body, { headers: { 'content-type': type } });
const notFound = () => new Response('{"error":"not found"}', { status: 404 });
const numberParam = (url: URL, name: string, fallback: number) => {
  const value = Number(url.searchParams.get(name));
  return Number.isInteger(value) && value >= 0 && url.searchParams.has(name) ? value : fallback;
};

/** Routes one request to the board payload it names, in that board's native shape. */
function route(url: URL, boards: Map<string, Board>): Response {
  const path = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const board = (slug: string | undefined, kind: DemoEmployer['board']) => {
    const found = slug === undefined ? undefined : boards.get(slug);
    return found?.employer.board === kind ? found : undefined;
  };
  const origin = url.origin;
  if (origin === demoHost('greenhouse') && path[0] === 'v1' && path[1] === 'boards') {
    const found = board(path[2], 'greenhouse');
    if (!found) return notFound();
    if (path.length === 3) return json(greenhouseBoard(found.employer));
    if (path.length === 4 && path[3] === 'jobs') return json(greenhouseJobs(found.postings));
  }
  if (
    origin === demoHost('lever') &&
    path[0] === 'v0' &&
    path[1] === 'postings' &&
    path.length === 3
  ) {
    const found = board(path[2], 'lever');
    if (!found) return notFound();
    const skip = numberParam(url, 'skip', 0);
    const limit = numberParam(url, 'limit', found.postings.length);
    return json(leverPostings(found.postings.slice(skip, skip + limit)));
  }
  if (origin === demoHost('ashby') && path[0] === 'posting-api' && path[1] === 'job-board') {
    const found = board(path[2], 'ashby');
    return found && path.length === 3 ? json(ashbyJobBoard(found.postings)) : notFound();
  }
  if (origin === demoHost('smartrecruiters') && path[0] === 'v1' && path[1] === 'companies') {
    const found = board(path[2], 'smartrecruiters');
    if (!found || path[3] !== 'postings') return notFound();
    if (path.length === 4) {
      const limit = Math.min(numberParam(url, 'limit', 10), 100);
      return json(smartRecruitersPage(found.postings, numberParam(url, 'offset', 0), limit));
    }
    const posting = found.postings.find((item) => smartRecruitersId(item) === path[4]);
    return posting ? json(smartRecruitersDetail(posting, found.employer)) : notFound();
  }
  if (origin === demoHost('careers')) {
    const found = board(path[0], 'jsonld');
    if (!found) return notFound();
    if (path[1] === 'sitemap.xml')
      return text(careerSitemap(found.employer, found.postings), 'application/xml');
    const page = /^page-(\d+)$/.exec(path[2] ?? '');
    const html =
      path[1] === 'jobs' && page
        ? careerPage(found.employer, found.postings, Number(page[1]))
        : null;
    if (html) return text(html, 'text/html; charset=utf-8');
  }
  return notFound();
}

function boardsOf(corpus: DemoCorpus): Map<string, Board> {
  const boards = new Map<string, Board>(
    corpus.employers.map((employer) => [employer.slug, { employer, postings: [] }]),
  );
  for (const posting of corpus.postings) boards.get(posting.employer.slug)?.postings.push(posting);
  return boards;
}

/**
 * An in-process fetch serving the demo boards (`demoSources()`) at reserved `.example` hosts, so
 * the ordinary connectors read the demo corpus offline. Dates are relative to `now`.
 */
export function createDemoFetch(
  options: { now?: Date; seed?: number; size?: number } = {},
): FetchContext['fetch'] {
  let boards: Map<string, Board> | undefined;
  return async (input) => {
    boards ??= boardsOf(generateDemoCorpus({ ...options, now: options.now ?? new Date() }));
    return route(new URL(input), boards);
  };
}
