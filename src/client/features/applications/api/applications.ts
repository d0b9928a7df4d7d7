import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type answerQuestionsBodySchema,
  applicationDetailSchema,
  type markSubmittedBodySchema,
  receiptSchema,
  revealedFieldsResponseSchema,
} from '../../../../shared/schemas/applications.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { isMoving } from '../state-names.ts';
import { applicationsKey, LIVE_POLL_MS } from './application-list.ts';

const one = (id: string) => `/api/app/applications/${encodeURIComponent(id)}`;

/** GET /api/app/applications/:id: what will be (or was) sent; polls while it moves. */
export const applicationQuery = (id: string) =>
  queryOptions({
    queryKey: [...applicationsKey, 'one', id],
    queryFn: () => apiRequest(one(id), { schema: applicationDetailSchema }),
    refetchInterval: (query) =>
      query.state.data && isMoving(query.state.data.state) ? LIVE_POLL_MS : false,
  });

/** GET /api/app/applications/:id/receipt: the proof of a sent application. */
export const receiptQuery = (id: string) =>
  queryOptions({
    queryKey: [...applicationsKey, 'receipt', id],
    queryFn: () => apiRequest(`${one(id)}/receipt`, { schema: receiptSchema }),
  });

export type ApplicationAction = 'approve' | 'withdraw' | 'retry';

/** POST /api/app/applications/:id/(approve|withdraw|retry): the answer is the application after. */
export const actOnApplication = (id: string, action: ApplicationAction) =>
  apiRequest(`${one(id)}/${action}`, {
    method: 'POST',
    body: {},
    schema: applicationDetailSchema,
  });

/** POST …/answers: the user's answers to the questions that stopped it; the bank keeps them. */
export const answerQuestions = (id: string, body: z.input<typeof answerQuestionsBodySchema>) =>
  apiRequest(`${one(id)}/answers`, { method: 'POST', body, schema: applicationDetailSchema });

/** POST …/mark-submitted: "I submitted it", with the confirmation e-mail's text if given. */
export const markSubmitted = (id: string, body: z.input<typeof markSubmittedBodySchema>) =>
  apiRequest(`${one(id)}/mark-submitted`, {
    method: 'POST',
    body,
    schema: applicationDetailSchema,
  });

/** POST …/receipt/reveal: the receipt's sensitive values, unmasked (the server audits it). */
export const revealReceipt = (id: string) =>
  apiRequest(`${one(id)}/receipt/reveal`, {
    method: 'POST',
    body: {},
    schema: revealedFieldsResponseSchema,
  });

/** A receipt file's address (screenshot or document), for <img> and downloads. */
export const artifactUrl = (id: string, name: string) =>
  `${one(id)}/artifacts/${encodeURIComponent(name)}`;
