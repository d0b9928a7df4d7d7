import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { modulesForPath, type PageModuleName, pathMatches } from './page-modules.ts';
import { routes } from './routes.tsx';

type LazyPage = { pageModule?: PageModuleName };

/** Every route with a path, with the page modules its branch loads (layouts first). */
function leafRoutes(tree: RouteObject[], above: PageModuleName[] = []) {
  return tree.flatMap((route): { path: string; modules: PageModuleName[] }[] => {
    const own = (route.lazy as LazyPage | undefined)?.pageModule;
    const modules = own ? [...above, own] : above;
    if (route.children) return leafRoutes(route.children, modules);
    return route.path ? [{ path: route.path, modules }] : [];
  });
}

describe('route-preload.ts fetches what the router will load', () => {
  it('lists, for every route, exactly the page modules of its branch of the route tree', () => {
    const leaves = leafRoutes(routes);
    expect(leaves.length).toBeGreaterThan(15);
    for (const { path, modules } of leaves) {
      const address = path === '*' ? '/no-such-page' : path.replace(/:\w+/g, 'some-id');
      expect(modulesForPath(address), path).toEqual(modules);
    }
  });
});

describe('pathMatches', () => {
  it('matches as React Router does: any value for a parameter, either case, trailing slash', () => {
    expect(pathMatches('/main-app/jobs/:id', '/main-app/jobs/abc-123')).toBe(true);
    expect(pathMatches('/main-app/jobs', '/main-app/jobs/abc-123')).toBe(false);
    expect(pathMatches('/login', '/LOGIN/')).toBe(true);
    expect(pathMatches('/main-app', '/main-app/dashboard')).toBe(false);
  });
});
