import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type ModuleFormat = 'module' | 'commonjs';
/** A package.json's "type"; 'none' without one, where Node tells a file's format by its syntax. */
export type PackageType = ModuleFormat | 'none';

/** Reads a `package.json` file's text, or undefined when there is none. */
export type ReadPackageJson = (path: string) => string | undefined;

const readIfPresent: ReadPackageJson = (path) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

/**
 * The nearest `package.json`'s "type" for a directory. Each directory is looked up once; every
 * file under it after that is a map read.
 */
export function packageTypeReader(read: ReadPackageJson = readIfPresent) {
  const typeOfDirectory = new Map<string, PackageType>();
  return function typeOf(directoryUrl: string): PackageType {
    const walked: string[] = [];
    let directory = directoryUrl;
    let type: PackageType | undefined;
    while (type === undefined) {
      type = typeOfDirectory.get(directory);
      if (type !== undefined) break;
      walked.push(directory);
      const text = read(fileURLToPath(new URL('package.json', directory)));
      if (text !== undefined) {
        type = parsedType(text);
        break;
      }
      const parent = new URL('../', directory).href;
      if (parent === directory) type = 'none';
      directory = parent;
    }
    for (const each of walked) typeOfDirectory.set(each, type);
    return type;
  };
}

function parsedType(text: string): PackageType {
  try {
    const { type } = JSON.parse(text) as { type?: unknown };
    return type === 'module' || type === 'commonjs' ? type : 'none';
  } catch {
    return 'none';
  }
}

/**
 * A relative import inside an installed package, resolved as Node would, without Node's
 * per-file `package.json` work (decision 074); null for anything else, which Node resolves.
 */
export function resolveInsidePackage(
  request: { specifier: string; parentUrl: string | undefined; conditions?: readonly string[] },
  typeOf: (directoryUrl: string) => PackageType,
): { url: string; format: ModuleFormat } | null {
  const { specifier, parentUrl } = request;
  // `require()` goes through hooks too; CommonJS resolution does not pay this cost.
  if (!request.conditions?.includes('import')) return null;
  if (!parentUrl?.startsWith('file:') || !parentUrl.includes('/node_modules/')) return null;
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const url = new URL(specifier, parentUrl);
  if (url.search || url.hash) return null;
  const path = url.pathname;
  if (path.endsWith('.mjs')) return { url: url.href, format: 'module' };
  if (path.endsWith('.cjs')) return { url: url.href, format: 'commonjs' };
  if (!path.endsWith('.js')) return null;
  const type = typeOf(new URL('./', url).href);
  return type === 'none' ? null : { url: url.href, format: type };
}
