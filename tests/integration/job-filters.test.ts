import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchJobs } from '../../src/core/catalogue/search-jobs.ts';
import { jobSearchQuerySchema } from '../../src/shared/schemas/jobs.ts';
import { insertJobs, type JobRow, jobRow } from '../helpers/job-rows.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * One test per spec §5 job-filter rule, plus workplace, posted-since, occupation and closed jobs.
 * Each rule gets its own rows, tagged with a word only they contain, and searches with that word
 * plus the filter, so the expected ids are exact.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function seed(tag: string, rows: Partial<JobRow>[]) {
  await insertJobs(
    t.ctx.db,
    rows.map((row, index) => jobRow(`${tag}-${index}`, tag, row)),
  );
}

/** Ids (without the tag) of the open jobs tagged `tag` that pass `filters`. */
async function matching(tag: string, filters: Record<string, unknown>): Promise<string[]> {
  const query = jobSearchQuerySchema.parse({ q: tag, pageSize: '50', ...filters });
  const result = await searchJobs(t.ctx.db, query);
  return result.items.map((item) => item.id.slice(tag.length + 1)).sort();
}

describe('spec §5 job filters', () => {
  it('title: case-insensitive substring, with % and _ matching themselves', async () => {
    await seed('ruletitle', [
      { title: 'Registered NURSE' },
      { title: 'Nurse Practitioner' },
      { title: 'Electrician' },
      { title: '100% Remote Sales Rep' },
      { title: '1000 Remote Sales Rep' },
      { title: 'Data_Entry Clerk' },
      { title: 'Dataxentry Clerk' },
    ]);
    expect(await matching('ruletitle', { title: 'nurse' })).toEqual(['0', '1']);
    expect(await matching('ruletitle', { title: '100%' })).toEqual(['3']);
    expect(await matching('ruletitle', { title: 'a_e' })).toEqual(['5']);
    expect(await matching('ruletitle', { title: '' })).toHaveLength(7);
  });

  it('industry: case-insensitive substring; a job without one does not match', async () => {
    await seed('ruleindustry', [
      { industry: 'Healthcare' },
      { industry: 'Health Insurance' },
      { industry: 'Finance' },
      { industry: null },
    ]);
    expect(await matching('ruleindustry', { industry: 'HEALTH' })).toEqual(['0', '1']);
  });

  it('location: case-insensitive substring of any of the job locations', async () => {
    await seed('rulelocation', [
      { locationText: 'Austin, TX; Remote (US)' },
      { locationText: 'Dallas, TX' },
      { locationText: 'Boston, MA' },
    ]);
    expect(await matching('rulelocation', { location: 'austin' })).toEqual(['0']);
    expect(await matching('rulelocation', { location: 'tx' })).toEqual(['0', '1']);
  });

  it('employmentType: exact', async () => {
    await seed('ruleemployment', [
      { employmentType: 'FULL_TIME' },
      { employmentType: 'PART_TIME' },
      { employmentType: null },
    ]);
    expect(await matching('ruleemployment', { employmentType: 'FULL_TIME' })).toEqual(['0']);
    expect(await matching('ruleemployment', { employmentType: 'PART_TIME' })).toEqual(['1']);
  });

  it('salary: between min and max inclusive; a non-numeric salary is excluded', async () => {
    await seed('rulesalary', [
      { salaryAnnualUsdMin: 50_000, salaryAnnualUsdMax: 70_000, salaryText: '$50k–$70k' },
      { salaryAnnualUsdMin: 70_000, salaryAnnualUsdMax: 70_000, salaryText: '$70,000' },
      { salaryAnnualUsdMin: 40_000, salaryAnnualUsdMax: 90_000 },
      { salaryAnnualUsdMin: null, salaryAnnualUsdMax: null, salaryText: 'Competitive' },
      { salaryAnnualUsdMin: null, salaryAnnualUsdMax: 60_000 },
      { salaryAnnualUsdMin: 70_001, salaryAnnualUsdMax: 80_000 },
    ]);
    expect(await matching('rulesalary', { salaryMin: '50000', salaryMax: '70000' })).toEqual([
      '0',
      '1',
      '4',
    ]);
    expect(await matching('rulesalary', { salaryMin: '70000' })).toEqual(['1', '5']);
    expect(await matching('rulesalary', { salaryMax: '60000' })).toEqual(['4']);
    expect(await matching('rulesalary', {})).toHaveLength(6);
  });

  it('skills: every requested skill present, case-insensitive, whole skills only', async () => {
    await seed('ruleskills', [
      { skills: ['Patient Care', 'IV Therapy'] },
      { skills: ['patient care'] },
      { skills: ['Care'] },
      { skills: [] },
    ]);
    expect(await matching('ruleskills', { skills: ['patient care', 'iv therapy'] })).toEqual(['0']);
    expect(await matching('ruleskills', { skills: 'PATIENT CARE' })).toEqual(['0', '1']);
    expect(await matching('ruleskills', { skills: ['care'] })).toEqual(['2']);
    expect(await matching('ruleskills', { skills: ['  ', ''] })).toHaveLength(4);
  });

  it('software: case-insensitive substring of a tool; a job listing no software passes', async () => {
    await seed('rulesoftware', [
      {
        software: [{ tool: 'Epic Systems', proficiency: 'Advanced' }],
        softwareTools: ['epic systems'],
      },
      { software: [{ tool: 'Cerner', proficiency: 'Basic' }], softwareTools: ['cerner'] },
      { software: [], softwareTools: [] },
    ]);
    expect(await matching('rulesoftware', { software: 'EPIC' })).toEqual(['0', '2']);
    expect(await matching('rulesoftware', { software: 'meditech' })).toEqual(['2']);
  });

  it('certifications: name and organization substrings; rows missing either are ignored', async () => {
    await seed('rulecerts', [
      {
        certifications: [
          { name: 'Registered Nurse License', organization: 'State Board of Nursing' },
        ],
      },
      { certifications: [{ name: 'BLS', organization: 'American Heart Association' }] },
      { certifications: [] },
    ]);
    const row = (name: string, organization: string) => ({
      certificationName: [name],
      certificationOrganization: [organization],
    });
    expect(await matching('rulecerts', row('nurse', 'BOARD'))).toEqual(['0']);
    expect(await matching('rulecerts', row('nurse', 'heart'))).toEqual([]);
    expect(await matching('rulecerts', row('nurse', ''))).toEqual(['0', '1', '2']);
    expect(await matching('rulecerts', row('', 'heart'))).toEqual(['0', '1', '2']);
    expect(
      await matching('rulecerts', {
        certificationName: ['bls', 'ignored'],
        certificationOrganization: ['heart'],
      }),
    ).toEqual(['1']);
  });

  it("relocation: only 'yes' filters, keeping jobs whose willingToRelocate is 'true'", async () => {
    await seed('rulerelocation', [
      { willingToRelocate: 'true' },
      { willingToRelocate: null },
      { willingToRelocate: 'false' },
    ]);
    expect(await matching('rulerelocation', { relocation: 'yes' })).toEqual(['0']);
    expect(await matching('rulerelocation', { relocation: 'no' })).toEqual(['0', '1', '2']);
    expect(await matching('rulerelocation', { relocation: '' })).toEqual(['0', '1', '2']);
  });

  it('links: a job link containing the text, case-insensitive', async () => {
    await seed('rulelinks', [
      { links: ['https://GitHub.com/fictional-goods', 'https://fictional.example'] },
      { links: ['https://fictional.example/about'] },
      { links: [] },
    ]);
    expect(await matching('rulelinks', { links: 'github' })).toEqual(['0']);
    expect(await matching('rulelinks', { links: 'fictional.example' })).toEqual(['0', '1']);
  });
});

