import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planLevels, subscriptionStatuses } from '../../shared/schemas/user.ts';
import { DAY_MS } from '../../shared/time.ts';
import { isEntitled, PAST_DUE_GRACE_MS, RENEWAL_SLACK_MS } from './entitlement.ts';

const T0 = Date.UTC(2026, 0, 15);

// Times within ±1 year of T0, with some exactly on the boundaries the rule cares about.
const offset = fc.oneof(
  fc.integer({ min: -365 * DAY_MS, max: 365 * DAY_MS }),
  fc.constantFrom(0, -1, 1, RENEWAL_SLACK_MS, RENEWAL_SLACK_MS - 1, PAST_DUE_GRACE_MS),
  fc.constantFrom(PAST_DUE_GRACE_MS - 1, PAST_DUE_GRACE_MS + 1),
);
const periodEnd = fc.option(
  offset.map((ms) => new Date(T0 + ms)),
  { nil: null },
);
const state = fc.record({
  subscriptionStatus: fc.constantFrom(...subscriptionStatuses),
  planLevel: fc.constantFrom(...planLevels),
  currentPeriodEnd: periodEnd,
});
const paidPlan = fc.constantFrom('basic', 'pro', 'enterprise' as const);
const at = (ms: number) => new Date(T0 + ms);

describe('isEntitled (property)', () => {
  it('is never true without a plan, or when cancelled or inactive', () => {
    fc.assert(
      fc.property(state, offset, (s, now) => {
        if (s.planLevel === 'none' || ['cancelled', 'inactive'].includes(s.subscriptionStatus))
          expect(isEntitled({ ...s, now: at(now) })).toBe(false);
      }),
    );
  });

  it('is true for an active paid plan until its period ends', () => {
    fc.assert(
      fc.property(
        paidPlan,
        offset,
        fc.integer({ min: 1, max: 365 * DAY_MS }),
        (plan, now, left) => {
          const end = new Date(T0 + now + left);
          expect(
            isEntitled({
              subscriptionStatus: 'active',
              planLevel: plan,
              currentPeriodEnd: end,
              now: at(now),
            }),
          ).toBe(true);
        },
      ),
    );
  });

  it('gives past_due access only until the grace after the period end, and never without one', () => {
    fc.assert(
      fc.property(paidPlan, periodEnd, offset, (plan, end, now) => {
        const entitled = isEntitled({
          subscriptionStatus: 'past_due',
          planLevel: plan,
          currentPeriodEnd: end,
          now: at(now),
        });
        const withinGrace = end !== null && T0 + now < end.getTime() + PAST_DUE_GRACE_MS;
        expect(entitled).toBe(withinGrace);
      }),
    );
  });

  it('only ever loses access as time passes, for a fixed stored state', () => {
    fc.assert(
      fc.property(state, offset, offset, (s, a, b) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        if (isEntitled({ ...s, now: at(later) }))
          expect(isEntitled({ ...s, now: at(earlier) })).toBe(true);
      }),
    );
  });
});

describe('isEntitled (table)', () => {
  const end = new Date(T0);
  const cases: [string, Parameters<typeof isEntitled>[0], boolean][] = [
    [
      'active, inside the period',
      { subscriptionStatus: 'active', planLevel: 'pro', currentPeriodEnd: end, now: at(-DAY_MS) },
      true,
    ],
    [
      'active, renewal slack not yet over',
      {
        subscriptionStatus: 'active',
        planLevel: 'pro',
        currentPeriodEnd: end,
        now: at(RENEWAL_SLACK_MS - 1),
      },
      true,
    ],
    [
      'active, no renewal after the slack',
      {
        subscriptionStatus: 'active',
        planLevel: 'pro',
        currentPeriodEnd: end,
        now: at(RENEWAL_SLACK_MS),
      },
      false,
    ],
    [
      'active, no period known yet',
      { subscriptionStatus: 'active', planLevel: 'basic', currentPeriodEnd: null, now: at(0) },
      true,
    ],
    [
      'active but no plan (unknown price)',
      { subscriptionStatus: 'active', planLevel: 'none', currentPeriodEnd: end, now: at(-DAY_MS) },
      false,
    ],
    [
      'past_due, day 6 of the grace',
      {
        subscriptionStatus: 'past_due',
        planLevel: 'pro',
        currentPeriodEnd: end,
        now: at(6 * DAY_MS),
      },
      true,
    ],
    [
      'past_due, grace over',
      {
        subscriptionStatus: 'past_due',
        planLevel: 'pro',
        currentPeriodEnd: end,
        now: at(PAST_DUE_GRACE_MS),
      },
      false,
    ],
    [
      'past_due, no period',
      { subscriptionStatus: 'past_due', planLevel: 'pro', currentPeriodEnd: null, now: at(0) },
      false,
    ],
    [
      'cancelled inside the old period',
      {
        subscriptionStatus: 'cancelled',
        planLevel: 'pro',
        currentPeriodEnd: end,
        now: at(-DAY_MS),
      },
      false,
    ],
    [
      'inactive',
      {
        subscriptionStatus: 'inactive',
        planLevel: 'enterprise',
        currentPeriodEnd: end,
        now: at(-DAY_MS),
      },
      false,
    ],
  ];
  it.each(cases)('%s → %s', (_label, input, expected) => {
    expect(isEntitled(input)).toBe(expected);
  });
});
