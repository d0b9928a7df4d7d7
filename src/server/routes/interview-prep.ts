import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../core/app-context.ts';
import { getInterviewCalendar } from '../../core/interview-prep/get-interview-calendar.ts';
import { getPrepPack } from '../../core/interview-prep/get-prep-pack.ts';
import { requestModelFeedback } from '../../core/interview-prep/request-model-feedback.ts';
import { savePracticeAnswer } from '../../core/interview-prep/save-practice-answer.ts';
import {
  interviewPrepPagePath,
  modelFeedbackResponseSchema,
  practiceAnswerSchema,
  practiceParamsSchema,
  prepPackSchema,
  savePracticeAnswerBodySchema,
} from '../../shared/schemas/interview-prep.ts';
import { trackerIdParamsSchema } from '../../shared/schemas/tracker.ts';
import { entitledUser } from '../plugins/entitled-user.ts';

const tags = ['interview-prep'];
const today = () => new Date().toISOString().slice(0, 10);

/** Interview preparation (decision 067): a tracked application's prep pack, practice and calendar. */
export const interviewPrepRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const account = (request: FastifyRequest) => {
      const { user } = entitledUser(request);
      return { userId: user.id, planLevel: user.planLevel };
    };

    app.get(
      '/tracker/items/:id/prep',
      {
        schema: {
          tags,
          summary: 'The prep pack of a tracked application (a sample on the Basic plan)',
          params: trackerIdParamsSchema,
          response: { 200: prepPackSchema },
        },
      },
      async (request) =>
        getPrepPack(ctx.db, { ...account(request), itemId: request.params.id, today: today() }),
    );

    app.put(
      '/tracker/items/:id/prep/answers/:questionId',
      {
        schema: {
          tags,
          summary: 'Save a practice answer (autosaved as you type) and get its feedback',
          params: practiceParamsSchema,
          body: savePracticeAnswerBodySchema,
          response: { 200: practiceAnswerSchema },
        },
      },
      async (request) =>
        savePracticeAnswer(ctx.db, {
          ...account(request),
          itemId: request.params.id,
          questionId: request.params.questionId,
          answer: request.body.answer,
          today: today(),
        }),
    );

    app.post(
      '/tracker/items/:id/prep/answers/:questionId/model-feedback',
      {
        schema: {
          tags,
          summary: 'Notes on a saved practice answer from the configured language model',
          params: practiceParamsSchema,
          response: { 200: modelFeedbackResponseSchema },
        },
      },
      async (request) =>
        requestModelFeedback(ctx, {
          ...account(request),
          itemId: request.params.id,
          questionId: request.params.questionId,
          today: today(),
        }),
    );

    app.get(
      '/tracker/items/:id/prep/calendar.ics',
      {
        schema: {
          tags,
          summary: 'The interview dates as an iCalendar file (attachment)',
          params: trackerIdParamsSchema,
          response: { 200: z.string().describe('text/calendar (RFC 5545)') },
        },
      },
      async (request, reply) => {
        const calendar = await getInterviewCalendar(ctx.db, {
          ...account(request),
          itemId: request.params.id,
          prepUrl: new URL(interviewPrepPagePath(request.params.id), ctx.config.appOrigin).href,
          now: new Date(),
        });
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="${calendar.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(calendar.body);
      },
    );
  };
