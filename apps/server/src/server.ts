import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { ROLE_WORDS, resolveRole } from './config/role.ts';
import { DatabaseUnreachableError, openDatabase, postgresOptions } from './db/client.ts';
import { answerBackupRequests } from './db/embedded-backup.ts';
import { DEMO, seedDemo } from './db/seed.ts';
import { createFirstOperator } from './domains/admin/operator.service.ts';
import { boxed } from './lib/banner.ts';
import { closeGracefully } from './plugins/shutdown.ts';

/**
 * Starts the server: settings, database (migrated), demo data where wanted, then listen; then, unless
 * it is an API server (`--role api`), the jobs and the chain scanner.
 */
async function main() {
  const settings = loadConfig();
  const config = { ...settings, ROLE: resolveRole(settings, process.argv.slice(2)) };
  const servesApi = config.ROLE !== 'worker';
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    postgres: {
      ...postgresOptions(config),
      onRetry: (reason, delayMs) =>
        console.error(`PostgreSQL is unreachable (${reason}); retrying in ${(delayMs / 1000).toFixed(1)} s`),
    },
  });
  const app = await buildApp({ config, database });

  // What a person needs to start is printed last, in one box, after the log of the start-up.
  const banner: string[] = [];
  // Seeding and the first operator are the API's: a person reads its output, never a worker's.
  const wantDemo = servesApi && (config.seedDemo || process.argv.includes('--seed-demo'));
  if (wantDemo) {
    // Servers started together on an empty database seed one after another (the second finds it seeded).
    const result = await database.exclusively('demo-seed', () =>
      seedDemo({ db: database.db, ...app.services }),
    );
    banner.push(
      `Demo data ${result === 'created' ? 'created' : 'already present'}.`,
      `Demo sign-in: mobile ${DEMO.mobile}, password ${DEMO.password}, payment password ${DEMO.payPassword}`,
      `Invite code of the root account: ${DEMO.rootInviteCode}`,
    );
  }
  // The first operator: always on the embedded database, on PostgreSQL only when demo data is asked for.
  if (database.kind === 'pglite' || wantDemo) {
    const first = await createFirstOperator(app.services.operators);
    if (first) {
      banner.push(
        '',
        `Operator ${first.username} created, password: ${first.password}  — shown once, change it`,
      );
    }
  }

  // The first signal drains and closes (plugins/shutdown.ts); a second one, a person insisting, exits now.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    closing = true;
    process.exit(await closeGracefully(app, signal));
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // `npm run db:backup` asks this process for a copy of the embedded database it holds.
  if (database.pglite) answerBackupRequests(database.pglite, config.dataDir, (line) => app.log.info(line));
  if (config.ROLE !== 'api') {
    // The daily accruals' cron and the periodic jobs' workers; app.close() stops them.
    await app.jobs.start();
    // The chain scanner's passes, every CHAIN_SCAN_INTERVAL_MS; app.close() stops them.
    app.services.depositScanner.start();
  }
  const role = `Role: ${config.ROLE} — ${ROLE_WORDS[config.ROLE]}`;
  if (servesApi) {
    const docs = config.apiDocs ? `  (API docs: ${config.publicUrl}/docs)` : '';
    const head = [`MCC is running: ${config.publicUrl}${docs}`, `Console: ${config.publicUrl}/admin/`, role];
    banner.unshift(...head, ...(banner.length > 0 ? [''] : []));
  } else banner.unshift(`MCC worker is running on port ${config.PORT}`, role);
  console.log(`\n${boxed(banner)}\n`);
}

main().catch((e) => {
  // Expected failures are one line for the operator; anything else keeps its stack.
  console.error(e instanceof ConfigError || e instanceof DatabaseUnreachableError ? e.message : e);
  process.exit(1);
});
