import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { STARTUP_PATH } from '../shared/schemas/startup.ts';
import { clientDistDir } from './client-dist-dir.ts';
import { prerenderedResponse } from './prerendered-page.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

export interface EarlyListener {
  server: Server;
  /** What the app is doing while it boots; GET /api/startup tells the waiting pages. */
  setStage(stage: string): void;
  /** From now on every request, and every one that waited, goes to the full app. */
  handOver(app: FastifyInstance): void;
}

function pathOf(request: IncomingMessage): string {
  const raw = (request.url ?? '/').split('?')[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw; // a malformed %-escape must not throw out of the request listener
  }
}
const sendsPrerendered = (request: IncomingMessage) =>
  request.method === 'GET' || request.method === 'HEAD';

/** Not the API, and not the probes or /metrics, which monitors call by address. */
const isPagePath = (path: string) =>
  !path.startsWith('/api/') && path !== '/healthz' && path !== '/readyz' && path !== '/metrics';

/** The built client file a GET asks for (index.html for page paths), or undefined. */
function clientFileFor(request: IncomingMessage): string | undefined {
  if (!sendsPrerendered(request)) return undefined;
  const path = pathOf(request);
  if (!isPagePath(path)) return undefined;
  const file = extname(path)
    ? normalize(join(clientDistDir, path))
    : join(clientDistDir, 'index.html');
  if (!file.startsWith(clientDistDir) || !existsSync(file) || !statSync(file).isFile())
    return undefined;
  return file;
}

/** The .br or .gz copy the build wrote beside an asset, when the browser takes it. */
function compressedCopy(file: string, acceptEncoding: string | undefined) {
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (acceptEncoding?.includes(encoding) && existsSync(file + suffix)) {
      return { path: file + suffix, encoding };
    }
  }
  return undefined;
}

function sendFile(request: IncomingMessage, response: ServerResponse, file: string) {
  const hashed = file.includes(`${clientDistDir}/assets/`);
  const compressed = hashed ? compressedCopy(file, request.headers['accept-encoding']) : undefined;
  response.writeHead(200, {
    'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    ...(compressed ? { 'content-encoding': compressed.encoding, vary: 'accept-encoding' } : {}),
  });
  createReadStream(compressed?.path ?? file).pipe(response);
}

/**
 * A page asked for on a loopback alias of the local default (127.0.0.1 when the origin is
 * localhost) goes to the configured origin before any form is shown: the cross-site check,
 * session cookies and checkout return addresses are all bound to that one origin.
 */
function aliasRedirect(
  request: IncomingMessage,
  canonical: { origin: string; aliases: readonly string[] },
): string | undefined {
  if (!sendsPrerendered(request) || !isPagePath(pathOf(request))) return undefined;
  const host = request.headers.host?.toLowerCase();
  if (!host || !canonical.aliases.includes(host)) return undefined;
  return `${canonical.origin}${request.url ?? '/'}`;
}

/**
 * Opens the port before the database is ready. While the app boots (PGlite's first start runs
 * initdb, which takes seconds), the client's files are served at once and every other request
 * waits for the full app instead of being refused. `/readyz` says 503 until then.
 */
export async function listenEarly(options: {
  port: number;
  host: string;
  canonical?: { origin: string; aliases: readonly string[] };
}): Promise<EarlyListener> {
  let app: FastifyInstance | undefined;
  let stage = 'Starting';
  const waiting: (() => void)[] = [];
  const server = createServer((request, response) => {
    const redirect = options.canonical && aliasRedirect(request, options.canonical);
    if (redirect) {
      response.writeHead(308, { location: redirect, 'cache-control': 'no-store' });
      return response.end();
    }
    if (app) return app.routing(request, response);
    if (request.url === '/healthz') return response.end('{"status":"ok"}');
    if (request.url === '/readyz') {
      response.writeHead(503, { 'content-type': 'application/json' });
      return response.end('{"status":"starting"}');
    }
    // For the pages: a 200, since a page waiting for the app is in a normal state, not an error.
    if (request.url === STARTUP_PATH) {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      return response.end(JSON.stringify({ status: 'starting', stage }));
    }
    const page =
      sendsPrerendered(request) &&
      prerenderedResponse(pathOf(request), request.headers['accept-encoding']);
    if (page) {
      response.writeHead(200, { ...page.headers, 'x-content-type-options': 'nosniff' });
      return response.end(page.body);
    }
    const file = clientFileFor(request);
    if (file) return sendFile(request, response, file);
    waiting.push(() => app?.routing(request, response));
  });
  // A client that sends on an idle kept-alive connection just as the server closes it gets a
  // reset (ECONNRESET), not an answer. Browsers and proxies keep connections up to about a minute;
  // Node's 5 s default made that race common, so the server keeps them open longer.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  return {
    server,
    setStage(next) {
      stage = next;
    },
    handOver(ready) {
      app = ready;
      for (const resume of waiting.splice(0)) resume();
    },
  };
}
