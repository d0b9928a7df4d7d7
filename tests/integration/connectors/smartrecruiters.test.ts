import { describe, expect, it } from 'vitest';
import { createSmartRecruitersConnector } from '../../../src/core/catalogue/connectors/smartrecruiters.ts';
import { collect, fakeJobBoardsForFile } from '../../helpers/fake-job-boards/harness.ts';

const { at, boards } = fakeJobBoardsForFile();

describe('smartrecruiters connector', () => {
  it('pages with offset/limit until totalFound and maps the postings', async () => {
    const postings = await collect(createSmartRecruitersConnector({ pageSize: 2 }), {
      kind: 'smartrecruiters',
      key: 'AcmeRobotics',
      baseUrl: at('smartrecruiters'),
    });
    const offsets = boards()
      .requests.filter((r) => r.url.pathname.endsWith('/postings'))
      .map((r) => r.url.searchParams.get('offset'));
    expect(offsets).toEqual(['0', '2']);
    expect(postings.map((p) => p.sourceId)).toEqual([
      '744000012345678',
      '744000012345999',
      '744000012346001',
    ]);
    expect(postings[0]).toMatchObject({
      title: 'Director, Customer Engagement',
      company: 'Acme Robotics Inc',
      requisitionId: 'REF12345',
      workplace: 'remote',
      employmentType: 'FULL_TIME',
      locations: [
        { raw: 'San Francisco, CA, US', city: 'San Francisco', region: 'CA', country: 'US' },
      ],
      applyUrl: 'https://jobs.smartrecruiters.com/AcmeRobotics/744000012345678',
    });
    expect(postings[1]?.workplace).toBe('unknown');
    expect(postings[2]).toMatchObject({ workplace: 'hybrid', employmentType: 'PART_TIME' });
  });

  it('reads each job ad from the detail call; a withdrawn posting keeps its list fields', async () => {
    const earlier = boards().requests.length;
    const postings = await collect(createSmartRecruitersConnector(), {
      kind: 'smartrecruiters',
      key: 'AcmeRobotics',
      baseUrl: at('smartrecruiters'),
    });
    const details = boards()
      .requests.slice(earlier)
      .filter((r) => /\/postings\/\d+$/.test(r.url.pathname));
    expect(details).toHaveLength(3);
    expect(postings[0]?.descriptionHtml).toBe(
      '<h3>Job Description</h3><p>Lead our customer engagement team.</p>' +
        '<h3>Qualifications</h3><ul><li>10+ years in customer success</li></ul>' +
        '<h3>Additional Information</h3><p>Salary range $170,000 - $210,000 per year.</p>' +
        '<h3>Company Description</h3><p>Acme builds robots.</p>',
    );
    expect(postings[1]?.descriptionHtml).toBe(
      '<h3>Job Description</h3><p>Keep the line running.</p>',
    );
    expect(postings[2]?.descriptionHtml).toBe('');
    expect(postings[2]).toMatchObject({ workplace: 'hybrid', employmentType: 'PART_TIME' });
  });
});
