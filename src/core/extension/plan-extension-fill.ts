import type { PlanResponse } from '../../shared/schemas/extension.ts';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../app-error.ts';
import { loadAttemptInput } from '../applying/load-attempt-input.ts';
import { loadOwnApplication } from '../applying/load-own-application.ts';
import { planAnswers } from '../applying/plan-answers.ts';
import { describeFiles } from '../applying/record-receipt.ts';
import type { FormField } from '../applying/types.ts';
import { toExtensionApplication } from './lookup-page-application.ts';

/**
 * What the extension should put in each field of the form the user has open (decision 064): the
 * same planner and the same facts as Hireloop's own attempts (decision 058), so the extension
 * never invents an answer either. Required questions nothing answers come back to be asked.
 */
export async function planExtensionFill(
  ctx: AppContext,
  input: { userId: string; applicationId: string; fields: FormField[] },
): Promise<PlanResponse> {
  const own = await loadOwnApplication(ctx.db, input);
  const shown = toExtensionApplication({ ...own, title: '', company: '' });
  if (!shown.fillable) throw new AppError('INVALID_STATE', shown.notFillableReason ?? '');
  const loaded = await loadAttemptInput(ctx, own, 'inspect');
  if (!loaded.ok)
    throw new AppError(
      'INVALID_STATE',
      loaded.reason === 'profile_missing'
        ? 'Finish your profile in Hireloop first.'
        : loaded.reason === 'package_preparing'
          ? 'Hireloop is still tailoring your documents for this job. Try again in a minute.'
          : 'Your documents for this job could not be made. Open the job in Hireloop and tailor them again.',
    );
  const { facts, files } = loaded.input;
  const { planned, unanswered } = planAnswers(input.fields, facts, files);
  return {
    answers: planned.map((answer) => ({
      key: answer.field.key,
      value: answer.value,
      sent: answer.sent,
    })),
    unanswered,
    files: describeFiles(files),
  };
}
