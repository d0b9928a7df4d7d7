import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import pino from 'pino';
import { loadDemoCorpus } from '../../src/core/catalogue/load-demo-corpus.ts';
import { loadConfig } from '../../src/core/config/load-config.ts';
import type { JobQueue } from '../../src/core/jobs/job-queue.ts';
import { listMatches } from '../../src/core/matching/list-matches.ts';
import { queueMatchRun } from '../../src/core/matching/queue-match-run.ts';
import { recordFeedback } from '../../src/core/matching/record-feedback.ts';
import { runMatchingForUser } from '../../src/core/matching/run-matching-for-user.ts';
import { savePreferences } from '../../src/core/matching/save-preferences.ts';
import { saveEducation } from '../../src/core/profile/save-education.ts';
import { savePersonalInfo } from '../../src/core/profile/save-personal-info.ts';
import { saveSkills } from '../../src/core/profile/save-skills.ts';
import { saveWorkExperience } from '../../src/core/profile/save-work-experience.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { jobs, users } from '../../src/db/schema/index.ts';
import type { DislikeReason } from '../../src/shared/schemas/matches.ts';
import { matchFiltersSchema } from '../../src/shared/schemas/matches.ts';
import { type Preferences, radiusMilesOptions } from '../../src/shared/schemas/preferences.ts';
import { DAY_MS } from '../../src/shared/time.ts';
import { type JobFacts, loadJobFacts } from './job-facts.ts';
import type { LoadedPersona, Persona } from './load-personas.ts';

/** One card of the dashboard's list, in the order shown: the judge reads only `jobId` and `reason`. */
export interface ShownMatch {
  jobId: string;
  reason: string;
}

export type Answer =
  | { jobId: string; kind: 'like' }
  | { jobId: string; kind: 'dislike'; reason: DislikeReason };

export interface PersonaRun {
  persona: LoadedPersona;
  /** The dashboard's list after the first matching run. */
  before: ShownMatch[];
  /** The likes and dislikes the persona gave on the first ten. */
  answers: Answer[];
  /** The dashboard's list after the answers and the next matching run. */
  after: ShownMatch[];
}

export interface PersonasRunResult {
  runs: PersonaRun[];
  /** Every open job of the catalogue, as the judge reads it; shown jobs carry their text. */
  jobs: Map<string, JobFacts>;
  corpusSize: number;
  /** When the first runs went (the judge's clock). */
  now: Date;
  seconds: { load: number; matching: number };
}

/** The worker's queue is not running here: each queued run is run at once, as the worker would. */
function recordingQueue() {
  const queued: { userId: string; runId: string }[] = [];
  const queue: JobQueue = {
    async send(name, payload) {
      if (name !== 'match-jobs-for-user') return;
      const { userId, runId } = payload as { userId: string; runId: string };
      queued.push({ userId, runId });
    },
  };
  return { queue, queued };
}

async function createPersonaUser(db: Database, persona: LoadedPersona, now: Date) {
  const userId = randomUUID();
  await db.insert(users).values({
    id: userId,
    name: persona.personal.fullName,
    email: `${persona.id}@personas.hireloop.test`,
    emailVerified: true,
    subscriptionStatus: 'active',
    planLevel: 'pro',
    currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS),
  });
  // The builder's four steps, through the same operations the builder's routes call.
  await savePersonalInfo(db, { userId, personal: persona.personal });
  await saveEducation(db, { userId, entries: persona.education });
  await saveSkills(db, { userId, skills: persona.skills });
  await saveWorkExperience(db, { userId, entries: persona.work, complete: true });
  return userId;
}

async function shownList(db: Database, userId: string, now: Date): Promise<ShownMatch[]> {
  const list = await listMatches(db, { userId, filters: matchFiltersSchema.parse({}), now });
  return list.items.map((item) => ({ jobId: item.job.id, reason: item.reason }));
}

async function runQueued(db: Database, queued: { userId: string; runId: string }[], now: Date) {
  for (const { userId, runId } of queued.splice(0)) {
    await runMatchingForUser(db, { userId, runId, trigger: 'preferences', now });
  }
}

