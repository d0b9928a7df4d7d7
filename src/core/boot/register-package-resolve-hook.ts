import { registerHooks } from 'node:module';
import { packageTypeReader, resolveInsidePackage } from './package-module-format.ts';

/**
 * Resolves relative imports inside installed packages itself. Node 24 works out each such
 * file's format by deserializing its package's `package.json`, which parses the whole
 * "exports" map again for every file (drizzle-orm's is 179 KB): 40 % of loading the app's
 * modules (decision 074). Call it before the first dynamic import of the heavy modules.
 */
export function registerPackageResolveHook(): void {
  const typeOf = packageTypeReader();
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = resolveInsidePackage(
        { specifier, parentUrl: context.parentURL, conditions: context.conditions },
        typeOf,
      );
      if (!resolved) return nextResolve(specifier, context);
      return { ...resolved, shortCircuit: true };
    },
  });
}
