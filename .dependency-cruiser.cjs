/**
 * Import direction (house style §8.1.3): client → shared; server/worker → core, db, shared;
 * core → db, shared; db → shared; shared → zod only. `npm run lint` fails on any violation.
 */
const layer = (name) => `^src/${name}/`;
const onlyFrom = (from, allowed, comment) => ({
  name: `${from}-imports-only-${allowed.join('-')}`,
  comment,
  severity: 'error',
  from: { path: layer(from) },
  to: { path: '^src/', pathNot: [layer(from), ...allowed.map(layer)] },
});

module.exports = {
  forbidden: [
    onlyFrom('client', ['shared'], 'The browser bundle must never pull in server-side code.'),
    onlyFrom('shared', [], 'shared is isomorphic: it imports nothing from other layers.'),
    onlyFrom('core', ['db', 'shared'], 'Business rules do not know about HTTP or the job runner.'),
    onlyFrom('db', ['shared'], 'The schema layer stays free of business rules.'),
    onlyFrom(
      'server',
      ['core', 'db', 'shared'],
      'HTTP adapters call core; they never import the worker or client.',
    ),
    onlyFrom(
      'cli',
      ['core', 'db', 'shared'],
      'Command-line tools call core like the worker does; never HTTP or client code.',
    ),
    onlyFrom(
      'worker',
      ['core', 'db', 'shared'],
      'Job handlers call core; they never import HTTP code.',
    ),
    {
      name: 'shared-imports-only-zod',
      comment: 'shared runs in the browser and the server; its only dependency is zod.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'core'],
        pathNot: '^node_modules/zod/',
      },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.test\\.tsx?$' },
  },
};
