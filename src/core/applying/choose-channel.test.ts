import { describe, expect, it } from 'vitest';
import { chooseChannel } from './choose-channel.ts';

const choose = (
  applyUrl: string,
  atsKind: string | null,
  atsIds: Record<string, string> | null = null,
  browserAvailable = true,
) => chooseChannel({ applyUrl, atsKind, atsIds, browserAvailable });

describe('chooseChannel', () => {
  it('sends Recruitee postings through the candidates API', () => {
    expect(
      choose('https://acme.recruitee.com/o/nurse', 'recruitee', { offerSlug: 'nurse' }),
    ).toMatchObject({
      channel: 'recruitee_api',
      host: 'acme.recruitee.com',
    });
  });

  it('fills hosted forms in the browser, at the form’s own address', () => {
    expect(choose('https://jobs.lever.co/acme/123', 'lever')).toEqual({
      channel: 'browser',
      formKind: 'lever',
      applyUrl: 'https://jobs.lever.co/acme/123/apply',
      host: 'jobs.lever.co',
    });
    expect(choose('https://jobs.ashbyhq.com/acme/9f', 'ashby').applyUrl).toBe(
      'https://jobs.ashbyhq.com/acme/9f/application',
    );
    expect(choose('https://boards.greenhouse.io/acme/jobs/1', 'greenhouse').formKind).toBe(
      'greenhouse_legacy',
    );
    expect(choose('https://job-boards.greenhouse.io/acme/jobs/1', 'greenhouse').formKind).toBe(
      'greenhouse',
    );
    expect(
      choose('https://jobs.smartrecruiters.com/Acme/1', 'other', { ats: 'smartrecruiters' })
        .formKind,
    ).toBe('smartrecruiters');
  });

  it('hands everything else, and hosted forms without a browser, to the user', () => {
    expect(choose('https://acme.wd5.myworkdayjobs.com/careers/job/1', null).channel).toBe('manual');
    expect(choose('https://jobs.lever.co/acme/123', 'lever', null, false)).toMatchObject({
      channel: 'manual',
      formKind: 'lever',
    });
    expect(choose('https://apply.hireloop-demo.example/acme/r1', 'greenhouse').channel).toBe(
      'manual',
    );
  });
});
