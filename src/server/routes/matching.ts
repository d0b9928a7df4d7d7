import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../core/app-context.ts';
import { getMatchStats } from '../../core/matching/get-match-stats.ts';
import { getPreferences } from '../../core/matching/get-preferences.ts';
import {
  forgetLearnedPreference,
  getLearnedPreferences,
  resetLearnedPreferences,
} from '../../core/matching/learned-preferences.ts';
import { listMatches } from '../../core/matching/list-matches.ts';
import { getLatestMatchRun } from '../../core/matching/match-runs.ts';
import { recordFeedback } from '../../core/matching/record-feedback.ts';
import { requestMatchRun } from '../../core/matching/request-match-run.ts';
import { savePreferences } from '../../core/matching/save-preferences.ts';
import { setMatchApplied } from '../../core/matching/set-match-applied.ts';
import {
  appliedInputSchema,
  appliedResultSchema,
  feedbackInputSchema,
  latestRunSchema,
  learnedItemParamsSchema,
  learnedPreferencesSchema,
  matchFiltersSchema,
  matchJobParamsSchema,
  matchListSchema,
  matchStatsSchema,
} from '../../shared/schemas/matches.ts';
import {
  preferencesInputSchema,
  preferencesResponseSchema,
  savePreferencesResultSchema,
} from '../../shared/schemas/preferences.ts';

const tags = ['matching'];
const runQueuedSchema = z.object({ runId: z.string() });

/**
 * Job Search preferences, today's matches, feedback and what was learned (issue 6). Registered
 * inside the main app's gated scope: every route here is for entitled users, on their own data
 * (`userId` is the gate's user; passed in so this file does not import the scope back).
 */
export const matchingRoutes =
  (ctx: AppContext, userId: (request: FastifyRequest) => string): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/preferences',
      { schema: { tags, response: { 200: preferencesResponseSchema } } },
      async (request) => getPreferences(ctx.db, { userId: userId(request) }),
    );

    app.put(
      '/preferences',
      {
        schema: {
          tags,
          body: preferencesInputSchema,
          response: { 200: savePreferencesResultSchema },
        },
      },
      async (request) =>
        savePreferences(ctx, { userId: userId(request), preferences: request.body }),
    );

    app.get(
      '/matches',
      { schema: { tags, querystring: matchFiltersSchema, response: { 200: matchListSchema } } },
      async (request) => listMatches(ctx.db, { userId: userId(request), filters: request.query }),
    );

    app.post(
      '/matches/:jobId/feedback',
      {
        schema: {
          tags,
          params: matchJobParamsSchema,
          body: feedbackInputSchema,
          response: { 200: learnedPreferencesSchema },
        },
      },
      async (request) => {
        await recordFeedback(ctx.db, {
          userId: userId(request),
          jobId: request.params.jobId,
          feedback: request.body,
        });
        return getLearnedPreferences(ctx.db, { userId: userId(request) });
      },
    );

    app.put(
      '/matches/:jobId/applied',
      {
        schema: {
          tags,
          summary: '"I applied" on one of your matches (applied: true), or its undo (false)',
          params: matchJobParamsSchema,
          body: appliedInputSchema,
          response: { 200: appliedResultSchema },
        },
      },
      async (request) =>
        setMatchApplied(ctx.db, {
          userId: userId(request),
          jobId: request.params.jobId,
          applied: request.body.applied,
        }),
    );

    app.get(
      '/learned-preferences',
      { schema: { tags, response: { 200: learnedPreferencesSchema } } },
      async (request) => getLearnedPreferences(ctx.db, { userId: userId(request) }),
    );

    app.delete(
      '/learned-preferences/:itemId',
      {
        schema: {
          tags,
          params: learnedItemParamsSchema,
          response: { 200: learnedPreferencesSchema },
        },
      },
      async (request) =>
        forgetLearnedPreference(ctx.db, { userId: userId(request), itemId: request.params.itemId }),
    );

    app.post(
      '/learned-preferences/reset',
      { schema: { tags, response: { 200: learnedPreferencesSchema } } },
      async (request) => resetLearnedPreferences(ctx.db, { userId: userId(request) }),
    );

    app.get(
      '/match-runs/latest',
      { schema: { tags, response: { 200: latestRunSchema } } },
      async (request) => getLatestMatchRun(ctx.db, { userId: userId(request) }),
    );

    app.post(
      '/match-runs',
      { schema: { tags, response: { 202: runQueuedSchema } } },
      async (request, reply) => {
        const queued = await requestMatchRun(ctx, { userId: userId(request) });
        reply.code(202);
        return queued;
      },
    );

    app.get(
      '/match-stats',
      { schema: { tags, response: { 200: matchStatsSchema } } },
      async (request) => getMatchStats(ctx.db, { userId: userId(request) }),
    );
  };
