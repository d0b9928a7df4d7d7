import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { eq } from '../../db/orm.ts';
import { authAccounts, jobPreferences, profiles, users } from '../../db/schema/index.ts';
import { preferencesInputSchema } from '../../shared/schemas/preferences.ts';
import {
  educationBodySchema,
  personalInfoSchema,
  skillsBodySchema,
  workBodySchema,
} from '../../shared/schemas/profile.ts';
import type { AppContext } from '../app-context.ts';
import { hashPassword } from '../auth/password-hashing.ts';
import { isEntitled } from '../billing/entitlement.ts';
import { subscribeWithTestCard } from '../billing/subscribe-with-test-card.ts';
import { savePreferences } from '../matching/save-preferences.ts';
import { saveEducation } from '../profile/save-education.ts';
import { savePersonalInfo } from '../profile/save-personal-info.ts';
import { saveSkills } from '../profile/save-skills.ts';
import { saveWorkExperience } from '../profile/save-work-experience.ts';
import { demoNurse } from './demo-nurse-profile.ts';

export const DEMO_ACCOUNT = {
  email: 'demo@hireloop.test',
  password: 'hireloop-demo-account',
} as const;

async function createDemoUser(db: Database): Promise<string> {
  const id = randomUUID();
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({ id, email: DEMO_ACCOUNT.email, name: 'Demo User', emailVerified: true });
    await tx.insert(authAccounts).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: passwordHash,
    });
  });
  return id;
}

/** The four builder steps, through the builder's own schemas and operations; the last completes it. */
async function saveDemoProfile(db: Database, userId: string): Promise<void> {
  await savePersonalInfo(db, { userId, personal: personalInfoSchema.parse(demoNurse.personal) });
  const { entries: education } = educationBodySchema.parse(demoNurse.education);
  await saveEducation(db, { userId, entries: education });
  await saveSkills(db, { userId, skills: skillsBodySchema.parse(demoNurse.skills).skills });
  const { entries: work } = workBodySchema.parse(demoNurse.work);
  await saveWorkExperience(db, { userId, entries: work, complete: true });
}

/**
 * The embedded default starts with an account that sees the whole product (README names it): a
 * Pro subscription paid on the built-in test checkout, a finished resume profile and Job Search
 * preferences of a registered nurse. Each part is added only when the account lacks it (a
 * subscription: when it is not entitled), so a restart changes nothing and an account made by an
 * earlier version gets what it lacks. With
 * Stripe configured no payment can be faked: the account is left unpaid.
 */
export async function seedDemoAccount(
  ctx: AppContext,
): Promise<{ created: boolean; subscribed: boolean; profiled: boolean; preferred: boolean }> {
  const [existing] = await ctx.db
    .select({
      id: users.id,
      subscriptionStatus: users.subscriptionStatus,
      planLevel: users.planLevel,
      currentPeriodEnd: users.currentPeriodEnd,
      profile: profiles.userId,
      preferences: jobPreferences.userId,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(jobPreferences, eq(jobPreferences.userId, users.id))
    .where(eq(users.email, DEMO_ACCOUNT.email));
  const created = !existing;
  const account = existing ?? {
    id: await createDemoUser(ctx.db),
    subscriptionStatus: 'inactive' as const,
    planLevel: 'none' as const,
    currentPeriodEnd: null,
    profile: null,
    preferences: null,
  };
  const userId = account.id;

  // Also when an earlier test subscription has lapsed (they are not renewed): the demo account
  // is there to show the product.
  const entitled = isEntitled({ ...account, now: new Date() });
  const subscribed = !entitled && ctx.billing.provider.mode === 'test';
  if (subscribed) {
    await subscribeWithTestCard(ctx, { userId, email: DEMO_ACCOUNT.email, plan: 'pro' });
  } else if (!entitled) {
    ctx.log.warn('demo account left unpaid: with Stripe configured only a real checkout pays');
  }
  const profiled = !account.profile;
  if (profiled) await saveDemoProfile(ctx.db, userId);
  // Saving preferences queues the first matching run, as the wizard's save does.
  const preferred = !account.preferences;
  if (preferred) {
    const preferences = preferencesInputSchema.parse(demoNurse.preferences);
    await savePreferences(ctx, { userId, preferences });
  }
  return { created, subscribed, profiled, preferred };
}
