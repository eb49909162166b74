/**
 * `npm run bench:drop`: an NFT drop on PostgreSQL. BENCH_BUYERS (10,000) pre-registered, funded buyers
 * race for a series of BENCH_COPIES (1,000) copies through the real server over HTTP, BENCH_CONCURRENCY
 * (64) at a time: each orders one copy (`/api/order/add`) and, when it got one, pays it
 * (`/api/order/pay`, which checks the payment password with argon2 — real work, kept). Prints attempts
 * and purchases per second, p50/p99 of an attempt, the refusals by key, and `pgbench -N` beside; exits
 * 1 unless exactly BENCH_COPIES copies sold with serials 1…N and the ledger is clean.
 *
 * The server runs in this process (one core for it and the load, the other for PostgreSQL and argon2),
 * on a throw-away database. Settings (env): BENCH_DATABASE_URL (an admin connection that may create
 * databases), BENCH_BUYERS, BENCH_COPIES, BENCH_CONCURRENCY, BENCH_SECONDS (pgbench's run, 10).
 */

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { api } from '@mcc/contract';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { openPostgres } from '../src/db/client.ts';
import { users, userTokens } from '../src/domains/auth/auth.tables.ts';
import { unwrap } from '../src/domains/ledger/ledger.service.ts';
import { verifyLedger } from '../src/domains/ledger/ledger.verify.ts';
import { nftCopies, nftSeries } from '../src/domains/nft/core/nft.tables.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { newToken } from '../src/lib/secrets.ts';
import { pgbenchTps, positiveEnv, withAdmin, withScratchDatabase } from './scratch-database.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const buyerCount = positiveEnv('BENCH_BUYERS', 10_000);
const copies = positiveEnv('BENCH_COPIES', 1_000);
const concurrency = positiveEnv('BENCH_CONCURRENCY', 64);
const seconds = positiveEnv('BENCH_SECONDS', 10);
const PAY_PASSWORD = '246810';
/** Rows per statement (and transfers per transaction) while the buyers are set up. */
const CHUNK = 1_000;

type App = Awaited<ReturnType<typeof buildApp>>;
interface Attempt {
  ms: number;
  /** When it finished (performance.now()). */
  done: number;
  /** `bought`, or the key of the refusal. */
  outcome: string;
}

/**
 * The buyers, straight into the tables (sign-up is not what is measured): one argon2 hash for every
 * payment password, a session token each, and 10 USDT each through the ledger, a chunk per transaction.
 */
async function createBuyers(app: App): Promise<string[]> {
  const db = app.database.db;
  const { ledger, auth } = app.services;
  const tag = randomBytes(3).toString('hex');
  const payPasswordHash = await hashPassword(PAY_PASSWORD);
  const tokens: string[] = [];
  for (let from = 0; from < buyerCount; from += CHUNK) {
    const size = Math.min(CHUNK, buyerCount - from);
    const created = await db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, k) => ({
          uid: `drop-${tag}-${from + k}`,
          inviteCode: `D${tag}${from + k}`,
          nickname: 'Buyer',
          payPasswordHash,
        })),
      )
      .returning({ id: users.id });
    const batch = created.map((u) => ({ userId: u.id, token: newToken() }));
    await db.insert(userTokens).values(batch.map((b) => auth.sessionRow(b.userId, b.token)));
    tokens.push(...batch.map((b) => b.token));
    await db.transaction(async (tx) => {
      const adjustments = await ledger.systemAccount(tx, 'adjustments', 'USDT');
      const specs = [];
      for (const b of batch) {
        specs.push({
          key: `drop:fund:${b.userId}`,
          debit: adjustments,
          credit: await ledger.userAccount(tx, b.userId, 'USDT'),
          asset: 'USDT' as const,
          amount: 10_000_000n,
          code: 'adjustment' as const,
        });
      }
      for (const result of await ledger.transferMany(tx, specs)) unwrap(result);
    });
  }
  return tokens;
}

async function createSeries(app: App): Promise<number> {
  const series = await app.services.nft.admin.createSeries(
    {
      name: { 'zh-Hans': '压测系列', en: 'Bench drop' },
      description: { 'zh-Hans': '压测', en: 'Bench' },
      image: `/uploads/${'0'.repeat(64)}.png`,
      price: '1',
      supply: copies,
      perUserLimit: 0,
      saleStart: new Date(Date.now() - 60_000).toISOString(),
      saleEnd: null,
      rarity: 'common',
      creator: '',
      chain: '',
      contractAddress: '',
      tokenStandard: '',
      featured: false,
      published: true,
      sort: 0,
    },
    { operator: null, actor: 'system:bench', ip: '' },
  );
  return series.id;
}

async function post(base: string, url: string, token: string, body: object) {
  const res = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; data: { id?: number; error?: string } };
}

/** One buyer's try: order one copy, and pay it when the order went through. */
async function attempt(base: string, seriesId: number, token: string): Promise<Attempt> {
  const started = performance.now();
  const order = await post(base, api.nftOrders.add.path, token, { seriesId, quantity: 1 });
  let outcome = order.data.error ?? 'bought';
  if (order.code === 1) {
    const paid = await post(base, api.nftOrders.pay.path, token, {
      id: order.data.id,
      payPassword: PAY_PASSWORD,
    });
    if (paid.code !== 1) outcome = `pay:${paid.data.error}`;
  }
  const done = performance.now();
  return { ms: done - started, done, outcome };
}

