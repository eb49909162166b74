import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { DatabaseUnreachableError, openDatabase, postgresOptions } from './db/client.ts';
import { DEMO, seedDemo } from './db/seed.ts';
import { createFirstOperator } from './domains/admin/operator.service.ts';

/** Starts the server: settings, database (migrated), demo data where wanted, then listen. */
async function main() {
  const config = loadConfig();
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

  const wantDemo = config.seedDemo || process.argv.includes('--seed-demo');
  if (wantDemo) {
    const result = await seedDemo({ db: database.db, auth: app.services.auth, ledger: app.services.ledger });
    console.log(
      `\nDemo data ${result === 'created' ? 'created' : 'already present'}.` +
        `\nDemo sign-in: mobile ${DEMO.mobile}, password ${DEMO.password}, payment password ${DEMO.payPassword}` +
        `\nInvite code of the root account: ${DEMO.rootInviteCode}`,
    );
  }
  // The first operator: always on the embedded database, on PostgreSQL only when demo data is asked for.
  if (database.kind === 'pglite' || wantDemo) {
    const first = await createFirstOperator(app.services.operators);
    if (first) {
      console.log(
        `\nOperator ${first.username} created, password: ${first.password}  — shown once, change it`,
      );
    }
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // The daily accruals' cron and worker run in the server's process; app.close() stops them.
  await app.jobs.start();
  console.log(`\nMCC is running: ${config.publicUrl}  (API docs: ${config.publicUrl}/docs)\n`);
}

main().catch((e) => {
  // Expected failures are one line for the operator; anything else keeps its stack.
  console.error(e instanceof ConfigError || e instanceof DatabaseUnreachableError ? e.message : e);
  process.exit(1);
});
