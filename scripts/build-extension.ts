import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import {
  EXTENSION_FILES,
  extensionManifest,
  ICON_SIZES,
  iconFile,
} from '../src/extension/manifest.ts';
import { drawIcon } from './build/draw-icon.ts';
import { zipFiles } from './build/zip-files.ts';

/**
 * Builds the browser extension (decision 064) with the app's own Vite: each script as one
 * self-contained IIFE (a content script cannot be an ES module, and each of the three runs in
 * its own world), then the popup's page, the manifest, and the zip the stores and users take.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const source = join(root, 'src', 'extension');

export const EXTENSION_OUT_DIR = join(root, 'dist', 'extension');
export const EXTENSION_ZIP = join(root, 'dist', 'hireloop-extension.zip');
/** Where the popup offers to pair before the user types another address. */
const DEFAULT_ADDRESS = process.env.HIRELOOP_EXTENSION_ADDRESS ?? 'http://localhost:3000';

const scripts = [
  { file: EXTENSION_FILES.background, entry: 'background/service-worker.ts' },
  { file: EXTENSION_FILES.content, entry: 'content/content-script.ts' },
  { file: EXTENSION_FILES.popupScript, entry: 'popup/popup.ts' },
];

export async function buildExtension({
  outDir = EXTENSION_OUT_DIR,
  zipPath = EXTENSION_ZIP,
  address = DEFAULT_ADDRESS,
} = {}) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const { file, entry } of scripts)
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      publicDir: false,
      define: { __HIRELOOP_DEFAULT_ADDRESS__: JSON.stringify(address) },
      build: {
        outDir,
        emptyOutDir: false,
        // Readable, as the extension stores ask of what they review.
        minify: false,
        sourcemap: false,
        lib: {
          entry: join(source, entry),
          formats: ['iife'],
          name: `hireloop_${file.replace(/\W/g, '_')}`,
          fileName: () => file,
        },
      },
    });
  copyFileSync(join(source, 'popup', 'popup.html'), join(outDir, EXTENSION_FILES.popupHtml));
  copyFileSync(join(source, 'popup', 'popup.css'), join(outDir, 'popup.css'));
  for (const size of ICON_SIZES) writeFileSync(join(outDir, iconFile(size)), drawIcon(size));
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const manifest = extensionManifest(version);
  writeFileSync(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const files = readdirSync(outDir)
    .sort()
    .map((name) => ({ name, data: readFileSync(join(outDir, name)) }));
  mkdirSync(dirname(zipPath), { recursive: true });
  writeFileSync(zipPath, zipFiles(files));
  return { outDir, zipPath, manifest };
}

if (import.meta.main) await buildExtension();
