import { defineConfig } from 'vitest/config';

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
  },
});

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      { test: { name: 'repo', root: '.', include: ['tests/**/*.test.ts'], testTimeout: 30_000 } },
    ],
  },
});
