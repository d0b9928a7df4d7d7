import Stripe from 'stripe';
import {
  cancelNow,
  eventFor,
  type FakeStripeState,
  recordEvent,
  startSubscription,
} from './fake-stripe-api.ts';
import {
  eventObject,
  type FakeEvent,
  type FakeSubscription,
  invoiceObject,
  itemObject,
  MONTH_SECONDS,
  newId,
} from './fake-stripe-objects.ts';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * What a test does to Stripe's side of the world (a customer pays, a renewal fails, the customer
 * changes plan in the portal): each changes the records as Stripe would and returns the event
 * Stripe would send. See fake-stripe.ts for the list.
 */
export function fakeStripeControls(state: FakeStripeState) {
  const subscription = (id: string) => {
    const sub = state.subscriptions.get(id);
    if (!sub) throw new Error(`fake Stripe has no subscription ${id}`);
    return sub;
  };
  const updated = (sub: FakeSubscription, previous: Record<string, unknown>) =>
    recordEvent(state, eventFor('customer.subscription.updated', sub, previous));
  const newCustomer = (email: string | null) => {
    const customer = {
      id: newId('cus'),
      object: 'customer' as const,
      email,
      metadata: {},
      created: seconds(new Date()),
      livemode: false,
    };
    state.customers.set(customer.id, customer);
    return customer.id;
  };

  const controls = {
    completeCheckout(sessionId: string, options: { periodEnd?: Date } = {}): FakeEvent {
      const session = state.checkoutSessions.get(sessionId);
      if (!session) throw new Error(`fake Stripe has no checkout session ${sessionId}`);
      if (session.status !== 'open')
        throw new Error(`checkout session ${sessionId} is ${session.status}`);
      session.customer ??= newCustomer(session.customer_email);
      const sub = startSubscription(state, {
        customer: session.customer,
        priceId: session.line_items[0]?.price ?? '',
        ...(options.periodEnd ? { periodEnd: seconds(options.periodEnd) } : {}),
      });
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: sub.id });
      const { line_items: _items, ...visible } = session;
      return recordEvent(state, eventObject('checkout.session.completed', visible));
    },

    setSubscriptionStatus(
      id: string,
      status: Stripe.Subscription.Status,
      options: { periodEnd?: Date } = {},
    ): FakeEvent {
      const sub = subscription(id);
      const previous: Record<string, unknown> = {};
      const item = sub.items.data[0];
      if (options.periodEnd && item) {
        previous.items = structuredClone(sub.items);
        const end = seconds(options.periodEnd);
        sub.items.data = [
          { ...item, current_period_end: end, current_period_start: end - MONTH_SECONDS },
        ];
      }
      if (status === 'canceled') {
        cancelNow(state, id);
        return state.events.at(-1) as FakeEvent;
      }
      if (status !== sub.status) previous.status = sub.status;
      sub.status = status;
      return updated(sub, previous);
    },

    changePrice(id: string, priceId: string): FakeEvent {
      const sub = subscription(id);
      const previous = { items: structuredClone(sub.items) };
      const end = sub.items.data[0]?.current_period_end ?? seconds(new Date()) + MONTH_SECONDS;
      sub.items.data = [itemObject(sub.id, priceId, end)];
      return updated(sub, previous);
    },

    setCancelAtPeriodEnd(id: string, flag: boolean): FakeEvent {
      const sub = subscription(id);
      const previous = { cancel_at_period_end: sub.cancel_at_period_end, cancel_at: sub.cancel_at };
      sub.cancel_at_period_end = flag;
      sub.cancel_at = flag ? (sub.items.data[0]?.current_period_end ?? null) : null;
      return updated(sub, previous);
    },

    /** Also applies the status change Stripe's payment retries make (its own `updated` event). */
    invoiceEvent(type: string, subscriptionId: string): FakeEvent {
      const sub = subscription(subscriptionId);
      const paid = type === 'invoice.paid' || type === 'invoice.payment_succeeded';
      if (type === 'invoice.payment_failed' && sub.status === 'active')
        controls.setSubscriptionStatus(sub.id, 'past_due');
      if (paid && (sub.status === 'past_due' || sub.status === 'unpaid'))
        controls.setSubscriptionStatus(sub.id, 'active');
      return recordEvent(state, eventObject(type, invoiceObject(sub, paid)));
    },

    createSubscription(input: {
      customerId?: string;
      email?: string;
      priceId: string;
      periodEnd?: Date;
    }): FakeSubscription {
      return startSubscription(state, {
        customer: input.customerId ?? newCustomer(input.email ?? null),
        priceId: input.priceId,
        ...(input.periodEnd ? { periodEnd: seconds(input.periodEnd) } : {}),
      });
    },

    /** A webhook delivery signed over the exact bytes sent, like Stripe's `Stripe-Signature`. */
    signedDelivery(
      event: FakeEvent,
      secret: string,
      options: { pretty?: boolean; timestamp?: number } = {},
    ) {
      const payload = options.pretty ? JSON.stringify(event, null, 2) : JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret,
        ...(options.timestamp ? { timestamp: options.timestamp } : {}),
      });
      return {
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      };
    },
  };
  return controls;
}

export type FakeStripeControls = ReturnType<typeof fakeStripeControls>;
