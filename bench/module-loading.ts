// Module loading at start-up (decisions 071, 074): the CPU a new process spends importing what
// an application attempt, a web process and the worker share, with and without the resolve hook
// the entry points register, as a ratio to a bare Node start measured in the same run. Part of `npm run bench`; alone: `node bench/module-loading.ts`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeMachine } from './machine-info.ts';
import { writeMarkedSection } from './marked-section.ts';
import { median } from './median.ts';
import { repoRoot } from './spawn-server.ts';

const ROUNDS = 7;
const ENTRY_POINTS = [
  'src/core/applying/channels/index.ts',
  'src/core/applying/run-application-attempt.ts',
  'src/core/boot/open-app-context.ts',
  'src/server/app.ts',
  'src/worker/registry.ts',
];

/** The child's own CPU (user + system), in seconds, as it reports it before exiting. */
function childCpuSeconds(script: string, compileCache: string): number {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, NODE_COMPILE_CACHE: compileCache, LOG_LEVEL: 'silent' },
  });
  const line = result.stdout.trim().split('\n').at(-1) ?? '';
  const cpu = Number(line);
  if (result.status !== 0 || !Number.isFinite(cpu)) {
    throw new Error(`module-loading child failed: ${result.stderr.slice(0, 500)}`);
  }
  return cpu;
}

const report = 'const { user, system } = process.cpuUsage(); console.log((user + system) / 1e6);';
const importAll = `${ENTRY_POINTS.map((path) => `await import(${JSON.stringify(join(repoRoot, path))});`).join(' ')} ${report}`;
const hook = join(repoRoot, 'src/core/boot/register-package-resolve-hook.ts');
const hookThenImportAll = `const { registerPackageResolveHook } = await import(${JSON.stringify(hook)}); registerPackageResolveHook(); ${importAll}`;

export async function benchModuleLoading(say: (line: string) => void, command = 'npm run bench') {
  const compileCache = mkdtempSync(join(tmpdir(), 'hireloop-bench-compile-cache-'));
  try {
    // The first import fills the compile cache, as the first process after an install does.
    childCpuSeconds(importAll, compileCache);
    const bare: number[] = [];
    const loaded: number[] = [];
    const hooked: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      bare.push(childCpuSeconds(report, compileCache));
      loaded.push(childCpuSeconds(importAll, compileCache));
      hooked.push(childCpuSeconds(hookThenImportAll, compileCache));
    }
    const floor = median(bare);
    const row = (label: string, runs: number[]) =>
      `| ${label} | ${median(runs).toFixed(2)} s | ${runs.map((s) => s.toFixed(2)).join(' / ')} | ${(median(runs) / floor).toFixed(1)}× |`;
    say(
      `module loading: ${median(loaded).toFixed(2)} s CPU, with the resolve hook ${median(hooked).toFixed(2)} s, bare Node ${floor.toFixed(2)} s`,
    );
    const machine = describeMachine();
    writeMarkedSection(
      '<!-- module-loading:start -->',
      '<!-- module-loading:end -->',
      [
        '<!-- module-loading:start -->',
        '### Module loading (decisions 071, 074)',
        `Measured by \`${command}\` (bench/module-loading.ts) on ${new Date().toISOString().slice(0, 10)}: a new Node process imports ${ENTRY_POINTS.map((path) => `\`${path}\``).join(', ')} (what an application attempt, a web process and the worker load) with the compile cache warm, and prints its own CPU (user + system); median of ${ROUNDS}, beside a bare \`node\` start measured in the same run. The last row registers the resolve hook first, as \`src/main.ts\` and \`src/worker/main.ts\` do (decision 074). ${machine.cpuModel}, ${machine.cores} cores, Node ${machine.node}; load average (1 min) ${machine.loadAverage}.`,
        '',
        '| Process | CPU, median | Runs (s) | Ratio to bare Node |',
        '|---|---:|---|---:|',
        row('Bare Node start (floor)', bare),
        row('Importing the entry points', loaded),
        row('The same after the resolve hook', hooked),
        '',
        'Before decision 071, on the same machine (ad hoc: the first four of these entry points, `/usr/bin/time` user CPU only, so not comparable to the table as it stands): 3.6–3.7 s and 2,088 modules; after it 2.1–2.4 s and 1,668 modules.',
        '<!-- module-loading:end -->',
      ].join('\n'),
    );
  } finally {
    rmSync(compileCache, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const began = performance.now();
  benchModuleLoading(
    (line) => console.info(`[bench ${((performance.now() - began) / 1000).toFixed(0)} s] ${line}`),
    'node bench/module-loading.ts',
  ).catch((error: unknown) => {
    console.error('module-loading bench failed:', error);
    process.exit(1);
  });
}
