/**
 * `npm run fuzz [-- --runs N --seed N]`: builds the app on a throw-away database (in-memory PGlite, or
 * a scratch PostgreSQL database on FUZZ_DATABASE_URL's server), signs up a user and an operator, and
 * calls every route of the OpenAPI document with generated valid and hostile requests (see
 * fuzz-calls.ts). Prints the calls made and every answer ≥ 500; exits 1 when there is one.
 * Settings: FUZZ_RUNS (calls per route, default 200), FUZZ_SEED (default 1), FUZZ_DATABASE_URL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { seedDemo } from '../src/db/seed.ts';
import { describeFault, type FuzzReport, fuzz, fuzzCredentials } from './fuzz-calls.ts';
import { positiveEnv, withScratchDatabase } from './scratch-database.ts';

const { values } = parseArgs({ options: { runs: { type: 'string' }, seed: { type: 'string' } } });
if (values.runs) process.env.FUZZ_RUNS = values.runs;
if (values.seed) process.env.FUZZ_SEED = values.seed;
const runs = positiveEnv('FUZZ_RUNS', 200);
const seed = positiveEnv('FUZZ_SEED', 1);

async function run(database: Database): Promise<FuzzReport> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcc-fuzz-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
  });
  // Faults are logged by the app's error handler; print them, nothing else.
  const app = await buildApp({ config, database, logger: { level: 'error' } });
  try {
    await app.ready();
    await seedDemo({ db: database.db, ...app.services });
    const started = Date.now();
    const report = await fuzz(app, {
      seed,
      runs,
      credentials: fuzzCredentials(app),
      // A progress line on a terminal only; CI logs get the summary.
      onOperation: process.stdout.isTTY
        ? (op, r) =>
            process.stdout.write(
              `\r${r.calls} calls, ${r.faults.length} faults · ${op.method} ${op.path}`.padEnd(100),
            )
        : undefined,
    });
    process.stdout.write(
      `\n${report.calls} calls to ${report.operations} operations in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${seed}, ${runs} per operation)\n`,
    );
    process.stdout.write(`answers by status: ${JSON.stringify(report.statuses)}\n`);
    return report;
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const adminUrl = process.env.FUZZ_DATABASE_URL;
const report = adminUrl
  ? await withScratchDatabase(adminUrl, 'fuzz', async (url) => run(await openPostgres(url)))
  : await run(await openPglite());
for (const fault of report.faults.slice(0, 50)) console.log(describeFault(fault));
console.log(`answers >= 500: ${report.faults.length}`);
process.exit(report.faults.length > 0 ? 1 : 0);
