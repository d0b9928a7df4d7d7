import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { getProfile } from '../../core/profile/get-profile.ts';
import { readEeoAnswers } from '../../core/profile/read-eeo-answers.ts';
import { saveEducation } from '../../core/profile/save-education.ts';
import { saveEeoAnswers } from '../../core/profile/save-eeo-answers.ts';
import { saveOtherNotes } from '../../core/profile/save-other-notes.ts';
import { savePersonalInfo } from '../../core/profile/save-personal-info.ts';
import { saveSkills } from '../../core/profile/save-skills.ts';
import { saveWorkExperience } from '../../core/profile/save-work-experience.ts';
import { eeoAnswersBodySchema, eeoAnswersResponseSchema } from '../../shared/schemas/eeo.ts';
import {
  educationBodySchema,
  otherNotesBodySchema,
  personalInfoSchema,
  profileResponseSchema,
  savedProfileResponseSchema,
  skillsBodySchema,
  workBodySchema,
} from '../../shared/schemas/profile.ts';
import { entitledUser } from '../plugins/entitled-user.ts';

const tags = ['profile'];
const saved = { 200: savedProfileResponseSchema };

/**
 * The resume builder's API, registered inside the gated main-app scope under /api/app/profile.
 * Every operation is scoped by the session user's id; no route takes a user id.
 */
export const profileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const ownId = (request: Parameters<typeof entitledUser>[0]) => entitledUser(request).user.id;

    app.get('/profile', { schema: { tags, response: { 200: profileResponseSchema } } }, (request) =>
      getProfile(ctx.db, { userId: ownId(request) }),
    );

    app.put(
      '/profile/personal',
      { schema: { tags, body: personalInfoSchema, response: saved } },
      async (request) => ({
        profile: await savePersonalInfo(ctx.db, { userId: ownId(request), personal: request.body }),
      }),
    );

    app.put(
      '/profile/education',
      { schema: { tags, body: educationBodySchema, response: saved } },
      async (request) => ({
        profile: await saveEducation(ctx.db, {
          userId: ownId(request),
          entries: request.body.entries,
        }),
      }),
    );

    app.put(
      '/profile/work',
      { schema: { tags, body: workBodySchema, response: saved } },
      async (request) => ({
        profile: await saveWorkExperience(ctx.db, {
          userId: ownId(request),
          entries: request.body.entries,
          ...(request.body.complete ? { complete: true } : {}),
        }),
      }),
    );

    app.put(
      '/profile/skills',
      { schema: { tags, body: skillsBodySchema, response: saved } },
      async (request) => ({
        profile: await saveSkills(ctx.db, { userId: ownId(request), skills: request.body.skills }),
      }),
    );

    app.put(
      '/profile/other-notes',
      { schema: { tags, body: otherNotesBodySchema, response: saved } },
      async (request) => ({
        profile: await saveOtherNotes(ctx.db, {
          userId: ownId(request),
          otherNotes: request.body.otherNotes,
        }),
      }),
    );

    app.get(
      '/profile/eeo',
      { schema: { tags, response: { 200: eeoAnswersResponseSchema } } },
      async (request) => ({
        answers: await readEeoAnswers(ctx, {
          userId: ownId(request),
          purpose: 'The owner opened the Demographics step',
        }),
      }),
    );

    app.put(
      '/profile/eeo',
      { schema: { tags, body: eeoAnswersBodySchema, response: { 200: eeoAnswersResponseSchema } } },
      async (request) => ({
        answers: await saveEeoAnswers(ctx, {
          userId: ownId(request),
          answers: request.body.answers,
        }),
      }),
    );
  };
