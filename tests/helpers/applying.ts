import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import type { ApplicationDetail, ApplicationState } from '../../src/shared/schemas/applications.ts';
import { getAs } from './billing.ts';
import { insertJobs, type JobRow, jobRow } from './job-rows.ts';
import type { Subscriber } from './profile.ts';

/** A posting as the Recruitee connector stores it, applied to through `origin`'s candidates API. */
export async function insertRecruiteeJob(
  db: Database,
  input: {
    id: string;
    origin: string;
    slug: string;
    company?: string;
    overrides?: Partial<JobRow>;
  },
) {
  const company = input.company ?? "St. David's Medical Center";
  await insertJobs(db, [
    jobRow(input.id, 'applying', {
      title: 'Registered Nurse - Med/Surg',
      company,
      companyKey: company.toLowerCase(),
      occupationSoc: '29-1141',
      descriptionText: 'Registered Nurse for the medical-surgical unit. BLS and patient care.',
      skills: ['Patient care'],
      applyUrl: `${input.origin}/o/${input.slug}`,
      applyUrlKey: `recruitee/${input.id}`,
      atsKind: 'recruitee',
      atsIds: { company: 'stdavids', offerSlug: input.slug, offerId: '2781634' },
      postedAt: new Date(),
      ...input.overrides,
    }),
  ]);
}

/** Polls an application until it is in one of `states` (or fails the test with its last state). */
export async function applicationIn(
  app: FastifyInstance,
  user: Subscriber,
  id: string,
  states: ApplicationState[],
  timeout = 60_000,
): Promise<ApplicationDetail> {
  let body: ApplicationDetail | undefined;
  await expect
    .poll(
      async () => {
        body = (await getAs(app, user, `/api/app/applications/${id}`)).json() as ApplicationDetail;
        return states.includes(body.state) ? 'reached' : body.state;
      },
      { timeout, interval: 200 },
    )
    .toBe('reached');
  if (!body) throw new Error('no application read');
  return body;
}
