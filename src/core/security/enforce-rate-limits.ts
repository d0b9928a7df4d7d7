import type { Database } from '../../db/client.ts';
import { AppError } from '../app-error.ts';
import type { AppConfig } from '../config/load-config.ts';
import { consumeRateLimit, type RateLimitRule } from './consume-rate-limit.ts';

export type LimitedAction = 'sign-in' | 'sign-up' | 'password-reset' | 'verification-email';

/**
 * Per account and per client address. Windows are short and soft (a wait, never a lockout the
 * attacker could impose on the owner for long). IPv6 clients count per /64, as one host usually
 * holds the whole prefix.
 */
export const rateLimitPolicies: Record<
  LimitedAction,
  { perAccount: RateLimitRule; perIp: RateLimitRule }
> = {
  'sign-in': {
    perAccount: { limit: 10, windowSeconds: 15 * 60 },
    perIp: { limit: 30, windowSeconds: 15 * 60 },
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
  const checks = [
    consumeRateLimit(db, {
      key: `${input.action}:ip:${clientAddressKey(input.ip)}`,
      rule: {
        ...policy.perIp,
        limit: policy.perIp.limit * ctx.config.rateLimitPerAddressFactor,
      },
    }),
  ];
  if (input.account) {
    checks.push(
      consumeRateLimit(db, {
        key: `${input.action}:account:${input.account}`,
        rule: policy.perAccount,
      }),
    );
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
