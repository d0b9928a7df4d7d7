import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector, FollowedSource } from '../../../src/core/catalogue/connector-contract.ts';
import { createAdzunaConnector } from '../../../src/core/catalogue/connectors/adzuna.ts';
import { createArbeitnowConnector } from '../../../src/core/catalogue/connectors/arbeitnow.ts';
import { ashbyConnector } from '../../../src/core/catalogue/connectors/ashby.ts';
import { greenhouseConnector } from '../../../src/core/catalogue/connectors/greenhouse.ts';
import { createHimalayasConnector } from '../../../src/core/catalogue/connectors/himalayas.ts';
import { jsonLdConnector } from '../../../src/core/catalogue/connectors/jsonld.ts';
import { createLeverConnector } from '../../../src/core/catalogue/connectors/lever.ts';
import { personioConnector } from '../../../src/core/catalogue/connectors/personio.ts';
import { recruiteeConnector } from '../../../src/core/catalogue/connectors/recruitee.ts';
import { remoteOkConnector } from '../../../src/core/catalogue/connectors/remoteok.ts';
import { createSmartRecruitersConnector } from '../../../src/core/catalogue/connectors/smartrecruiters.ts';
import { createTheMuseConnector } from '../../../src/core/catalogue/connectors/themuse.ts';
import { createUsajobsConnector } from '../../../src/core/catalogue/connectors/usajobs.ts';
import { workableConnector } from '../../../src/core/catalogue/connectors/workable.ts';
import { createWorkdayConnector } from '../../../src/core/catalogue/connectors/workday.ts';
import { adzunaTestKeys } from '../../helpers/fake-job-boards/adzuna.ts';
import { json } from '../../helpers/fake-job-boards/fake-response.ts';
import { collect, recordingContext } from '../../helpers/fake-job-boards/harness.ts';
import { type FakeJobBoards, startFakeJobBoards } from '../../helpers/fake-job-boards/server.ts';
import { usajobsTestKeys } from '../../helpers/fake-job-boards/usajobs.ts';

let boards: FakeJobBoards;
beforeAll(async () => {
  boards = await startFakeJobBoards();
});
afterAll(() => boards.close());

interface Case {
  connector: Connector;
  source: (url: string) => FollowedSource;
  /** Path prefix of the source's first request, for scripting one-off answers. */
  prefix: string;
  /** A 200 answer whose envelope is in the wrong shape (a bad element is partial-failure.test.ts's). */
  malformed: string;
}

