import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  type TestCheckoutPayInput,
  testCheckoutRedirectSchema,
  testCheckoutSessionSchema,
} from '../../../../shared/schemas/billing.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const sessionPath = (id: string) => `/api/test-checkout/${encodeURIComponent(id)}`;

export const testCheckoutQuery = (id: string) =>
  queryOptions({
    queryKey: ['billing', 'test-checkout', id],
    queryFn: () => apiRequest(sessionPath(id), { schema: testCheckoutSessionSchema }),
  });

/** Both answers name the page to go to next: the checkout's success or cancel address. */
const goTo = ({ redirectUrl }: { redirectUrl: string }) => window.location.assign(redirectUrl);

export function usePayTestCheckout(id: string) {
  return useMutation({
    mutationFn: (input: TestCheckoutPayInput) =>
      apiRequest(`${sessionPath(id)}/pay`, {
        method: 'POST',
        body: input,
        schema: testCheckoutRedirectSchema,
      }),
    onSuccess: goTo,
  });
}

export function useCancelTestCheckout(id: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest(`${sessionPath(id)}/cancel`, {
        method: 'POST',
        schema: testCheckoutRedirectSchema,
      }),
    onSuccess: goTo,
  });
}
