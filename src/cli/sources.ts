// `npm run sources -- <command>`: manage the followed job sources from a terminal.
import { connect } from 'node:net';
import { AppError } from '../core/app-error.ts';
import { addFollowedSource } from '../core/catalogue/sources/add-followed-source.ts';
import { listFollowedSources } from '../core/catalogue/sources/list-followed-sources.ts';
import { removeFollowedSource } from '../core/catalogue/sources/remove-followed-source.ts';
import { seedFollowedSources } from '../core/catalogue/sources/seed-followed-sources.ts';
import { setFollowedSourceEnabled } from '../core/catalogue/sources/set-followed-source-enabled.ts';
import { ConfigError, loadConfig } from '../core/config/load-config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';

const usage = `Usage: npm run sources -- <command>
  list                          every followed source (id, kind:key, enabled, industry)
  add <kind:key> [industry]     follow a board, e.g. add greenhouse:acme Healthcare
  remove <id>                   stop following
  enable <id> | disable <id>    include or skip it in scheduled runs
  seed                          list the starter boards (adds only missing ones)`;

const idOf = (value: string | undefined) => {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0)
    throw new AppError('VALIDATION_FAILED', `"${value ?? ''}" is not a source id.`);
  return id;
};

async function execute(
  db: Database,
  command: string | undefined,
  args: string[],
  embedded: boolean,
) {
  switch (command) {
    case 'list': {
      const rows = await listFollowedSources(db);
      for (const row of rows) {
        const state = row.enabled ? 'enabled ' : 'disabled';
        console.info(
          `${String(row.id).padStart(4)}  ${state}  ${row.kind}:${row.key}${row.industry ? `  (${row.industry})` : ''}`,
        );
      }
      console.info(`${rows.length} source(s)`);
      return;
    }
    case 'add': {
      const row = await addFollowedSource(db, {
        source: args[0] ?? '',
        industry: args.slice(1).join(' ') || undefined,
      });
      console.info(`Following ${row.kind}:${row.key} as #${row.id}.`);
      return;
    }
    case 'remove':
      await removeFollowedSource(db, { id: idOf(args[0]) });
      console.info(`Removed #${args[0]}.`);
      return;
    case 'enable':
    case 'disable': {
      const row = await setFollowedSourceEnabled(db, {
        id: idOf(args[0]),
        enabled: command === 'enable',
      });
      console.info(`#${row.id} ${row.kind}:${row.key} is ${row.enabled ? 'enabled' : 'disabled'}.`);
      return;
    }
    case 'seed':
      console.info(
        `Added ${await seedFollowedSources(db, { enabled: !embedded })} starter source(s).`,
      );
      return;
    default:
      console.info(usage);
      if (command && command !== 'help') process.exitCode = 1;
  }
}

/** PGlite is single-process: a running `npm start` owns the embedded database. */
function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', timeout: 300 });
    const settle = (answered: boolean) => {
      socket.destroy();
      resolve(answered);
    };
    socket.once('connect', () => settle(true));
    socket.once('error', () => settle(false));
    socket.once('timeout', () => settle(false));
  });
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  const config = loadConfig();
  const embedded = config.database.kind === 'pglite';
  if (embedded && (await portAnswers(config.port))) {
    console.error(
      `Hireloop is running on port ${config.port} and owns the embedded database: stop it first, or use the admin page /main-app/admin/sources.`,
    );
    process.exit(1);
  }
  const handle = await openDatabase(config.database);
  try {
    await migrateDatabase(handle);
    await execute(handle.db, command, args, embedded);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof AppError) {
    const fields = Object.values(error.fieldErrors ?? {}).flat();
    console.error([error.message, ...fields].join(' '));
  } else {
    console.error(error instanceof ConfigError ? error.message : error);
  }
  process.exit(1);
});
