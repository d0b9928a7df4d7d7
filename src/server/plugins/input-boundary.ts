import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/app-error.ts';
import { type UnsafeText, unsafeTextIn, unsafeTextMessages } from '../../shared/safe-text.ts';

/** Enough to show the user every bad field of a form; a hostile body stops the walk early. */
const MAX_FIELD_ERRORS = 20;

/**
 * Every string in `value` (object keys included) that cannot be stored, keyed by its field path
 * as the validation errors name fields (`entries.0.school`). Iterative, so a body nested
 * thousands deep cannot overflow the stack.
 */
export function unsafeFields(value: unknown): Record<string, UnsafeText> {
  const found: Record<string, UnsafeText> = {};
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  let count = 0;
  while (stack.length > 0 && count < MAX_FIELD_ERRORS) {
    const { value: item, path } = stack.pop() as { value: unknown; path: string };
    if (typeof item === 'string') {
      const problem = unsafeTextIn(item);
      if (problem) {
        found[path || '_'] = problem;
        count++;
      }
    } else if (item && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        const problem = unsafeTextIn(key);
        if (problem) {
          found[path || '_'] = problem;
          count++;
        }
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return found;
}

/**
 * The one check every route gets, before its zod schema runs
 * (docs/decisions/031-input-boundary-and-fuzzing.md): a string PostgreSQL would refuse (NUL,
 * other control characters, lone surrogates) anywhere in the path parameters, the query string
 * or a JSON body is a 400 VALIDATION_FAILED with a message on that field. A hook rather than a
 * zod helper, so a route added later, or a schema that forgets the helper, is covered too. Raw
 * bodies (the Stripe webhook, the resume upload) are Buffers and are cleaned by their readers.
 * Hooks run in order: this one after request-guards' onRequest, before the route's zod schema.
 */
export function registerInputBoundary(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    // Page paths take no input: the client app reads its own URL (and a bad one is its problem).
    if (!request.url.startsWith('/api/')) return;
    const found = {
      ...unsafeFields(request.params),
      ...unsafeFields(request.query),
      ...unsafeFields(request.body),
    };
    const fields = Object.keys(found);
    if (fields.length === 0) return;
    const fieldErrors = Object.fromEntries(
      fields.map((field) => [field, [unsafeTextMessages[found[field] as UnsafeText]]]),
    );
    throw new AppError('VALIDATION_FAILED', 'Some fields need attention.', { fieldErrors });
  });
}
