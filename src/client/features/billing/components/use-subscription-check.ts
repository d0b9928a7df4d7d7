import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CurrentUser } from '../../../../shared/schemas/user.ts';
import { currentUserQuery } from '../../../lib/auth.ts';
import { verifySubscription } from '../api/verify-subscription.ts';

/** Spec §4/§9: wait 3 s after a successful payment before reading the status. */
const WAIT_AFTER_PAYMENT_MS = 3000;

export type SubscriptionCheck =
  | { phase: 'verifying' }
  | { phase: 'active'; user: CurrentUser }
  | { phase: 'not-found' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The status page's sequence on load (spec §4): after a successful checkout wait 3 s; read the
 * account; if it is not active yet, ask the server to verify the checkout session; else not
 * found. The server's verification asks the payment provider itself and syncs a paid session at
 * once (core/billing/verify-checkout-session.ts), so its "no" is final: there is no webhook to
 * wait for. "Active" means entitled: the state in which the main app lets the user in.
 */
export function useSubscriptionCheck(input: {
  paid: boolean;
  sessionId: string | null;
  userId: string;
}): SubscriptionCheck {
  const { paid, sessionId, userId } = input;
  const queryClient = useQueryClient();
  const [check, setCheck] = useState<SubscriptionCheck>({ phase: 'verifying' });

  useEffect(() => {
    let stopped = false;
    // A fresh read also refreshes the cached user, which the main app's gate looks at.
    const readUser = () =>
      queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 }).catch(() => null);
    const activeUser = async () => {
      const user = await readUser();
      return user?.entitled ? user : null;
    };

    async function run(): Promise<SubscriptionCheck> {
      if (paid) await sleep(WAIT_AFTER_PAYMENT_MS);
      if (stopped) return { phase: 'verifying' };
      const user = await activeUser();
      if (user) return { phase: 'active', user };
      if (!paid) return { phase: 'not-found' };
      if (sessionId) {
        try {
          if (await verifySubscription({ sessionId, userId })) {
            const verifiedUser = await activeUser();
            if (verifiedUser) return { phase: 'active', user: verifiedUser };
          }
        } catch (error) {
          console.warn('Could not verify the subscription', error);
          return { phase: 'not-found' };
        }
      }
      return { phase: 'not-found' };
    }

    void run().then((result) => {
      if (!stopped) setCheck(result);
    });
    return () => {
      stopped = true;
    };
  }, [paid, sessionId, userId, queryClient]);

  return check;
}
