import {
  allowInsecureRequests,
  type Configuration,
  discovery,
  enableNonRepudiationChecks,
} from 'openid-client';
import type { AppConfig } from '../../config/load-config.ts';

type GoogleConfig = NonNullable<AppConfig['google']>;

const DISCOVERY_TIMEOUT_SECONDS = 10;

/** Per process, keyed by everything discovery depends on. Only successes stay in it. */
const discovered = new Map<string, Promise<Configuration>>();

// Plain HTTP is accepted only from a provider on this machine (the local test provider).
const isLoopbackHttp = (url: URL) =>
  url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/**
 * The provider's OpenID configuration, discovered at the first sign-in rather than at start-up,
 * so a provider that is down never stops the app from starting. A failed discovery is forgotten
 * at once: the next sign-in tries again. (openid-client refreshes the signing keys by itself.)
 */
export function getGoogleOpenIdConfiguration(google: GoogleConfig): Promise<Configuration> {
  const key = JSON.stringify([google.issuer, google.clientId, google.clientSecret]);
  const known = discovered.get(key);
  if (known) return known;
  const issuer = new URL(google.issuer);
  const pending = discovery(issuer, google.clientId, google.clientSecret, undefined, {
    timeout: DISCOVERY_TIMEOUT_SECONDS,
    // openid-client trusts TLS for an id_token from the token endpoint and skips its signature
    // unless told otherwise; we check it too, against the provider's published keys.
    execute: isLoopbackHttp(issuer)
      ? [enableNonRepudiationChecks, allowInsecureRequests]
      : [enableNonRepudiationChecks],
  });
  discovered.set(key, pending);
  pending.catch(() => {
    if (discovered.get(key) === pending) discovered.delete(key);
  });
  return pending;
}
