/**
 * The console dashboard's trends (issue 35, "every figure … under 200 ms on the 1,000,000-row bench
 * data"), on PostgreSQL (a throw-away database, dropped at the end): 1,000,000 rows in each table the
 * figures read — users, recharges, withdrawals, AI-quant orders, ledger transfers (yield, commissions and
 * other codes), ledger accounts, NFT orders, auctions and their bids, users' active hours — spread over
 * the last year. The rollup catches the year up first (timed); then per period, at a half-hour offset
 * (India's: each day's edge hour is read live), the first call (every bucket read, the closed ones kept)
 * once, and each statement of the later calls (the open bucket) and the whole call. Prints p50 / p99.
 *
 * Run alone (`npm run bench:dashboard`) or through `benchDashboard(adminUrl)`. Settings (env):
 * BENCH_DATABASE_URL (an admin connection that may create databases), BENCH_DASHBOARD_ROWS (1,000,000
 * a table), BENCH_DASHBOARD_REPEAT (runs per query, 100).
 */
import { performance } from 'node:perf_hooks';
import { type DashboardTrends, TREND_PERIODS } from '@mcc/contract';
import { sql } from 'drizzle-orm';
import { type Db, openPostgres, rowsOf } from '../src/db/client.ts';
import { createAdminTrends } from '../src/domains/admin/admin-trends.service.ts';
import { bucketsOf, readPlan } from '../src/domains/admin/trend-buckets.ts';
import type { TrendSources } from '../src/domains/admin/trend-ports.ts';
import { createTrendReads } from '../src/domains/admin/trend-reads.ts';
import { createUserStats } from '../src/domains/auth/user-stats.service.ts';
import { fillYearOfTransfers } from '../src/domains/ledger/ledger.bench-fill.ts';
import { createLedgerStats } from '../src/domains/ledger/ledger-stats.service.ts';
import { createNftStats } from '../src/domains/nft/nft-stats.service.ts';
import { createPledgeStats } from '../src/domains/pledge/pledge-stats.service.ts';
import { createWalletStats } from '../src/domains/wallet/wallet-stats.service.ts';
import { systemClock } from '../src/lib/clock.ts';
import { positiveEnv, runBenchAlone, timeRuns, withScratchDatabase } from './scratch-database.ts';

const BATCH = 100_000;
const YEAR_HOURS = 365 * 24;
const INDIA = 330;

/** Row i's time: spread evenly over the year up to now, as SQL over `i` of `rows`. */
const spread = (rows: number) =>
  sql`now() - interval '365 days' + make_interval(secs => (i::float8 * ${YEAR_HOURS * 3600} / ${rows}))`;

/** Runs `insert` (an INSERT … SELECT over `i`) for i in 1…rows, BATCH at a time. */
async function inBatches(db: Db, rows: number, insert: (from: number, to: number) => ReturnType<typeof sql>) {
  for (let from = 1; from <= rows; from += BATCH)
    await db.execute(insert(from, Math.min(rows, from + BATCH - 1)));
}
const series = (from: number, to: number) => sql`generate_series(${from}::int, ${to}::int) AS i`;

/** Every table the figures read, `rows` rows each (a year of business), and what they need to exist. */
async function fill(db: Db, rows: number) {
  const at = spread(rows);
  const user = sql`(1 + i % ${rows})`;
  const network = sql`(ARRAY['TRC20','ERC20','BEP20'])[1 + i % 3]`;
  await inBatches(
    db,
    rows,
    (f, t) => sql`
    INSERT INTO users (id, uid, invite_code, nickname, created_at, updated_at) OVERRIDING SYSTEM VALUE
    SELECT i, (10000000 + i)::text, 'B' || i, 'user ' || i, ${at}, ${at} FROM ${series(f, t)}`,
  );
  await fillYearOfTransfers(db, { users: rows, transfers: rows, batch: BATCH });
  await inBatches(
    db,
    rows,
    (f, t) => sql`
    INSERT INTO recharges (user_id, network, amount, tx_hash, proof, state, created_at, reviewed_at)
    SELECT ${user}, ${network}, 1000000 * (1 + i % 500), md5(i::text), '/p.png',
      CASE WHEN i > ${rows} - 300 THEN 'reviewing' WHEN i % 10 = 0 THEN 'rejected' ELSE 'approved' END,
      ${at}, CASE WHEN i > ${rows} - 300 THEN NULL ELSE ${at} + interval '10 minutes' END
    FROM ${series(f, t)}`,
  );
  await inBatches(
    db,
    rows,
    (f, t) => sql`
    INSERT INTO withdrawals (user_id, network, address, amount, fee, state, created_at, resolved_at)
    SELECT ${user}, ${network}, 'T' || i, 1000000 * (10 + i % 300), 1000000,
      CASE WHEN i > ${rows} - 300 THEN 'reviewing' WHEN i % 10 = 0 THEN 'rejected' ELSE 'paid' END,
      ${at}, CASE WHEN i > ${rows} - 300 THEN NULL ELSE ${at} + interval '30 minutes' END
    FROM ${series(f, t)}`,
  );
  await db.execute(sql`
    INSERT INTO pledge_products (name, term_days, daily_rate_bp, min_amount, max_amount, quota, sold, open, created_at, updated_at)
    VALUES ('{"zh-Hans":"bench"}', 30, 100, 1, 1000000000000, 1000000000000000, 0, true, now(), now())`);
  await inBatches(
    db,
    rows,
    (f, t) => sql`
    INSERT INTO pledge_orders (user_id, product_id, amount, daily_rate_bp, term_days, start_date, end_date, next_day, created_at)
    SELECT ${user}, (SELECT min(id) FROM pledge_products), 100000000, 100, 30, current_date, current_date + 30,
      current_date + 1, ${at}
    FROM ${series(f, t)}`,
  );
  await fillNft(db, rows);
  // Users' active hours: each hour of the year, ~rows / 8,760 users, none twice in an hour.
  await inBatches(
    db,
    rows,
    (f, t) => sql`
    INSERT INTO user_active_hours (hour, user_id)
    SELECT date_trunc('hour', now() - interval '365 days') + make_interval(hours => i % ${YEAR_HOURS}),
      1 + ((i / ${YEAR_HOURS}) * ${YEAR_HOURS + 1} + i % ${YEAR_HOURS}) % ${rows}
    FROM ${series(f, t)}`,
  );
}