describe('catalogue filters beyond §5', () => {
  it('workplace: exact', async () => {
    await seed('ruleworkplace', [
      { workplace: 'remote' },
      { workplace: 'hybrid' },
      { workplace: 'onsite' },
    ]);
    expect(await matching('ruleworkplace', { workplace: 'remote' })).toEqual(['0']);
  });

  it('posted since: the posting date, or first seen when the source gave none', async () => {
    await seed('ruleposted', [
      { postedAt: new Date('2026-01-10T12:00:00Z') },
      { postedAt: new Date('2025-12-01T12:00:00Z') },
      { postedAt: null, firstSeenAt: new Date('2026-02-01T00:00:00Z') },
      { postedAt: new Date('2026-01-01T00:00:00Z') },
    ]);
    expect(await matching('ruleposted', { postedSince: '2026-01-01' })).toEqual(['0', '2', '3']);
  });

  it('occupation: exact SOC code', async () => {
    await seed('ruleoccupation', [
      { occupationSoc: '29-1141' },
      { occupationSoc: '47-2111' },
      { occupationSoc: null },
    ]);
    expect(await matching('ruleoccupation', { occupation: '29-1141' })).toEqual(['0']);
  });

  it('closed jobs never appear', async () => {
    await seed('ruleclosed', [{}, { closedAt: new Date('2026-01-01T00:00:00Z') }]);
    expect(await matching('ruleclosed', {})).toEqual(['0']);
  });
});
