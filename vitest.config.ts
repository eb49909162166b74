import { defineConfig } from 'vitest/config';
import InterleavedSequencer from './tests/interleaved-sequencer.ts';

/**
 * Server tests run once on the embedded PGlite and, when TEST_DATABASE_URL is set (CI), again on
 * PostgreSQL, each file against its own fresh database.
 */
const serverProject = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${db}`,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app on its own database, so files can share a worker's loaded modules:
    // importing the server afresh for every file cost ~2 s a file, twice over.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    maxWorkers: 2,
    // Browser files spread among the others, so the two workers rarely run two browsers at once.
    sequence: { sequencer: InterleavedSequencer },
    projects: [
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      // The contract's own logic that server and web share (address checks).
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      { test: { name: 'repo', root: '.', include: ['tests/**/*.test.ts'], testTimeout: 30_000 } },
      // The web app's unit and component tests (request client, i18n, routes) in a DOM.
      {
        extends: './apps/web/vite.config.ts',
        // The app imports antd-mobile both by its index and by its ES paths (the lazy Toast, locales,
        // images): a package's CommonJS `main` for the index would be a second copy whose render hook the
        // ES modules never see (a toast drew nothing). Its `module` entry keeps one ES copy, as the build does.
        resolve: { mainFields: ['module'] },
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // A page renders in tens of milliseconds on a calm machine and seconds on a loaded CI one.
          testTimeout: 30_000,
          maxWorkers: 2, // not inherited from the root through `extends`: see the console's project below
          // A DOM per worker, each file still in its own VM context (modules loaded afresh, no state
          // shared): a new jsdom and module graph per file cost ~2 s each, ~90 s → ~15 s for the project.
          pool: 'vmThreads',
          // Each file's tests run in a random order (the run prints its seed; `--sequence.seed=N` repeats
          // an order), so a test that leans on what one before it left fails here, not months later.
          // Not the console's project: shuffled, its box form's slowest test now and then meets its 5 s
          // time-out on a loaded machine. Nor the browser tests': the console's files are stories told
          // in order, and the web app's, which pass in any order (`--sequence.shuffle.tests`), take
          // minutes a run to replay a failing order.
          sequence: { shuffle: { tests: true } },
        },
      },
      // The admin console's unit and component tests (request client, menu, locales) in a DOM.
      {
        extends: './apps/admin/vite.config.ts',
        test: {
          name: 'admin',
          root: 'apps/admin',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Every area's texts, as the signed-in frame loads them (the sign-in page has fewer).
          setupFiles: ['src/test/setup.ts'],
          // A project that extends a Vite config does not inherit the root's workers (it would get one
          // worker, and its files would run one by one after every other project's).
          maxWorkers: 2,
          // One DOM and one set of loaded modules per worker (antd's CommonJS does not load in the VM
          // contexts of vmThreads): each file built its own, 57 s → 20 s for the project on two cores.
          isolate: false,
          // A page renders in tens of milliseconds on a calm machine and seconds on a loaded CI one:
          // the tests wait (src/test/setup.ts: 10 s for what they wait for) rather than fail there.
          testTimeout: 30_000,
        },
      },
      // Browser tests: a real server and Debian's chromium per file (one browser each); they run beside
      // the other projects' files instead of one by one after them, which left a core idle for ~10 min.
      {
        test: {
          name: 'e2e',
          root: '.',
          include: ['apps/web/e2e/**/*.test.ts', 'apps/admin/e2e/**/*.test.ts'],
          globalSetup: ['tests/browser/build-apps.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A page under a loaded CI machine may take seconds to show what a poll waits for; a second
          // (the default) made green tests fail there.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
