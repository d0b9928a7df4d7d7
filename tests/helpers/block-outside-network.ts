import net from 'node:net';
import { afterAll, expect } from 'vitest';

/**
 * Tests never reach the internet: every service is played by a local server on 127.0.0.1. Each
 * test process refuses connections to any other host (the socket fails as an unreachable one
 * would), and the file that tried fails, naming the host, so a fallback that hides the error
 * cannot hide the attempt. Chromium and the app processes the tests start are outside this guard;
 * they are pointed only at local servers.
 */
type Guarded = typeof globalThis & { outsideHostsTried?: string[] };
const state = globalThis as Guarded;

const isLocal = (host: string) =>
  host === 'localhost' ||
  host === '::1' ||
  host.startsWith('127.') ||
  host.startsWith('::ffff:127.') ||
  host === '0.0.0.0';

if (!state.outsideHostsTried) {
  const tried: string[] = [];
  state.outsideHostsTried = tried;
  const connect = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
    // net.connect hands over its arguments already normalized: [options, callback].
    const first = Array.isArray(args[0]) ? args[0][0] : args[0];
    const options =
      typeof first === 'object' && first !== null
        ? (first as { host?: string; path?: string })
        : { host: typeof args[1] === 'string' ? args[1] : undefined };
    const host = options.host ?? 'localhost';
    if (options.path === undefined && !isLocal(host)) {
      tried.push(host);
      process.nextTick(() => this.destroy(new Error(`tests never reach outside hosts: ${host}`)));
      return this;
    }
    return (connect as (...rest: unknown[]) => net.Socket).apply(this, args);
  } as typeof connect;
}

afterAll(() => {
  const tried = state.outsideHostsTried?.splice(0) ?? [];
  expect(tried, 'a test tried to reach hosts outside this machine').toEqual([]);
});
