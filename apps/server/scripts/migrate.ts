/**
 * `npm run db:migrate`: applies the migrations this checkout carries to the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR while no server holds it), under the same advisory
 * lock as a starting server, then prints how many the database has and the newest, and exits. A
 * rolling deploy runs it with the new release before restarting the first server: every migration
 * keeps the previous release working, and a new server is not ready (`/readyz`) until its
 * migrations are in (docs/deploy.md).
 */
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../src/config/env.ts';
import {
  carriedMigrations,
  DatabaseUnreachableError,
  openDatabase,
  postgresOptions,
  rowsOf,
} from '../src/db/client.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    postgres: postgresOptions(config),
  });
  try {
    const [applied] = rowsOf<{ n: number }>(
      await database.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`),
    );
    const journal = carriedMigrations();
    const where = database.kind === 'postgres' ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
    console.log(
      `migrations: ${where} has ${applied?.n ?? 0} of the ${journal.length} this release carries ` +
        `(newest ${journal.at(-1)?.tag}); ${Date.now() - started} ms`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e instanceof ConfigError || e instanceof DatabaseUnreachableError ? e.message : e);
    process.exit(1);
  },
);
