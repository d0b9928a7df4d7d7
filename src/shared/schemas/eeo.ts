import { z } from 'zod';
import {
  genderOptions,
  pronounOptions,
  raceOptions,
  workAuthorizationOptions,
  yesNoOptions,
} from '../profile-options.ts';

/**
 * Step 2, "Demographics" (spec §2, option lists §3). Every question is voluntary: null means
 * unanswered. These answers are encrypted per user, shown only to their owner, never logged, never
 * used to rank jobs and never sent to any model.
 */
const answer = <T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options, { error: 'Choose one of the listed answers.' }).nullable().default(null);

export const eeoAnswersSchema = z.object({
  over18: answer(yesNoOptions),
  workAuth: answer(workAuthorizationOptions),
  sponsorship: answer(yesNoOptions),
  gender: answer(genderOptions),
  pronouns: answer(pronounOptions),
  disability: answer(yesNoOptions),
  veteran: answer(yesNoOptions),
  race: answer(raceOptions),
  hispanic: answer(yesNoOptions),
});
export type EeoAnswers = z.infer<typeof eeoAnswersSchema>;
export type EeoField = keyof EeoAnswers;
export const eeoFieldNames = Object.keys(eeoAnswersSchema.shape) as EeoField[];

/** PUT /api/app/profile/eeo body, and GET/PUT response. */
export const eeoAnswersBodySchema = z.object({ answers: eeoAnswersSchema });
export const eeoAnswersResponseSchema = z.object({ answers: eeoAnswersSchema });
export type EeoAnswersBody = z.input<typeof eeoAnswersBodySchema>;
