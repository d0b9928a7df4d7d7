import type { Database } from '../../db/client.ts';
import { AppError } from '../app-error.ts';
import type { AppConfig } from '../config/load-config.ts';
import { consumeRateLimit, type RateLimitRule } from './consume-rate-limit.ts';

export type LimitedAction = 'sign-in' | 'sign-up' | 'password-reset' | 'verification-email';

interface RateLimitPolicy {
  /** Every attempt from one client address (IPv6 per /64), whatever the account. */
  perIp: RateLimitRule;
  /** Attempts on one account from one client address: where a guesser is stopped. */
  perAddressAndAccount?: RateLimitRule;
  /** Attempts on one account from every address together. */
  perAccount: RateLimitRule;
}

/**
 * Windows are fixed and counters shared through the database. Sign-in is limited per (address,
 * account) pair, so ten wrong passwords from one address stop that address only; the account's
 * own limit across all addresses has a one-minute window, so a stranger (even one with many
 * addresses) can slow the owner's sign-in by at most a minute, never lock it (decision 033).
 */
export const rateLimitPolicies: Record<LimitedAction, RateLimitPolicy> = {
  'sign-in': {
    perIp: { limit: 30, windowSeconds: 15 * 60 },
    perAddressAndAccount: { limit: 10, windowSeconds: 15 * 60 },
    perAccount: { limit: 20, windowSeconds: 60 },
  },
  'sign-up': {
    perAccount: { limit: 5, windowSeconds: 60 * 60 },
    perIp: { limit: 20, windowSeconds: 60 * 60 },
  },
  'password-reset': {
    perAccount: { limit: 5, windowSeconds: 60 * 60 },
    perIp: { limit: 20, windowSeconds: 60 * 60 },
  },
  'verification-email': {
    perAccount: { limit: 5, windowSeconds: 60 * 60 },
    perIp: { limit: 20, windowSeconds: 60 * 60 },
  },
};

/** Where an account's counters start: `<action>:account:<e-mail>`, pair counters included. */
export const accountCounterPrefix = (action: LimitedAction, account: string) =>
  `${action}:account:${account}`;

/** The 16-bit groups of an IPv6 address; `::` is expanded, an IPv4 tail counts as two groups. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  if (tail === undefined) return headGroups;
  const tailGroups = tail ? tail.split(':') : [];
  const written = [...headGroups, ...tailGroups].reduce(
    (sum, group) => sum + (group.includes('.') ? 2 : 1),
    0,
  );
  return [...headGroups, ...Array<string>(Math.max(0, 8 - written)).fill('0'), ...tailGroups];
}

// Node reports IPv6 peers compressed ("2001:db8::1"), so the prefix is read after expansion;
// cutting the text as written would give every address of such a /64 its own counter.
export function clientAddressKey(ip: string): string {
  const address = ip
    .toLowerCase()
    .replace(/%.*$/, '')
    .replace(/^::ffff:(?=\d+\.)/, '');
  if (!address.includes(':')) return address;
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

export async function enforceRateLimits(
  ctx: { db: Database; config: Pick<AppConfig, 'rateLimitPerAddressFactor'> },
  input: { action: LimitedAction; account: string | undefined; ip: string },
): Promise<void> {
  const { db } = ctx;
  const policy = rateLimitPolicies[input.action];
  const address = clientAddressKey(input.ip);
  const checks = [
    consumeRateLimit(db, {
      key: `${input.action}:ip:${address}`,
      rule: {
        ...policy.perIp,
        limit: policy.perIp.limit * ctx.config.rateLimitPerAddressFactor,
      },
    }),
  ];
  if (input.account) {
    const accountKey = accountCounterPrefix(input.action, input.account);
    checks.push(consumeRateLimit(db, { key: accountKey, rule: policy.perAccount }));
    if (policy.perAddressAndAccount) {
      checks.push(
        consumeRateLimit(db, {
          key: `${accountKey}:from:${address}`,
          rule: policy.perAddressAndAccount,
        }),
      );
    }
  }
  const results = await Promise.all(checks);
  const refused = results.filter((result) => !result.allowed);
  if (refused.length === 0) return;
  const retryAfterSeconds = Math.max(...refused.map((result) => result.retryAfterSeconds));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  throw new AppError(
    'RATE_LIMITED',
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    { retryAfterSeconds },
  );
}
