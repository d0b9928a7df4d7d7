import type { Database } from '../../db/client.ts';
import { and, desc, eq, inArray, isNull } from '../../db/orm.ts';
import { applications, jobs } from '../../db/schema/index.ts';
import type { ApplicationState } from '../../shared/schemas/applications.ts';
import type { ExtensionApplication } from '../../shared/schemas/extension.ts';
import { AppError } from '../app-error.ts';
import { applyUrlKey } from '../catalogue/normalize-keys.ts';
import { pageUrlKeys } from './page-url-keys.ts';

/**
 * Why the extension may not fill an application now. Queued to submitting: Hireloop's own
 * worker is on it, and two senders could send it twice. Unconfirmed: it may have arrived already;
 * the user checks first, on the application's page.
 */
const notFillable: Partial<Record<ApplicationState, string>> = {
  prepared: 'Hireloop is still tailoring your documents for this job. Try again in a minute.',
  queued: 'Hireloop is sending this application now.',
  filling: 'Hireloop is sending this application now.',
  submitting: 'Hireloop is sending this application now.',
  submitted: 'This application was already submitted.',
  withdrawn: 'You withdrew this application.',
  unconfirmed:
    'This application may have been sent already. Check your e-mail, then mark it on its page in Hireloop.',
};

const OPEN_STATES = ['prepared', 'awaiting_review', 'approved', 'needs_you', 'failed'] as const;

type Row = {
  id: string;
  state: ApplicationState;
  applyUrl: string;
  title: string;
  company: string;
};

export const toExtensionApplication = (row: Row): ExtensionApplication => ({
  id: row.id,
  jobTitle: row.title,
  company: row.company,
  applyUrl: row.applyUrl,
  state: row.state,
  fillable: !notFillable[row.state],
  notFillableReason: notFillable[row.state] ?? null,
});

const shownColumns = {
  id: applications.id,
  state: applications.state,
  applyUrl: applications.applyUrl,
  title: jobs.title,
  company: jobs.company,
};

/** One of the user's applications as the extension's panel shows it. */
export async function getExtensionApplication(
  db: Database,
  input: { userId: string; applicationId: string },
): Promise<ExtensionApplication> {
  const [row] = await db
    .select(shownColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.id, input.applicationId), eq(applications.userId, input.userId)));
  if (!row) throw new AppError('NOT_FOUND', 'That application does not exist.');
  return toExtensionApplication(row);
}

/** The application (or catalogue job) for the employer page the extension is on (decision 064). */
export async function lookupPageApplication(db: Database, input: { userId: string; url: string }) {
  const keys = new Set(pageUrlKeys(input.url));
  const rows = await db
    .select(shownColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.userId, input.userId))
    .orderBy(desc(applications.updatedAt))
    .limit(500);
  const matched = rows.find((row) => keys.has(applyUrlKey(row.applyUrl)));
  const open = rows
    .filter((row) => (OPEN_STATES as readonly string[]).includes(row.state))
    .slice(0, 20);
  const catalogue = matched
    ? []
    : await db
        .select({ id: jobs.id, title: jobs.title, company: jobs.company })
        .from(jobs)
        .where(and(inArray(jobs.applyUrlKey, [...keys]), isNull(jobs.closedAt)))
        .limit(5);
  return {
    application: matched ? toExtensionApplication(matched) : null,
    open: open.map(toExtensionApplication),
    jobs: catalogue,
  };
}
