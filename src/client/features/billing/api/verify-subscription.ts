import { verifySubscriptionResponseSchema } from '../../../../shared/schemas/billing.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Asks the server whether a checkout session back from the provider has paid (spec §7 call 2). */
export async function verifySubscription(input: { sessionId: string; userId: string }) {
  const { verified } = await apiRequest('/api/verify-subscription', {
    method: 'POST',
    body: input,
    schema: verifySubscriptionResponseSchema,
  });
  return verified;
}
