/**
 * `npm run bench:ledger`: how many ledger transfers per second this machine commits, on PostgreSQL
 * (throw-away databases, dropped at the end) and on in-memory PGlite, next to `pgbench -N` as the
 * database's own ceiling. Prints one line per run and exits 1 if the ledger is not clean afterwards.
 *
 * Settings (env): BENCH_DATABASE_URL (an admin connection that may create databases),
 * BENCH_SECONDS (per run, 10), BENCH_CLIENTS (concurrent PostgreSQL clients, 16), BENCH_USERS (1000).
 */
import { randomBytes, randomInt } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { type Database, type Db, openPglite, openPostgres } from '../src/db/client.ts';
import { users } from '../src/domains/auth/auth.tables.ts';
import { createLedger, type Ledger, unwrap } from '../src/domains/ledger/ledger.service.ts';
import { ledgerSize, verifyLedger } from '../src/domains/ledger/ledger.verify.ts';
import { systemClock } from '../src/lib/clock.ts';
import { pgbenchTps, positiveEnv, withAdmin, withScratchDatabase } from './scratch-database.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = positiveEnv('BENCH_SECONDS', 10);
const clients = positiveEnv('BENCH_CLIENTS', 16);
const userCount = positiveEnv('BENCH_USERS', 1000);

/** Enough that no user runs dry however the random walk goes: a transfer moves at most 1 USDT. */
const FUNDING = 1_000_000_000_000n;
const MAX_AMOUNT = 1_000_000;

/** One user account per bench user, and the system account every hot-account transfer credits. */
interface Fixture {
  db: Db;
  ledger: Ledger;
  accounts: number[];
  fees: number;
}

interface Outcome {
  perSecond: number;
  p50: number;
  p99: number;
}

/** Runs `task(i)` for i in [0, count) on `width` workers, so setup uses the clients the runs will use. */
async function parallel(count: number, width: number, task: (i: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, worker));
}

/** Inserts the users directly (sign-up is not what is measured), then funds each through the ledger. */
async function createFixture(db: Db, width: number): Promise<Fixture> {
  const ledger = createLedger({ clock: systemClock });
  const tag = randomBytes(3).toString('hex');
  const ids: number[] = [];
  for (let from = 0; from < userCount; from += 5000) {
    const rows = Array.from({ length: Math.min(5000, userCount - from) }, (_, k) => ({
      uid: `bench-${tag}-${from + k}`,
      inviteCode: `B${tag}${from + k}`,
    }));
    const created = await db.insert(users).values(rows).returning({ id: users.id });
    ids.push(...created.map((u) => u.id));
  }
  const adjustments = await ledger.systemAccount(db, 'adjustments', 'USDT');
  const fees = await ledger.systemAccount(db, 'fees', 'USDT');
  const accounts: number[] = new Array(ids.length);
  await parallel(ids.length, width, async (i) => {
    const account = await ledger.userAccount(db, ids[i] as number, 'USDT');
    accounts[i] = account;
    await db.transaction(async (tx) => {
      const spec = { key: `fund:${account}`, debit: adjustments, credit: account, asset: 'USDT' as const };
      unwrap(await ledger.transfer(tx, { ...spec, amount: FUNDING, code: 'adjustment' }));
    });
  });
  return { db, ledger, accounts, fees };
}

/**
 * `width` clients each commit transfers back to back for `seconds`; only committed transfers count.
 * A failed transfer aborts the bench: with funded users and id-ordered locks none should fail.
 */
async function drive(
  f: Fixture,
  label: string,
  width: number,
  pick: () => { debit: number; credit: number },
): Promise<Outcome> {
  const latencies: number[] = [];
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: width }, async (_, client) => {
      for (let n = 0; performance.now() < end; n++) {
        const spec = {
          key: `${label}:${client}:${n}`,
          ...pick(),
          asset: 'USDT' as const,
          code: 'transfer' as const,
        };
        const amount = BigInt(randomInt(1, MAX_AMOUNT + 1));
        const t0 = performance.now();
        unwrap(await f.ledger.transfer(f.db, { ...spec, amount }));
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.max(0, Math.ceil(q * latencies.length) - 1)] ?? 0;
  return { perSecond: latencies.length / elapsed, p50: at(0.5), p99: at(0.99) };
}

