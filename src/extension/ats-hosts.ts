/**
 * The employers' application hosts where the extension runs by itself (decision 064). Anywhere
 * else it runs only when the user clicks its toolbar button (activeTab).
 */
export const ATS_HOSTS = [
  { ats: 'Greenhouse', host: 'boards.greenhouse.io' },
  { ats: 'Greenhouse', host: 'job-boards.greenhouse.io' },
  { ats: 'Lever', host: 'jobs.lever.co' },
  { ats: 'Ashby', host: 'jobs.ashbyhq.com' },
  { ats: 'Workable', host: 'apply.workable.com' },
  { ats: 'SmartRecruiters', host: 'jobs.smartrecruiters.com' },
  { ats: 'Recruitee', host: '*.recruitee.com' },
  { ats: 'Workday', host: '*.myworkdayjobs.com' },
] as const;

/** Only https: every one of these hosts serves its forms over TLS. */
export const ATS_MATCHES = ATS_HOSTS.map(({ host }) => `https://${host}/*`);

/** Workday splits its form into steps behind a candidate account: the panel fills one step at a time. */
export const isWorkdayHost = (hostname: string) => /(^|\.)myworkdayjobs\.com$/.test(hostname);
