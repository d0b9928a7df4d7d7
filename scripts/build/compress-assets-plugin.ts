import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.webmanifest']);
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a .br and a .gz beside every built asset worth compressing, once at build time, so the
 * server sends compressed files without compressing on each request (@fastify/static's
 * `preCompressed`, and the early listener before the app is up). Uncompressed scripts cost the
 * first screen about 1.9 s on Lighthouse's mobile link (decision 030).
 */
export function compressAssets(): Plugin {
  let assets = '';
  return {
    name: 'hireloop:compress-assets',
    apply: 'build',
    configResolved(config) {
      assets = resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    closeBundle() {
      if (!existsSync(assets)) return; // a build that wrote nothing (a test's, say)
      for (const name of readdirSync(assets)) {
        const file = join(assets, name);
        if (!COMPRESSIBLE.has(extname(name)) || statSync(file).size < MIN_BYTES) continue;
        const body = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
      }
    },
  };
}
