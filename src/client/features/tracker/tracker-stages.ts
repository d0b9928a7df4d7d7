import type {
  ShownStage,
  TrackedItem,
  TrackerSource,
  TrackerStage,
} from '../../../shared/schemas/tracker.ts';
import { trackerStages } from '../../../shared/schemas/tracker.ts';

export const stageLabels: Record<ShownStage, string> = {
  applied: 'Applied',
  no_answer: 'No answer',
  heard_back: 'Heard back',
  interviewing: 'Interviewing',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

export const sourceLabels: Record<TrackerSource, string> = {
  hireloop: 'Sent by Hireloop',
  extension: 'Sent with the extension',
  by_you: 'Finished by you',
  elsewhere: 'Made elsewhere',
};

/** The board's columns, left to right: "No answer" sits beside "Applied", where its cards come from. */
export const boardColumns: readonly ShownStage[] = [
  'applied',
  'no_answer',
  'heard_back',
  'interviewing',
  'offer',
  'hired',
  'rejected',
  'withdrawn',
];

/** The items of each column, in the order given. */
export function itemsByColumn(items: readonly TrackedItem[]) {
  const columns = new Map<ShownStage, TrackedItem[]>(boardColumns.map((column) => [column, []]));
  for (const item of items) columns.get(item.shownStage)?.push(item);
  return columns;
}

/**
 * The stage an arrow key moves a card to: the next or previous stored stage, or null at either
 * end. "No answer" is not a stage one can move to (it is computed), so it counts as "Applied".
 */
export function stageAfterKey(stage: TrackerStage, key: string): TrackerStage | null {
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  if (step === 0) return null;
  return trackerStages[trackerStages.indexOf(stage) + step] ?? null;
}

/** The polite announcement after a move, for screen readers. */
export const movedMessage = (item: Pick<TrackedItem, 'title' | 'company'>, stage: TrackerStage) =>
  `Moved “${item.title}” at ${item.company} to ${stageLabels[stage]}.`;

export const listSorts = ['applied', 'company', 'stage'] as const;
export type ListSort = (typeof listSorts)[number];
export const sortLabels: Record<ListSort, string> = {
  applied: 'Applied date (newest first)',
  company: 'Company (A to Z)',
  stage: 'Stage',
};

/** The list view's items: one stage (or all) in the chosen order; the input is not changed. */
export function listItems(
  items: readonly TrackedItem[],
  options: { sort: ListSort; stage: ShownStage | 'all' },
): TrackedItem[] {
  const shown =
    options.stage === 'all' ? [...items] : items.filter((i) => i.shownStage === options.stage);
  const byApplied = (a: TrackedItem, b: TrackedItem) => b.appliedOn.localeCompare(a.appliedOn);
  const compare: Record<ListSort, (a: TrackedItem, b: TrackedItem) => number> = {
    applied: byApplied,
    company: (a, b) => a.company.localeCompare(b.company, 'en') || byApplied(a, b),
    stage: (a, b) =>
      boardColumns.indexOf(a.shownStage) - boardColumns.indexOf(b.shownStage) || byApplied(a, b),
  };
  return shown.sort(compare[options.sort]);
}

/** "3 Nov 2026" for a calendar day, read as that day wherever the user is. */
export const formatDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
