import { includesInterviewPreparation } from '../../shared/plans.ts';
import type { PlanLevel } from '../../shared/schemas/user.ts';
import { AppError } from '../app-error.ts';

export const PREP_UPGRADE_MESSAGE =
  'Interview preparation comes with the Pro and Enterprise plans. Change your plan to use it.';

/** The server's own check (decision 067): practice and the calendar file need Pro or Enterprise. */
export function requireInterviewPreparation(planLevel: PlanLevel): void {
  if (!includesInterviewPreparation(planLevel))
    throw new AppError('FORBIDDEN', PREP_UPGRADE_MESSAGE);
}
