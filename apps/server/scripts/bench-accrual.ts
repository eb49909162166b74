/**
 * `npm run bench:accrual`: the time of one day's pledge accrual of 100,000 active orders with their
 * referral commissions on PostgreSQL (goal: under 5 minutes on the 2-core reference machine), then the
 * time of `team/member` at depth 3 in a 1,000,000-user tree (bench-team.ts; goal: under 50 ms). Both
 * on throw-away databases, dropped at the end. Exits 1 if the ledger is not clean after the accrual.
 *
 * The fixture is loaded in bulk (users with inviters, so the closure trigger fills `team_paths`; their
 * USDT accounts; the orders; their principal in `pledge_escrow`), staked on the 30 days before today
 * and all due today: every order earns once, its inviters at depth 1–3 get their shares, and the
 * orders ending today (one in 30) get their principal back.
 *
 * Settings (env): BENCH_DATABASE_URL (an admin connection that may create databases), BENCH_ORDERS
 * (100,000), BENCH_USERS (25,000), BENCH_FANOUT (users each user invited, 5); bench-team.ts's own.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { type Db, openPostgres } from '../src/db/client.ts';
import { type Ledger, unwrap } from '../src/domains/ledger/ledger.service.ts';
import { ledgerSize, verifyLedger } from '../src/domains/ledger/ledger.verify.ts';
import { createPledgeAccrual } from '../src/domains/pledge/pledge-accrual.ts';
import { businessDay } from '../src/lib/business-day.ts';
import { systemClock } from '../src/lib/clock.ts';
import { benchTeamMember } from './bench-team.ts';
import { positiveEnv, withAdmin, withScratchDatabase } from './scratch-database.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const orderCount = positiveEnv('BENCH_ORDERS', 100_000);
const userCount = positiveEnv('BENCH_USERS', 25_000);
const fanout = positiveEnv('BENCH_FANOUT', 5);
const GOAL_SECONDS = 300;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const n = (v: number) => v.toLocaleString('en');
/** Users' accounts created per statement while loading. */
const ACCOUNT_BATCH = 10_000;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Users, their accounts, one 30-day product and the orders, all due on `today`; answers the tree's depth. */
async function loadFixture(db: Db, ledger: Ledger, today: string) {
  // User i was invited by user (i − 2) / fanout + 1: a tree filled level by level from user 1.
  await db.execute(sql`
    INSERT INTO users (id, uid, invite_code, inviter_id) OVERRIDING SYSTEM VALUE
    SELECT i, (20000000 + i)::text, 'A' || i, CASE WHEN i = 1 THEN NULL ELSE (i - 2) / ${fanout} + 1 END
    FROM generate_series(1, ${userCount}::int) AS i`);
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('users', 'id'), ${userCount})`);
  for (let first = 1; first <= userCount; first += ACCOUNT_BATCH) {
    const ids = Array.from({ length: Math.min(ACCOUNT_BATCH, userCount - first + 1) }, (_, i) => first + i);
    await db.transaction((tx) => ledger.userAccounts(tx, ids, 'USDT'));
  }
  await db.execute(sql`
    INSERT INTO pledge_products (name, term_days, daily_rate_bp, min_amount, max_amount, quota, sold, open, created_at, updated_at)
    VALUES ('{"zh-Hans":"bench"}', 30, 80, 1, 1000000000000, 1000000000000000, 0, true, now(), now())`);
  // Order k: 100 USDT + k cents, staked (30 − k mod 30) days ago, so one in 30 ends today.
  await db.execute(sql`
    INSERT INTO pledge_orders (user_id, product_id, amount, daily_rate_bp, term_days, start_date, end_date, next_day, created_at)
    SELECT k % ${userCount} + 1, (SELECT min(id) FROM pledge_products), 100000000 + k * 10000, 80, 30,
      ${today}::date - k % 30, ${today}::date - k % 30 + 29, ${today}::date, now()
    FROM generate_series(0, ${orderCount - 1}::int) AS k`);
  const [staked] = rowsOf<{ total: string }>(
    await db.execute(sql`SELECT sum(amount)::text AS total FROM pledge_orders`),
  );
  // The principal the orders locked, in one movement (how each got there is not what is measured).
  unwrap(
    await ledger.transfer(db, {
      key: 'bench:escrow',
      debit: await ledger.systemAccount(db, 'adjustments', 'USDT'),
      credit: await ledger.systemAccount(db, 'pledge_escrow', 'USDT'),
      asset: 'USDT',
      amount: BigInt(staked?.total ?? 0),
      code: 'adjustment',
    }),
  );
  // What autovacuum does on a live server: statistics and the visibility map.
  await db.execute(sql`VACUUM ANALYZE`);
  const [tree] = rowsOf<{ depth: number }>(await db.execute(sql`SELECT max(depth) AS depth FROM team_paths`));
  return tree?.depth ?? 0;
}

async function benchAccrual(): Promise<boolean> {
  return withScratchDatabase(adminUrl, 'accrual', async (url) => {
    const database = await openPostgres(url);
    const app = await buildApp({ config: loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent' }), database });
    try {
      const db = database.db;
      const today = businessDay(systemClock.now());
      const t0 = performance.now();
      const depth = await loadFixture(db, app.services.ledger, today);
      console.log(
        `fixture: ${n(userCount)} users (each invited ${fanout}, tree depth ${depth}), ${n(orderCount)} active ` +
          `orders due ${today}, loaded in ${seconds(performance.now() - t0)}`,
      );

      const accrual = createPledgeAccrual({
        db,
        clock: systemClock,
        ledger: app.services.ledger,
        settings: app.services.settings,
        failures: app.services.jobFailures,
      });
      const t1 = performance.now();
      const counts = await accrual.run(today);
      const ms = performance.now() - t1;
      const transfers = counts.yields + counts.commissions + counts.releases;
      console.log(
        `one day's accrual: ${n(counts.orders)} orders, ${n(counts.yields)} yields, ${n(counts.commissions)} ` +
          `commissions, ${n(counts.releases)} releases = ${n(transfers)} transfers in ${seconds(ms)} ` +
          `(${n(Math.round(transfers / (ms / 1000)))} transfers/s); goal under ${GOAL_SECONDS} s: ` +
          `${ms / 1000 < GOAL_SECONDS ? 'met' : 'MISSED'}`,
      );
      const t2 = performance.now();
      const again = await accrual.run(today);
      console.log(`the same day again: ${n(again.yields)} yields, ${seconds(performance.now() - t2)}`);

      const t3 = performance.now();
      const failed = (await verifyLedger(db)).filter((c) => c.problems.length > 0);
      const total = (await ledgerSize(db)).transfers;
      const state = failed.length === 0 ? 'clean' : `FAILED (${failed.map((c) => c.name).join('; ')})`;
      console.log(`ledger verify: ${state} (${n(total)} transfers, ${seconds(performance.now() - t3)})`);
      return failed.length === 0 && again.yields === 0;
    } finally {
      await app.close();
    }
  });
}

async function main(): Promise<number> {
  const version = (await withAdmin(adminUrl, (admin) => admin.query('SHOW server_version'))).rows[0]
    ?.server_version;
  const cpus = os.cpus();
  console.log(
    `accrual bench — ${new Date().toISOString().slice(0, 10)}, ${cpus[0]?.model.trim()}, ${cpus.length} cores, ` +
      `Node ${process.versions.node}, PostgreSQL ${version}, load ${os.loadavg()[0]?.toFixed(1)} at start`,
  );
  const clean = await benchAccrual();
  await benchTeamMember(adminUrl);
  return clean ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e instanceof Error ? (e.stack ?? e.message) : e);
    process.exit(2);
  },
);
