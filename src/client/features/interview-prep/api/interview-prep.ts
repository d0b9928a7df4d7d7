import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  modelFeedbackResponseSchema,
  type PracticeAnswer,
  type PrepPack,
  practiceAnswerSchema,
  prepPackSchema,
} from '../../../../shared/schemas/interview-prep.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const prepPath = (itemId: string) => `/api/app/tracker/items/${encodeURIComponent(itemId)}/prep`;
const answerPath = (itemId: string, questionId: string) =>
  `${prepPath(itemId)}/answers/${encodeURIComponent(questionId)}`;

/** The calendar file's address, for a plain download link. */
export const calendarUrl = (itemId: string) => `${prepPath(itemId)}/calendar.ics`;

export const prepKey = (itemId: string) => ['interview-prep', itemId] as const;

/** GET …/prep: the pack (a sample on the Basic plan) with the saved practice answers. */
export const prepQuery = (itemId: string) =>
  queryOptions({
    queryKey: prepKey(itemId),
    queryFn: () => apiRequest(prepPath(itemId), { schema: prepPackSchema }),
  });

/** PUT …/answers/:questionId: autosave; the answer's feedback replaces the one in the cache. */
export function useSavePracticeAnswer(itemId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, answer }: { questionId: string; answer: string }) =>
      apiRequest(answerPath(itemId, questionId), {
        method: 'PUT',
        body: { answer },
        schema: practiceAnswerSchema,
      }),
    onSuccess: (saved: PracticeAnswer) =>
      client.setQueryData<PrepPack>(prepKey(itemId), (pack) =>
        pack
          ? {
              ...pack,
              practice: [
                ...pack.practice.filter((entry) => entry.questionId !== saved.questionId),
                saved,
              ],
            }
          : pack,
      ),
  });
}

/** POST …/model-feedback: the configured model's notes on the saved answer. */
export const useModelFeedback = (itemId: string) =>
  useMutation({
    mutationFn: (questionId: string) =>
      apiRequest(`${answerPath(itemId, questionId)}/model-feedback`, {
        method: 'POST',
        schema: modelFeedbackResponseSchema,
      }),
  });
