/**
 * What the product does today. Every line of copy that promises one of these names it, and the
 * pages mark the line "Coming soon" until it is built here, so the plans and the landing page
 * follow the product: the change that ships a capability sets `built: true` (decision 027).
 */
export const capabilityIds = [
  'dailyMatches',
  'learnsFromFeedback',
  'jobSearch',
  'appliedList',
  'tailoredDocuments',
  'reviewedApplications',
  'applicationTracking',
  'dailyDigest',
  'interviewPreparation',
] as const;
export type CapabilityId = (typeof capabilityIds)[number];

export const capabilities: Record<CapabilityId, { built: boolean }> = {
  dailyMatches: { built: true },
  learnsFromFeedback: { built: true },
  jobSearch: { built: true },
  appliedList: { built: true },
  tailoredDocuments: { built: true },
  reviewedApplications: { built: true },
  applicationTracking: { built: true },
  dailyDigest: { built: true },
  interviewPreparation: { built: true },
};

export const isComingSoon = (id: CapabilityId | undefined) =>
  id !== undefined && !capabilities[id].built;

/** A line of copy and whether what it describes is still to come. */
export interface PromiseLine {
  text: string;
  comingSoon: boolean;
}
