import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { checkoutSessionResponseSchema } from '../../../../shared/schemas/billing.ts';
import type { CurrentUser } from '../../../../shared/schemas/user.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';

// The provider replaces {CHECKOUT_SESSION_ID} with the session's id when it sends the browser back.
const successPath = `${paths.subscriptionStatus}?session_id={CHECKOUT_SESSION_ID}&status=success`;
const cancelPath = `${paths.subscriptionStatus}?status=cancelled`;

function requestCheckout(user: CurrentUser, priceId: string) {
  const { origin } = window.location;
  return apiRequest('/api/create-checkout-session', {
    method: 'POST',
    body: {
      priceId,
      userId: user.id,
      userEmail: user.email,
      success_url: `${origin}${successPath}`,
      cancel_url: `${origin}${cancelPath}`,
    },
    schema: checkoutSessionResponseSchema,
  });
}

/**
 * Starts a checkout for one plan and opens it in this tab. `start` ignores calls while one is on
 * its way or the browser is already leaving, so a double click sends one request.
 */
export function useStartCheckout(user: CurrentUser) {
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: (priceId: string) => requestCheckout(user, priceId),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: () => {
      inFlight.current = false;
    },
  });
  const { mutate } = mutation;
  const start = useCallback(
    (priceId: string) => {
      if (inFlight.current) return;
      inFlight.current = true;
      mutate(priceId);
    },
    [mutate],
  );
  // After success the page is unloading: keep the buttons busy until it is gone.
  const leaving = mutation.isPending || mutation.isSuccess;
  return {
    start,
    leaving,
    pendingPriceId: leaving ? mutation.variables : undefined,
    error: mutation.error,
  };
}
