import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type ApplicationSettings,
  answerBankSchema,
  applicationSettingsResponseSchema,
  type saveAnswerBankBodySchema,
} from '../../../../shared/schemas/applications.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const applicationSettingsKey = ['application-settings'] as const;
export const answerBankKey = ['answer-bank'] as const;

/** GET /api/app/application-settings: the standing rule and limits, and today's quota use. */
export const applicationSettingsQuery = queryOptions({
  queryKey: applicationSettingsKey,
  queryFn: () =>
    apiRequest('/api/app/application-settings', { schema: applicationSettingsResponseSchema }),
});

/** PUT /api/app/application-settings: the answer is the same shape as the GET. */
export const saveApplicationSettings = (settings: ApplicationSettings) =>
  apiRequest('/api/app/application-settings', {
    method: 'PUT',
    body: settings,
    schema: applicationSettingsResponseSchema,
  });

/** GET /api/app/answer-bank: the user's answers to the questions employers often ask. */
export const answerBankQuery = queryOptions({
  queryKey: answerBankKey,
  queryFn: () => apiRequest('/api/app/answer-bank', { schema: answerBankSchema }),
});

export type SaveAnswerBankBody = z.input<typeof saveAnswerBankBodySchema>;

/** PUT /api/app/answer-bank; `approve: true` the first time the user approves the answers. */
export const saveAnswerBank = (body: SaveAnswerBankBody) =>
  apiRequest('/api/app/answer-bank', { method: 'PUT', body, schema: answerBankSchema });
