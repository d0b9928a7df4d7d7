// The process entry of `npm start`: web server, plus the job worker in the same process when
// the database is the embedded one (or WORKER_IN_PROCESS=true).
import { registerPackageResolveHook } from './core/boot/register-package-resolve-hook.ts';
import { ConfigError, loadConfig } from './core/config/load-config.ts';
import { listenEarly } from './server/early-listener.ts';

/** Heavy modules (PGlite, Better Auth, pg-boss) load after the port is open. */
async function loadAppModules() {
  const [accounts, logger, context, server, worker, catalogue] = await Promise.all([
    import('./core/accounts/seed-demo-account.ts'),
    import('./core/boot/create-logger.ts'),
    import('./core/boot/open-app-context.ts'),
    import('./server/app.ts'),
    import('./worker/start-worker.ts'),
    import('./core/catalogue/prepare-catalogue.ts'),
  ]);
  return {
    seedDemoAccount: accounts.seedDemoAccount,
    createLogger: logger.createLogger,
    openAppContext: context.openAppContext,
    createApp: server.createApp,
    startWorker: worker.startWorker,
    prepareCatalogue: catalogue.prepareCatalogue,
  };
}

/** Signals that arrive while the app boots wait for it: killing PGlite mid-migration could corrupt it. */
function deferSignalsDuringBoot() {
  let received: NodeJS.Signals | null = null;
  const remember = (signal: NodeJS.Signals) => {
    received = signal;
  };
  process.on('SIGTERM', remember);
  process.on('SIGINT', remember);
  return () => {
    process.off('SIGTERM', remember);
    process.off('SIGINT', remember);
    return received;
  };
}

async function main() {
  const endBoot = deferSignalsDuringBoot();
  const config = loadConfig();
  const listener = await listenEarly({
    port: config.port,
    host: config.host,
    canonical: { origin: config.appOrigin, aliases: config.loopbackAliases },
  });
  listener.setStage('Loading the app');
  registerPackageResolveHook();
  const {
    seedDemoAccount,
    createLogger,
    openAppContext,
    createApp,
    startWorker,
    prepareCatalogue,
  } = await loadAppModules();
  const log = createLogger({ level: config.logLevel });
  listener.setStage('Opening the database');
  const opened = await openAppContext(config, { log, runsMaintenance: config.workerInProcess });
  listener.setStage('Starting the job worker');
  if (config.workerInProcess) await startWorker(opened.jobQueue, opened.ctx);
  listener.setStage('Preparing the demo account');
  if (config.demoData) await seedDemoAccount(opened.ctx);
  listener.setStage('Preparing the job catalogue');
  await prepareCatalogue(opened.ctx);

  let shuttingDown = false;
  const app = await createApp(opened.ctx, { shuttingDown: () => shuttingDown });
  await app.ready();
  listener.handOver(app);
  log.info(
    { url: config.appOrigin, database: opened.database.kind, worker: config.workerInProcess },
    'Hireloop is ready',
  );

  const stop = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests and jobs');
    // Stop accepting connections and wait for the requests in flight, then the jobs, then the DB.
    await new Promise((resolve) => listener.server.close(resolve));
    await app.close();
    await opened.close();
    log.info({ signal }, 'Hireloop stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  const receivedDuringBoot = endBoot();
  if (receivedDuringBoot) await stop(receivedDuringBoot);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Hireloop failed to start:', error);
  }
  process.exit(1);
});
