import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AppContext } from '../../src/core/app-context.ts';
import { manualChannel } from '../../src/core/applying/channels/manual.ts';
import { recruiteeChannel } from '../../src/core/applying/channels/recruitee.ts';
import {
  type ChannelTable,
  runApplicationAttempt,
} from '../../src/core/applying/run-application-attempt.ts';
import { prepareApplicationPackage } from '../../src/core/tailoring/prepare-application-package.ts';
import type { Database } from '../../src/db/client.ts';
import type { ApplicationDetail, ApplicationState } from '../../src/shared/schemas/applications.ts';
import { getAs, postAs } from './billing.ts';
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

/** The real channels, with hosted forms finished by the user (no browser in these tests). */
export const channelsWithoutBrowser: ChannelTable = {
  recruitee_api: recruiteeChannel,
  browser: manualChannel,
  manual: manualChannel,
};

let serial = 0;

/**
 * An application to a fresh Recruitee posting (its own company, so no cooldown), its package
 * tailored in this process and its form read: awaiting the user's review.
 */
export async function reviewedApplication(
  t: { app: FastifyInstance; ctx: AppContext },
  user: Subscriber,
  input: { origin: string; slug: string },
): Promise<{ id: string; jobId: string; applyUrl: string }> {
  const jobId = `approved-${process.pid}-${++serial}`;
  await insertRecruiteeJob(t.ctx.db, {
    id: jobId,
    origin: input.origin,
    slug: input.slug,
    company: `Employer ${serial}`,
  });
  const created = (await postAs(t.app, user, '/api/app/applications', { jobId })).json();
  await prepareApplicationPackage(t.ctx.db, { packageId: created.packageId, version: 1 });
  const inspected = await runApplicationAttempt(t.ctx, {
    applicationId: created.id,
    mode: 'inspect',
    channels: channelsWithoutBrowser,
  });
  expect(inspected?.state).toBe('awaiting_review');
  return { id: created.id, jobId, applyUrl: created.applyUrl };
}

/**
 * The same, then approved: queued, as the worker would find it. With no worker running, tests
 * run the attempts themselves.
 */
export async function approvedApplication(
  t: { app: FastifyInstance; ctx: AppContext },
  user: Subscriber,
  input: { origin: string; slug: string },
): Promise<{ id: string; state: ApplicationState }> {
  const { id } = await reviewedApplication(t, user, input);
  const approved = await postAs(t.app, user, `/api/app/applications/${id}/approve`, {});
  return { id, state: approved.json().state };
}
