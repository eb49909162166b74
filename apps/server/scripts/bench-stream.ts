/**
 * `npm run bench:stream`: N open live-price streams (`GET /api/market/stream`), one operator price
 * change, and the time until every client has it (p50/p99/max from the moment the change is sent),
 * with the server's memory per open stream (its RSS with the streams open less before, over N).
 * Scenario one: one server, N = 1,000 and 5,000. Scenario two: two servers on one PostgreSQL with
 * Redis, the clients split across both, the price applied on the first. Goal: 5,000 clients, p99 ≤ 1 s,
 * ≤ 50 KB per connection.
 *
 * The servers are real (`apps/server/src/server.ts`, each its own process, so its memory is its own)
 * on a throw-away database, dropped at the end; the clients are plain HTTP requests from this process.
 * Each user may hold 10 streams (as in production), so the bench signs in N / 10 users, written
 * straight into the database with a token each.
 *
 * Settings (env): BENCH_DATABASE_URL (an admin connection that may create databases), BENCH_CLIENTS
 * (the client counts of the one-server runs, "1000,5000"), BENCH_REDIS_URL (redis://127.0.0.1:6379),
 * BENCH_ROUNDS (price changes per run, 3). Exits 1 when a client missed a price.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { formatPrice, parsePrice } from '@mcc/contract';
import pg from 'pg';
import { sha256 } from '../src/lib/secrets.ts';
import { positiveEnv, withAdmin, withScratchDatabase } from './scratch-database.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const clientCounts = (process.env.BENCH_CLIENTS ?? '1000,5000').split(',').map(Number);
const rounds = positiveEnv('BENCH_ROUNDS', 3);
const STREAMS_PER_USER = 10;
const GOAL_P99_MS = 1000;
const GOAL_KB_PER_CONNECTION = 50;
/** Streams opened at once while connecting (the server's accept backlog is 511). */
const CONNECT_BATCH = 250;

const root = path.resolve(import.meta.dirname, '../../..');
const n = (v: number) => v.toLocaleString('en');

