import { z } from 'zod';

export const subscriptionStatuses = ['inactive', 'active', 'past_due', 'cancelled'] as const;
export const planLevels = ['none', 'basic', 'pro', 'enterprise'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
export type PlanLevel = (typeof planLevels)[number];

/** What the client may know about the signed-in account (spec §3 User). */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  emailVerified: z.boolean(),
  createdAt: z.iso.datetime(),
  subscriptionStatus: z.enum(subscriptionStatuses),
  planLevel: z.enum(planLevels),
  profileComplete: z.boolean(),
  /** May use the main app now (core/billing/entitlement.ts); the client redirects on it. */
  entitled: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const currentUserResponseSchema = z.object({ user: currentUserSchema });

/** GET /api/me: the signed-in account, or null for a visitor: signed out is a state, not an error. */
export const sessionResponseSchema = z.object({ user: currentUserSchema.nullable() });
