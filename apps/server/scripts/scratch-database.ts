import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';

/** Runs `use` on one admin connection (one that may create and drop databases), closing it afterwards. */
export async function withAdmin<T>(adminUrl: string, use: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await use(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A throw-away database on the admin connection's server (`mcc_bench_<label>_<random>`), dropped after
 * `use` even when it fails. Benchmarks measure on it so they never touch a real database.
 */
export async function withScratchDatabase<T>(
  adminUrl: string,
  label: string,
  use: (url: string) => Promise<T>,
): Promise<T> {
  const name = `mcc_bench_${label}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await withAdmin(adminUrl, async (admin) => {
      // pool.end() resolves before its connections are gone; dropping at once would cut them off
      // mid-goodbye, and the pool would report them as lost.
      for (let i = 0; i < 50; i++) {
        const { rows } = await admin.query(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (rows[0].n === 0) break;
        await sleep(20);
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
  }
}

/** A positive integer setting from the environment, or `fallback`. */
export function positiveEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, not ${raw}`);
  return n;
}

/**
 * PostgreSQL's own ceiling on this machine, for the benches to print beside their figures: `pgbench -N`
 * (the TPC-B-like script without the hot tellers and branches; `-S`: its select-only script) with
 * `clients` for `seconds`, on `url` (a scratch database: it is initialised at scale 10).
 */
export async function pgbenchTps(
  url: string,
  clients: number,
  seconds: number,
  script: '-N' | '-S' = '-N',
): Promise<number> {
  const run = promisify(execFile);
  await run('pgbench', ['-i', '-s', '10', '-q', url]);
  const threads = String(Math.min(os.availableParallelism(), clients));
  const { stdout } = await run('pgbench', [
    script,
    '-c',
    String(clients),
    '-j',
    threads,
    '-T',
    `${seconds}`,
    url,
  ]);
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
  if (!tps) throw new Error(`no tps line in pgbench output:\n${stdout}`);
  return Number(tps);
}

/**
 * Runs a bench on its own (`node apps/server/scripts/bench-x.ts`): the machine first, then the bench
 * against BENCH_DATABASE_URL; exits 0, or 2 with the error.
 */
export function runBenchAlone(bench: (adminUrl: string) => Promise<unknown>) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  console.log(
    `${new Date().toISOString().slice(0, 10)}, ${os.cpus()[0]?.model.trim()}, ${os.cpus().length} cores, ` +
      `Node ${process.versions.node}, load ${os.loadavg()[0]?.toFixed(1)} at start`,
  );
  bench(adminUrl).then(
    () => process.exit(0),
    (e) => {
      console.error(e instanceof Error ? (e.stack ?? e.message) : e);
      process.exit(2);
    },
  );
}

/** `run` `repeat` times after a warm-up (the cache and the pool): its p50 and p99 in ms. */
export async function timeRuns(run: () => Promise<unknown>, repeat: number) {
  for (let i = 0; i < Math.min(20, repeat); i++) await run();
  const ms: number[] = [];
  for (let i = 0; i < repeat; i++) {
    const t0 = performance.now();
    await run();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.max(0, Math.ceil(q * ms.length) - 1)] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}
