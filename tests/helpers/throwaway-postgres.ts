import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './app-processes.ts';

/**
 * A PostgreSQL server of the test's own (Debian's binaries, a fresh cluster on a free port), so a
 * test may restart it without touching the server every other test shares. The cluster runs as
 * the `postgres` user (the server refuses root), with fsync off: nothing here must survive a
 * power cut.
 */
export interface ThrowawayPostgres {
  url: string;
  restart(): Promise<number>;
  stop(): void;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort().at(-1) : undefined;
  const dir = version ? join(root, version, 'bin') : '';
  if (!dir || !existsSync(join(dir, 'initdb')))
    throw new Error(
      `PostgreSQL's server binaries are not under ${root} (apt-get install postgresql)`,
    );
  return dir;
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'hireloop-throwaway-pg-'));
  chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
  const data = join(dir, 'data');
  const asPostgres = (command: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], {
      stdio: 'pipe',
      timeout: 60_000,
    });
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`;
  const pgCtl = (...args: string[]) =>
    asPostgres('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', ...args]);
  pgCtl('-o', options, 'start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** `pg_ctl restart -m fast`, as `pg_ctlcluster … restart` does; resolves to its milliseconds. */
    async restart() {
      const started = Date.now();
      pgCtl('-m', 'fast', 'restart');
      return Date.now() - started;
    },
    stop() {
      try {
        pgCtl('-m', 'immediate', 'stop');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
