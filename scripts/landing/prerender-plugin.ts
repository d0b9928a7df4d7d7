import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import type { RenderPagesInput } from '../../src/client/features/landing/render-pages.tsx';
import { prerenderedPages } from '../../src/shared/prerendered-pages.ts';

const ENTRY = 'src/client/features/landing/prerender.tsx';
const SCRIPT = 'src/client/features/landing/plan-buttons.ts';
const SCRIPT_CHUNK = 'landing';
const CONTENT = 'content/marketing.json';

type Render = (input: Omit<RenderPagesInput, 'css' | 'plans'>) => Record<string, string>;

const readContent = (root: string): unknown =>
  JSON.parse(readFileSync(join(root, CONTENT), 'utf8'));

/**
 * Bundles the page templates for Node (an SSR build of ENTRY, with Tailwind, so their CSS comes
 * out compiled and minified) and imports the result. A separate build, because the browser
 * bundle must not contain them.
 */
async function loadRenderer(root: string): Promise<{ render: Render; cleanUp: () => void }> {
  const outDir = join(root, '.cache', `prerender-${process.pid}-${Date.now()}`);
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react(), tailwindcss()],
    build: {
      ssr: ENTRY,
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      cssMinify: true,
      rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
    },
  });
  const module = await import(pathToFileURL(join(outDir, 'prerender.mjs')).href);
  return {
    render: module.renderPrerenderedPages as Render,
    cleanUp: () => rmSync(outDir, { recursive: true, force: true }),
  };
}

/**
 * Writes landing.html, privacy.html and terms.html into the client build, and serves the same
 * pages from the dev server. The landing page's one script is an extra entry of the client build,
 * so Vite bundles and minifies it; its code is then inlined into the page.
 */
export function prerenderLanding(): Plugin {
  let root = process.cwd();
  let outDir = resolve(root, 'dist/client');
  let scriptCode: string | undefined;
  return {
    name: 'hireloop:prerender-landing',
    config(_config, env) {
      if (env.command !== 'build' || env.isSsrBuild) return;
      return {
        build: { rolldownOptions: { input: { index: 'index.html', [SCRIPT_CHUNK]: SCRIPT } } },
      };
    },
    configResolved(config) {
      root = config.root;
      outDir = resolve(root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      // The script goes inline into landing.html, so its file is not written.
      const chunk = Object.values(bundle).find(
        (item) => item.type === 'chunk' && item.isEntry && item.name === SCRIPT_CHUNK,
      );
      if (chunk?.type !== 'chunk') return;
      scriptCode = chunk.code.trim();
      delete bundle[chunk.fileName];
    },
    async closeBundle(error?: Error) {
      if (error || scriptCode === undefined) return;
      const { render, cleanUp } = await loadRenderer(root);
      try {
        const pages = render({
          content: readContent(root),
          script: { code: scriptCode },
          year: new Date().getFullYear(),
        });
        mkdirSync(outDir, { recursive: true });
        for (const [file, html] of Object.entries(pages)) writeFileSync(join(outDir, file), html);
      } finally {
        cleanUp();
      }
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const path = (request.url ?? '/').split('?')[0] as keyof typeof prerenderedPages;
        const file = request.method === 'GET' ? prerenderedPages[path] : undefined;
        if (!file) return next();
        try {
          const module = await server.ssrLoadModule(`/${ENTRY}`);
          const pages = (module.renderPrerenderedPages as Render)({
            content: readContent(root),
            script: { src: `/${SCRIPT}` },
            year: new Date().getFullYear(),
          });
          response.setHeader('content-type', 'text/html; charset=utf-8');
          response.end(pages[file]);
        } catch (failure) {
          next(failure);
        }
      });
    },
  };
}
