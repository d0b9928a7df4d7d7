// A process that runs one application attempt and exits: the kill tests start it with
// HIRELOOP_FAULT_AT so it dies (SIGKILL) at that point of the attempt, as a worker would.
import { registerPackageResolveHook } from '../../src/core/boot/register-package-resolve-hook.ts';

// As the worker's entry does: the app's modules load after the resolve hook (decision 074).
registerPackageResolveHook();
const [
  { applicationChannels },
  { runApplicationAttempt },
  { createLogger },
  { openAppContext },
  { loadConfig },
] = await Promise.all([
  import('../../src/core/applying/channels/index.ts'),
  import('../../src/core/applying/run-application-attempt.ts'),
  import('../../src/core/boot/create-logger.ts'),
  import('../../src/core/boot/open-app-context.ts'),
  import('../../src/core/config/load-config.ts'),
]);

const applicationId = process.argv[2];
if (!applicationId) throw new Error('usage: attempt-process.ts <applicationId>');
const config = loadConfig();
const opened = await openAppContext(config, {
  log: createLogger({ level: 'warn' }),
  runsMaintenance: false,
});
const result = await runApplicationAttempt(opened.ctx, {
  applicationId,
  mode: 'submit',
  channels: applicationChannels(config),
  leaseWaitMs: 0,
});
process.stdout.write(`${JSON.stringify({ state: result?.state ?? null })}\n`);
await opened.close();