/** Every buyer once, `concurrency` at a time; answers the attempts and the wall time. */
async function drop(base: string, seriesId: number, tokens: string[]) {
  const attempts: Attempt[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < tokens.length) attempts.push(await attempt(base, seriesId, tokens[next++] as string));
    }),
  );
  return { attempts, started, seconds: (performance.now() - started) / 1000 };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const ms = (v: number) => `${v.toFixed(0)} ms`;

/** Exactly `copies` sold, serials 1…copies, the ledger clean; prints each check. */
async function check(app: App, seriesId: number, bought: number): Promise<boolean> {
  const db = app.database.db;
  const [series] = await db.select().from(nftSeries).where(eq(nftSeries.id, seriesId));
  const [serials] = await db
    .select({
      n: sql<number>`count(DISTINCT ${nftCopies.serial})::int`,
      max: sql<number>`max(${nftCopies.serial})`,
    })
    .from(nftCopies)
    .where(eq(nftCopies.seriesId, seriesId));
  const problems = (await verifyLedger(db)).flatMap((c) => c.problems);
  const checks: [string, boolean][] = [
    [`purchases answered: ${bought}`, bought === copies],
    [
      `series sold: ${series?.sold}, reserved: ${series?.reserved}`,
      series?.sold === copies && series.reserved === 0,
    ],
    [
      `distinct serials: ${serials?.n}, highest ${serials?.max}`,
      serials?.n === copies && serials.max === copies,
    ],
    [`ledger verify: ${problems.length === 0 ? 'clean' : problems.join('; ')}`, problems.length === 0],
  ];
  for (const [text, ok] of checks) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${text}`);
  return checks.every(([, ok]) => ok);
}

async function main(): Promise<number> {
  const version = (await withAdmin(adminUrl, (admin) => admin.query('SHOW server_version'))).rows[0]
    ?.server_version;
  const cpus = os.cpus();
  console.log(
    `drop bench — ${new Date().toISOString().slice(0, 10)}, ${cpus[0]?.model.trim()}, ${cpus.length} cores, ` +
      `Node ${process.versions.node}, PostgreSQL ${version}, ${buyerCount} buyers, ${copies} copies, ` +
      `${concurrency} at a time, load ${os.loadavg()[0]?.toFixed(1)} at start`,
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcc-drop-'));
  try {
    return await withScratchDatabase(adminUrl, 'drop', async (url) => {
      const database = await openPostgres(url);
      if (database.pool) database.pool.options.max = Math.max(database.pool.options.max ?? 0, concurrency);
      const many = String(1_000_000_000);
      const config = loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        RATE_LIMIT_PER_MINUTE: many,
        AUTH_RATE_LIMIT_PER_MINUTE: many,
      });
      const app = await buildApp({ config, database, logger: false });
      try {
        const base = await app.listen({ port: 0, host: '127.0.0.1' });
        const setup = performance.now();
        const tokens = await createBuyers(app);
        const seriesId = await createSeries(app);
        console.log(
          `setup: ${tokens.length} buyers funded in ${((performance.now() - setup) / 1000).toFixed(1)} s`,
        );

        const run = await drop(base, seriesId, tokens);
        const all = run.attempts.map((a) => a.ms).sort((a, b) => a - b);
        const won = run.attempts.filter((a) => a.outcome === 'bought');
        const wins = won.map((a) => a.ms).sort((a, b) => a - b);
        const refusals = new Map<string, number>();
        for (const a of run.attempts)
          if (a.outcome !== 'bought') refusals.set(a.outcome, (refusals.get(a.outcome) ?? 0) + 1);
        console.log(
          `drop: ${run.attempts.length} attempts in ${run.seconds.toFixed(1)} s = ${(run.attempts.length / run.seconds).toFixed(0)} attempts/s; ` +
            `p50 ${ms(percentile(all, 0.5))}, p99 ${ms(percentile(all, 0.99))}`,
        );
        // The sale is over when the last copy is paid; the rest of the drop is the crowd told "sold out".
        const soldOutAfter = (Math.max(...won.map((a) => a.done)) - run.started) / 1000;
        console.log(
          `  purchases (order + pay): ${won.length}, sold out after ${soldOutAfter.toFixed(1)} s = ` +
            `${(won.length / soldOutAfter).toFixed(0)}/s; p50 ${ms(percentile(wins, 0.5))}, p99 ${ms(percentile(wins, 0.99))}`,
        );
        console.log(`  refused: ${[...refusals].map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}`);
        const ok = await check(app, seriesId, won.length);
        const tps = await withScratchDatabase(adminUrl, 'pgbench', (pgUrl) => pgbenchTps(pgUrl, 16, seconds));
        console.log(`pgbench -N (16 clients, ${seconds} s): ${tps.toFixed(0)} tps`);
        return ok ? 0 : 1;
      } finally {
        await app.close();
      }
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
