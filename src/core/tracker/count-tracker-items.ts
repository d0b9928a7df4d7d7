import type {
  ShownStage,
  TrackerCounts,
  TrackerSource,
  TrackerStage,
} from '../../shared/schemas/tracker.ts';
import { funnelByWeek } from './funnel-by-week.ts';
import { daysBetween } from './no-answer.ts';

export interface CountableItem {
  source: TrackerSource;
  stage: TrackerStage;
  shownStage: ShownStage;
  appliedOn: string;
  interviewDates: string[];
  occupation: string | null;
}

/** The employer answered: every stage after `applied` but the user's own withdrawal. */
const answered: readonly TrackerStage[] = [
  'heard_back',
  'interviewing',
  'offer',
  'hired',
  'rejected',
];
const interviewed: readonly TrackerStage[] = ['interviewing', 'offer', 'hired'];

export const sourceLabels: Record<TrackerSource, string> = {
  hireloop: 'Hireloop',
  extension: 'Extension',
  by_you: 'By you',
  elsewhere: 'Elsewhere',
};

const OCCUPATION_UNKNOWN = 'Not known';

/**
 * The tracker's counts (issue 15 §1). "This week" is the last 7 days including today. The
 * response rate counts rejections as answers (the employer did reply) and leaves nothing out of
 * the denominator, so a withdrawn application still counts as sent. An interview is an item at
 * interviewing or later, or one with an interview date (a rejection after an interview counts).
 */
export function countTrackerItems(items: readonly CountableItem[], today: string): TrackerCounts {
  const bySource = new Map<TrackerSource, number>();
  const byOccupation = new Map<string, number>();
  let thisWeek = 0;
  let responded = 0;
  let interviews = 0;
  for (const item of items) {
    const age = daysBetween(item.appliedOn, today);
    if (age >= 0 && age < 7) thisWeek += 1;
    if (answered.includes(item.stage)) responded += 1;
    if (interviewed.includes(item.stage) || item.interviewDates.length > 0) interviews += 1;
    bySource.set(item.source, (bySource.get(item.source) ?? 0) + 1);
    const occupation = item.occupation ?? OCCUPATION_UNKNOWN;
    byOccupation.set(occupation, (byOccupation.get(occupation) ?? 0) + 1);
  }
  return {
    total: items.length,
    thisWeek,
    responseRate: items.length === 0 ? null : responded / items.length,
    interviews,
    bySource: [...bySource]
      .sort(([, a], [, b]) => b - a)
      .map(([key, count]) => ({ key, label: sourceLabels[key], count })),
    byOccupation: [...byOccupation]
      .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
      .map(([label, count]) => ({ key: label, label, count })),
    funnel: funnelByWeek(items, today),
  };
}
