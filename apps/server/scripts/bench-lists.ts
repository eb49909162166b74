/**
 * The lists a user pages through, with 1,000,000 rows in each table (issue 20, "the read path", item
 * 3), on PostgreSQL (a throw-away database, dropped at the end): the USDT statement
 * (`/api/fund/usdtDetail`, the real `wallet.statement`) over 1,000,000 ledger lines, and the AI quant
 * orders (`/api/pledge/order`, the real `pledge.orders`) over 1,000,000 orders, each at page 1 and page
 * 1,000. One user holds tens of thousands of rows in each, spread among everyone else's as they would
 * be written over time. Prints p50 / p99 per page. The team list has its own bench (`bench-team.ts`).
 *
 * Run alone (`node apps/server/scripts/bench-lists.ts`) or through `benchLists(adminUrl)`. Settings
 * (env): BENCH_DATABASE_URL (an admin connection that may create databases), BENCH_LISTS_ROWS (lines
 * and orders, 1,000,000 each), BENCH_LISTS_USERS (10,000), BENCH_LISTS_REPEAT (runs per page, 200).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { noChangeFeed } from '../src/db/change-feed.ts';
import { type Db, openPostgres, rowsOf } from '../src/db/client.ts';
import { createSharedReads } from '../src/db/shared-reads.ts';
import { createAuditService } from '../src/domains/admin/audit.service.ts';
import type { AuthService } from '../src/domains/auth/auth.service.ts';
import { createUserDirectory } from '../src/domains/auth/user-directory.service.ts';
import type { ConfigService } from '../src/domains/config/config.service.ts';
import { fillDeposits } from '../src/domains/ledger/ledger.bench-fill.ts';
import { createLedger } from '../src/domains/ledger/ledger.service.ts';
import { createPledgeService } from '../src/domains/pledge/pledge.service.ts';
import type { SecurityService } from '../src/domains/security/security.service.ts';
import { createWalletService } from '../src/domains/wallet/wallet.service.ts';
import { systemClock } from '../src/lib/clock.ts';
import { positiveEnv, runBenchAlone, timeRuns, withScratchDatabase } from './scratch-database.ts';

const BATCH = 100_000;
/** The user whose lists are timed: every HEAVY_EVERY-th line and order is theirs. */
const HEAVY_USER = 1;
const LINE_EVERY = 16;
const ORDER_EVERY = 40;
const LIMIT = 20;

/** `users` users, ids 1…users, no inviters. */
async function addUsers(db: Db, users: number) {
  await db.execute(sql`
    INSERT INTO users (id, uid, invite_code, mobile, nickname) OVERRIDING SYSTEM VALUE
    SELECT i, (10000000 + i)::text, 'L' || i, '138' || lpad(i::text, 8, '0'), 'user ' || i
    FROM generate_series(1, ${users}::int) AS i`);
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('users', 'id'), ${users})`);
}

/** `orders` active stakes in one product: every ORDER_EVERY-th is the heavy user's, the rest round-robin. */
async function addOrders(db: Db, orders: number, users: number) {
  await db.execute(sql`
    INSERT INTO pledge_products (name, term_days, daily_rate_bp, min_amount, max_amount, quota, sold, open, created_at, updated_at)
    VALUES ('{"zh-Hans":"bench"}', 30, 100, 1, 1000000000000, 1000000000000000, 0, true, now(), now())`);
  const owner = sql`CASE WHEN i % ${ORDER_EVERY} = 0 THEN ${HEAVY_USER} ELSE 2 + i % ${users - 1} END`;
  for (let from = 1; from <= orders; from += BATCH) {
    const to = Math.min(orders, from + BATCH - 1);
    await db.execute(sql`
      INSERT INTO pledge_orders (id, user_id, product_id, amount, daily_rate_bp, term_days, start_date,
        end_date, next_day, created_at) OVERRIDING SYSTEM VALUE
      SELECT i, ${owner}, (SELECT min(id) FROM pledge_products), 100000000, 100, 30,
        current_date, current_date + 30, current_date + 1, now() - make_interval(secs => ${orders}::int - i)
      FROM generate_series(${from}::int, ${to}::int) AS i`);
  }
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('pledge_orders', 'id'), ${orders})`);
}

const ms = (v: number) => `${v.toFixed(2).padStart(7)} ms`;

