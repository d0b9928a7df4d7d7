import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ashbyConnector } from '../../../src/core/catalogue/connectors/ashby.ts';
import { greenhouseConnector } from '../../../src/core/catalogue/connectors/greenhouse.ts';
import { leverConnector } from '../../../src/core/catalogue/connectors/lever.ts';
import { remoteOkConnector } from '../../../src/core/catalogue/connectors/remoteok.ts';
import { createWorkdayConnector } from '../../../src/core/catalogue/connectors/workday.ts';
import { emptyFeedReport } from '../../../src/core/catalogue/read-feed.ts';
import { json } from '../../helpers/fake-job-boards/fake-response.ts';
import {
  collect,
  fakeJobBoardsForFile,
  recordingContext,
} from '../../helpers/fake-job-boards/harness.ts';

/** Payloads captured from the live APIs by other projects (tests/fixtures/captured-feeds/SOURCES.md). */
const capture = (name: string) =>
  readFileSync(new URL(`../../fixtures/captured-feeds/${name}`, import.meta.url), 'utf8');

const { at, boards } = fakeJobBoardsForFile();

describe('connectors over payloads captured from the boards', () => {
  it('Remote OK: the legal notice skipped, both jobs read, "0" pay is no pay', async () => {
    boards().script('/remoteok/api', json(capture('remoteok.json')));
    const report = emptyFeedReport();
    const postings = await collect(
      remoteOkConnector,
      { kind: 'remoteok', key: 'all', baseUrl: at('remoteok') },
      undefined,
      report,
    );
    expect(report).toEqual(emptyFeedReport());
    expect(postings.map((p) => [p.sourceId, p.title, p.company])).toEqual([
      ['1137273', 'Multi Skilled Maintenance Technician', 'Sigma'],
      ['1137272', 'Chief Steward', 'W Hotels'],
    ]);
    expect(postings[0]).toMatchObject({
      salary: null,
      postedAt: new Date(1788320149 * 1000).toISOString(),
      attributionUrl:
        'https://remoteok.com/remote-jobs/remote-multi-skilled-maintenance-technician-sigma-1137273',
    });
  });

  it('Greenhouse: the company from the payload, the escaped content decoded once', async () => {
    boards().script('/greenhouse/v1/boards/netlify/jobs', json(capture('greenhouse.json')));
    const postings = await collect(greenhouseConnector, {
      kind: 'greenhouse',
      key: 'netlify',
      baseUrl: at('greenhouse'),
    });
    expect(postings).toHaveLength(1);
    expect(postings[0]).toMatchObject({
      sourceId: '4224129002',
      company: 'Netlify',
      workplace: 'remote',
      requisitionId: '32',
      postedAt: '2019-03-05T22:01:04.000Z',
      applyUrl: 'https://job-boards.greenhouse.io/netlify/jobs/4224129002',
    });
    expect(postings[0]?.descriptionHtml).toMatch(/^<h3>Don't see an opening/);
  });

  it('Lever: both postings, hybrid, full-time, in GB; the company from the slug when the page is not there', async () => {
    boards().script('/lever/v0/postings/palantir', json(capture('lever.json')));
    const postings = await collect(leverConnector, {
      kind: 'lever',
      key: 'palantir',
      baseUrl: at('lever'),
    });
    expect(postings.map((p) => p.title)).toEqual([
      'Administrative Business Partner',
      'Backend Software Engineer - Application Development',
    ]);
    for (const posting of postings) {
      expect(posting).toMatchObject({
        company: 'Palantir',
        workplace: 'hybrid',
        employmentType: 'FULL_TIME',
        locations: [{ raw: 'London, United Kingdom', country: 'GB' }],
      });
    }
    expect(postings[0]?.postedAt).toBe(new Date(1711403416463).toISOString());
  });

  it('Ashby: remote postings from the payload, the company from the slug when the page is not there', async () => {
    boards().script('/ashby/posting-api/job-board/railway', json(capture('ashby.json')));
    const postings = await collect(ashbyConnector, {
      kind: 'ashby',
      key: 'railway',
      baseUrl: at('ashby'),
    });
    expect(postings.map((p) => p.title)).toEqual([
      'Senior Full-Stack Engineer - Product',
      'Infrastructure Engineer',
    ]);
    expect(postings[0]).toMatchObject({
      company: 'Railway',
      workplace: 'remote',
      employmentType: 'FULL_TIME',
      postedAt: '2024-02-07T20:30:20.299Z',
      applyUrl: 'https://jobs.ashbyhq.com/railway/6ddcfe47-6cce-469b-ba6d-4f0e83440c9d/application',
    });
  });

  it('Workday: "Posted … Days Ago" dated, "2 Locations" read as a count, not a place', async () => {
    boards().script('/workday/wday/cxs/bah/BAH_Jobs/jobs', json(capture('workday.json')));
    const { context } = recordingContext();
    const postings = await collect(
      createWorkdayConnector({ maxPages: 1 }),
      { kind: 'workday', key: 'bah.wd1.myworkdayjobs.com/BAH_Jobs', baseUrl: at('workday') },
      context,
    );
    expect(postings).toHaveLength(4);
    expect(postings[0]).toMatchObject({
      title: 'Forward Deployed Analyst',
      sourceId: '/job/Fort-Sam-Houston-TX/Forward-Deployed-Analyst_R0248073',
      locations: [{ raw: 'Fort Sam Houston, TX' }],
      // The harness's clock is 2025-05-04T12:00Z; seven days before its midnight.
      postedAt: '2025-04-27T00:00:00.000Z',
      applyUrl:
        'https://bah.wd1.myworkdayjobs.com/BAH_Jobs/job/Fort-Sam-Houston-TX/Forward-Deployed-Analyst_R0248073',
    });
    expect(postings[3]?.locations).toEqual([]);
  });
});
