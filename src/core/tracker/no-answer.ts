import type { ShownStage, TrackerStage } from '../../shared/schemas/tracker.ts';

const DAY_MS = 86_400_000;

/** Today's calendar day in UTC, as the tracker's dates are stored (YYYY-MM-DD). */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Whole days from one calendar day to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * What the board shows for an item. An item still at `applied` `noAnswerDays` or more days after
 * it was sent shows as "no answer". It is computed here, when read, and never stored, so a change
 * of the setting applies at once and a late answer needs no clean-up (decision 065).
 */
export function shownStageOf(
  item: { stage: TrackerStage; appliedOn: string },
  noAnswerDays: number,
  today: string,
): ShownStage {
  if (item.stage !== 'applied') return item.stage;
  return daysBetween(item.appliedOn, today) >= noAnswerDays ? 'no_answer' : 'applied';
}