async function attachDescriptions(db: Database, facts: Map<string, JobFacts>, ids: string[]) {
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += 500) {
    const rows = await db
      .select({ id: jobs.id, description: jobs.descriptionText })
      .from(jobs)
      .where(inArray(jobs.id, unique.slice(start, start + 500)));
    for (const row of rows) {
      const job = facts.get(row.id);
      if (job) job.description = row.description;
    }
  }
}

/**
 * What the person enters in Job Search: the wizard's answers, plus the travel distance (the
 * largest choice within what they would travel) and the employment types they would take.
 */
export function enteredPreferences(persona: Persona): Preferences {
  const within = radiusMilesOptions.filter((miles) => miles <= persona.wants.radiusMiles);
  return {
    ...persona.preferences,
    radiusMiles: within.at(-1) ?? radiusMilesOptions[0],
    employmentTypes: persona.wants.employmentTypes,
  };
}

/**
 * Every persona through the product's own path, on an in-memory PGlite database: the demo
 * corpus loaded by `loadDemoCorpus` (demo boards → real connectors → preparation → storage, as
 * at first start), the persona's profile and preferences saved by the builder's and the wizard's
 * operations, the run the save queues run by `runMatchingForUser` (the worker's job), the list
 * read by `listMatches` (the dashboard's). Then the persona answers (`answer`, given the first
 * ten) through `recordFeedback`, the next day's run goes, and the list is read again.
 */
export async function runPersonas(input: {
  personas: LoadedPersona[];
  /** About how many demo postings (DEMO_CORPUS_SIZE); the app's default when absent. */
  corpusSize?: number;
  answer: (
    persona: LoadedPersona,
    firstTen: ShownMatch[],
    jobs: Map<string, JobFacts>,
    now: Date,
  ) => Answer[];
}): Promise<PersonasRunResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hireloop-personas-'));
  const handle = await openDatabase({ kind: 'pglite-memory' });
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...(input.corpusSize ? { DEMO_CORPUS_SIZE: String(input.corpusSize) } : {}),
    });
    const { db } = handle;
    await migrateDatabase(handle);
    const { queue, queued } = recordingQueue();
    const ctx = { db, config, log: pino({ level: 'silent' }), jobs: queue };
    const loadStart = Date.now();
    const loaded = await loadDemoCorpus(ctx);
    if (!loaded || loaded.status === 'failed') throw new Error('the demo corpus did not load');
    const load = (Date.now() - loadStart) / 1000;
    const facts = await loadJobFacts(db);

    const matchingStart = Date.now();
    const now = new Date();
    const runs: PersonaRun[] = [];
    for (const persona of input.personas) {
      const userId = await createPersonaUser(db, persona, now);
      await savePreferences(ctx, { userId, preferences: enteredPreferences(persona) });
      await runQueued(db, queued, now);
      const before = await shownList(db, userId, now);
      const answers = input.answer(persona, before.slice(0, 10), facts, now);
      for (const answer of answers) {
        await recordFeedback(db, {
          userId,
          jobId: answer.jobId,
          feedback:
            answer.kind === 'like' ? { kind: 'like' } : { kind: 'dislike', reason: answer.reason },
          now,
        });
      }
      // The next scheduled run, an hour later: the list then holds both runs' matches.
      const later = new Date(now.getTime() + 60 * 60 * 1000);
      await queueMatchRun(ctx, { userId, trigger: 'schedule', now: later });
      await runQueued(db, queued, later);
      const after = await shownList(db, userId, later);
      runs.push({ persona, before, answers, after });
    }
    const matching = (Date.now() - matchingStart) / 1000;
    await attachDescriptions(
      db,
      facts,
      runs.flatMap((run) =>
        [...run.before.slice(0, 10), ...run.after.slice(0, 20)].map((match) => match.jobId),
      ),
    );
    return {
      runs,
      jobs: facts,
      corpusSize: facts.size,
      now,
      seconds: { load, matching },
    };
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
