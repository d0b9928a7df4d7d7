// Loads the app's modules with Node's own resolver, and checks every relative import inside a
// package against what the start-up resolve hook would have answered (decision 074).
import { registerHooks } from 'node:module';
import {
  packageTypeReader,
  resolveInsidePackage,
} from '../../src/core/boot/package-module-format.ts';

const typeOf = packageTypeReader();
let checked = 0;
const mismatches: unknown[] = [];
registerHooks({
  resolve(specifier, context, nextResolve) {
    const node = nextResolve(specifier, context);
    const ours = resolveInsidePackage(
      { specifier, parentUrl: context.parentURL, conditions: context.conditions },
      typeOf,
    );
    if (ours) {
      checked++;
      if (ours.url !== node.url || ours.format !== node.format)
        mismatches.push({ specifier, parent: context.parentURL, ours, node });
    }
    return node;
  },
});
await Promise.all([
  import('../../src/core/boot/open-app-context.ts'),
  import('../../src/server/app.ts'),
  import('../../src/worker/start-worker.ts'),
  import('../../src/core/applying/channels/index.ts'),
  import('../../src/core/accounts/seed-demo-account.ts'),
  import('../../src/core/catalogue/prepare-catalogue.ts'),
  // Loaded on first use in the app (decision 071); resolved here all the same.
  import('playwright-core'),
  import('pdfkit'),
  import('stripe'),
]);
process.stdout.write(`${JSON.stringify({ checked, mismatches: mismatches.slice(0, 5) })}\n`);
process.exit(0);
