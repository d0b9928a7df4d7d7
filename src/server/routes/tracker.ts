import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { addOutsideApplication } from '../../core/tracker/add-outside-application.ts';
import { addTrackerReminder } from '../../core/tracker/add-tracker-reminder.ts';
import { changeTrackerStage } from '../../core/tracker/change-tracker-stage.ts';
import { deleteTrackedItem } from '../../core/tracker/delete-tracked-item.ts';
import { editOutsideApplication } from '../../core/tracker/edit-outside-application.ts';
import { getTracker } from '../../core/tracker/get-tracker.ts';
import { saveTrackerNotes } from '../../core/tracker/save-tracker-notes.ts';
import { saveTrackerSettings } from '../../core/tracker/save-tracker-settings.ts';
import { setReminderDone } from '../../core/tracker/set-reminder-done.ts';
import {
  addOutsideApplicationBodySchema,
  addReminderBodySchema,
  changeStageBodySchema,
  saveNotesBodySchema,
  setReminderDoneBodySchema,
  trackedItemSchema,
  trackerIdParamsSchema,
  trackerResponseSchema,
  trackerSettingsSchema,
} from '../../shared/schemas/tracker.ts';

const tags = ['tracker'];

/** The application tracker (decision 065): every application the user made and its stage. */
export const trackerRoutes =
  (ctx: AppContext, userId: (request: FastifyRequest) => string): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/tracker',
      {
        schema: {
          tags,
          summary: 'Your tracked applications, the no-answer setting and the counts',
          response: { 200: trackerResponseSchema },
        },
      },
      async (request) => getTracker(ctx.db, { userId: userId(request), now: new Date() }),
    );

    app.post(
      '/tracker/items',
      {
        schema: {
          tags,
          summary: 'Add an application you made elsewhere',
          body: addOutsideApplicationBodySchema,
          response: { 201: trackedItemSchema },
        },
      },
      async (request, reply) => {
        const item = await addOutsideApplication(ctx.db, {
          userId: userId(request),
          body: request.body,
        });
        return reply.code(201).send(item);
      },
    );

    app.put(
      '/tracker/items/:id',
      {
        schema: {
          tags,
          summary: 'Correct an application you made elsewhere (title, company, link, date)',
          params: trackerIdParamsSchema,
          body: addOutsideApplicationBodySchema,
          response: { 200: trackedItemSchema },
        },
      },
      async (request) =>
        editOutsideApplication(ctx.db, {
          userId: userId(request),
          itemId: request.params.id,
          body: request.body,
        }),
    );

    app.delete(
      '/tracker/items/:id',
      {
        schema: {
          tags,
          summary: 'Take an application off the tracker (a Hireloop one stays under Applications)',
          params: trackerIdParamsSchema,
        },
      },
      async (request, reply) => {
        await deleteTrackedItem(ctx.db, { userId: userId(request), itemId: request.params.id });
        return reply.code(204).send();
      },
    );

    app.put(
      '/tracker/items/:id/stage',
      {
        schema: {
          tags,
          summary: 'Move an application to a stage (with its interview dates)',
          params: trackerIdParamsSchema,
          body: changeStageBodySchema,
          response: { 200: trackedItemSchema },
        },
      },
      async (request) =>
        changeTrackerStage(ctx, {
          userId: userId(request),
          itemId: request.params.id,
          body: request.body,
        }),
    );

    app.put(
      '/tracker/items/:id/notes',
      {
        schema: {
          tags,
          summary: 'Replace an application’s notes (plain text)',
          params: trackerIdParamsSchema,
          body: saveNotesBodySchema,
          response: { 200: trackedItemSchema },
        },
      },
      async (request) =>
        saveTrackerNotes(ctx.db, {
          userId: userId(request),
          itemId: request.params.id,
          notes: request.body.notes,
        }),
    );

    app.post(
      '/tracker/items/:id/reminders',
      {
        schema: {
          tags,
          summary: 'Add a follow-up reminder',
          params: trackerIdParamsSchema,
          body: addReminderBodySchema,
          response: { 201: trackedItemSchema },
        },
      },
      async (request, reply) => {
        const item = await addTrackerReminder(ctx.db, {
          userId: userId(request),
          itemId: request.params.id,
          body: request.body,
        });
        return reply.code(201).send(item);
      },
    );

    app.put(
      '/tracker/reminders/:id',
      {
        schema: {
          tags,
          summary: 'Mark a reminder done or not done',
          params: trackerIdParamsSchema,
          body: setReminderDoneBodySchema,
          response: { 200: trackedItemSchema },
        },
      },
      async (request) =>
        setReminderDone(ctx.db, {
          userId: userId(request),
          reminderId: request.params.id,
          done: request.body.done,
        }),
    );

    app.put(
      '/tracker/settings',
      {
        schema: {
          tags,
          summary: 'After how many days without an answer an application shows as “no answer”',
          body: trackerSettingsSchema,
          response: { 200: trackerSettingsSchema },
        },
      },
      async (request) =>
        saveTrackerSettings(ctx.db, { userId: userId(request), settings: request.body }),
    );
  };
