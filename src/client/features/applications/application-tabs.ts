import type { ApplicationState, ApplicationSummary } from '../../../shared/schemas/applications.ts';

export const applicationTabs = ['all', 'needs_you', 'in_progress', 'submitted', 'other'] as const;
export type ApplicationTab = (typeof applicationTabs)[number];

export const tabLabels: Record<ApplicationTab, string> = {
  all: 'All',
  needs_you: 'Needs you',
  in_progress: 'In progress',
  submitted: 'Submitted',
  other: 'Other',
};

/** Where each state is listed: "Needs you" holds everything that waits for the user. */
const tabOfState: Record<ApplicationState, Exclude<ApplicationTab, 'all'>> = {
  awaiting_review: 'needs_you',
  needs_you: 'needs_you',
  unconfirmed: 'needs_you',
  prepared: 'in_progress',
  approved: 'in_progress',
  queued: 'in_progress',
  filling: 'in_progress',
  submitting: 'in_progress',
  submitted: 'submitted',
  failed: 'other',
  withdrawn: 'other',
};

export const tabOf = (state: ApplicationState) => tabOfState[state];

/** The applications of one tab, in the order given (the API's: newest first). */
export function inTab<T extends Pick<ApplicationSummary, 'state'>>(
  items: T[],
  tab: ApplicationTab,
) {
  return tab === 'all' ? items : items.filter((item) => tabOf(item.state) === tab);
}

/** How many applications each tab holds, for the tab's label. */
export function tabCounts(items: Pick<ApplicationSummary, 'state'>[]) {
  const counts = Object.fromEntries(applicationTabs.map((tab) => [tab, 0])) as Record<
    ApplicationTab,
    number
  >;
  counts.all = items.length;
  for (const item of items) counts[tabOf(item.state)] += 1;
  return counts;
}

/** A tab named in the address (?tab=), or All. */
export const parseTab = (value: string | null): ApplicationTab =>
  applicationTabs.find((tab) => tab === value) ?? 'all';
