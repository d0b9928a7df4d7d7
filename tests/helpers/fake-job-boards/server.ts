/**
 * One local HTTP server on 127.0.0.1 (random port) playing every job board the connectors read.
 * Each board lives under its own prefix (`/greenhouse`, `/lever`…) and is reached by giving the
 * connector `baseUrl: boards.url + '/<kind>'`. Payloads are the boards' real shapes, written by
 * hand from docs/reference (see the fixture files), pitfalls included.
 *
 * `script(prefix, ...responses)` queues one-off answers (a 429 with Retry-After, a 500, a
 * malformed payload) for the next requests whose path starts with `prefix`; `spoil(prefix, edit)`
 * rewrites the board's own next answer there (one bad element among good ones); `requests` logs all.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeRequest, FakeResponse } from './fake-response.ts';
import { boardRoutes } from './routes.ts';

export interface FakeJobBoards {
  url: string;
  requests: FakeRequest[];
  script(prefix: string, ...responses: FakeResponse[]): void;
  spoil(prefix: string, edit: (body: string) => string): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startFakeJobBoards(): Promise<FakeJobBoards> {
  const requests: FakeRequest[] = [];
  const scripted: { prefix: string; answer: (routed: FakeResponse | undefined) => FakeResponse }[] =
    [];
  const server = createServer(async (incoming, outgoing) => {
    const request: FakeRequest = {
      method: incoming.method ?? 'GET',
      url: new URL(incoming.url ?? '/', 'http://127.0.0.1'),
      body: await readBody(incoming),
      headers: incoming.headers,
    };
    requests.push(request);
    const path = request.url.pathname + request.url.search;
    const index = scripted.findIndex((entry) => path.startsWith(entry.prefix));
    const routed = boardRoutes.map((route) => route(request)).find(Boolean);
    const response = index >= 0 ? scripted.splice(index, 1)[0]?.answer(routed) : routed;
    const answer = response ?? { status: 404, body: 'Not Found' };
    outgoing.writeHead(answer.status ?? 200, answer.headers ?? { 'content-type': 'text/plain' });
    outgoing.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (prefix, ...responses) => {
      for (const response of responses) scripted.push({ prefix, answer: () => response });
    },
    spoil: (prefix, edit) => {
      scripted.push({
        prefix,
        answer: (routed) => {
          if (!routed) throw new Error(`nothing to spoil at ${prefix}`);
          return { ...routed, body: edit(routed.body) };
        },
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