/** NFT orders (primary paid, resale completed, some expired), auctions with their winning bids, appeals. */
async function fillNft(db: Db, rows: number) {
  const at = spread(rows);
  await db.execute(sql`
    INSERT INTO nft_series (name, description, image, price, supply, sale_start, rarity, created_at, updated_at)
    VALUES ('{"zh-Hans":"bench"}', '{"zh-Hans":""}', '/a.png', 10000000, 100000000, now(), 'common', now(), now())`);
  await db.execute(sql`
    INSERT INTO nft_copies (series_id, serial, owner_id, acquired_via, acquired_at)
    VALUES ((SELECT min(id) FROM nft_series), 1, 1, 'primary', now())`);
  await db.execute(sql`
    INSERT INTO nft_listings (copy_id, series_id, seller_id, price, fee, pay_methods, status, created_at)
    VALUES ((SELECT min(id) FROM nft_copies), (SELECT min(id) FROM nft_series), 1, 100000000, 1000000, '[]', 'sold', now())`);
  const resale = sql`i % 5 = 0`;
  await inBatches(
    db,
    rows,
    (f, t) => sql`
    INSERT INTO nft_orders (kind, user_id, series_id, listing_id, copy_id, seller_id, fee, quantity, unit_price,
      amount, status, deadline, created_at, paid_at, closed_at)
    SELECT CASE WHEN ${resale} THEN 'resale' ELSE 'primary' END, 2 + i % ${rows - 1}, (SELECT min(id) FROM nft_series),
      CASE WHEN ${resale} THEN (SELECT min(id) FROM nft_listings) END,
      CASE WHEN ${resale} THEN (SELECT min(id) FROM nft_copies) END, CASE WHEN ${resale} THEN 1 END,
      CASE WHEN ${resale} THEN 1000000 END, 1, 10000000, 10000000,
      CASE WHEN i % 7 = 0 THEN 'expired' WHEN ${resale} THEN 'completed' ELSE 'paid' END,
      ${at}, ${at}, ${at}, ${at}
    FROM ${series(f, t)}`,
  );
  await db.execute(sql`
    INSERT INTO nft_appeals (order_id, opened_by, reason, created_at)
    SELECT id, 'seller', 'not_received', created_at FROM nft_orders WHERE kind = 'resale' ORDER BY id DESC LIMIT 100`);
  await inBatches(
    db,
    rows,
    (f, t) => sql`
    INSERT INTO nft_auctions (id, series_id, start_price, increment_bp, starts_at, ends_at, status, leading_bid_id,
      bids, fee, created_at, settled_at) OVERRIDING SYSTEM VALUE
    SELECT i, (SELECT min(id) FROM nft_series), 10000000, 500, ${at}, ${at} + interval '1 hour',
      CASE WHEN i % 5 = 0 THEN 'unsold' ELSE 'sold' END, i, 1, 250000, ${at}, ${at} + interval '1 hour'
    FROM ${series(f, t)}`,
  );
  await inBatches(
    db,
    rows,
    (f, t) => sql`
    INSERT INTO nft_bids (id, auction_id, user_id, amount, status, created_at) OVERRIDING SYSTEM VALUE
    SELECT i, i, 1 + i % ${rows}, 10000000 + i % 1000 * 1000000, 'won', ${at} FROM ${series(f, t)}`,
  );
}

