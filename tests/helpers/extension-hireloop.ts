import type { AddressInfo } from 'node:net';
import {
  type ChannelTable,
  runApplicationAttempt,
} from '../../src/core/applying/run-application-attempt.ts';
import { applyUrlKey } from '../../src/core/catalogue/normalize-keys.ts';
import { prepareApplicationPackage } from '../../src/core/tailoring/prepare-application-package.ts';
import type { AnswerBank, ApplicationDetail } from '../../src/shared/schemas/applications.ts';
import { sameOrigin } from './accounts.ts';
import { channelsWithoutBrowser } from './applying.ts';
import { getAs, postAs } from './billing.ts';
import { insertJobs, jobRow } from './job-rows.ts';
import { putAs } from './profile.ts';
import { nurse } from './tailoring.ts';
import { createTestApp } from './test-app.ts';

/**
 * The real Hireloop for the extension's tests, listening on 127.0.0.1: a nurse with her answer
 * bank, and one application per apply URL whose package is tailored and whose server attempt
 * stopped for her to finish herself (no browser on this server), as the extension finds them.
 */
export async function startHireloopForExtension(
  applyUrls: string[],
  /** Postings in the catalogue the user has not applied to yet. */
  catalogueUrls: string[] = [],
) {
  const t = await createTestApp({
    // No Chromium for the server: hosted forms take the finish-yourself channel.
    env: { CHROME_PATH: '/nonexistent/chromium', APPLY_HOST_PACING_SECONDS: '0' },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  await insertJobs(
    t.ctx.db,
    [...applyUrls, ...catalogueUrls].map((applyUrl, index) => {
      // The stand-ins' paths: /{ats}/{employer}/…, as tests/helpers/ats-standins/server.ts serves them.
      const [, ats = 'greenhouse', board = 'employer', ...rest] = new URL(applyUrl).pathname.split(
        '/',
      );
      return jobRow(`extension-${index}`, 'applying', {
        title: 'Registered Nurse - Med/Surg',
        company: `Employer ${board}`,
        companyKey: `employer ${board}`,
        descriptionText: 'Registered Nurse, patient care, BLS.',
        applyUrl,
        applyUrlKey: applyUrlKey(applyUrl),
        atsKind: ats,
        atsIds: ats === 'greenhouse' ? { boardToken: board, jobId: rest[1] ?? '1' } : {},
        postedAt: new Date(),
      });
    }),
  );
  const ana = await nurse(t.app);
  await putAs(t.app, ana, '/api/app/answer-bank', {
    entries: [
      { key: 'work_authorization', question: 'Authorized to work in the US?', answer: 'Yes' },
      { key: 'sponsorship', question: 'Need sponsorship?', answer: 'No' },
    ],
    approve: true,
  });
  const channels: ChannelTable = channelsWithoutBrowser;
  /** What the worker would do: tailor the package, then try the form (and hand it to the user). */
  const prepare = async (applicationId: string) => {
    const detail = await getAs(t.app, ana, `/api/app/applications/${applicationId}`);
    await prepareApplicationPackage(t.ctx.db, { packageId: detail.json().packageId, version: 1 });
    await runApplicationAttempt(t.ctx, { applicationId, mode: 'inspect', channels });
  };
  const ids: string[] = [];
  for (const [index] of applyUrls.entries()) {
    const created = await postAs(t.app, ana, '/api/app/applications', {
      jobId: `extension-${index}`,
    });
    if (created.statusCode >= 300) throw new Error(created.body);
    await prepare(created.json().id);
    ids.push(created.json().id);
  }
  const application = async (index: number) =>
    (await getAs(t.app, ana, `/api/app/applications/${ids[index]}`)).json() as ApplicationDetail;
  return {
    t,
    origin: `http://127.0.0.1:${port}`,
    email: ana.email,
    ids,
    prepare,
    /** The user's applications' ids, newest first. */
    applicationIds: async () =>
      (
        (await getAs(t.app, ana, '/api/app/applications')).json() as {
          applications?: { id: string }[];
        }
      ).applications?.map((a) => a.id) ?? [],
    application,
    receipt: async (index: number) =>
      (await getAs(t.app, ana, `/api/app/applications/${ids[index]}/receipt`)).json(),
    answerBank: async () => (await getAs(t.app, ana, '/api/app/answer-bank')).json() as AnswerBank,
    pairingCode: async () => {
      const response = await postAs(t.app, ana, '/api/app/extension/pairing-codes', {});
      if (response.statusCode >= 300) throw new Error(response.body);
      return response.json().code as string;
    },
    /** As the Settings page's "Revoke" does, for every device the user paired. */
    revokeDevices: async () => {
      const { devices } = (await getAs(t.app, ana, '/api/app/extension/devices')).json();
      for (const device of devices as { id: string }[])
        await t.app.inject({
          method: 'DELETE',
          url: `/api/app/extension/devices/${device.id}`,
          headers: { ...sameOrigin, cookie: ana.cookie },
        });
      return devices.length as number;
    },
    close: () => t.close(),
  };
}
