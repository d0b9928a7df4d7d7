import { afterEach, describe, expect, it } from 'vitest';
import {
  type CachedSession,
  forgetCachedSessions,
  readCachedSession,
  rememberSession,
  sessionCacheGeneration,
  setSessionCacheHearing,
} from './session-cache.ts';

const session = (userId: string): CachedSession => ({
  sessionId: `s-${userId}`,
  userId,
  expiresAt: new Date(Date.now() + 60_000),
  user: { id: userId } as CachedSession['user'],
});
const read = (hash: string) => readCachedSession(hash, { nowMs: 1_000, ttlMs: 5_000 });
const remember = (hash: string, userId: string) =>
  rememberSession(hash, {
    session: session(userId),
    readAt: 1_000,
    generation: sessionCacheGeneration(),
  });

afterEach(() => {
  setSessionCacheHearing(true);
  forgetCachedSessions('all');
});

describe('the session cache', () => {
  it('forgets by user what another process said changed', () => {
    remember('a', 'u1');
    remember('b', 'u2');
    forgetCachedSessions({ userId: 'u1' });
    expect(read('a')).toBeNull();
    expect(read('b')?.userId).toBe('u2');
  });

  it('while other processes cannot be heard, it neither answers nor remembers', () => {
    remember('a', 'u1');
    setSessionCacheHearing(false);
    expect(read('a')).toBeNull();
    remember('b', 'u2');
    setSessionCacheHearing(true);
    expect(read('a')).toBeNull();
    expect(read('b')).toBeNull();
  });

  it('a read that began before a forget is not remembered', () => {
    const generation = sessionCacheGeneration();
    forgetCachedSessions({ userId: 'u1' });
    rememberSession('a', { session: session('u1'), readAt: 1_000, generation });
    expect(read('a')).toBeNull();
  });
});
