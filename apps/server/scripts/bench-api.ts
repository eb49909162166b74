/**
 * `npm run bench:api`: the read path. Starts the real server (a child process, as in production) on a
 * throw-away PostgreSQL database with the demo data and a quiet log, and a bare Fastify route beside it,
 * then loads each with autocannon for BENCH_SECONDS (10) at BENCH_CONNECTIONS (32): the bare route, the
 * no-database `GET /api/common/sysConfig`, the signed-in reads a user opens most, and one money POST
 * (`/api/fund/transfer` of 0.01 USDT with a fresh Idempotency-Key each). Prints req/s, p50/p99,
 * errors and each read's ratio to the no-database route, and `pgbench -S` on the same server.
 * With BENCH_PGLITE=1 the same list runs on the embedded database (for reference). BENCH_ONLY=text keeps
 * the two reference routes and the calls whose name contains the text (to profile one call).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { api } from '@mcc/contract';
import autocannon from 'autocannon';
import { DEMO } from '../src/db/seed.ts';
import { pgbenchTps, positiveEnv, withScratchDatabase } from './scratch-database.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = positiveEnv('BENCH_SECONDS', 10);
const connections = positiveEnv('BENCH_CONNECTIONS', 32);
const onPglite = process.env.BENCH_PGLITE === '1';
/** BENCH_PROFILE=dir: the server writes a V8 CPU profile of the whole run there (open it in Chrome's DevTools). */
const profileDir = process.env.BENCH_PROFILE;
const only = process.env.BENCH_ONLY;
const root = path.resolve(import.meta.dirname, '../../..');

interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  /** Signed in as the demo user. */
  signedIn?: boolean;
  body?: () => string;
  /** Per request: who sends it (a token) and the body, instead of the demo user and `body`. */
  request?: () => { token: string; body: string };
}

/** A signed-in user with money and a payment password, made through the API (codes from the outbox). */
interface Payer {
  token: string;
  uid: string;
}
const PAYER_PASSWORD = 'bench-password-1';
const PAYER_PAY_PASSWORD = '135790';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

/** Starts `script` with `env` and waits until `probe` answers 200. */
async function start(
  script: string,
  env: Record<string, string>,
  probe: string,
  flags: string[] = [],
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...flags, script], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited:\n${output}`);
    const ok = await fetch(probe).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    if (Date.now() > deadline) throw new Error(`${script} did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/**
 * CPU time (ms) used so far by the server process and by PostgreSQL (every process named `postgres`:
 * the bench is the machine's only database user), read from /proc; undefined off Linux.
 */
function cpuMs(serverPid: number | undefined): { server: number; db: number } | undefined {
  if (!fs.existsSync('/proc/self/stat')) return undefined;
  const ticksOf = (pid: string) => {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return 0; // the process ended meanwhile
    }
  };
  const pids = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  const isPostgres = (pid: string) => {
    try {
      return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
    } catch {
      return false;
    }
  };
  const msPerTick = 1000 / 100; // USER_HZ is 100 on Linux
  return {
    server: serverPid ? ticksOf(String(serverPid)) * msPerTick : 0,
    db: pids.filter(isPostgres).reduce((sum, pid) => sum + ticksOf(pid), 0) * msPerTick,
  };
}

async function load(base: string, target: Target, token: string, serverPid?: number) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (target.signedIn) headers.token = token;
  // A refusal is an HTTP 200 with `code: 0`: counted as an error like a non-2xx.
  const refused = new Map<string, number>();
  const onResponse = (_status: number, body: string) => {
    if (body.startsWith('{"code":1')) return;
    const key = /"error":"([A-Z_]+)"/.exec(body)?.[1] ?? 'UNREADABLE';
    refused.set(key, (refused.get(key) ?? 0) + 1);
  };
  const cpuBefore = cpuMs(serverPid);
  const generatorBefore = process.cpuUsage();
  const result = await autocannon({
    url: `${base}${target.path}`,
    method: target.method ?? 'GET',
    connections,
    duration: seconds,
    headers,
    // A body and a fresh Idempotency-Key per request, so no answer is a replay.
    requests: [
      target.body || target.request
        ? {
            setupRequest: (req) => {
              const sent = target.request?.();
              const who = sent ? { token: sent.token } : {};
              return {
                ...req,
                headers: { ...req.headers, ...who, 'idempotency-key': randomUUID() },
                body: sent?.body ?? target.body?.(),
              };
            },
            onResponse,
          }
        : { onResponse },
    ],
  });
  const cpuAfter = cpuMs(serverPid);
  const generator = process.cpuUsage(generatorBefore);
  const perRequest = (ms: number) => Math.round((ms * 1000) / Math.max(result.requests.total, 1));
  return {
    // CPU per answered request, in µs: the server, PostgreSQL and the load generator.
    cpu:
      cpuBefore && cpuAfter
        ? {
            server: perRequest(cpuAfter.server - cpuBefore.server),
            db: perRequest(Math.max(0, cpuAfter.db - cpuBefore.db)),
            generator: perRequest((generator.user + generator.system) / 1000),
          }
        : undefined,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors:
      result.errors + result.timeouts + result.non2xx + [...refused.values()].reduce((a, b) => a + b, 0),
    refusals: [...refused].map(([key, n]) => `${key} × ${n}`).join(', '),
  };
}

