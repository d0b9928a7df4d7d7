/**
 * Import direction (house style §8.1.3): client → shared; server/worker → core, db, shared;
 * cli → core, db, shared; core → db, shared; db → shared; shared → zod only;
 * extension → shared and core/applying/form-agent.
 * `npm run lint` fails on any violation.
 */
const layer = (name) => `^src/${name}/`;
const onlyFrom = (from, allowed, comment) => ({
  name: `${from}-imports-only-${allowed.join('-') || 'itself'}`,
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
      'worker',
      ['core', 'db', 'shared'],
      'Job handlers call core; they never import HTTP code.',
    ),
    onlyFrom(
      'cli',
      ['core', 'db', 'shared'],
      'Operator commands call core; they never import HTTP, worker or client code.',
    ),
    {
      name: 'extension-imports-only-shared-and-form-agent',
      comment:
        'The browser extension runs in the user’s browser: the contract, and the in-page form agent it shares with the browser channel (decision 064).',
      severity: 'error',
      from: { path: '^src/extension/' },
      to: {
        path: '^src/',
        pathNot: ['^src/extension/', '^src/shared/', '^src/core/applying/form-agent/'],
      },
    },
    {
      name: 'drizzle-operators-through-db-orm',
      comment:
        'drizzle-orm and its pg-core are imported by src/db/orm.ts and src/db/pg-core.ts only: each file that names the package makes Node parse its 179 KB package.json again at start-up (decision 071).',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/db/(orm|pg-core)[.]ts$' },
      to: { path: '^node_modules/drizzle-orm/(pg-core/)?index[.]c?js$' },
    },
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
    {
      name: 'eeo-answers-only-for-their-owner',
      comment:
        'EEO answers are decrypted only for their owner (builder step 2, export, employers’ EEO questions when shared): never for matching, models or anything else (decisions 010, 057).',
      severity: 'error',
      from: {
        pathNot: [
          '^src/core/sensitive/',
          '^src/core/profile/(read|save)-eeo-answers\\.ts$',
          '^src/core/privacy/eeo-part\\.ts$',
          '^src/server/routes/profile\\.ts$',
          // Only when the owner chose to share them with employers' EEO questions (decision 057).
          '^src/core/applying/load-attempt-input\\.ts$',
        ],
      },
      to: {
        path: [
          '^src/core/sensitive/eeo-cipher\\.ts$',
          '^src/core/profile/(read|save)-eeo-answers\\.ts$',
        ],
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