/** Two distinct users, uniformly: contention only when two clients happen to pick the same account. */
const randomPair = (f: Fixture) => () => {
  const a = randomInt(f.accounts.length);
  const b = (a + randomInt(1, f.accounts.length)) % f.accounts.length;
  return { debit: f.accounts[a] as number, credit: f.accounts[b] as number };
};

/** Every transfer credits the `fees` account, so every transaction waits for that one row lock. */
const intoFees = (f: Fixture) => () => ({
  debit: f.accounts[randomInt(f.accounts.length)] as number,
  credit: f.fees,
});

/** Both ledger runs on one database: random pairs, then the hot account. */
async function benchLedger(engine: string, database: Database, width: number) {
  const f = await createFixture(database.db, width);
  const who = `(${width} ${width === 1 ? 'client' : 'clients'})`;
  const pairs = await drive(f, 'pairs', width, randomPair(f));
  report(engine, `random pairs ${who}`, pairs);
  report(engine, `hot account  ${who}`, await drive(f, 'hot', width, intoFees(f)));
  return pairs;
}

/** Every ledger invariant; prints one line and answers whether all hold. */
async function verify(engine: string, db: Db): Promise<boolean> {
  const failed = (await verifyLedger(db)).filter((c) => c.problems.length > 0);
  const { accounts, transfers } = await ledgerSize(db);
  const state = failed.length === 0 ? 'clean' : `FAILED (${failed.map((c) => c.name).join('; ')})`;
  console.log(`${engine.padEnd(9)} ledger verify: ${state} (${accounts} accounts, ${transfers} transfers)`);
  return failed.length === 0;
}

function report(engine: string, run: string, o: Outcome) {
  const rate = `${o.perSecond.toFixed(0).padStart(5)} transfers/s`;
  console.log(`${line(engine, run)}${rate}   p50 ${ms(o.p50)}  p99 ${ms(o.p99)}`);
}

const line = (engine: string, run: string) => `${engine.padEnd(9)} ${run.padEnd(28)}`;
const ms = (v: number) => `${v.toFixed(1).padStart(6)} ms`;

async function main(): Promise<number> {
  const version = (await withAdmin(adminUrl, (admin) => admin.query('SHOW server_version'))).rows[0]
    ?.server_version;
  const cpus = os.cpus();
  console.log(
    `ledger bench — ${new Date().toISOString().slice(0, 10)}, ${cpus[0]?.model.trim()}, ${cpus.length} cores, ` +
      `Node ${process.versions.node}, PostgreSQL ${version}, ${seconds} s per run, ${userCount} users, ` +
      // Other work on the machine takes cores from both the ledger and pgbench: say how much there was.
      `load ${os.loadavg()[0]?.toFixed(1)} at start`,
  );

  const postgresClean = await withScratchDatabase(adminUrl, 'ledger', async (url) => {
    const database = await openPostgres(url);
    // openPostgres sizes its pool for the server; every bench client needs its own connection.
    if (database.pool) database.pool.options.max = Math.max(database.pool.options.max ?? 0, clients);
    try {
      const pairs = await benchLedger('postgres', database, clients);
      const tps = await withScratchDatabase(adminUrl, 'pgbench', (url) => pgbenchTps(url, clients, seconds));
      console.log(
        `${line('postgres', `pgbench -N   (${clients} clients)`)}${tps.toFixed(0).padStart(5)} tps`,
      );
      console.log(
        `${line('postgres', 'random pairs / pgbench -N')}${(pairs.perSecond / tps).toFixed(2).padStart(5)}`,
      );
      return await verify('postgres', database.db);
    } finally {
      await database.close();
    }
  });

  // PGlite is one connection: its runs are sequential.
  const pglite = await openPglite();
  try {
    await benchLedger('pglite', pglite, 1);
    const pgliteClean = await verify('pglite', pglite.db);
    return postgresClean && pgliteClean ? 0 : 1;
  } finally {
    await pglite.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e instanceof Error ? (e.stack ?? e.message) : e);
    process.exit(2);
  },
);
