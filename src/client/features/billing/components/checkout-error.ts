import { ApiError } from '../../../lib/api-client.ts';

/** Spec §8: the server's message, or the generic one; a field error is the more useful message. */
export function checkoutErrorMessage(error: unknown) {
  if (!(error instanceof ApiError)) return 'Failed to create checkout session';
  const fieldMessage = Object.values(error.fieldErrors).flat()[0];
  return fieldMessage ?? (error.message || 'Failed to create checkout session');
}
