import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';

export interface ProfileForMatching {
  skills: string[];
  workExperience: {
    company: string;
    position: string;
    location: string;
    startDate: string;
    endDate: string;
    description: string;
  }[];
}

const text = z.string().catch('');
const storedProfileSchema = z.object({
  skills: z.array(z.string()).catch([]),
  work_experience: z
    .array(
      z.object({
        company: text,
        position: text,
        location: text,
        startDate: text,
        endDate: text,
        description: text,
      }),
    )
    .catch([]),
});

const noProfile: ProfileForMatching = { skills: [], workExperience: [] };

/** Once seen, the table stays: later calls skip the catalogue lookup. */
const tablesSeen = new WeakSet<Executor>();

async function profilesTableExists(db: Executor): Promise<boolean> {
  if (tablesSeen.has(db)) return true;
  const result = await db.execute(
    sql`select to_regclass('public.profiles') is not null as present`,
  );
  const [row] = (result as unknown as { rows: { present: boolean }[] }).rows;
  if (row?.present) tablesSeen.add(db);
  return row?.present === true;
}

/**
 * The resume profile's skills and work history, the only parts of it matching reads (never the
 * EEO answers, which live elsewhere). The `profiles` table and its Drizzle schema arrive with
 * the profile feature (feat/profile), so until both branches meet this reads it by name and
 * treats a missing table as "no profile yet"; once merged, a typed select on `profiles` replaces
 * the raw query (decision 018).
 */
export async function loadProfileForMatching(
  db: Executor,
  input: { userId: string },
): Promise<ProfileForMatching> {
  if (!(await profilesTableExists(db))) return noProfile;
  const result = await db.execute(
    sql`select skills, work_experience from profiles where user_id = ${input.userId}`,
  );
  const [row] = (result as unknown as { rows: unknown[] }).rows;
  if (!row) return noProfile;
  const parsed = storedProfileSchema.safeParse(row);
  if (!parsed.success) return noProfile;
  return { skills: parsed.data.skills, workExperience: parsed.data.work_experience };
}
