import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compressAssets } from './scripts/build/compress-assets-plugin.ts';
import { prerenderLanding } from './scripts/landing/prerender-plugin.ts';

// In development Vite serves the client and hands every server route to the API on port 3000,
// so the browser sees one origin, as in production (the session cookie and the Origin check
// both depend on that).
const apiServer = 'http://localhost:3000';

const ROUTE_PRELOAD = 'route-preload';

/**
 * Starts the first screen's requests with the HTML instead of after the app's libraries have
 * loaded and run, each of which would otherwise add a round trip before the first screen:
 * - src/client/app/route-preload.ts, built as an entry of its own (scripts written in index.html
 *   would be merged into the app's entry) whose script goes before the app's: it imports neither
 *   React nor the router, so it runs as soon as it arrives and starts the current page's chunks
 *   downloading beside the libraries;
 * - `/api/me`, which the auth gate asks before it draws anything: a preload `as="fetch"` with
 *   `crossorigin="anonymous"` is the same request as the app's own fetch (same-origin, cookies
 *   included), so the browser hands the preloaded answer to that first fetch, once.
 * Development serves modules one by one and needs none of this.
 */
function preloadFirstScreen(): Plugin {
  return {
    name: 'hireloop:preload-first-screen',
    apply: 'build',
    config(_config, env) {
      if (env.isSsrBuild) return;
      const input = { index: 'index.html', [ROUTE_PRELOAD]: 'src/client/app/route-preload.ts' };
      return { build: { rolldownOptions: { input } } };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (item) => item.type === 'chunk' && item.isEntry && item.name === ROUTE_PRELOAD,
        );
        const appScript = html.indexOf('<script type="module"');
        if (!chunk || appScript < 0) throw new Error('index.html or route-preload.ts is missing');
        // Before the app's script: module scripts run in document order.
        const tags = [
          '<link rel="preload" href="/api/me" as="fetch" crossorigin="anonymous">',
          `<script type="module" crossorigin src="/${chunk.fileName}"></script>`,
        ].join('\n    ');
        return `${html.slice(0, appScript)}${tags}\n    ${html.slice(appScript)}`;
      },
    },
  };
}

export default defineConfig({
  // prerenderLanding: /, /privacy and /terms are static HTML made at build time (no React).
  plugins: [react(), tailwindcss(), prerenderLanding(), preloadFirstScreen(), compressAssets()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every first screen needs (React, the router, TanStack Query, zod) in one file:
            // libraries change far less often than our code, so it stays cached across our
            // releases (the server marks /assets/ immutable). Pages load on demand (router.tsx),
            // so this must not be all of node_modules: a library only some pages use would then
            // load on every page.
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+|zod)[\\/]/,
              priority: 2,
            },
            // Our code that every first screen runs (the auth gate, the API client...) in one file
            // rather than one per module. Not what route-preload.ts needs (it must not wait for
            // any library), nor the landing page's script (inlined into its HTML).
            {
              name: 'app',
              test: (id: string) =>
                /[\\/]src[\\/](client|shared)[\\/]/.test(id) &&
                !/[\\/](route-preload|page-modules|paths)\.ts$/.test(id) &&
                !/[\\/]features[\\/]landing[\\/]/.test(id),
              tags: ['$initial'],
              // Its modules alone: by default a group takes what they import too, which here
              // would take page-modules.ts and so make route-preload.ts wait for this file.
              includeDependenciesRecursively: false,
              priority: 1,
            },
            // The form pages' libraries (sign-in, sign-up, the builder, settings...): one file
            // for all of them, not the dashboard's.
            {
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/healthz': apiServer,
      '/readyz': apiServer,
    },
  },
});
