import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { testModePriceCatalog as prices } from '../../src/core/billing/price-catalog.ts';
import { sameOrigin, signUpUser, uniqueEmail } from './accounts.ts';
import { postAs, type SignedInUser, startCheckout } from './billing.ts';

export type Subscriber = SignedInUser & { password: string };

/**
 * A signed-up user who paid through the test checkout, so the main app lets them in. Each has a
 * password of their own, so one user's password never happens to open another's account.
 */
export async function subscriber(
  app: FastifyInstance,
  plan: keyof typeof prices = 'pro',
): Promise<Subscriber> {
  const password = `own passphrase ${randomBytes(6).toString('hex')}`;
  const user = await signUpUser(app, uniqueEmail(), password);
  const session = await startCheckout(app, user, prices[plan]);
  const paid = await postAs(app, user, `/api/test-checkout/${session.id}/pay`, {
    cardNumber: '4242424242424242',
  });
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.statusCode} ${paid.body}`);
  return user;
}

export function putAs(
  app: FastifyInstance,
  user: SignedInUser | undefined,
  url: string,
  payload: object,
) {
  return app.inject({
    method: 'PUT',
    url,
    headers: user ? { ...sameOrigin, cookie: user.cookie } : sameOrigin,
    payload,
  });
}

/** A full set of answers that appear nowhere else, to look for in dumps and logs. */
export const sentinelAnswers = {
  over18: 'Yes',
  workAuth: 'Work Visa (H1B, L1, etc.)',
  sponsorship: 'Yes',
  gender: 'Non-Binary',
  pronouns: 'They/Them',
  disability: 'Yes',
  veteran: 'No',
  race: 'Native Hawaiian or Pacific Islander',
  hispanic: 'No',
} as const;
/** Strings of sentinelAnswers long and rare enough to search a raw dump for. */
export const sentinelStrings = [
  'Work Visa (H1B, L1, etc.)',
  'Native Hawaiian or Pacific Islander',
  'Non-Binary',
  'They/Them',
];
