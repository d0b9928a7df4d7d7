import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../core/app-error.ts';
import { importResume } from '../../core/resume-import/import-resume.ts';
import { TOO_LARGE_MESSAGE } from '../../core/resume-import/read-resume-file.ts';
import {
  RESUME_IMPORT_MAX_BYTES,
  resumeImportResponseSchema,
} from '../../shared/schemas/resume-import.ts';
import { entitledUser } from '../plugins/entitled-user.ts';

/** What a browser may send as the file's type; the core decides by the bytes anyway. */
const FILE_CONTENT_TYPES = [
  'application/octet-stream',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];

/**
 * POST /api/app/profile/import: the raw file as the body (at most 5 MB) → a draft for the
 * builder. Registered inside the gated main-app scope; the raw-body parser is local to this
 * plugin, so every other route keeps the 64 KiB JSON limit. Saves nothing.
 */
export const resumeImportRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser(
      FILE_CONTENT_TYPES,
      async (request: FastifyRequest, payload: IncomingMessage) => {
        if (Number(request.headers['content-length'] ?? 0) > RESUME_IMPORT_MAX_BYTES)
          throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE);
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of payload as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > RESUME_IMPORT_MAX_BYTES)
            throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE);
          chunks.push(chunk);
        }
        return Buffer.concat(chunks);
      },
    );

    app.post(
      '/profile/import',
      {
        schema: {
          tags: ['profile'],
          summary: 'Read a PDF, DOCX or JSON Resume file into a builder draft (saves nothing).',
          description:
            'The body is the raw file (at most 5 MB), sent as application/octet-stream or as the ' +
            "file's PDF/DOCX type; its type is decided by its first bytes.",
          response: { 200: resumeImportResponseSchema },
        },
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body))
          throw new AppError('VALIDATION_FAILED', 'Choose a file to upload.', {
            fieldErrors: { file: ['Choose a file to upload.'] },
          });
        const { user } = entitledUser(request);
        return importResume(ctx.db, {
          userId: user.id,
          accountEmail: user.email,
          bytes: request.body,
        });
      },
    );
  };
