import type { users } from '../../db/schema/index.ts';

export interface CachedSession {
  sessionId: string;
  userId: string;
  expiresAt: Date;
  user: typeof users.$inferSelect;
}

// What get-session-user last read for a token hash, for a few seconds (decision 033). Bounded:
// the oldest entry goes first. Only sessions that were found are kept, so a new one is never
// missed.
const entries = new Map<string, { session: CachedSession; readAt: number }>();
const MAX_ENTRIES = 10_000;
// Bumped by every forget: a read that began before it (and so may have seen the old rows) is
// not remembered.
let generation = 0;
// Off while this process cannot hear other processes' changes (watch-session-changes.ts).
let hearing = true;

export const sessionCacheGeneration = () => generation;

/** Whether other processes' sign-outs and account changes reach this process now. */
export function setSessionCacheHearing(heard: boolean) {
  if (!heard) forgetCachedSessions('all');
  hearing = heard;
}

export function readCachedSession(
  tokenHash: string,
  input: { nowMs: number; ttlMs: number },
): CachedSession | null {
  const entry = hearing ? entries.get(tokenHash) : undefined;
  if (!entry) return null;
  if (input.nowMs - entry.readAt < input.ttlMs) return entry.session;
  entries.delete(tokenHash);
  return null;
}

export function rememberSession(
  tokenHash: string,
  input: { session: CachedSession; readAt: number; generation: number },
): void {
  if (input.generation !== generation || !hearing) return;
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  entries.set(tokenHash, { session: input.session, readAt: input.readAt });
}

/**
 * Drops what this process remembers about a user's sessions (or one session, or all), so a
 * sign-out, a revocation or a change to the account is seen by the next request at once. Other
 * processes hear it through NOTIFY sessions_changed (watch-session-changes.ts).
 */
export function forgetCachedSessions(which: { userId: string } | { tokenHash: string } | 'all') {
  generation += 1;
  if (which === 'all') {
    entries.clear();
    return;
  }
  if ('tokenHash' in which) {
    entries.delete(which.tokenHash);
    return;
  }
  for (const [hash, entry] of entries) {
    if (entry.session.userId === which.userId) entries.delete(hash);
  }
}
