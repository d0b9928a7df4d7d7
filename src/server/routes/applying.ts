import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../core/app-context.ts';
import { answerApplicationQuestions } from '../../core/applying/answer-application-questions.ts';
import { approveApplication } from '../../core/applying/approve-application.ts';
import { createApplication } from '../../core/applying/create-application.ts';
import { getApplication, listApplications } from '../../core/applying/get-application.ts';
import { getReceipt, getReceiptArtifact } from '../../core/applying/get-receipt.ts';
import { markApplicationSubmitted } from '../../core/applying/mark-application-submitted.ts';
import { retryApplication } from '../../core/applying/retry-application.ts';
import { revealReceiptFields } from '../../core/applying/reveal-receipt-fields.ts';
import { withdrawApplication } from '../../core/applying/withdraw-application.ts';
import {
  answerQuestionsBodySchema,
  applicationDetailSchema,
  applicationListResponseSchema,
  createApplicationBodySchema,
  markSubmittedBodySchema,
  receiptSchema,
  revealedFieldsResponseSchema,
} from '../../shared/schemas/applications.ts';

const tags = ['applying'];
const params = z.object({ id: z.string().min(1).max(100) });
// The name is checked by the lookup, not the schema: a bad segment must meet the gate first.
const artifactParams = params.extend({ name: z.string().max(100) });
const detail = { 200: applicationDetailSchema };

/**
 * Applications (decision 057), inside the main app's gated scope: the session, CSRF and
 * subscription rules of every /api/app route apply, and every operation is scoped by `userId`.
 */
export const applyingRoutes =
  (ctx: AppContext, userId: (request: FastifyRequest) => string): FastifyPluginAsyncZod =>
  async (app) => {
    // Every route below validates `params` with the schema above before its handler runs.
    const own = (request: FastifyRequest) => ({
      userId: userId(request),
      applicationId: (request.params as z.infer<typeof params>).id,
    });

    app.get(
      '/applications',
      {
        schema: {
          tags,
          summary: 'Your applications, the latest change first',
          response: { 200: applicationListResponseSchema },
        },
      },
      async (request) => listApplications(ctx.db, { userId: userId(request) }),
    );

    app.post(
      '/applications',
      {
        schema: {
          tags,
          summary:
            'Apply for a job: tailors its package if needed and reads the form for review (201 when new)',
          body: createApplicationBodySchema,
          response: { 200: applicationDetailSchema, 201: applicationDetailSchema },
        },
      },
      async (request, reply) => {
        const { applicationId, created } = await createApplication(ctx, {
          userId: userId(request),
          jobId: request.body.jobId,
        });
        reply.code(created ? 201 : 200);
        return getApplication(ctx.db, { userId: userId(request), applicationId });
      },
    );

    app.get(
      '/applications/:id',
      {
        schema: {
          tags,
          summary: 'One application: exactly what will be or was sent, and its history',
          params,
          response: detail,
        },
      },
      async (request) => getApplication(ctx.db, own(request)),
    );

    const action = (
      path: string,
      summary: string,
      run: (request: FastifyRequest) => Promise<void>,
    ) =>
      app.post(path, { schema: { tags, summary, params, response: detail } }, async (request) => {
        await run(request);
        return getApplication(ctx.db, own(request));
      });

    action(
      '/applications/:id/approve',
      'Approve what the review page shows; it is sent when the limits allow',
      (r) => approveApplication(ctx, own(r)),
    );
    action('/applications/:id/withdraw', 'Stop an application that has not reached Submit', (r) =>
      withdrawApplication(ctx.db, own(r)),
    );
    action('/applications/:id/retry', 'Try a failed or stopped application again', (r) =>
      retryApplication(ctx, own(r)),
    );

    app.post(
      '/applications/:id/answers',
      {
        schema: {
          tags,
          summary: 'Answer the questions an application stopped on (saved to your answer bank too)',
          params,
          body: answerQuestionsBodySchema,
          response: detail,
        },
      },
      async (request) => {
        await answerApplicationQuestions(ctx, { ...own(request), answers: request.body.answers });
        return getApplication(ctx.db, own(request));
      },
    );

    app.post(
      '/applications/:id/mark-submitted',
      {
        schema: {
          tags,
          summary: '“I submitted it”: record an application finished on the employer’s page',
          params,
          body: markSubmittedBodySchema,
          response: detail,
        },
      },
      async (request) => {
        await markApplicationSubmitted(ctx, {
          ...own(request),
          confirmationText: request.body.confirmationText,
        });
        return getApplication(ctx.db, own(request));
      },
    );

    app.get(
      '/applications/:id/receipt',
      {
        schema: {
          tags,
          summary: 'The proof of a submitted application',
          params,
          response: { 200: receiptSchema },
        },
      },
      async (request) => getReceipt(ctx.db, own(request)),
    );

    app.post(
      '/applications/:id/receipt/reveal',
      {
        schema: {
          tags,
          summary: 'The receipt’s fields with sensitive answers shown (audited)',
          params,
          response: { 200: revealedFieldsResponseSchema },
        },
      },
      async (request) => revealReceiptFields(ctx, own(request)),
    );

    app.get(
      '/applications/:id/artifacts/:name',
      {
        schema: {
          tags,
          summary: 'A screenshot or file of the receipt',
          params: artifactParams,
          response: { 200: z.any().describe('The PNG or PDF') },
        },
      },
      async (request, reply) => {
        const artifact = await getReceiptArtifact(ctx.db, {
          ...own(request),
          name: request.params.name,
        });
        return reply
          .header('content-type', artifact.contentType)
          .header('content-disposition', `inline; filename="${artifact.name}"`)
          .header('cache-control', 'private, no-store')
          .send(artifact.content);
      },
    );
  };