const cases: Case[] = [
  {
    connector: greenhouseConnector,
    source: (url) => ({ kind: 'greenhouse', key: 'acmerobotics', baseUrl: `${url}/greenhouse` }),
    prefix: '/greenhouse/v1/boards/acmerobotics/jobs',
    malformed: JSON.stringify({ jobs: { id: 1, title: 42 } }),
  },
  {
    connector: createLeverConnector({ pageSize: 2 }),
    source: (url) => ({ kind: 'lever', key: 'acme', baseUrl: `${url}/lever` }),
    prefix: '/lever/v0/postings/acme',
    malformed: JSON.stringify({ ok: false, error: 'Document not found' }),
  },
  {
    connector: ashbyConnector,
    source: (url) => ({ kind: 'ashby', key: 'acme', baseUrl: `${url}/ashby` }),
    prefix: '/ashby/posting-api/job-board/acme',
    malformed: JSON.stringify({ apiVersion: '1', results: [] }),
  },
  {
    connector: workableConnector,
    source: (url) => ({ kind: 'workable', key: 'acme', baseUrl: `${url}/workable` }),
    prefix: '/workable/api/v1/widget/accounts/acme',
    malformed: JSON.stringify({ name: 'Acme', jobs: 'none' }),
  },
  {
    connector: createSmartRecruitersConnector({ pageSize: 2 }),
    source: (url) => ({
      kind: 'smartrecruiters',
      key: 'AcmeRobotics',
      baseUrl: `${url}/smartrecruiters`,
    }),
    prefix: '/smartrecruiters/v1/companies/AcmeRobotics/postings',
    malformed: JSON.stringify({ content: 'none' }),
  },
  {
    connector: recruiteeConnector,
    source: (url) => ({ kind: 'recruitee', key: 'acme', baseUrl: `${url}/recruitee/acme` }),
    prefix: '/recruitee/acme/api/offers',
    malformed: '<html>Maintenance</html>',
  },
  {
    connector: personioConnector,
    source: (url) => ({ kind: 'personio', key: 'acme', baseUrl: `${url}/personio/acme` }),
    prefix: '/personio/acme/xml',
    malformed: '<html><body>Wartungsarbeiten</body></html>',
  },
  {
    connector: createWorkdayConnector({ pageSize: 2 }),
    source: (url) => ({
      kind: 'workday',
      key: 'https://acme.wd5.myworkdayjobs.com/External',
      baseUrl: `${url}/workday`,
    }),
    prefix: '/workday/wday/cxs/acme/External/jobs',
    malformed: JSON.stringify({ total: 3, jobPostings: null }),
  },
  {
    connector: remoteOkConnector,
    source: (url) => ({ kind: 'remoteok', key: 'all', baseUrl: `${url}/remoteok` }),
    prefix: '/remoteok/api',
    malformed: JSON.stringify({ legal: 'x' }),
  },
  {
    connector: createArbeitnowConnector(),
    source: (url) => ({ kind: 'arbeitnow', key: 'all', baseUrl: `${url}/arbeitnow` }),
    prefix: '/arbeitnow/api/job-board-api?page=2',
    malformed: JSON.stringify({ data: { slug: 'x' }, links: { next: null } }),
  },
  {
    connector: createTheMuseConnector(),
    source: (url) => ({ kind: 'themuse', key: 'all', baseUrl: `${url}/themuse` }),
    prefix: '/themuse/api/public/jobs?page=2',
    malformed: JSON.stringify({ page: 2, results: 'none' }),
  },
  {
    connector: createHimalayasConnector({ pageSize: 2 }),
    source: (url) => ({ kind: 'himalayas', key: 'all', baseUrl: `${url}/himalayas` }),
    prefix: '/himalayas/jobs/api?limit=2&offset=2',
    malformed: JSON.stringify({ totalCount: 3, jobs: 'none' }),
  },
  {
    connector: createUsajobsConnector(usajobsTestKeys),
    source: (url) => ({ kind: 'usajobs', key: 'Keyword=nurse', baseUrl: `${url}/usajobs` }),
    prefix: '/usajobs/api/Search',
    malformed: JSON.stringify({ SearchResult: { SearchResultItems: 'none' } }),
  },
  {
    connector: createAdzunaConnector(adzunaTestKeys, { pageSize: 2 }),
    source: (url) => ({ kind: 'adzuna', key: 'gb?what=driver', baseUrl: `${url}/adzuna` }),
    prefix: '/adzuna/v1/api/jobs/gb/search/2',
    malformed: JSON.stringify({ count: 3, results: 'none' }),
  },
  {
    connector: jsonLdConnector,
    source: (url) => ({ kind: 'jsonld', key: `${url}/jsonld/sitemap.xml` }),
    prefix: '/jsonld/sitemap.xml',
    malformed: '<html><script type="application/ld+json">{ "@type": "JobPosting", </script></html>',
  },
];

describe.each(cases)('$connector.kind against a misbehaving board', (entry) => {
  it('waits as long as a 429 Retry-After asks, then reads the board', async () => {
    const expected = await collect(entry.connector, entry.source(boards.url));
    boards.script(entry.prefix, {
      status: 429,
      headers: { 'retry-after': '7' },
      body: 'slow down',
    });
    const { context, sleeps } = recordingContext();
    const postings = await collect(entry.connector, entry.source(boards.url), context);
    expect(sleeps).toContain(7000);
    expect(postings).toEqual(expected);
  });

  it('retries a 500 with backoff and then succeeds', async () => {
    const expected = await collect(entry.connector, entry.source(boards.url));
    boards.script(entry.prefix, { status: 500, body: 'oops' });
    const { context, sleeps } = recordingContext();
    const postings = await collect(entry.connector, entry.source(boards.url), context);
    expect(sleeps.length).toBeGreaterThan(0);
    expect(postings).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });

  it('fails loudly, naming the source, on a malformed payload', async () => {
    boards.script(entry.prefix, json(entry.malformed));
    await expect(collect(entry.connector, entry.source(boards.url))).rejects.toThrow(
      new RegExp(`^${entry.connector.kind} .*malformed payload`),
    );
  });

  it('introduces itself honestly (USAJOBS asks for the registered e-mail instead)', async () => {
    const before = boards.requests.length;
    await collect(entry.connector, entry.source(boards.url));
    const agents = new Set(boards.requests.slice(before).map((r) => r.headers['user-agent']));
    const expected =
      entry.connector.kind === 'usajobs'
        ? usajobsTestKeys.userAgentEmail
        : 'HireloopBot/1.0 (+https://hireloop.test/bot)';
    expect([...agents]).toEqual([expected]);
  });

  it('fails with the status after the retries run out', async () => {
    const failures = Array.from({ length: 4 }, () => ({ status: 503, body: 'down' }));
    boards.script(entry.prefix, ...failures);
    await expect(collect(entry.connector, entry.source(boards.url))).rejects.toThrow(/HTTP 503/);
  });
});
