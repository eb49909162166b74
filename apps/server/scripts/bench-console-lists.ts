/**
 * The console's lists on a platform's worth of rows (issue 35, items 2 and 3), on PostgreSQL (a
 * throw-away database, dropped at the end): 1,000,000 recharges and 1,000,000 audit entries among
 * 100,000 users. Prints p50 / p99 of the lists' pages as the console reads them — filtered, searched,
 * sorted — through the real list services, then the export of every recharge over HTTP to a reader:
 * its rows per second and the server's memory (this process) at its peak, as V8 leaves it and, with
 * `--expose-gc`, collected every 64 chunks (what the export holds).
 *
 * `npm run bench:console-lists`. Settings (env): BENCH_DATABASE_URL (an admin connection that may
 * create databases), BENCH_CONSOLE_ROWS (recharges and audit entries, 1,000,000 each),
 * BENCH_CONSOLE_USERS (100,000), BENCH_CONSOLE_REPEAT (runs per read, 100).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { adminApi, QueryOf } from '@mcc/contract';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { noChangeFeed } from '../src/db/change-feed.ts';
import { openPostgres, rowsOf } from '../src/db/client.ts';
import { createAdminLists } from '../src/domains/admin/admin-lists.ts';
import { createUserDirectory } from '../src/domains/auth/user-directory.service.ts';
import { createUserList } from '../src/domains/auth/user-list.ts';
import { createWalletLists, type WalletLists } from '../src/domains/wallet/wallet-lists.ts';
import { listPage } from '../src/lib/console-list.ts';
import { sendCsv } from '../src/lib/csv-export.ts';
import { addAuditEntries, addRecharges, addUsers } from './bench-console-fill.ts';
import { positiveEnv, runBenchAlone, timeRuns, withScratchDatabase } from './scratch-database.ts';

type RechargeQuery = QueryOf<typeof adminApi.finance.recharges>;
const ms = (v: number) => `${v.toFixed(2).padStart(7)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const day = 86_400_000;
const iso = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();

/** Reads the export at `url` to its end; the rows, seconds and the process's peak RSS and heap growth. */
async function readExport(url: string, collect: boolean) {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const t0 = performance.now();
  const res = await new Promise<http.IncomingMessage>((resolve) => http.get(url, resolve));
  let lines = 0;
  let chunks = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    for (const byte of chunk) if (byte === 0x0a) lines++;
    if (++chunks % 64 === 0) {
      if (collect) gc?.();
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return {
    rows: lines - 1,
    seconds: (performance.now() - t0) / 1000,
    rss: peakRss - before.rss,
    heap: peakHeap - before.heapUsed,
  };
}

/** Serves the recharges' export on a port of its own, as the server does (minus the sign-in). */
async function exportServer(lists: WalletLists) {
  const app = Fastify();
  app.get('/recharges.csv', (_req, reply) =>
    sendCsv(
      reply,
      lists.rechargeExport,
      { sort: 'createdAt' as const, order: 'desc' as const, utcOffset: 480 },
      { lang: 'en', now: new Date(), record: async () => {} },
    ),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/recharges.csv` };
}

export async function benchConsoleLists(adminUrl: string): Promise<void> {
  const rows = positiveEnv('BENCH_CONSOLE_ROWS', 1_000_000);
  const userCount = positiveEnv('BENCH_CONSOLE_USERS', 100_000);
  const repeat = positiveEnv('BENCH_CONSOLE_REPEAT', 100);
  await withScratchDatabase(adminUrl, 'console', async (url) => {
    const database = await openPostgres(url);
    try {
      const db = database.db;
      const t0 = performance.now();
      await addUsers(db, userCount);
      await addRecharges(db, rows, userCount);
      await addAuditEntries(db, rows);
      await db.execute(sql.raw('VACUUM ANALYZE'));
      const n = (v: number) => v.toLocaleString('en');
      console.log(
        `console lists bench — ${n(rows)} recharges, ${n(rows)} audit entries, ${n(userCount)} users; ` +
          `filled in ${((performance.now() - t0) / 1000).toFixed(0)} s; 20 a page`,
      );
      const users = createUserDirectory({ db, feed: noChangeFeed });
      const wallet = createWalletLists({ db, users });
      const admin = createAdminLists(db);
      const userList = createUserList(db);
      const someone = 4_321;
      const [hash] = rowsOf<{ tx_hash: string }>(
        await db.execute(
          sql`SELECT tx_hash FROM recharges ORDER BY id LIMIT 1 OFFSET ${Math.floor(rows / 2)}`,
        ),
      );
      const recharges = (q: Partial<RechargeQuery>) => () =>
        wallet.listRecharges({ page: 1, limit: 20, sort: 'createdAt', ...q });
      const reads: [string, () => Promise<unknown>][] = [
        ['recharges, newest', recharges({})],
        ['recharges, reviewing (oldest)', recharges({ state: 'reviewing' })],
        ['recharges, a week by amount', recharges({ from: iso(14 * day), to: iso(7 * day), sort: 'amount' })],
        ['recharges, page 1,000', recharges({ page: 1_000 })],
        ['recharges, reviewed asc', recharges({ sort: 'reviewedAt', order: 'asc', network: 'BEP20' })],
        ['recharges, q = UID', recharges({ q: String(10_000_000 + someone) })],
        ['recharges, q = mobile end', recharges({ q: String(someone).padStart(8, '0').slice(-5) })],
        ['recharges, q = hash', recharges({ q: `0x${hash?.tx_hash ?? ''}` })],
        [
          'users, q = mobile start',
          () => listPage(userList, { page: 1, limit: 20, sort: 'createdAt', q: '1380004' }),
        ],
        [
          'users, by nickname',
          () => listPage(userList, { page: 1, limit: 20, sort: 'nickname', order: 'asc' }),
        ],
        [
          'audit, a day',
          () => admin.audit({ page: 1, limit: 20, sort: 'createdAt', from: iso(2 * day), to: iso(day) }),
        ],
        ['audit, q = actor', () => admin.audit({ page: 1, limit: 20, sort: 'createdAt', q: 'operator.4' })],
      ];
      for (const [label, run] of reads) {
        const r = await timeRuns(run, repeat);
        console.log(`${label.padEnd(32)} (${repeat} runs)   p50 ${ms(r.p50)}  p99 ${ms(r.p99)}`);
      }

      const server = await exportServer(wallet);
      try {
        for (const collect of [false, true]) {
          if (collect && !(globalThis as { gc?: unknown }).gc) continue;
          const r = await readExport(server.url, collect);
          console.log(
            `export of every recharge ${collect ? '(collected every 64 chunks)' : '(as V8 leaves it)   '}: ` +
              `${n(r.rows)} rows in ${r.seconds.toFixed(1)} s, ${n(Math.round(r.rows / r.seconds))} rows/s, ` +
              `peak growth RSS ${mb(r.rss)}, heap ${mb(r.heap)}`,
          );
        }
      } finally {
        await server.app.close();
      }
    } finally {
      await database.close();
    }
  });
}

if (import.meta.main) runBenchAlone(benchConsoleLists);
