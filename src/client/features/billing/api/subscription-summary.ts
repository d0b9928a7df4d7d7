import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  portalSessionResponseSchema,
  subscriptionSummarySchema,
} from '../../../../shared/schemas/billing.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/auth.ts';

const summaryKey = ['billing', 'subscription'] as const;

export const subscriptionSummaryQuery = queryOptions({
  queryKey: summaryKey,
  queryFn: () => apiRequest('/api/billing/subscription', { schema: subscriptionSummarySchema }),
});

/** Cancels at the end of the paid period; the answer is the new summary. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/billing/cancel', { method: 'POST', schema: subscriptionSummarySchema }),
    onSuccess: (summary) => {
      queryClient.setQueryData(summaryKey, summary);
      return queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}

/** Opens the provider's billing portal (card, invoices) in this tab. */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/billing/portal', { method: 'POST', schema: portalSessionResponseSchema }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
