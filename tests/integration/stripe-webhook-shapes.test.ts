import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handledStripeEventTypes } from '../../src/core/billing/handle-stripe-event.ts';
import { stripeEvents } from '../../src/db/schema/index.ts';
import { eventObject, type FakeEvent } from '../helpers/fake-stripe-objects.ts';
import { createStripeTestApp, type StripeTestApp } from '../helpers/stripe-test-app.ts';

/**
 * A correctly signed event we cannot use is acknowledged (2xx), logged by id and type only:
 * Stripe would redeliver a 4xx or 5xx for three days and the answer would never change
 * (docs/decisions/031-input-boundary-and-fuzzing.md).
 */
let t: StripeTestApp;
beforeAll(async () => {
  t = await createStripeTestApp();
});
afterAll(() => t.close());

const PERSONAL = 'someone.private@example.test';

const oddObjects: Record<string, unknown>[] = [
  {},
  { customer: 42 },
  { customer: { id: 7 } },
  { customer: ['cus_1'] },
  { customer: 'cus_\u0000nul', customer_email: PERSONAL },
  { client_reference_id: { id: 'x' }, customer: 'cus_x', customer_email: PERSONAL },
  { client_reference_id: 'user\u0000id', customer: 'cus_\ud800' },
];

describe('signed events of an unexpected shape', () => {
  it('answers 2xx for each handled type with missing or wrong-typed fields', async () => {
    for (const type of handledStripeEventTypes) {
      for (const object of oddObjects) {
        const event = eventObject(type, object as never);
        const response = await t.deliver(event);
        expect(response.statusCode, `${type} ${JSON.stringify(object)}: ${response.body}`).toBe(
          200,
        );
      }
    }
    expect(t.logLines.join('\n')).not.toContain(PERSONAL);
  });

  it('answers 2xx for an envelope it cannot read, logging the id and type only', async () => {
    const envelopes: [string, unknown][] = [
      ['created', 'soon'],
      ['created', 1e20],
      ['created', -1],
      ['data', null],
      ['data', { object: [] }],
      ['id', 123],
      ['id', ''],
      ['type', { no: 'type' }],
    ];
    const before = await t.ctx.db.$count(stripeEvents);
    for (const [key, bad] of envelopes) {
      const event = eventObject('customer.subscription.updated', {
        customer: 'cus_envelope',
        customer_email: PERSONAL,
      }) as FakeEvent & Record<string, unknown>;
      event[key] = bad;
      const response = await t.deliver(event);
      expect(response.statusCode, `${key}=${JSON.stringify(bad)}: ${response.body}`).toBe(200);
    }
    expect(await t.ctx.db.$count(stripeEvents)).toBe(before);
    const logged = t.logLines.filter((line) => line.includes('stripe event unusable'));
    expect(logged.length).toBe(envelopes.length);
    expect(logged.join('\n')).not.toContain(PERSONAL);
  });
});
