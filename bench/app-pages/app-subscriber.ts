import { linkIn, readOutbox } from '../../tests/helpers/smtp-sink.ts';
import { subscriberCookie } from '../catalogue-subscriber.ts';

/** A nurse in Austin: the demo corpus holds registered-nurse postings there and nearby. */
const preferences = {
  jobTitle: '29-1141',
  location: 'Austin, TX',
  remote: false,
  salaryRange: '50000-100000',
  industry: null,
  employmentType: null,
  willingToRelocate: false,
  skills: ['Patient care', 'IV therapy', 'Telemetry'],
  software: ['Epic'],
  certifications: [],
  links: [],
  dailyRunHour: 7,
};

const profileSteps: [string, object][] = [
  ['personal', { fullName: 'Bench Nurse', phone: '+1 555 123 4567', linkedIn: '' }],
  [
    'education',
    {
      entries: [
        {
          school: 'Austin Community College',
          degree: 'ADN Nursing',
          schoolCityState: 'Austin, TX',
          startDate: '2014-09',
          endDate: '2016-06',
        },
      ],
    },
  ],
  ['skills', { skills: ['Patient care', 'IV therapy', 'Telemetry', 'Epic'] }],
  [
    'work',
    {
      entries: [
        {
          company: 'St David Medical Center',
          position: 'Registered Nurse',
          location: 'Austin, TX',
          startDate: '2016-08',
          endDate: '',
        },
      ],
      complete: true,
    },
  ],
];

async function send(origin: string, cookie: string, method: string, path: string, body?: object) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { origin, cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** Confirms the account's address with the link the app wrote to its outbox (no SMTP_URL). */
async function verifyEmail(origin: string, cookie: string, dataDir: string) {
  const { user } = await send(origin, cookie, 'GET', '/api/me');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = (await readOutbox(dataDir)).find((message) => message.to?.includes(user.email));
    if (mail) {
      const { token } = linkIn(mail);
      return send(origin, cookie, 'POST', '/api/auth/verify-email', { token });
    }
    if (Date.now() > deadline) throw new Error(`no confirmation mail for ${user.email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A subscriber as the dashboard is meant to be seen: a confirmed address, paid (built-in test
 * checkout), a finished resume profile, job-search preferences, and the matching run those
 * preferences start, waited for until its matches are stored. All over HTTP, as the browser does.
 * Returns the session cookie and how many matches the dashboard will list.
 */
export async function dashboardSubscriber(
  origin: string,
  dataDir: string,
  timeoutMs = 300_000,
): Promise<{ cookie: string; matches: number }> {
  const cookie = await subscriberCookie(origin);
  await verifyEmail(origin, cookie, dataDir);
  for (const [step, body] of profileSteps) {
    await send(origin, cookie, 'PUT', `/api/app/profile/${step}`, body);
  }
  const deadline = Date.now() + timeoutMs;
  // The demo corpus loads in the background after start: a run before it has landed finds
  // nothing, so preferences are saved again (each save queues a run) until matches appear.
  while (Date.now() < deadline) {
    await send(origin, cookie, 'PUT', '/api/app/preferences', preferences);
    let status = 'queued';
    while (Date.now() < deadline && (status === 'queued' || status === 'running')) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const latest = await send(origin, cookie, 'GET', '/api/app/match-runs/latest');
      status = latest.run?.status ?? 'queued';
    }
    if (status === 'failed') throw new Error('the matching run failed');
    const list = await send(origin, cookie, 'GET', '/api/app/matches');
    if (list.items.length > 0) return { cookie, matches: list.items.length };
    await new Promise((resolve) => setTimeout(resolve, 3_000));
  }
  throw new Error(`no matches for the bench subscriber within ${timeoutMs / 1000} s`);
}
