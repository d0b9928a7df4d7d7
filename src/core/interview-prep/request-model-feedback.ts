import { and, eq } from '../../db/orm.ts';
import { interviewPracticeAnswers } from '../../db/schema/index.ts';
import {
  type ModelFeedbackResponse,
  modelFeedbackSchema,
  type PrepQuestion,
} from '../../shared/schemas/interview-prep.ts';
import type { PlanLevel } from '../../shared/schemas/user.ts';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../app-error.ts';
import { generateStructured } from '../llm/generate-structured.ts';
import { getTokensSpentToday } from '../llm/get-tokens-spent-today.ts';
import { recordModelUse } from '../llm/record-model-use.ts';
import { privateStrings, scrub } from '../tailoring/build-model-prompt.ts';
import { findClaims } from '../tailoring/find-claims.ts';
import { containsKey, keyOf } from '../tailoring/text.ts';
import type { TailorInput } from '../tailoring/types.ts';
import { buildPrepPack } from './build-prep-pack.ts';
import { loadPrepInput } from './load-prep-input.ts';
import { requireInterviewPreparation } from './prep-access.ts';

export const FEEDBACK_SYSTEM_PROMPT = `You coach a job seeker for an interview. You get one interview question, the facts from their own profile that could answer it, and the answer they practised.
Write up to five short notes, each one sentence, on how to make the answer stronger: structure (situation, task, action, result), clarity, and which of THEIR facts to use.
Rules: use only the facts given and the words of their answer. Never suggest they claim an employer, title, credential, number or skill that is not in those facts. Do not praise or judge the person; talk about the answer.`;

const MAX_OUTPUT_TOKENS = 700;

/** The prompt: the question, the evidence lines and the answer, contact strings taken out (decision 054). */
function promptFor(input: TailorInput, question: PrepQuestion, answer: string): string {
  const secrets = privateStrings(input);
  const facts = question.evidence.map((line) => `- ${scrub(line.text, secrets)}`).join('\n');
  return `<question>\n${question.text}\n</question>\n<facts>\n${facts || '- (none in the profile)'}\n</facts>\n<answer>\n${scrub(answer, secrets).slice(0, 6000)}\n</answer>`;
}

/**
 * A note stays only when every claim in it traces to the profile (the tailoring truth check) or is
 * said in the user's own answer or the question: a model may not put a fact in the user's mouth.
 */
function keepNote(note: string, input: TailorInput, ownWords: string): boolean {
  return findClaims(note, input, 'resume').every(
    (claim) => claim.source !== null || containsKey(ownWords, keyOf(claim.text)),
  );
}

/**
 * Notes from the configured model on a saved practice answer (decision 067, with decision 054's
 * rules). EEO answers are never read here; contact details are taken out of what is sent; each
 * note passes the truth check or is dropped. Without a model, or when it fails or the day's
 * budget is spent, the answer says so and the rules' feedback stands alone.
 */
export async function requestModelFeedback(
  ctx: Pick<AppContext, 'db' | 'config'>,
  input: {
    userId: string;
    itemId: string;
    questionId: string;
    planLevel: PlanLevel;
    today: string;
  },
): Promise<ModelFeedbackResponse> {
  requireInterviewPreparation(input.planLevel);
  const prep = await loadPrepInput(ctx.db, input);
  const question = buildPrepPack(prep).questions.find((q) => q.id === input.questionId);
  if (!question) throw new AppError('NOT_FOUND', 'That question is not in this prep pack.');
  const [saved] = await ctx.db
    .select({ answer: interviewPracticeAnswers.answer })
    .from(interviewPracticeAnswers)
    .where(
      and(
        eq(interviewPracticeAnswers.itemId, input.itemId),
        eq(interviewPracticeAnswers.questionId, input.questionId),
      ),
    );
  if (!saved?.answer.trim()) throw new AppError('INVALID_STATE', 'Write or say an answer first.');
  const llm = ctx.config.llm;
  if (!llm)
    return { status: 'not_configured', notes: [], message: 'No language model is set up here.' };

  const now = new Date();
  const prompt = promptFor(prep.tailor, question, saved.answer);
  const inputTokens = Math.ceil((FEEDBACK_SYSTEM_PROMPT.length + prompt.length) / 4);
  const spent = await getTokensSpentToday(ctx.db, input.userId, now);
  if (spent + inputTokens + MAX_OUTPUT_TOKENS > llm.dailyTokensPerUser) {
    await recordModelUse(ctx.db, { userId: input.userId, now, tokens: 0, skipped: true });
    return { status: 'unavailable', notes: [], message: 'Today’s model budget is used up.' };
  }
  const result = await generateStructured(llm, {
    system: FEEDBACK_SYSTEM_PROMPT,
    prompt,
    schema: modelFeedbackSchema,
    maxOutputTokens: MAX_OUTPUT_TOKENS,
  });
  await recordModelUse(ctx.db, { userId: input.userId, now, tokens: result.tokens });
  if (!result.ok)
    return { status: 'unavailable', notes: [], message: 'The model did not answer this time.' };
  const ownWords = keyOf(`${saved.answer}\n${question.text}`);
  const notes = result.output.notes.filter((note) => keepNote(note, prep.tailor, ownWords));
  const dropped = result.output.notes.length - notes.length;
  return {
    status: 'model',
    notes,
    message:
      dropped > 0
        ? `${dropped} note${dropped === 1 ? '' : 's'} left out: not supported by your profile.`
        : '',
  };
}
