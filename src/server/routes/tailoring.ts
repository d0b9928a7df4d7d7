import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../core/app-error.ts';
import { getApplicationPackage } from '../../core/tailoring/get-application-package.ts';
import { limitPackageWork } from '../../core/tailoring/limit-package-work.ts';
import { listApplicationPackages } from '../../core/tailoring/list-application-packages.ts';
import { regenerateApplicationPackage } from '../../core/tailoring/regenerate-application-package.ts';
import { renderPackageFile } from '../../core/tailoring/render-package-file.ts';
import { requestApplicationPackage } from '../../core/tailoring/request-application-package.ts';
import { savePackageEdits } from '../../core/tailoring/save-package-edits.ts';
import {
  createPackageBodySchema,
  type PackageFile,
  packageFiles,
  packageListResponseSchema,
  packageResponseSchema,
  savePackageBodySchema,
  savePackageResponseSchema,
} from '../../shared/schemas/tailoring.ts';

const tags = ['tailoring'];
const packageParamsSchema = z.object({ id: z.string().min(1).max(100) });
const versionQuerySchema = z.object({
  version: z.coerce.number().int().min(1).max(100_000).optional(),
});
// The file is checked in the handler, not the schema: a GET with a bad path segment must meet
// the subscription gate before validation (tests/integration/subscription-gate.test.ts).
const fileParamsSchema = packageParamsSchema.extend({ file: z.string().max(100) });
const isPackageFile = (file: string): file is PackageFile =>
  (packageFiles as readonly string[]).includes(file);
const listQuerySchema = z.object({ jobId: z.string().min(1).max(200).optional() });

/**
 * Application packages (decision 052): a tailored resume and cover letter per job, versioned.
 * Registered inside the main app's gated scope, so the session, CSRF and subscription rules of
 * every /api/app route apply; `userId` is the gate's user and every operation is scoped by it.
 */
export const tailoringRoutes =
  (ctx: AppContext, userId: (request: FastifyRequest) => string): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/packages',
      {
        schema: {
          tags,
          summary: 'Your application packages, newest first (jobId: one job’s)',
          querystring: listQuerySchema,
          response: { 200: packageListResponseSchema },
        },
      },
      async (request) =>
        listApplicationPackages(ctx.db, { userId: userId(request), jobId: request.query.jobId }),
    );

    app.post(
      '/packages',
      {
        schema: {
          tags,
          summary: 'Tailor a package for a job, or return the one you have (201 when new)',
          body: createPackageBodySchema,
          response: { 200: packageResponseSchema, 201: packageResponseSchema },
        },
      },
      async (request, reply) => {
        await limitPackageWork(ctx.db, { userId: userId(request), work: 'prepare' });
        const { packageId, created } = await requestApplicationPackage(ctx, {
          userId: userId(request),
          jobId: request.body.jobId,
        });
        reply.code(created ? 201 : 200);
        return getApplicationPackage(ctx.db, { userId: userId(request), packageId });
      },
    );

    app.get(
      '/packages/:id',
      {
        schema: {
          tags,
          summary:
            'One package: a version’s documents (the current one by default) and all versions',
          params: packageParamsSchema,
          querystring: versionQuerySchema,
          response: { 200: packageResponseSchema },
        },
      },
      async (request) =>
        getApplicationPackage(ctx.db, {
          userId: userId(request),
          packageId: request.params.id,
          version: request.query.version,
        }),
    );

    app.put(
      '/packages/:id',
      {
        schema: {
          tags,
          summary: 'Save the editor’s changes to the current version; warns on untraced claims',
          params: packageParamsSchema,
          body: savePackageBodySchema,
          response: { 200: savePackageResponseSchema },
        },
      },
      async (request) =>
        savePackageEdits(ctx.db, {
          userId: userId(request),
          packageId: request.params.id,
          body: request.body,
        }),
    );

    app.post(
      '/packages/:id/regenerate',
      {
        schema: {
          tags,
          summary:
            'Tailor again as a new version (earlier versions and edits are kept); also Retry',
          params: packageParamsSchema,
          response: { 202: packageResponseSchema },
        },
      },
      async (request, reply) => {
        await limitPackageWork(ctx.db, { userId: userId(request), work: 'prepare' });
        await regenerateApplicationPackage(ctx, {
          userId: userId(request),
          packageId: request.params.id,
        });
        reply.code(202);
        return getApplicationPackage(ctx.db, {
          userId: userId(request),
          packageId: request.params.id,
        });
      },
    );

    app.get(
      '/packages/:id/files/:file',
      {
        schema: {
          tags,
          summary: `Download a document: ${packageFiles.join(', ')} (attachment)`,
          params: fileParamsSchema,
          querystring: versionQuerySchema,
          response: {
            200: z.any().describe('The PDF or DOCX file, as an attachment with its file name'),
          },
        },
      },
      async (request, reply) => {
        const { file } = request.params;
        if (!isPackageFile(file))
          throw new AppError('VALIDATION_FAILED', 'Choose one of the package’s four files.', {
            fieldErrors: { file: [`Use one of ${packageFiles.join(', ')}.`] },
          });
        await limitPackageWork(ctx.db, { userId: userId(request), work: 'render' });
        const rendered = await renderPackageFile(ctx.db, {
          userId: userId(request),
          packageId: request.params.id,
          file,
          version: request.query.version,
        });
        return reply
          .header('content-type', rendered.contentType)
          .header('content-disposition', `attachment; filename="${rendered.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(rendered.bytes));
      },
    );
  };