async function call<T>(base: string, url: string, body?: object, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${url}`, {
    method: body ? 'POST' : 'GET',
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await res.json()) as { code: number; msg: string; data: T };
  if (answer.code !== 1) throw new Error(`${url} refused: ${answer.msg}`);
  return answer.data;
}

/** The newest code the development provider wrote to `mobile` for `event`. */
function lastCode(dataDir: string, mobile: string, event: string): string {
  const lines = fs.readFileSync(path.join(dataDir, 'outbox.jsonl'), 'utf8').trim().split('\n');
  const sent = lines.map((l) => JSON.parse(l) as { to: string; event: string; code: string });
  const code = sent.findLast((m) => m.to === mobile && m.event === event)?.code;
  if (!code) throw new Error(`no ${event} code for ${mobile}`);
  return code;
}

/**
 * `n` users who register (invited by the demo user), set a payment password and get 10 USDT from the
 * demo user, as a user would: the payers of the money POST.
 */
async function makePayers(base: string, dataDir: string, n: number, demoToken: string): Promise<Payer[]> {
  const demo = await call<{ userinfo: { inviteCode: string } }>(base, api.accounts.index.path, undefined, {
    token: demoToken,
  });
  const payers: Payer[] = [];
  for (let i = 0; i < n; i++) {
    const mobile = `1390000${String(i).padStart(4, '0')}`;
    await call(base, api.accounts.smsSend.path, { mobile, event: 'register' });
    const code = lastCode(dataDir, mobile, 'register');
    const session = await call<{ userinfo: { token: string; uid: string } }>(
      base,
      api.accounts.register.path,
      {
        mobile,
        code,
        password: PAYER_PASSWORD,
        inviteCode: demo.userinfo.inviteCode,
      },
    );
    const { token, uid } = session.userinfo;
    await call(base, api.accounts.smsSend.path, { mobile, event: 'paypwd' });
    const payCode = lastCode(dataDir, mobile, 'paypwd');
    await call(
      base,
      api.accounts.payPassword.path,
      { payPassword: PAYER_PAY_PASSWORD, code: payCode },
      { token },
    );
    await call(
      base,
      api.wallet.transfer.path,
      { to: uid, amount: '10', payPassword: DEMO.payPassword },
      { token: demoToken, 'idempotency-key': randomUUID() },
    );
    payers.push({ token, uid });
  }
  return payers;
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: DEMO.mobile, password: DEMO.password }),
  });
  const body = (await res.json()) as { code: number; msg: string; data: { userinfo: { token: string } } };
  if (body.code !== 1) throw new Error(`demo sign-in failed: ${body.msg}`);
  return body.data.userinfo.token;
}

async function measure(databaseUrl: string | undefined) {
  const [appPort, barePort] = [await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcc-bench-api-'));
  const base = `http://127.0.0.1:${appPort}`;
  const server = await start(
    'apps/server/src/server.ts',
    {
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      CODE_SENDS_PER_IP_PER_DAY: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      // A pool size to compare (README, "Settings"); the server's default otherwise.
      ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
    },
    `${base}/readyz`,
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  const bare = await start(
    'apps/server/scripts/bare-fastify.ts',
    { PORT: String(barePort) },
    `http://127.0.0.1:${barePort}/ping`,
  );
  try {
    const token = await signIn(base);
    // The recipient of the money POST: the demo user's inviter (the root account), by UID.
    const center = (await (await fetch(`${base}/api/user/index`, { headers: { token } })).json()) as {
      data: { inviter: { uid: string } | null };
    };
    const to = center.data.inviter?.uid;
    if (!to) throw new Error('the demo user has no inviter to send to');
    const targets: Target[] = [
      { name: 'bare Fastify /ping', path: '/ping' },
      { name: `GET ${api.config.sysConfig.path} (no database)`, path: api.config.sysConfig.path },
      { name: `GET ${api.wallet.balances.path}`, path: api.wallet.balances.path, signedIn: true },
      { name: `GET ${api.wallet.usdt.path}`, path: api.wallet.usdt.path, signedIn: true },
      { name: `GET ${api.pledge.index.path}`, path: api.pledge.index.path, signedIn: true },
      { name: `GET ${api.accounts.index.path}`, path: api.accounts.index.path, signedIn: true },
      { name: `GET ${api.nft.home.path}`, path: api.nft.home.path, signedIn: true },
      { name: `GET ${api.market.price.path}`, path: api.market.price.path, signedIn: true },
      {
        name: `GET ${api.wallet.usdtStatement.path}?page=1`,
        path: `${api.wallet.usdtStatement.path}?page=1&limit=20`,
        signedIn: true,
      },
      {
        name: `POST ${api.wallet.transfer.path} (one payer)`,
        path: api.wallet.transfer.path,
        method: 'POST',
        signedIn: true,
        body: () => JSON.stringify({ to, amount: '0.01', payPassword: DEMO.payPassword }),
      },
      {
        name: `POST ${api.wallet.transfer.path} (${connections} pairs of payers)`,
        path: api.wallet.transfer.path,
        method: 'POST',
        // Pair after pair, each paying back and forth: the transfers in flight at once touch different
        // accounts, as when many users pay (one account's transfers wait for each other's row lock).
        request: () => {
          const pair = turn % connections;
          const back = Math.floor(turn++ / connections) % 2;
          const [from, to] = [payers[2 * pair + back], payers[2 * pair + 1 - back]] as Payer[];
          const body = { to: to?.uid, amount: '0.01', payPassword: PAYER_PAY_PASSWORD };
          return { token: from?.token ?? '', body: JSON.stringify(body) };
        },
      },
    ];
    const reference = (t: Target) => t.path === '/ping' || t.name.includes('no database');
    const chosen = targets.filter((x) => !only || reference(x) || x.name.includes(only));
    // Made before any call is measured, whichever are chosen: the demo user's statement then holds
    // the transfers to them, with their counterparties, as a paying user's does.
    const payers = await makePayers(base, dataDir, 2 * connections, token);
    let turn = 0;
    const rows: ({ name: string } & Awaited<ReturnType<typeof load>>)[] = [];
    for (const t of chosen) {
      const at = t.path === '/ping' ? `http://127.0.0.1:${barePort}` : base;
      const pid = t.path === '/ping' ? bare.pid : server.pid;
      rows.push({ name: t.name, ...(await load(at, t, token, pid)) });
    }
    return rows;
  } finally {
    await stop(bare);
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function print(title: string, rows: Awaited<ReturnType<typeof measure>>, extra: string[]) {
  const noDb = rows.find((r) => r.name.includes('no database'))?.rps ?? 1;
  console.log(`\n${title}: ${connections} connections, ${seconds} s each, ${os.cpus().length} cores`);
  console.log(
    '| call | req/s | p50 ms | p99 ms | errors | × no-db route | CPU µs a call: server / db / load |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const cpu = r.cpu ? `${r.cpu.server} / ${r.cpu.db} / ${r.cpu.generator}` : '–';
    console.log(
      `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} | ${(r.rps / noDb).toFixed(2)} | ${cpu} |`,
    );
  }
  for (const r of rows.filter((x) => x.refusals)) console.log(`${r.name} refused: ${r.refusals}`);
  for (const line of extra) console.log(line);
}

await withScratchDatabase(adminUrl, 'api', async (url) => {
  const rows = await measure(url);
  const selects = await pgbenchTps(url, connections, seconds, '-S');
  print('PostgreSQL', rows, [`pgbench -S (same server, ${connections} clients): ${Math.round(selects)} tps`]);
});
if (onPglite) print('PGlite', await measure(undefined), []);
