import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(__dirname),
  'server-only': path.resolve(__dirname, 'tests/helpers/empty.ts'),
};

// Two test files at a time, one per core of the CI machine: vitest's default there is one (cores - 1),
// which left the second core idle while a file waited on PostgreSQL, a job or a fake service
// (docs/measurements.md, tests and CI).
const TWO_AT_A_TIME = 2;

// Each integration test file gets its own database (a copy of one migrated template), so files run
// in parallel worker processes.
const integration = {
  environment: 'node' as const,
  maxWorkers: TWO_AT_A_TIME,
  globalSetup: ['tests/helpers/global-setup.ts'],
  // next-intl's ESM imports 'next/server' without an extension: bundle it so Vite resolves it
  // (the fuzz test runs proxy.ts).
  server: { deps: { inline: ['next-intl'] } },
  // Every domain's jobs registered with the runtime, as the server does at start; safety screens go
  // to the run's one warm model (tests/helpers/shared-safety.ts).
  setupFiles: [
    'tests/helpers/fresh-state-setup.ts',
    'tests/helpers/register-jobs.ts',
    'tests/helpers/shared-safety-setup.ts',
  ],
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

// Integration files share worker processes one after another (isolate: false), so the app's module
// graph is imported once per worker instead of once per file: about 1 s of CPU less a file
// (docs/measurements.md). tests/helpers/fresh-state-setup.ts gives each file the worker's environment
// and the configured implementations back. A file that replaces modules (vi.mock) needs a module graph
// of its own, as does one marked `// @isolated` (module state it cannot undo): those run isolated.
const INTEGRATION_DIR = path.join(__dirname, 'tests/integration');
const NEEDS_ISOLATION = /\bvi\.(mock|doMock)\(|^\/\/ @isolated\b/m;
const isolatedFiles = fs
  .readdirSync(INTEGRATION_DIR)
  .filter((f) => f.endsWith('.test.ts'))
  .filter((f) => NEEDS_ISOLATION.test(fs.readFileSync(path.join(INTEGRATION_DIR, f), 'utf8')))
  .map((f) => `tests/integration/${f}`);

/** Two projects for one set of files: the shared-worker one and the isolated one (`<name>-isolated`). */
function integrationProjects(name: string, include: string[]) {
  const isolated = include.filter((f) => isolatedFiles.includes(f));
  return [
    { resolve: { alias }, test: { ...integration, name, include, exclude: isolated, isolate: false } },
    { resolve: { alias }, test: { ...integration, name: `${name}-isolated`, include: isolated } },
  ];
}

const ALL_INTEGRATION = fs
  .readdirSync(INTEGRATION_DIR)
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `tests/integration/${f}`);

const PGLITE_SUITE = [
  'db-smoke',
  'user-row-cache',
  'auth-api',
  'auth-session-cache',
  'profile-rules',
  'credits-rules',
  'credits-history',
  'credits-history-groups',
  'characters-routes',
  'characters-remix',
  'stickers-routes',
  'stickers-animated-set',
  'packs-routes',
  'publishing-exports',
  'publishing-sync',
  'packs-reorder',
  'payments-test-checkout',
  'promo-redeem',
  'uploads-claim',
  'styles-routes',
  'suggestions-routes',
  'explore-search',
  'explore-search-scripts',
  'jobs-sweeper',
  'public-data-cache',
  'pricing-config',
  'storage-local',
  'telegram-webhook',
  'account-deletion',
  'account-export',
  'moderation-reports',
];

// Unit files share worker processes one after another (isolate: false): most import a little of the
// app and run in milliseconds, so loading the module graph once per worker instead of once per file
// is most of the project's time. A file that replaces modules (vi.mock) would leave its replacements
// in the shared graph (vitest releases them only with the file's own graph): those run in the
// `unit-isolated` project, a process each; `--project 'unit*'` runs every unit file.
const UNIT_DIR = path.join(__dirname, 'tests/unit');
const UNIT_ISOLATED = fs
  .readdirSync(UNIT_DIR)
  .filter((f) => f.endsWith('.test.ts'))
  .filter((f) => NEEDS_ISOLATION.test(fs.readFileSync(path.join(UNIT_DIR, f), 'utf8')))
  .map((f) => `tests/unit/${f}`);

const unit = {
  include: ['tests/unit/**/*.test.ts'],
  environment: 'node' as const,
  maxWorkers: TWO_AT_A_TIME,
  // Some unit tests draw real stickers with sharp; on two busy cores one can take a few seconds.
  testTimeout: 20_000,
  // Components are rendered to HTML in some unit tests: next-intl's ESM imports 'next/navigation'
  // without an extension, so it is bundled for Vite to resolve (as in the integration project).
  server: { deps: { inline: ['next-intl'] } },
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { ...unit, name: 'unit', exclude: UNIT_ISOLATED, isolate: false } },
      { resolve: { alias }, test: { ...unit, name: 'unit-isolated', include: UNIT_ISOLATED } },
      {
        // CPU-heavy image tests (background removal, whole-photo pipelines): their own project, with
        // the time such a file needs on two busy cores. Two files at a time as in the unit project, so
        // both share one pool: a project of one file at a time runs after every other project, alone,
        // with the second core idle for most of it.
        resolve: { alias },
        test: {
          name: 'media',
          include: ['tests/media/**/*.test.ts'],
          environment: 'node',
          maxWorkers: TWO_AT_A_TIME,
          testTimeout: 120_000,
        },
      },
      ...integrationProjects('integration', ALL_INTEGRATION),
      // The embedded database's own suite: opening, the lock, migrations, the users' row cache and one
      // pass through each domain's service on PGlite. Every file also runs on PostgreSQL above; the
      // concurrency files are left out here, since PGlite runs one statement at a time and cannot
      // interleave them.
      ...integrationProjects(
        'pglite',
        PGLITE_SUITE.map((f) => `tests/integration/${f}.test.ts`),
      ),
    ],
  },
});
