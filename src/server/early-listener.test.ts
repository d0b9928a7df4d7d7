import { request as httpRequest, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { type EarlyListener, listenEarly } from './early-listener.ts';

let listener: EarlyListener | undefined;
afterEach(async () => {
  await new Promise((resolve) => listener?.server.close(resolve));
  listener = undefined;
});

function get(path: string, host: string): Promise<{ status: number; location?: string }> {
  if (!listener) throw new Error('no listener');
  const { port } = listener.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ port, host: '127.0.0.1', path, headers: { host } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on('error', reject);
    req.end();
  });
}

async function startupBody(): Promise<unknown> {
  if (!listener) throw new Error('no listener');
  const { port } = listener.server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/api/startup`);
  expect(response.status).toBe(200);
  return response.json();
}

describe('listenEarly on the local default', () => {
  it('sends a page opened on 127.0.0.1 to the configured origin, path and query kept', async () => {
    listener = await listenEarly({
      port: 0,
      host: '127.0.0.1',
      canonical: { origin: 'http://localhost:3000', aliases: ['127.0.0.1:3000', '[::1]:3000'] },
    });
    expect(await get('/signup?plan=pro', '127.0.0.1:3000')).toEqual({
      status: 308,
      location: 'http://localhost:3000/signup?plan=pro',
    });
    expect((await get('/login', '[::1]:3000')).location).toBe('http://localhost:3000/login');
    // Probes and the API answer on any name; the configured origin is served as is.
    expect((await get('/readyz', '127.0.0.1:3000')).status).toBe(503);
    listener.setStage('Opening the database');
    expect(await startupBody()).toEqual({ status: 'starting', stage: 'Opening the database' });
    listener.handOver({
      routing: (_req: unknown, res: ServerResponse) => res.end('app'),
    } as unknown as FastifyInstance);
    expect((await get('/login', 'localhost:3000')).status).toBe(200);
    expect((await get('/login', '127.0.0.1:3000')).status).toBe(308);
    // A scraper reads /metrics by address, like the probes (decision 034).
    expect(await get('/metrics', '127.0.0.1:3000')).toEqual({ status: 200 });
  });
});