/** The services behind the two routes, on `db`. */
function servicesOn(db: Db) {
  const clock = systemClock;
  const ledger = createLedger({ clock });
  // Neither list signs anyone in, reads a setting or withdraws: those parts are never called here.
  const auth = {} as AuthService;
  const settings = {} as ConfigService;
  const security = {} as SecurityService;
  const uploads = { isUploadedBy: async () => false };
  const feed = noChangeFeed;
  const users = createUserDirectory({ db, feed });
  const wallet = createWalletService({ db, clock, ledger, auth, settings, uploads, users, feed, security });
  const audit = createAuditService({ clock });
  const shared = createSharedReads(feed, clock);
  const pledge = createPledgeService({ db, clock, ledger, auth, users, audit, shared });
  return { wallet, pledge };
}

type Page = { list: { id: number }[]; total: number };
type Read = (page: number, before?: number) => Promise<Page>;

/**
 * Times `read` at page 1 and page 1,000 by number, and page 1,000 again by cursor (`before` = the last
 * id of page 999), checking each answers a full page of `expected` rows in all.
 */
async function timePages(name: string, expected: number, repeat: number, read: Read) {
  const before = (await read(999)).list.at(-1)?.id;
  const runs = [
    { label: 'page 1', run: () => read(1) },
    { label: 'page 1000', run: () => read(1000) },
    { label: 'page 1000 by before', run: () => read(1000, before) },
  ];
  for (const { label, run } of runs) {
    const answer = await run();
    if (answer.total !== expected || answer.list.length !== LIMIT)
      throw new Error(
        `${name} ${label}: ${answer.list.length} rows of ${answer.total}, not ${LIMIT} of ${expected}`,
      );
    const r = await timeRuns(run, repeat);
    console.log(
      `${name.padEnd(16)} ${label.padEnd(20)} (${repeat} runs)   p50 ${ms(r.p50)}  p99 ${ms(r.p99)}`,
    );
  }
}

/** Fills a scratch database of `adminUrl`'s server, times both lists, prints the results. */
export async function benchLists(adminUrl: string): Promise<void> {
  const rows = positiveEnv('BENCH_LISTS_ROWS', 1_000_000);
  const users = positiveEnv('BENCH_LISTS_USERS', 10_000);
  const repeat = positiveEnv('BENCH_LISTS_REPEAT', 200);
  await withScratchDatabase(adminUrl, 'lists', async (url) => {
    const database = await openPostgres(url);
    try {
      const db = database.db;
      const t0 = performance.now();
      await addUsers(db, users);
      const { lines, heavyLines } = await fillDeposits(db, {
        users,
        lines: rows,
        heavyUser: HEAVY_USER,
        heavyEvery: LINE_EVERY,
        batch: BATCH,
      });
      await addOrders(db, rows, users);
      // What autovacuum does on a live server: statistics, and the visibility map index-only scans need.
      await db.execute(sql.raw('VACUUM ANALYZE'));
      const [size] = rowsOf<{ orders: number; mineOrders: number }>(
        await db.execute(sql`SELECT
                    (SELECT count(*)::int FROM pledge_orders) AS orders,
          (SELECT count(*)::int FROM pledge_orders WHERE user_id = ${HEAVY_USER}) AS "mineOrders"`),
      );
      if (!size) throw new Error('the tables could not be counted');
      const n = (v: number) => v.toLocaleString('en');
      console.log(
        `lists bench — ${n(lines)} ledger lines (user ${HEAVY_USER}: ${n(heavyLines)}), ` +
          `${n(size.orders)} orders (user ${HEAVY_USER}: ${n(size.mineOrders)}), ${n(users)} users; ` +
          `filled in ${((performance.now() - t0) / 1000).toFixed(0)} s; ${LIMIT} a page`,
      );
      const { wallet, pledge } = servicesOn(db);
      await timePages(
        'fund/usdtDetail',
        heavyLines,
        repeat,
        async (page, before) =>
          (await wallet.statement(HEAVY_USER, { page, limit: LIMIT, before }, 'USDT')).page,
      );
      await timePages('pledge/order', size.mineOrders, repeat, (page, before) =>
        pledge.orders(HEAVY_USER, { page, limit: LIMIT, before }, 'en'),
      );
    } finally {
      await database.close();
    }
  });
}

if (import.meta.main) runBenchAlone(benchLists);
