import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { countSentToday } from '../../core/applying/check-application-limits.ts';
import { getAnswerBank } from '../../core/applying/get-answer-bank.ts';
import { getApplicationSettings } from '../../core/applying/get-application-settings.ts';
import { saveAnswerBank } from '../../core/applying/save-answer-bank.ts';
import { saveApplicationSettings } from '../../core/applying/save-application-settings.ts';
import { planById } from '../../shared/plans.ts';
import {
  answerBankSchema,
  applicationSettingsResponseSchema,
  applicationSettingsSchema,
  saveAnswerBankBodySchema,
} from '../../shared/schemas/applications.ts';
import { entitledUser } from '../plugins/entitled-user.ts';

const tags = ['applying'];

/** The applying settings (pause, standing rule, cooldown, EEO sharing) and the answer bank. */
export const applyingSettingsRoutes =
  (ctx: AppContext, userId: (request: FastifyRequest) => string): FastifyPluginAsyncZod =>
  async (app) => {
    const withStatus = async (request: FastifyRequest) => {
      const id = userId(request);
      const today = await countSentToday(ctx.db, id, new Date());
      const plan = entitledUser(request).user.planLevel;
      return {
        settings: await getApplicationSettings(ctx.db, { userId: id }),
        status: {
          dailyQuota: plan === 'none' ? 0 : planById(plan).dailyApplicationQuota,
          usedToday: today.used,
          timeZone: today.timeZone,
          browserAvailable: ctx.config.applying.browserAvailable,
        },
      };
    };

    app.get(
      '/application-settings',
      {
        schema: {
          tags,
          summary: 'Your applying settings and today’s use of the quota',
          response: { 200: applicationSettingsResponseSchema },
        },
      },
      withStatus,
    );

    app.put(
      '/application-settings',
      {
        schema: {
          tags,
          summary: 'Save your applying settings',
          body: applicationSettingsSchema,
          response: { 200: applicationSettingsResponseSchema },
        },
      },
      async (request) => {
        await saveApplicationSettings(ctx.db, { userId: userId(request), settings: request.body });
        return withStatus(request);
      },
    );

    app.get(
      '/answer-bank',
      {
        schema: {
          tags,
          summary: 'Your answers to employers’ usual questions',
          response: { 200: answerBankSchema },
        },
      },
      async (request) => getAnswerBank(ctx.db, { userId: userId(request) }),
    );

    app.put(
      '/answer-bank',
      {
        schema: {
          tags,
          summary: 'Save your answers (approve: true approves them for use)',
          body: saveAnswerBankBodySchema,
          response: { 200: answerBankSchema },
        },
      },
      async (request) => saveAnswerBank(ctx.db, { userId: userId(request), ...request.body }),
    );
  };
