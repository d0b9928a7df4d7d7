import { describe, expect, it } from 'vitest';
import type { FollowedSource } from '../../../src/core/catalogue/connector-contract.ts';
import { connectorFor } from '../../../src/core/catalogue/connectors/index.ts';
import { parseJsonKeepingBigIds } from '../../../src/core/catalogue/connectors/source-http.ts';
import { emptyFeedReport } from '../../../src/core/catalogue/read-feed.ts';
import { adzunaTestKeys } from '../../helpers/fake-job-boards/adzuna.ts';
import { collect, fakeJobBoardsForFile } from '../../helpers/fake-job-boards/harness.ts';
import { usajobsTestKeys } from '../../helpers/fake-job-boards/usajobs.ts';

const { at, boards } = fakeJobBoardsForFile();

type Json = Record<string, unknown>;
interface Case {
  source: () => FollowedSource;
  /** Path (and query) prefix of the request whose answer gets one bad element. */
  prefix: string;
  /** Spoils one element of the board's own answer; returns that element's id and the field. */
  spoil: (body: string) => { body: string; id: string; field: RegExp };
}

/** Blanks `field` of element `index` of the JSON list `listOf(payload)`: a real-looking bad element. */
const blankJson =
  (listOf: (payload: Json) => unknown, field: string, idField = 'id', index = 0) =>
  (body: string) => {
    // Big ids stay exact (as strings, which every board's id field takes).
    const payload = parseJsonKeepingBigIds(body) as Json;
    const element = (listOf(payload) as Json[])[index] as Json;
    const path = field.split('.');
    let holder = element;
    for (const step of path.slice(0, -1)) holder = holder[step] as Json;
    holder[path.at(-1) as string] = '';
    return {
      body: JSON.stringify(payload),
      id: String(element[idField]),
      field: /title|name|text|position/i,
    };
  };

