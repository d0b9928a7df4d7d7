import { describe, expect, it } from 'vitest';
import { personioConnector } from '../../../src/core/catalogue/connectors/personio.ts';
import { collect, fakeJobBoardsForFile } from '../../helpers/fake-job-boards/harness.ts';

const { at } = fakeJobBoardsForFile();

describe('personio connector', () => {
  it('parses the XML feed with CDATA descriptions and text-only offices', async () => {
    const [manager, trainee] = await collect(personioConnector, {
      kind: 'personio',
      key: 'acme',
      baseUrl: at('personio/acme'),
    });
    expect(manager).toMatchObject({
      sourceId: '2800938',
      company: 'Acme Energy GmbH',
      title: 'Performance Marketing Manager (m/w/d)',
      workplace: 'remote',
      employmentType: 'FULL_TIME',
      postedAt: '2025-04-02T09:12:45.000Z',
      applyUrl: 'https://acme.jobs.personio.de/job/2800938',
    });
    expect(manager?.locations.map((l) => l.raw)).toEqual(['Berlin', 'Berlin (Remote)']);
    expect(manager?.descriptionHtml).toBe(
      '<h3>Your mission</h3><p>Own our paid acquisition channels.</p><h3>Your profile</h3><ul><li>3+ years of performance marketing</li></ul>',
    );
    expect(trainee).toMatchObject({
      employmentType: 'INTERN',
      workplace: 'unknown',
      postedAt: '2025-04-10T05:00:00.000Z',
    });
  });

  it('reads a feed holding a single position, and an empty feed', async () => {
    const solo = await collect(personioConnector, {
      kind: 'personio',
      key: 'solo',
      baseUrl: at('personio/solo'),
    });
    expect(solo.map((p) => p.sourceId)).toEqual(['2800999']);
    expect(solo[0]?.descriptionHtml).toBe(
      '<h3>Aufgaben</h3><p>Install solar &amp; storage systems.</p>',
    );
    const empty = await collect(personioConnector, {
      kind: 'personio',
      key: 'empty',
      baseUrl: at('personio/empty'),
    });
    expect(empty).toEqual([]);
  });
});
