import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from '../../db/client.ts';
import { authAccounts, sessions, users, verifications } from '../../db/schema/index.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/schemas/auth.ts';
import { COOKIE_PREFIX } from './cookies.ts';
import { withHashedSessionTokens } from './hash-session-tokens.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';
import { sessionIssuerPlugin } from './session-issuer-plugin.ts';

export interface AuthSettings {
  appOrigin: string;
  secret: string;
  secureCookies: boolean;
  /** Header our HTTP layer sets from the socket address; clients cannot spoof it. */
  clientIpHeader: string;
}

export const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/** A session used this long after its last extension is extended again (Better Auth's updateAge). */
export const SESSION_REFRESH_AGE_SECONDS = 24 * 60 * 60;
/**
 * However often it is used, a session ends this long after sign-in: a stolen cookie does not
 * live forever, and a person signs in again about once a month (decision 049).
 */
export const SESSION_ABSOLUTE_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

/**
 * Better Auth, hardened: argon2id hashes and database sessions without a cookie cache (a revoked
 * session is refused at once), whose tokens are stored only as SHA-256 (decision 033). Rate limits, CSRF checks and the single-use e-mail tokens are ours
 * (core/security, server/plugins, core/accounts/email-tokens.ts), so Better Auth's are off.
 */
export function createAuth(db: Database, settings: AuthSettings) {
  return betterAuth({
    appName: 'Hireloop',
    baseURL: settings.appOrigin,
    basePath: '/api/auth',
    secret: settings.secret,
    trustedOrigins: [settings.appOrigin],
    telemetry: { enabled: false },
    database: withHashedSessionTokens(
      drizzleAdapter(db, {
        provider: 'pg',
        schema: {
          user: users,
          session: sessions,
          account: authAccounts,
          verification: verifications,
        },
        transaction: true,
      }),
    ),
    user: {
      additionalFields: {
        subscriptionStatus: {
          type: 'string',
          required: false,
          defaultValue: 'inactive',
          input: false,
        },
        planLevel: { type: 'string', required: false, defaultValue: 'none', input: false },
        profileComplete: { type: 'boolean', required: false, defaultValue: false, input: false },
        // Read by toCurrentUser for `entitled`; Better Auth returns only the fields listed here.
        currentPeriodEnd: { type: 'date', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      // Off, so a taken address gets the same answer as a new one (decision 033): the new user
      // confirms the address and logs in.
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    session: {
      expiresIn: SESSION_LIFETIME_SECONDS,
      updateAge: SESSION_REFRESH_AGE_SECONDS,
      cookieCache: { enabled: false },
    },
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: settings.secureCookies,
      cookiePrefix: COOKIE_PREFIX,
      ipAddress: { ipAddressHeaders: [settings.clientIpHeader] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: [sessionIssuerPlugin()],
  });
}

export type Auth = ReturnType<typeof createAuth>;
