import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { clientDistDir } from '../client-dist-dir.ts';
import { prerenderedResponse } from '../prerendered-page.ts';

/**
 * Serves the built client. `/`, `/privacy` and `/terms` get their prerendered HTML; any other GET
 * that is not an API route and not a file gets index.html, so the client router can draw deep
 * links (/main-app/dashboard) on a full page load.
 */
export async function registerClientApp(
  app: FastifyInstance,
  onApiNotFound: (path: string) => never,
) {
  const built = existsSync(`${clientDistDir}/index.html`);
  if (built) {
    await app.register(fastifyStatic, {
      root: clientDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (scripts/build/compress-assets-plugin.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        const hashed = path.includes('/assets/');
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    const page = readsPage && prerenderedResponse(path, request.headers['accept-encoding']);
    if (page) return reply.headers(page.headers).send(page.body);
    const isPage = request.method === 'GET' && !path.startsWith('/api/') && !path.includes('.');
    if (!isPage || !built) return onApiNotFound(`${request.method} ${path}`);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
