import type { IncomingMessage } from 'node:http';

export interface FakeRequest {
  method: string;
  url: URL;
  body: string;
  headers: IncomingMessage['headers'];
}
export interface FakeResponse {
  status?: number;
  headers?: Record<string, string>;
  body: string;
}
export type FakeRoute = (request: FakeRequest) => FakeResponse | undefined;

export const json = (body: unknown, status = 200): FakeResponse => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
