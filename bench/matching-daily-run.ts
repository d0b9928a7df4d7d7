/**
 * The daily run end to end, reads and writes included: N entitled users with preferences over M
 * open jobs, each user through `runMatchingForUser` exactly as the `match-jobs-for-user` job
 * runs it. On PostgreSQL `--shards 2` runs two worker processes (one per core).
 *
 *   node bench/matching-daily-run.ts --users 200 --jobs 5000             (embedded PGlite)
 *   node bench/matching-daily-run.ts --users 10000 --jobs 100000 --postgres --shards 2
 *   (--database NAME: the PostgreSQL database it creates and drops, hireloop_bench_daily_run)
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runMatchingForUser } from '../src/core/matching/run-matching-for-user.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { jobPreferences, jobs, matches, users } from '../src/db/schema/index.ts';
import { occupationOptions } from '../src/shared/occupation-options.ts';
import { DAY_MS } from '../src/shared/time.ts';
import { createBenchDatabase, dropBenchDatabase } from './bench-database.ts';
import { syntheticJobs } from './matching/synthetic-jobs.ts';

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    jobs: { type: 'string', default: '5000' },
    postgres: { type: 'boolean', default: false },
    shards: { type: 'string', default: '1' },
    child: { type: 'string' },
    url: { type: 'string' },
    /** PostgreSQL database to create and drop: runs side by side need names of their own. */
    database: { type: 'string', default: 'hireloop_bench_daily_run' },
  },
});
const BATCH = 1000;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let from = 0; from < rows.length; from += BATCH)
    await insert(rows.slice(from, from + BATCH));
}

async function seed(db: Database, userCount: number, jobCount: number) {
  const now = new Date();
  const synthetic = syntheticJobs(jobCount, now);
  await inBatches(synthetic, (batch) =>
    db.insert(jobs).values(
      batch.map((job) => ({
        id: job.id,
        fingerprint: `fp-${job.id}`,
        title: job.title,
        company: job.company,
        companyKey: job.companyKey,
        descriptionHtml: '',
        descriptionText: job.terms.join(' '),
        locations: job.locations.map((place) => ({
          raw: `${place.city}, ${place.region}`,
          city: place.city ?? undefined,
          region: place.region ?? undefined,
          country: 'US',
        })),
        locationText: job.locations.map((place) => `${place.city}, ${place.region}`).join('; '),
        workplace: job.workplace,
        employmentType: job.employmentType,
        industry: job.industry,
        occupationSoc: job.occupationSoc,
        skills: job.skills,
        software: job.tools.map((tool) => ({ tool, proficiency: '' })),
        certifications: job.certifications.map((name) => ({ name, organization: '' })),
        salaryAnnualUsdMin: job.salaryAnnualUsdMin,
        salaryAnnualUsdMax: job.salaryAnnualUsdMax,
        postedAt: job.postedAt,
        applyUrl: `https://jobs.example.test/${job.id}`,
        applyUrlKey: `jobs.example.test/${job.id}`,
      })),
    ),
  );
  const people = Array.from({ length: userCount }, (_, i) => ({
    id: `bench-user-${i}`,
    name: `Bench ${i}`,
    email: `bench-${i}@example.test`,
    subscriptionStatus: 'active' as const,
    planLevel: 'pro' as const,
    currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS),
  }));
  await inBatches(people, (batch) => db.insert(users).values(batch));
  const cities = ['Austin, TX', 'Denver, CO', 'Chicago, IL', 'Seattle, WA', 'Remote'];
  await inBatches(people, (batch) =>
    db.insert(jobPreferences).values(
      batch.map((person, i) => {
        const occupation = occupationOptions[i % occupationOptions.length];
        const preferences = {
          jobTitle: occupation?.soc ?? '',
          location: cities[i % cities.length] ?? '',
          remote: i % 3 === 0,
          salaryRange: '50000-100000' as const,
          industry: null,
          employmentTypes: [],
          shifts: [],
          relatedOccupations: [],
          radiusMiles: 30,
          salaryMin: null,
          willingToRelocate: false,
          skills: Array.from({ length: 8 }, (_, k) => `skill ${(i * 13 + k * 101) % 600}`),
          software: [`skill ${(i * 7) % 600}`],
          certifications: [],
          links: [],
          dailyRunHour: 7,
          timeZone: 'UTC',
        };
        return { userId: person.id, preferences, dailyRunHour: 7 };
      }),
    ),
  );
  return people.map((person) => person.id);
}

