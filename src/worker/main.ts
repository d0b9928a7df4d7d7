// The process entry of `npm run worker`: only the job worker, for deployments on PostgreSQL
// where the web server runs with WORKER_IN_PROCESS=false.
import { registerPackageResolveHook } from '../core/boot/register-package-resolve-hook.ts';
import { ConfigError, loadConfig } from '../core/config/load-config.ts';

async function main() {
  const config = loadConfig();
  if (config.database.kind === 'pglite') {
    console.error(
      'The embedded database runs its worker inside `npm start`; set DATABASE_URL to run a separate worker.',
    );
    process.exit(1);
  }
  // The heavy modules load after the resolve hook: about 40 % less CPU to load them (decision 074).
  registerPackageResolveHook();
  const [{ createLogger }, { openAppContext }, { startWorker }] = await Promise.all([
    import('../core/boot/create-logger.ts'),
    import('../core/boot/open-app-context.ts'),
    import('./start-worker.ts'),
  ]);
  const log = createLogger({ level: config.logLevel });
  const opened = await openAppContext(config, { log, runsMaintenance: true });
  await startWorker(opened.jobQueue, opened.ctx);
  log.info('worker is ready');
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await opened.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
