import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for contract, server and web. The server's integration tests run on PGlite (a migrated snapshot
 * cloned per file) and, when TEST_DATABASE_URL is set, again on that PostgreSQL server (all but the files whose subject
 * is not the database, below), plus the `*.pg.test.ts` files whose subject (concurrency) only a real server can show.
 *
 * The server's files share their worker's loaded modules (`isolate: false`): each file builds its own app on its own
 * database, no server test mocks a module, stubs the environment or fakes timers, so what a file sees does not depend
 * on the files before it, and the app with its libraries is loaded once per worker instead of once per file (about a
 * quarter of the server tests' time: docs/decisions/060-suite-time.md).
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;

/**
 * The server files that run once, on PGlite, and not again on PostgreSQL: their subject is not what the database does
 * (docs/decisions/060-suite-time.md). Every other server file runs on both: its routes' SQL, transactions and locks.
 */
const NOT_THE_DATABASE = [
  // No database at all: pure rules, solvers and formats.
  'apps/server/src/lib/{app-error,device-time,secrets}.test.ts',
  'apps/server/src/modules/cutting/{cut-solver,cut-solver.determinism,residual}.test.ts',
  'apps/server/src/modules/sheet/nesting/guillotine.test.ts',
  'apps/server/src/modules/{einvoice/einvoice-json,ewaybill/ewaybill-json,schedule/schedule.capacity}.test.ts',
  // Decided before any SQL runs: access, malformed input, rate limits, logs, the web files, S3 and push networks.
  'apps/server/src/{bad-input,permissions,web-serving}.test.ts',
  'apps/server/src/lib/{files,image-limits,logging,rate-limit,rate-limit-per-account}.test.ts',
  'apps/server/src/modules/account/{sign-in-limits,sign-in-timing}.test.ts',
  'apps/server/src/modules/notification/{push-network,web-push}.test.ts',
  // These start the built server on the embedded database, or read files.
  'apps/server/src/{start-and-stop,deploy-files}.test.ts',
];

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.pg.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          env: { TEST_DB_KIND: 'pglite' },
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(onPostgres
        ? [
            {
              test: {
                name: 'server-pg',
                include: ['apps/server/src/**/*.test.ts'],
                exclude: NOT_THE_DATABASE,
                environment: 'node' as const,
                globalSetup: ['apps/server/test/global-setup.ts'],
                env: { TEST_DB_KIND: 'postgres' },
                isolate: false,
                testTimeout: 60_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      // The web files share their worker too (`isolate: false`): one jsdom window and the loaded app for all the files a
      // worker runs, instead of a new process per file (about half the web tests' time went to starting each file). The
      // setup file runs again before each file and ends each test's state that outlives it: the rendered screens, toasts,
      // storage, IndexedDB and the offline queue's modules, stubs and spies, React Query's online flag and the app's own
      // client; the tests' React Query clients start no timer that would keep them alive (test/render.tsx). State that a
      // test leaves in a module and that this does not cover needs its reset in the setup file.
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          isolate: false,
        },
      },
    ],
  },
});