const cases: Record<string, Case> = {
  greenhouse: {
    source: () => ({ kind: 'greenhouse', key: 'acmerobotics', baseUrl: at('greenhouse') }),
    prefix: '/greenhouse/v1/boards/acmerobotics/jobs',
    spoil: blankJson((p) => p.jobs, 'title'),
  },
  lever: {
    source: () => ({ kind: 'lever', key: 'acme', baseUrl: at('lever') }),
    prefix: '/lever/v0/postings/acme',
    spoil: blankJson((p) => p, 'text'),
  },
  ashby: {
    source: () => ({ kind: 'ashby', key: 'acme', baseUrl: at('ashby') }),
    prefix: '/ashby/posting-api/job-board/acme',
    spoil: blankJson((p) => p.jobs, 'title'),
  },
  workable: {
    source: () => ({ kind: 'workable', key: 'acme', baseUrl: at('workable') }),
    prefix: '/workable/api/v1/widget/accounts/acme',
    spoil: blankJson((p) => p.jobs, 'title', 'shortcode'),
  },
  smartrecruiters: {
    source: () => ({
      kind: 'smartrecruiters',
      key: 'AcmeRobotics',
      baseUrl: at('smartrecruiters'),
    }),
    prefix: '/smartrecruiters/v1/companies/AcmeRobotics/postings?',
    spoil: blankJson((p) => p.content, 'name'),
  },
  recruitee: {
    source: () => ({ kind: 'recruitee', key: 'acme', baseUrl: at('recruitee/acme') }),
    prefix: '/recruitee/acme/api/offers',
    spoil: blankJson((p) => p.offers, 'title'),
  },
  personio: {
    source: () => ({ kind: 'personio', key: 'acme', baseUrl: at('personio/acme') }),
    prefix: '/personio/acme/xml',
    spoil: (xml) => {
      const id = /<position>\s*<id>([^<]+)<\/id>/.exec(xml)?.[1] ?? '';
      // The position's own <name> follows its offices; the first job-description <name> is later.
      const body = xml.replace(/(<position>[\s\S]*?)<name>[^<]*<\/name>/, '$1<name></name>');
      return { body, id, field: /name/ };
    },
  },
  workday: {
    source: () => ({
      kind: 'workday',
      key: 'acme.wd5.myworkdayjobs.com/External',
      baseUrl: at('workday'),
    }),
    prefix: '/workday/wday/cxs/acme/External/jobs',
    spoil: blankJson((p) => p.jobPostings, 'title', 'externalPath'),
  },
  remoteok: {
    source: () => ({ kind: 'remoteok', key: 'all', baseUrl: at('remoteok') }),
    prefix: '/remoteok/api',
    // As seen live: one element with an empty company and position among 97.
    spoil: (body) => {
      const feed = JSON.parse(body) as Json[];
      const element = feed[1] as Json;
      element.company = '';
      element.position = '';
      return { body: JSON.stringify(feed), id: String(element.id), field: /company|position/ };
    },
  },
  arbeitnow: {
    source: () => ({ kind: 'arbeitnow', key: 'all', baseUrl: at('arbeitnow') }),
    prefix: '/arbeitnow/api/job-board-api?page=1',
    spoil: blankJson((p) => p.data, 'title', 'slug'),
  },
  themuse: {
    source: () => ({ kind: 'themuse', key: 'all', baseUrl: at('themuse') }),
    prefix: '/themuse/api/public/jobs?page=1',
    spoil: blankJson((p) => p.results, 'name'),
  },
  himalayas: {
    source: () => ({ kind: 'himalayas', key: 'all', baseUrl: at('himalayas') }),
    prefix: '/himalayas/jobs/api?',
    spoil: blankJson((p) => p.jobs, 'title', 'guid'),
  },
  usajobs: {
    source: () => ({ kind: 'usajobs', key: 'Keyword=nurse', baseUrl: at('usajobs') }),
    prefix: '/usajobs/api/Search',
    spoil: blankJson(
      (p) => (p.SearchResult as Json).SearchResultItems,
      'MatchedObjectDescriptor.PositionTitle',
      'MatchedObjectId',
    ),
  },
  adzuna: {
    source: () => ({ kind: 'adzuna', key: 'gb?what=driver', baseUrl: at('adzuna') }),
    prefix: '/adzuna/v1/api/jobs/gb/search/1',
    spoil: blankJson((p) => p.results, 'title'),
  },
  jsonld: {
    source: () => ({ kind: 'jsonld', key: at('jsonld/sitemap.xml') }),
    prefix: '/jsonld/careers/nurse.html',
    spoil: (html) => ({
      body: html.replace(/"title":\s*"[^"]*"/, '"title":""'),
      id: `${at('jsonld/careers/nurse.html')}#0`,
      field: /title/,
    }),
  },
};

describe('one bad element among good ones', () => {
  it.each(Object.keys(cases))('%s: skips it, names it by id, ingests the others', async (kind) => {
    const entry = cases[kind] as Case;
    const connector = connectorFor(entry.source().kind, {
      usajobs: usajobsTestKeys,
      adzuna: adzunaTestKeys,
    });
    if (!connector) throw new Error(`no connector for ${kind}`);
    const whole = await collect(connector, entry.source());
    let spoiled: { id: string; field: RegExp } | undefined;
    boards().spoil(entry.prefix, (body) => {
      const result = entry.spoil(body);
      spoiled = result;
      return result.body;
    });
    const report = emptyFeedReport();
    const postings = await collect(connector, entry.source(), undefined, report);
    if (!spoiled) throw new Error('the board was not spoiled');
    expect(report.rejected).toEqual([
      { id: spoiled.id, issue: expect.stringMatching(spoiled.field) },
    ]);
    expect(postings.length).toBe(whole.length - 1);
    expect(postings.length).toBeGreaterThan(0);
    const wholeIds = new Set(whole.map((posting) => posting.sourceId));
    for (const posting of postings) expect(wholeIds.has(posting.sourceId)).toBe(true);
  });
});
