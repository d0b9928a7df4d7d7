import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Builds the client as `npm run build` does (the same vite.config.ts), into a scratch directory,
// and checks what the first screens load: the entry scripts, what they import, and the chunks of
// the route's page (and layout). Figures are gzip -9, in bytes of 1,000.

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The issue's goal is 100 KB per first screen; the libraries every screen needs (react-dom,
 * React Router, TanStack Query, zod) are about 133 KB by themselves (decision 030). These
 * budgets guard the split instead: the first screens at the split (162 KB and 154 KB) with a few
 * KB of room; the single bundle before it loaded 207 KB on every page. The dashboard's shared
 * application schemas reached 165.0 KB with the receipts' extension channel (decision 064): one
 * more KB of room, not a new page's worth. The header's notifications button and its unread count
 * (decision 069; the panel itself loads when opened) took it to 166.3 KB: one KB more again.
 * "What you've taught us" listing outcomes apart (decision 068) with the tracker's shared
 * schemas took it to 167.6 KB: 168 KB. Each step is a feature the dashboard shows on first paint.
 */
const BUDGET = { login: 170_000, dashboard: 168_000 };
/** Our own code, the form libraries and the page: everything beside the shared libraries. */
const BESIDE_VENDOR_BUDGET = 35_000;

type Chunk = Rolldown.OutputChunk;
let chunks: Chunk[] = [];
let outDir = '';

const byFile = () => new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
const gzipBytes = (chunk: Chunk) => gzipSync(chunk.code, { level: 9 }).length;

/** The chunks and every chunk they import statically, as the browser loads them. */
function withImports(start: Chunk[]): Chunk[] {
  const files = byFile();
  const seen = new Map<string, Chunk>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = files.get(file);
      if (imported) visit(imported);
    }
  };
  start.forEach(visit);
  return [...seen.values()];
}

const entries = () => chunks.filter((chunk) => chunk.isEntry);
const pageChunk = (file: string) => {
  const chunk = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId?.endsWith(file));
  if (!chunk) throw new Error(`no chunk of its own for ${file}`);
  return chunk;
};
const firstScreen = (...pageFiles: string[]) =>
  withImports([...entries(), ...pageFiles.map(pageChunk)]);
const total = (list: Chunk[]) => list.reduce((sum, chunk) => sum + gzipBytes(chunk), 0);
const modulesOf = (list: Chunk[]) => list.flatMap((chunk) => chunk.moduleIds);

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'hireloop-route-chunks-'));
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let output: Awaited<ReturnType<typeof build>>;
  try {
    output = await build({
      root: repoRoot,
      configFile: join(repoRoot, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, write: false },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  chunks = [output]
    .flat()
    .flatMap((result) => ('output' in result ? result.output : []))
    .filter((item): item is Chunk => item.type === 'chunk');
}, 300_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the client build, split by route', () => {
  it('keeps every page out of the entry: each page module is a chunk loaded on demand', () => {
    const entryModules = modulesOf(withImports(entries()));
    const pages = chunks.filter((chunk) => chunk.facadeModuleId?.match(/-page\.tsx$|app-shell/));
    expect(pages.length).toBeGreaterThan(18);
    for (const page of pages) {
      expect(page.isDynamicEntry, page.facadeModuleId ?? '').toBe(true);
      expect(entryModules).not.toContain(page.facadeModuleId);
    }
    // Heavy code only some pages need.
    for (const pattern of [
      /node_modules[\\/]react-hook-form/,
      /node_modules[\\/]@hookform/,
      /occupation-options\.ts$/,
      /features[\\/](admin|matches|job-search|jobs|profile)[\\/]/,
    ]) {
      expect(
        entryModules.filter((id) => pattern.test(id)),
        String(pattern),
      ).toEqual([]);
    }
  });

  it('loads /login within its budget, without the dashboard or the builder', () => {
    const screen = firstScreen('features/auth/components/login-page.tsx');
    const modules = modulesOf(screen);
    expect(modules.some((id) => id.endsWith('dashboard-page.tsx'))).toBe(false);
    expect(modules.some((id) => id.includes('resume-builder'))).toBe(false);
    expect(total(screen)).toBeLessThanOrEqual(BUDGET.login);
  });

  it('loads the dashboard within its budget, without react-hook-form or the occupation list', () => {
    const screen = firstScreen(
      'features/main-app/components/app-shell.tsx',
      'features/matches/components/dashboard-page.tsx',
    );
    const modules = modulesOf(screen);
    expect(modules.some((id) => /react-hook-form|occupation-options/.test(id))).toBe(false);
    expect(total(screen)).toBeLessThanOrEqual(BUDGET.dashboard);
  });

  it('keeps our first-screen code small beside the shared libraries', () => {
    for (const pages of [
      ['features/auth/components/login-page.tsx'],
      [
        'features/main-app/components/app-shell.tsx',
        'features/matches/components/dashboard-page.tsx',
      ],
    ]) {
      const beside = firstScreen(...pages).filter((chunk) => chunk.name !== 'vendor');
      expect(total(beside), pages.join(' + ')).toBeLessThanOrEqual(BESIDE_VENDOR_BUDGET);
    }
  });

  it('runs route-preload.ts without waiting for any library', () => {
    const preload = entries().find((chunk) => chunk.name === 'route-preload');
    expect(preload).toBeDefined();
    const modules = modulesOf(withImports(preload ? [preload] : []));
    expect(modules.filter((id) => id.includes('node_modules'))).toEqual([]);
    expect(modules.some((id) => id.endsWith('page-modules.ts'))).toBe(true);
  });
});
