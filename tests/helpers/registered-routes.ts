import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

/** `├── /api/me (GET, HEAD)`, indented four columns per level of nesting. */
const ROUTE_LINE = /^(.*?)[├└]── (\S+) \(([A-Z, ]+)\)/;

/**
 * Every route the app registered, read from Fastify's own router (`printRoutes`), so contract
 * tests cover a new route without being edited. With `commonPrefix: false` only routes are
 * printed, and a route nested under another prints the rest of its path, so the full path is
 * rebuilt from the line's depth. (A wildcard route prints as a bare `*`, without its prefix.)
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const pathAtDepth: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = ROUTE_LINE.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = [...indent].length / 4;
    const url = (pathAtDepth[depth - 1] ?? '') + segment;
    pathAtDepth[depth] = url;
    pathAtDepth.length = depth + 1;
    for (const method of methods.split(',')) routes.push({ method: method.trim(), url });
  }
  return routes;
}

/** `/api/items/:id` as OpenAPI writes it: `/api/items/{id}`. */
export const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
