import type { ApplyingStatus } from '../../../shared/schemas/applications.ts';

/** The connector kinds the standing rule may apply through, with their names. */
export const ruleSources = [
  { kind: 'greenhouse', label: 'Greenhouse' },
  { kind: 'lever', label: 'Lever' },
  { kind: 'ashby', label: 'Ashby' },
  { kind: 'workable', label: 'Workable' },
  { kind: 'smartrecruiters', label: 'SmartRecruiters' },
  { kind: 'recruitee', label: 'Recruitee' },
] as const;

/** "3 of 15 today, resets at midnight Europe/Berlin". */
export const quotaLine = (status: Pick<ApplyingStatus, 'usedToday' | 'dailyQuota' | 'timeZone'>) =>
  `${status.usedToday} of ${status.dailyQuota} today, resets at midnight ${status.timeZone}`;

/** Said when the quota is used up: the rest wait for tomorrow. */
export const quotaFull = (status: Pick<ApplyingStatus, 'usedToday' | 'dailyQuota'>) =>
  status.usedToday >= status.dailyQuota
    ? "Today's applications are used; approved ones go out tomorrow."
    : null;

export const NO_BROWSER =
  'Hosted forms open as finish-it-yourself: no browser is installed on the server.';