/** Runs every `of`-th user starting at `shard`; answers timings and the peak resident memory. */
async function runShard(db: Database, userIds: string[], shard: number, of: number) {
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 100);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  let newMatches = 0;
  for (let i = shard; i < userIds.length; i += of) {
    const userId = userIds[i] as string;
    const result = await runMatchingForUser(db, { userId, trigger: 'schedule' });
    newMatches += result.newMatches;
  }
  clearInterval(sampler);
  const cpu = process.cpuUsage(cpuBefore);
  return {
    runs: Math.ceil((userIds.length - shard) / of),
    seconds: (performance.now() - started) / 1000,
    /** This worker's own CPU time: what a shared machine inflates least. */
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    newMatches,
    peakRssMb: Math.round(peakRss / 2 ** 20),
  };
}

type ShardResult = Awaited<ReturnType<typeof runShard>>;

function runChildren(url: string, shards: number): Promise<ShardResult[]> {
  const script = fileURLToPath(import.meta.url);
  return Promise.all(
    Array.from(
      { length: shards },
      (_, shard) =>
        new Promise<ShardResult>((resolve, reject) => {
          const child = fork(script, ['--child', `${shard}/${shards}`, '--url', url]);
          child.on('message', (message) => resolve(message as ShardResult));
          child.on('exit', (code) =>
            code === 0 ? undefined : reject(new Error(`shard ${shard} exited ${code}`)),
          );
        }),
    ),
  );
}

async function child(spec: string, url: string) {
  const [shard, of] = spec.split('/').map(Number) as [number, number];
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  const ids = (await handle.db.select({ id: users.id }).from(users).orderBy(users.id)).map(
    (row) => row.id,
  );
  const result = await runShard(handle.db, ids, shard, of);
  await handle.close();
  process.send?.(result);
}

async function main() {
  const userCount = Number(args.users);
  const jobCount = Number(args.jobs);
  const shards = Number(args.shards);
  const dataDir = mkdtempSync(join(tmpdir(), 'hireloop-bench-daily-'));
  const database = args.postgres ? await createBenchDatabase(args.database) : null;
  const handle = await openDatabase(
    database ? { kind: 'postgres', url: database.url } : { kind: 'pglite', dataDir },
  );
  try {
    await migrateDatabase(handle);
    const seedStart = performance.now();
    const userIds = await seed(handle.db, userCount, jobCount);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const started = performance.now();
    const results =
      database && shards > 1
        ? await runChildren(database.url, shards)
        : [await runShard(handle.db, userIds, 0, 1)];
    const wallSeconds = (performance.now() - started) / 1000;
    const stored = await handle.db.$count(matches);
    console.info(
      JSON.stringify(
        {
          database: database ? `PostgreSQL ${database.serverVersion}` : 'PGlite',
          users: userCount,
          jobs: jobCount,
          shards: results.length,
          seedSeconds: Number(seedSeconds.toFixed(1)),
          wallSeconds: Number(wallSeconds.toFixed(1)),
          msPerUser: Number(((wallSeconds * 1000) / userCount).toFixed(2)),
          matchesStored: stored,
          peakRssMbPerWorker: results.map((result) => result.peakRssMb),
          cpuSecondsPerWorker: results.map((result) => Number(result.cpuSeconds.toFixed(1))),
        },
        null,
        2,
      ),
    );
  } finally {
    await handle.close();
    if (database) await dropBenchDatabase(args.database);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (args.child && args.url) await child(args.child, args.url);
else await main();
