import { type CapabilityId, isComingSoon, type PromiseLine } from './capabilities.ts';

/**
 * The three plans, in one place: the landing page, /subscribe and the server all read this.
 * Stripe price ids are not here (they come from the server's environment, see GET /api/plans).
 * Each feature names the capability it describes, so a line is marked "Coming soon" until that
 * capability is built (capabilities.ts); quotas are enforced by the application worker.
 */
export const planIds = ['basic', 'pro', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];

export interface Plan {
  id: PlanId;
  name: string;
  priceMonthlyUsd: number;
  /** Automated applications the worker may submit per day, after the user's review. */
  dailyApplicationQuota: number;
  /** Prep packs and practice (decision 067); a plan without it sees a sample of one pack. */
  interviewPreparation: boolean;
  features: { text: string; capability?: CapabilityId }[];
  highlighted: boolean;
}

const applicationsADay = (quota: number) => ({
  text: `Up to ${quota} applications a day, each reviewed by you first`,
  capability: 'reviewedApplications' as const,
});

export const plans: readonly Plan[] = [
  {
    id: 'basic',
    name: 'Basic',
    priceMonthlyUsd: 9,
    dailyApplicationQuota: 5,
    interviewPreparation: false,
    highlighted: false,
    features: [
      {
        text: 'New matching jobs every day, each with the reason it fits',
        capability: 'dailyMatches',
      },
      { text: 'Matches that learn from your likes and dislikes', capability: 'learnsFromFeedback' },
      { text: 'Search and filter every open job in the catalogue', capability: 'jobSearch' },
      { text: 'A list of the jobs you applied to', capability: 'appliedList' },
      {
        text: 'A resume and cover letter tailored to each job, from your own facts only',
        capability: 'tailoredDocuments',
      },
      applicationsADay(5),
      {
        text: 'Tracking of every application with a copy of what was sent',
        capability: 'applicationTracking',
      },
    ],
  },
  {
    id: 'pro',
    name: 'Pro',
    priceMonthlyUsd: 19,
    dailyApplicationQuota: 15,
    interviewPreparation: true,
    highlighted: true,
    features: [
      { text: 'Everything in Basic' },
      applicationsADay(15),
      {
        text: 'Interview preparation for the jobs you applied to',
        capability: 'interviewPreparation',
      },
    ],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    priceMonthlyUsd: 49,
    dailyApplicationQuota: 40,
    interviewPreparation: true,
    highlighted: false,
    features: [{ text: 'Everything in Pro' }, applicationsADay(40)],
  },
];

/** A plan's lines as the pages show them: what is built, and what is marked "Coming soon". */
export const planFeatureLines = (plan: Plan): PromiseLine[] =>
  plan.features.map((feature) => ({
    text: feature.text,
    comingSoon: isComingSoon(feature.capability),
  }));

export const planById = (id: PlanId): Plan => {
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`unknown plan ${id}`);
  return plan;
};

/** Whether an account's plan includes interview preparation; no plan includes nothing. */
export const includesInterviewPreparation = (level: PlanId | 'none'): boolean =>
  level !== 'none' && planById(level).interviewPreparation;