/** The trends' sources, as admin.domain.ts wires them, on `db`. */
function sourcesOn(db: Db): TrendSources {
  const users = createUserStats();
  const wallet = createWalletStats({ db });
  const ledger = createLedgerStats({ db });
  const nft = createNftStats({ db });
  return {
    metrics: [
      ...users.metrics,
      ...wallet.metrics,
      ...createPledgeStats().metrics,
      ...ledger.metrics,
      ...nft.metrics,
    ],
    activeUsers: users.activeUsers,
    pending: async () => [...(await wallet.pending()), ...(await nft.pending())],
    liabilities: ledger.liabilities,
  };
}

const ms = (v: number) => `${v.toFixed(1).padStart(7)} ms`;

/** Fills a scratch database of `adminUrl`'s server, rolls the year up, times each query of the trends. */
export async function benchDashboard(adminUrl: string): Promise<void> {
  const rows = positiveEnv('BENCH_DASHBOARD_ROWS', 1_000_000);
  const repeat = positiveEnv('BENCH_DASHBOARD_REPEAT', 100);
  await withScratchDatabase(adminUrl, 'dashboard', async (url) => {
    const database = await openPostgres(url);
    try {
      const db = database.db;
      const t0 = performance.now();
      await fill(db, rows);
      await db.execute(sql.raw('VACUUM ANALYZE'));
      const n = rows.toLocaleString('en');
      console.log(
        `dashboard bench — ${n} rows in each table the figures read, filled in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
      );

      const sources = sourcesOn(db);
      const trends = createAdminTrends({ db, clock: systemClock, sources });
      const t1 = performance.now();
      const { hours } = await trends.rollUp();
      const [stats] = rowsOf<{ n: number }>(
        await db.execute(sql`SELECT count(*)::int AS n FROM stats_hourly`),
      );
      console.log(
        `rollup: ${hours.toLocaleString('en')} hours caught up in ${((performance.now() - t1) / 1000).toFixed(1)} s ` +
          `(${stats?.n.toLocaleString('en')} rows in stats_hourly)`,
      );
      const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - 3_600_000);
      const once = await timeRuns(() => trends.recompute(new Date(hour.getTime() - 3_600_000), hour), 20);
      console.log(`rollup of one hour, every metric (20 runs)   p50 ${ms(once.p50)}  p99 ${ms(once.p99)}`);

      const reads = createTrendReads({ db, metrics: sources.metrics, active: sources.activeUsers });
      for (const period of TREND_PERIODS) {
        // The first call reads every bucket and keeps the closed ones; it is timed once.
        const t2 = performance.now();
        const answer: DashboardTrends = await trends.trends({ period, utcOffset: INDIA });
        console.log(`${period.padEnd(6)} first call, every bucket read       ${ms(performance.now() - t2)}`);
        if (answer.totals.deposits.total.count === 0) throw new Error(`${period}: no deposits found`);
        // Every later call reads the open buckets only (the current one): its statements, one by one.
        const now = new Date();
        const rolledUpTo = await trends.rolledUpTo();
        // The open bucket as large as it gets (a month on its last day) whatever day the bench runs.
        const worst = { start: '', from: new Date(now.getTime() - 31 * 86_400_000), to: now };
        const open =
          period === 'month'
            ? [worst]
            : bucketsOf(now, period, INDIA).filter((b) => !rolledUpTo || b.to > rolledUpTo);
        const starts = open.map((b) => b.from);
        const plan = readPlan(open, now, rolledUpTo);
        const rolled = plan.rolled;
        const span = period === 'month' ? ', 31 days' : '';
        const queries: [string, () => Promise<unknown>][] = [
          [
            `rolled-up hours${span}`,
            () => (rolled ? reads.rolledUp(starts, rolled, plan.cut) : Promise.resolve()),
          ],
          [`live${span} (${plan.live.length} ranges)`, () => reads.live(starts, plan.live)],
          [`active users${span}`, () => reads.activeUsers(starts, { from: starts[0] ?? now, to: now })],
          ['pending queues', () => sources.pending()],
          ['liabilities', () => sources.liabilities()],
          ['whole call', () => trends.trends({ period, utcOffset: INDIA })],
        ];
        for (const [label, run] of queries) {
          const r = await timeRuns(run, repeat);
          console.log(
            `${period.padEnd(6)} ${label.padEnd(22)} (${repeat} runs)   p50 ${ms(r.p50)}  p99 ${ms(r.p99)}`,
          );
        }
      }
    } finally {
      await database.close();
    }
  });
}

if (import.meta.main) runBenchAlone(benchDashboard);
