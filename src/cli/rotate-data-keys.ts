// `npm run rotate-data-keys`: rewraps every user's data key under DATA_ENCRYPTION_KEY, reading
// the old ones with the keys in DATA_ENCRYPTION_KEY_PREVIOUS (decision 010). Safe to stop and
// rerun. With the embedded database, stop the server first (PGlite allows one process).
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../core/config/load-config.ts';
import { masterKeyring } from '../core/sensitive/master-keyring.ts';
import { rotateDataKeys } from '../core/sensitive/rotate-data-keys.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';

async function main() {
  const { values } = parseArgs({
    options: {
      'batch-size': { type: 'string', default: '100' },
      /** Pause between batches, to go easy on a busy database. */
      'pause-ms': { type: 'string', default: '0' },
    },
  });
  const batchSize = Number(values['batch-size']);
  const pauseMs = Number(values['pause-ms']);
  if (!Number.isInteger(batchSize) || batchSize < 1)
    throw new ConfigError('--batch-size must be a positive integer');
  if (!Number.isInteger(pauseMs) || pauseMs < 0)
    throw new ConfigError('--pause-ms must be 0 or more');

  const config = loadConfig();
  const keyring = masterKeyring(config.dataEncryption);
  const handle = await openDatabase(config.database);
  try {
    await migrateDatabase(handle);
    console.info(`Rewrapping user data keys under master key ${keyring.current.id}...`);
    const report = await rotateDataKeys(handle.db, keyring, {
      batchSize,
      async afterBatch(progress) {
        console.info(`rewrapped ${progress.rewrapped}`);
        if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      },
    });
    console.info(`Done: ${report.rewrapped} rewrapped.`);
    if (report.failedUserIds.length) {
      console.error(
        `${report.failedUserIds.length} data keys could not be unwrapped: add the master key that wrapped them to DATA_ENCRYPTION_KEY_PREVIOUS and run again.`,
      );
      process.exitCode = 1;
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
