import type { CurrentUser, PlanLevel, SubscriptionStatus } from '../../shared/schemas/user.ts';
import { currentUserSchema } from '../../shared/schemas/user.ts';
import { isEntitled } from '../billing/entitlement.ts';

interface StoredUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  createdAt: Date;
  subscriptionStatus?: unknown;
  planLevel?: unknown;
  profileComplete?: unknown;
  currentPeriodEnd?: Date | string | null;
}

/** The account as the client may see it; a missing status reads as inactive (spec §3). */
export function toCurrentUser(user: StoredUser, now = new Date()): CurrentUser {
  const subscriptionStatus = (user.subscriptionStatus ?? 'inactive') as SubscriptionStatus;
  const planLevel = (user.planLevel ?? 'none') as PlanLevel;
  const currentPeriodEnd = user.currentPeriodEnd ? new Date(user.currentPeriodEnd) : null;
  return currentUserSchema.parse({
    id: user.id,
    email: user.email,
    displayName: user.name || user.email.split('@')[0],
    emailVerified: user.emailVerified,
    createdAt: new Date(user.createdAt).toISOString(),
    subscriptionStatus,
    planLevel,
    profileComplete: user.profileComplete ?? false,
    entitled: isEntitled({ subscriptionStatus, planLevel, currentPeriodEnd, now }),
  });
}
