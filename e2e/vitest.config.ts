import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Browser end-to-end tests: `npx vitest run --config e2e/vitest.config.ts [e2e/<file>]` from the repo root.
 * The global setup builds the web app once and starts one real server for the whole run; files run one at a time
 * because they share that server's database and the machine has two cores.
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, '..'),
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    // The files share one worker process and its modules, so one Chromium serves them all (support/browser.ts). A
    // file shares no state with the next beyond that browser and api.ts's signed-in tokens, which are the server's.
    isolate: false,
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
