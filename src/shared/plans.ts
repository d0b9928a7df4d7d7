/**
 * The three plans, in one place: the landing page, /subscribe and the server all read this.
 * Stripe price ids are not here (they come from the server's environment, see GET /api/plans).
 * Features list only what the product does or is being built to do; quotas are enforced by the
 * application worker.
 */
export const planIds = ['basic', 'pro', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];

export interface Plan {
  id: PlanId;
  name: string;
  priceMonthlyUsd: number;
  /** Automated applications the worker may submit per day, after the user's review. */
  dailyApplicationQuota: number;
  features: string[];
  highlighted: boolean;
}

export const plans: readonly Plan[] = [
  {
    id: 'basic',
    name: 'Basic',
    priceMonthlyUsd: 9,
    dailyApplicationQuota: 5,
    highlighted: false,
    features: [
      'New matching jobs every day, each with the reason it fits',
      'A resume and cover letter tailored to each job, from your own facts only',
      'Up to 5 applications a day, each reviewed by you first',
      'Tracking of every application with a copy of what was sent',
    ],
  },
  {
    id: 'pro',
    name: 'Pro',
    priceMonthlyUsd: 19,
    dailyApplicationQuota: 15,
    highlighted: true,
    features: [
      'Everything in Basic',
      'Up to 15 applications a day, each reviewed by you first',
      'Interview preparation for the jobs you applied to',
    ],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    priceMonthlyUsd: 49,
    dailyApplicationQuota: 40,
    highlighted: false,
    features: [
      'Everything in Pro',
      'Up to 40 applications a day, each reviewed by you first',
      'The widest daily search across every followed job source',
    ],
  },
];

export const planById = (id: PlanId): Plan => {
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`unknown plan ${id}`);
  return plan;
};
