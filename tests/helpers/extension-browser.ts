import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { ATS_HOSTS } from '../../src/extension/ats-hosts.ts';

/**
 * Debian's Chromium with the unpacked extension loaded (persistent context, new headless mode),
 * seeing the local stand-ins under the ATS's real host names: every declared host resolves to a
 * local TLS server (a throw-away self-signed certificate) that forwards to the stand-ins, and
 * every other name resolves to nothing. So the manifest that ships is the one tested.
 */
export const OTHER_HOST = 'careers.employer.test';

export async function serveUnderAtsHosts(standinOrigin: string) {
  const dir = mkdtempSync(join(tmpdir(), 'hireloop-tls-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=ats-standins',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const server = createHttpsServer(
    { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
    forwardTo(standinOrigin),
  );
  rmSync(dir, { recursive: true, force: true });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const concrete = (host: string) => (host.startsWith('*.') ? `careers${host.slice(1)}` : host);
  const resolverRules = [
    ...ATS_HOSTS.map(({ host }) => `MAP ${concrete(host)}:443 127.0.0.1:${port}`),
    // An employer's own careers site: not an ATS host the extension declares.
    `MAP ${OTHER_HOST}:443 127.0.0.1:${port}`,
    'MAP * ~NOTFOUND',
    'EXCLUDE 127.0.0.1',
  ].join(', ');
  return {
    resolverRules,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function launchWithExtension(extensionDir: string, resolverRules: string) {
  const profile = mkdtempSync(join(tmpdir(), 'hireloop-profile-'));
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    ignoreHTTPSErrors: true,
    args: [
      '--headless=new',
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      `--host-resolver-rules=${resolverRules}`,
      '--ignore-certificate-errors',
      '--no-first-run',
    ],
  });
  const worker =
    context.serviceWorkers()[0] ??
    (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
  const extensionId = new URL(worker.url()).host;
  return {
    context,
    worker,
    popupUrl: `chrome-extension://${extensionId}/popup.html`,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A request handler that passes every request on to `origin` and its answer back. */
function forwardTo(origin: string, seen: (req: IncomingMessage) => void = () => {}) {
  const target = new URL(origin);
  return (req: IncomingMessage, res: ServerResponse) => {
    seen(req);
    const forwarded = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.destroy());
    req.pipe(forwarded);
  };
}

/** Hireloop as the extension sees it, through a proxy that notes each request's path. */
export async function watchRequestsTo(origin: string) {
  const paths: string[] = [];
  // CORS preflights carry no data: only the requests themselves are noted.
  const server = createServer(
    forwardTo(origin, (req) => {
      if (req.method !== 'OPTIONS') paths.push(req.url ?? '');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    paths,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
