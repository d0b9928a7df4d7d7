import { describe, expect, it } from 'vitest';
import { type JobSearchResult, jobSearchQuerySchema } from '../../shared/schemas/jobs.ts';
import { createSearchCache, searchCacheKey } from './search-cache.ts';

const result = (total: number): JobSearchResult => ({
  items: [],
  page: 1,
  pageSize: 20,
  total,
  totalIsCapped: false,
});

function deferred() {
  let resolve: (value: JobSearchResult) => void = () => {};
  const promise = new Promise<JobSearchResult>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function listeningCache(clock = { now: 0 }) {
  const cache = createSearchCache({ ttlMs: 1_000, maxEntries: 2, now: () => clock.now });
  cache.setListening(true);
  return cache;
}

describe('search cache', () => {
  it('answers a repeated search from memory until it expires', async () => {
    const clock = { now: 0 };
    const cache = listeningCache(clock);
    let searches = 0;
    const search = async () => result(++searches);
    expect((await cache.read('k', search)).total).toBe(1);
    clock.now = 999;
    expect((await cache.read('k', search)).total).toBe(1);
    clock.now = 1_000;
    expect((await cache.read('k', search)).total).toBe(2);
  });

  it('forgets every result when the catalogue changes', async () => {
    const cache = listeningCache();
    let searches = 0;
    const search = async () => result(++searches);
    await cache.read('k', search);
    cache.invalidate();
    expect((await cache.read('k', search)).total).toBe(2);
  });

  it('does not keep a result read before a change that arrived while it ran', async () => {
    const cache = listeningCache();
    const slow = deferred();
    const before = cache.read('k', () => slow.promise);
    cache.invalidate();
    slow.resolve(result(1));
    expect((await before).total).toBe(1);
    // The result read before the change was not stored; nor does a new search join the old one.
    expect((await cache.read('k', async () => result(2))).total).toBe(2);
  });

  it('runs one search for identical searches in flight at once', async () => {
    const cache = listeningCache();
    const slow = deferred();
    let searches = 0;
    const search = () => {
      searches++;
      return slow.promise;
    };
    const both = Promise.all([cache.read('k', search), cache.read('k', search)]);
    slow.resolve(result(7));
    expect((await both).map((found) => found.total)).toEqual([7, 7]);
    expect(searches).toBe(1);
  });

  it('caches nothing while changes cannot be heard, nor with a TTL of 0', async () => {
    const deaf = createSearchCache({ ttlMs: 1_000, maxEntries: 10 });
    let searches = 0;
    const search = async () => result(++searches);
    await deaf.read('k', search);
    expect((await deaf.read('k', search)).total).toBe(2);
    const off = createSearchCache({ ttlMs: 0, maxEntries: 10 });
    off.setListening(true);
    await off.read('k', search);
    expect((await off.read('k', search)).total).toBe(4);
    const lost = listeningCache();
    await lost.read('k', search);
    lost.setListening(false);
    expect((await lost.read('k', search)).total).toBe(6);
  });

  it('keeps at most maxEntries results, dropping the oldest', async () => {
    const cache = listeningCache();
    let searches = 0;
    const search = async () => result(++searches);
    await cache.read('a', search);
    await cache.read('b', search);
    await cache.read('c', search);
    expect((await cache.read('c', search)).total).toBe(3);
    expect((await cache.read('a', search)).total).toBe(4);
  });

  it('keys texts that search alike together, and different filters or pages apart', () => {
    const key = (input: Record<string, string>) =>
      searchCacheKey(jobSearchQuerySchema.parse(input));
    expect(key({ q: 'Registered  Nurses' })).toBe(key({ q: 'registered nurse' }));
    expect(key({ q: 'nurse' })).not.toBe(key({ q: 'nurse', page: '2' }));
    expect(key({ q: 'nurse' })).not.toBe(key({ q: 'nurse', match: 'any' }));
    expect(key({ location: 'Austin' })).not.toBe(key({ location: 'austin ', workplace: 'remote' }));
  });
});
