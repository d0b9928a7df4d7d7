import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../../core/app-error.ts';
import type { ErrorBody } from '../../shared/errors.ts';

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).header('cache-control', 'no-store').send(body);
}

function fieldErrorsOf(error: { validation: { instancePath: string; message?: string }[] }) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    const messages = fieldErrors[field] ?? [];
    messages.push(issue.message ?? 'Invalid value.');
    fieldErrors[field] = messages;
  }
  return fieldErrors;
}

/**
 * The one error handler: AppError → its status and code; request validation → 400 with field
 * errors; Fastify's own 4xx (bad JSON, body too large, wrong content type) → a 4xx with a code;
 * anything else → 500 with no internals in the body (the details go to the log).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      const body: ErrorBody = { code: error.code, message: error.message };
      if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
      return send(reply, error.httpStatus, body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 400, {
        code: 'VALIDATION_FAILED',
        message: 'Some fields need attention.',
        fieldErrors: fieldErrorsOf(error),
      });
    }
    if (error.statusCode === 413) {
      return send(reply, 413, { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, {
        code: 'VALIDATION_FAILED',
        message: 'The request could not be read.',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, {
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
  });
}
