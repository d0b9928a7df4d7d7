import { z } from 'zod';
import { planIds } from '../plans.ts';
import { subscriptionStatuses } from './user.ts';

/** GET /api/app/overview: what the main-app shell and dashboard need (entitled users only). */
export const appOverviewSchema = z.object({
  displayName: z.string(),
  planLevel: z.enum(planIds),
  planName: z.string(),
  dailyApplicationQuota: z.number().int(),
  subscriptionStatus: z.enum(subscriptionStatuses),
  currentPeriodEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  profileComplete: z.boolean(),
});
export type AppOverview = z.infer<typeof appOverviewSchema>;