interface Server {
  url: string;
  pid: number;
  output: () => string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A server process on `databaseUrl`; the first seeds the demo data and prints the first operator. */
async function startServer(databaseUrl: string, redis: boolean): Promise<Server> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcc-bench-stream-'));
  const child: ChildProcess = spawn(process.execPath, ['apps/server/src/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: '1',
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // Every client of the bench comes from one address.
      RATE_LIMIT_PER_MINUTE: '1000000',
      ...(redis ? { REDIS_URL: redisUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 120_000; ; ) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    const up = await fetch(`${url}/api/common/sysConfig`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid ?? 0,
    output: () => output,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A process's resident memory in bytes (Linux). */
function rss(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
}

/** `count` signed-in users, written straight into the database: their tokens. */
async function signedInUsers(databaseUrl: string, count: number): Promise<string[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const tag = randomBytes(3).toString('hex');
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (uid, invite_code, nickname)
       SELECT 'b' || $1 || i, 'B' || $1 || i, 'bench' FROM generate_series(1, $2::int) AS i RETURNING id`,
      [tag, count],
    );
    const tokens = rows.map(() => randomBytes(32).toString('base64url'));
    await db.query(
      `INSERT INTO user_tokens (user_id, token_hash, expires_at)
       SELECT unnest($1::int[]), unnest($2::text[]), now() + interval '1 day'`,
      [rows.map((r) => r.id), tokens.map(sha256)],
    );
    return tokens;
  } finally {
    await db.end();
  }
}

/** An open stream: when it saw the price being waited for. */
interface Client {
  req: http.ClientRequest;
  res: http.IncomingMessage;
  server: number;
  receivedAt?: number;
  tail: string;
}

let waitingFor = '';
let onReceived = () => {};

function openClient(server: Server, index: number, token: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${server.url}/api/market/stream`, { headers: { token }, agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered HTTP ${res.statusCode}`));
      const client: Client = { req, res, server: index, tail: '' };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        // A price may straddle two chunks: look at the end of the previous one as well.
        const text = client.tail + chunk;
        client.tail = text.slice(-64);
        if (waitingFor && client.receivedAt === undefined && text.includes(waitingFor)) {
          client.receivedAt = performance.now();
          onReceived();
        }
      });
      res.on('error', () => {});
      resolve(client);
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EMFILE') err.message += ' (raise the open-file limit: ulimit -n)';
      reject(err);
    });
  });
}

/** `count` streams spread evenly over `servers`, each user holding at most STREAMS_PER_USER. */
async function openClients(servers: Server[], tokens: string[], count: number): Promise<Client[]> {
  const clients: Client[] = [];
  for (let first = 0; first < count; first += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - first) }, (_, k) => first + k);
    clients.push(
      ...(await Promise.all(
        batch.map((i) => {
          const token = tokens[Math.floor(i / STREAMS_PER_USER)] ?? '';
          return openClient(servers[i % servers.length] as Server, i % servers.length, token);
        }),
      )),
    );
  }
  return clients;
}

async function operatorToken(server: Server): Promise<string> {
  const printed = /Operator (\S+) created, password: (\S+)/.exec(server.output());
  if (!printed) throw new Error(`the server printed no operator password:\n${server.output()}`);
  const res = await fetch(`${server.url}/admin-api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: printed[1], password: printed[2] }),
  });
  const body = (await res.json()) as { code: number; msg: string; data: { token: string } };
  if (body.code !== 1) throw new Error(`operator sign-in failed: ${body.msg}`);
  return body.data.token;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** One price change through the console's call on `via`; answers each client's delay in ms. */
async function priceRound(via: Server, bearer: string, clients: Client[], price: string) {
  for (const c of clients) c.receivedAt = undefined;
  waitingFor = `"price":"${price}"`;
  let pending = clients.length;
  const all = new Promise<void>((resolve) => {
    onReceived = () => {
      if (--pending === 0) resolve();
    };
  });
  const sent = performance.now();
  const res = await fetch(`${via.url}/admin-api/market/price`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: JSON.stringify({ symbol: 'MCC', price }),
  });
  const body = (await res.json()) as { code: number; msg: string };
  if (body.code !== 1) throw new Error(`setting the price failed: ${body.msg}`);
  await Promise.race([all, new Promise((r) => setTimeout(r, 10_000))]);
  waitingFor = '';
  return clients.map((c) => (c.receivedAt === undefined ? Number.NaN : c.receivedAt - sent));
}

interface RunResult {
  label: string;
  clients: number;
  p99: number;
  kbPerConnection: number;
  missed: number;
}

/** One run: open the streams, measure memory, change the price `rounds` times, close the streams. */
async function run(
  label: string,
  servers: Server[],
  access: { tokens: string[]; bearer: string },
  count: number,
  basePrice: bigint,
) {
  const { tokens, bearer } = access;
  const before = servers.map((s) => rss(s.pid));
  const t0 = performance.now();
  const clients = await openClients(servers, tokens, count);
  const connectMs = performance.now() - t0;
  // Let the first events (each symbol's price) go out before measuring.
  await new Promise((r) => setTimeout(r, 500));
  const after = servers.map((s) => rss(s.pid));
  const grown = after.reduce((a, b) => a + b, 0) - before.reduce((a, b) => a + b, 0);
  const kbPerConnection = grown / count / 1024;
  console.log(
    `${label}: ${n(count)} streams open in ${(connectMs / 1000).toFixed(1)} s; server RSS ` +
      `${after.map((b, i) => `${((before[i] ?? 0) / 2 ** 20).toFixed(0)} → ${(b / 2 ** 20).toFixed(0)} MB`).join(', ')}` +
      ` = ${kbPerConnection.toFixed(1)} KB per connection`,
  );
  let worstP99 = 0;
  let missed = 0;
  for (let r = 1; r <= rounds; r++) {
    const price = formatPrice(basePrice + BigInt(r) * 1_000_000n);
    const delays = await priceRound(servers[0] as Server, bearer, clients, price);
    const got = delays.filter((d) => !Number.isNaN(d)).sort((a, b) => a - b);
    missed += delays.length - got.length;
    const p99 = percentile(got, 99);
    worstP99 = Math.max(worstP99, p99);
    const perServer =
      servers.length > 1
        ? ` (${servers.map((_, i) => `server ${i + 1}: ${clients.filter((c) => c.server === i && c.receivedAt !== undefined).length}`).join(', ')})`
        : '';
    console.log(
      `  change ${r}: ${n(got.length)}/${n(count)} received${perServer}; p50 ${percentile(got, 50).toFixed(0)} ms, ` +
        `p99 ${p99.toFixed(0)} ms, max ${(got.at(-1) ?? Number.NaN).toFixed(0)} ms`,
    );
  }
  for (const c of clients) c.req.destroy();
  return { label, clients: count, p99: worstP99, kbPerConnection, missed } satisfies RunResult;
}

async function currentPrice(server: Server, token: string): Promise<bigint> {
  const res = await fetch(`${server.url}/api/market/price?symbol=MCC`, { headers: { token } });
  const body = (await res.json()) as { data: { price: string } };
  return parsePrice(body.data.price);
}

async function main(): Promise<number> {
  const version = (await withAdmin(adminUrl, (admin) => admin.query('SHOW server_version'))).rows[0]
    ?.server_version;
  const cpus = os.cpus();
  console.log(
    `stream bench — ${new Date().toISOString().slice(0, 10)}, ${cpus[0]?.model.trim()}, ${cpus.length} cores, ` +
      `Node ${process.versions.node}, PostgreSQL ${version}, load ${os.loadavg()[0]?.toFixed(1)} at start`,
  );
  const most = Math.max(...clientCounts);
  const results: RunResult[] = [];
  await withScratchDatabase(adminUrl, 'stream', async (url) => {
    const one = await startServer(url, false);
    // Operator sessions live in the database: the first server's sign-in works on every server.
    const access = {
      tokens: await signedInUsers(url, Math.ceil(most / STREAMS_PER_USER)),
      bearer: await operatorToken(one),
    };
    let price = await currentPrice(one, access.tokens[0] ?? '');
    try {
      for (const count of clientCounts) {
        results.push(await run('one server', [one], access, count, price));
        price += BigInt(rounds) * 1_000_000n;
      }
    } finally {
      await one.stop();
    }
    const pair = [await startServer(url, true), await startServer(url, true)];
    try {
      results.push(await run('two servers with Redis', pair, access, most, price));
    } finally {
      await Promise.all(pair.map((s) => s.stop()));
    }
  });
  let ok = true;
  for (const r of results) {
    const met = r.p99 <= GOAL_P99_MS && r.kbPerConnection <= GOAL_KB_PER_CONNECTION;
    if (r.missed > 0) ok = false;
    console.log(
      `${r.label}, ${n(r.clients)} clients: worst p99 ${r.p99.toFixed(0)} ms, ${r.kbPerConnection.toFixed(1)} KB/connection, ` +
        `${r.missed} missed — goal (p99 ≤ ${GOAL_P99_MS} ms, ≤ ${GOAL_KB_PER_CONNECTION} KB): ${met ? 'met' : 'MISSED'}`,
    );
  }
  return ok ? 0 : 1;
}

process.exitCode = await main();
