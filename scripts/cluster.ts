/**
 * `npm run cluster`: the deployment of docs/deploy.md on this machine — nginx (Debian's) with TLS and
 * HTTP/2 in front of three API servers and a worker, on one PostgreSQL database, a Redis and an
 * S3-compatible store — started from the sample files in `deploy/` (the environment file, the systemd
 * units' commands, the nginx templates), so those stay true. Prints the address and a health check,
 * then runs until Ctrl-C, which stops everything gracefully and removes what it made.
 *
 * A throw-away database is made on CLUSTER_ADMIN_DATABASE_URL (default the local PostgreSQL as
 * `postgres`) unless DATABASE_URL names one to use; a Redis of its own unless REDIS_URL is set; the
 * local S3 server (apps/server/scripts/local-s3.ts); a certificate for `localhost` made for the run.
 * The web app and the console are built first when their sources changed (as `npm start` does).
 * `startCluster`/`Cluster.stop` are what the cluster test (tests/cluster.test.ts) runs.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAppsIfStale } from './build-apps.ts';
import { DEPLOY_DIR, ROOT, readEnvFile, readUnit } from './cluster/deploy-files.ts';
import { healthCheck } from './cluster/health.ts';
import { freePort, type Proc, spawnProc } from './cluster/processes.ts';
import {
  type AccessLine,
  baseEnv,
  readAccessLog,
  startNginx,
  startObjectStore,
  startRedis,
  throwawayDatabase,
} from './cluster/services.ts';
import { selfSignedCertificate } from './self-signed-certificate.ts';

export interface ClusterOptions {
  /** API servers behind nginx (3). */
  apiServers?: number;
  /** A database to use as it is; else a throw-away one is made on `adminDatabaseUrl`. */
  databaseUrl?: string;
  adminDatabaseUrl?: string;
  /** A Redis to use; else the cluster starts its own. */
  redisUrl?: string;
  /** Settings over the environment file's for every server (a test's rate limits). */
  settings?: Record<string, string>;
  /** Where progress lines go (console.log for `npm run cluster`). */
  log?: (line: string) => void;
}

/** One server of the cluster, started as its systemd unit would start it. */
export interface ClusterServer {
  label: string;
  port: number;
  /** Its own address, past nginx: `http://127.0.0.1:<port>`. */
  url: string;
  proc: Proc;
  /** Starts it again on its port (after a kill), resolving once it serves. */
  restart(): Promise<void>;
}

export interface Cluster {
  dir: string;
  /** The address users reach, through nginx: `https://localhost:<port>`. */
  url: string;
  httpsPort: number;
  /** nginx's plain-HTTP port (it redirects to `url`). */
  httpPort: number;
  /** The certificate nginx presents (self-signed: a client must trust it). */
  ca: string;
  apis: ClusterServer[];
  worker: ClusterServer;
  databaseUrl: string;
  redisUrl: string;
  /** Every server's settings (the environment file, this machine's values, the options'). */
  settings: Record<string, string>;
  /** The first operator the seeding API server created (the cluster's database is new). */
  operator?: { username: string; password: string };
  /** nginx's access log so far, one JSON line a request. */
  accessLog(): AccessLine[];
  stop(): Promise<void>;
}

/** The values of the environment file that name its example machines and secrets, set for this one. */
function thisMachine(opts: {
  dir: string;
  databaseUrl: string;
  /** Whether the database was made for the run (else it is the caller's). */
  ownDatabase: boolean;
  redisUrl: string;
  publicUrl: string;
  s3: Record<string, string>;
}): Record<string, string> {
  const none = (...names: string[]) => Object.fromEntries(names.map((n) => [n, '']));
  return {
    HOST: '127.0.0.1',
    DATA_DIR: path.join(opts.dir, 'data'),
    DATABASE_URL: opts.databaseUrl,
    REDIS_URL: opts.redisUrl,
    PUBLIC_URL: opts.publicUrl,
    // A trial on a database of its own: the demo accounts to sign in with (only API servers seed; the
    // first operator is printed). Never into a database the caller named.
    SEED_DEMO: opts.ownDatabase ? 'true' : 'false',
    // No mail or SMS here: codes go to DATA_DIR/outbox.jsonl.
    EMAIL_PROVIDER: 'dev',
    SMS_PROVIDER: 'dev',
    ALLOW_DEV_PROVIDERS: 'true',
    ...none('SMTP_URL', 'SMS_GATEWAY_URL', 'SMS_GATEWAY_TOKEN'),
    // No chain nodes here: automatic recharge is simply not offered.
    ...none('CHAIN_ERC20_RPC_URL', 'CHAIN_BEP20_RPC_URL', 'CHAIN_TRC20_API_URL', 'CHAIN_TRC20_API_KEY'),
    ...none('CHAIN_ERC20_XPUB', 'CHAIN_BEP20_XPUB', 'CHAIN_TRC20_XPUB'),
    LEDGER_SIGNING_KEY: randomBytes(32).toString('hex'),
    METRICS_TOKEN: randomBytes(24).toString('hex'),
    ...opts.s3,
  };
}

/** Brings the cluster up, step by step as docs/deploy.md's "On one machine" says. */
export async function startCluster(opts: ClusterOptions = {}): Promise<Cluster> {
  const log = opts.log ?? (() => {});
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcc-cluster-'));
  // nginx's workers (nobody, when started as root) write their temporary files below it.
  fs.chmodSync(dir, 0o755);
  const logs = path.join(dir, 'logs');
  fs.mkdirSync(logs);
  const cleanups: (() => Promise<unknown>)[] = [];
  const cleanUp = async () => {
    for (const undo of cleanups.reverse()) await undo().catch((e) => log(`stopping: ${e}`));
    cleanups.length = 0;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const adminUrl = opts.adminDatabaseUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    let databaseUrl = opts.databaseUrl;
    if (!databaseUrl) {
      const made = await throwawayDatabase(adminUrl);
      cleanups.push(made.drop);
      databaseUrl = made.url;
    }
    log(
      `1. PostgreSQL: ${new URL(databaseUrl).pathname.slice(1)}${opts.databaseUrl ? '' : ' (made for the run)'}`,
    );

    let redisUrl = opts.redisUrl;
    if (!redisUrl) {
      const redis = await startRedis(path.join(dir, 'redis'));
      cleanups.push(() => redis.proc.stop());
      redisUrl = redis.url;
    }
    log(`2. Redis: ${redisUrl}`);

    const bucket = 'mcc-uploads';
    const s3 = await startObjectStore(path.join(dir, 's3'), bucket);
    cleanups.push(() => s3.proc.stop());
    log(`3. object store: ${s3.settings.S3_ENDPOINT}, bucket ${bucket} (the local S3 server)`);

    const tlsDir = path.join(dir, 'tls');
    fs.mkdirSync(tlsDir);
    const tls = selfSignedCertificate(tlsDir);
    const [httpsPort, httpPort] = [await freePort(), await freePort()];
    const url = `https://localhost:${httpsPort}`;
    const file = readEnvFile(path.join(DEPLOY_DIR, 'mcc.env.example')).active;
    const machine = thisMachine({
      dir,
      databaseUrl,
      ownDatabase: !opts.databaseUrl,
      redisUrl,
      publicUrl: url,
      s3: s3.settings,
    });
    const settings = { ...file, ...machine, ...opts.settings };
    // systemd: the unit's Environment= first, its EnvironmentFile= over them.
    const envOf = (unit: ReturnType<typeof readUnit>, port?: number) => ({
      ...baseEnv(),
      ...unit.environment,
      ...settings,
      ...(port ? { PORT: String(port) } : {}),
    });

    const apiUnit = readUnit('mcc-api@.service', { instance: '0' });
    const node = apiUnit.command[0] ?? 'node';
    const migrate = spawnProc('migrate', [node, 'apps/server/scripts/migrate.ts'], {
      cwd: ROOT,
      env: envOf(apiUnit),
    });
    if ((await migrate.exited) !== 0) throw new Error(`db:migrate failed:\n${migrate.output()}`);
    log(`4. ${migrate.output().trim()}`);

    /** A server as its unit starts it: an API server's instance is its port, the worker's port a free one. */
    const serverOf = (unitName: string, port: number, instance?: string): ClusterServer => {
      const label = `${unitName.startsWith('mcc-api') ? 'api' : 'worker'}-${port}`;
      const start = () => {
        const unit = readUnit(unitName, { instance });
        return spawnProc(label, unit.command, {
          cwd: ROOT,
          env: envOf(unit, port),
          logFile: path.join(logs, `${label}.log`),
        });
      };
      const server: ClusterServer = {
        label,
        port,
        url: `http://127.0.0.1:${port}`,
        proc: start(),
        async restart() {
          server.proc = start();
          await server.proc.printed('└');
        },
      };
      return server;
    };
    const apiPorts = await Promise.all(Array.from({ length: opts.apiServers ?? 3 }, () => freePort()));
    const apis = apiPorts.map((port) => serverOf('mcc-api@.service', port, String(port)));
    // The unit's port (3100) may be taken on a workstation: any free one does for a worker.
    const workerPort = await freePort();
    const worker = serverOf('mcc-worker.service', workerPort);
    /** Stops servers gracefully (SIGTERM) and says how each ended: 0 is a clean close. */
    const stopServers = async (servers: ClusterServer[]) => {
      const codes = await Promise.all(servers.map((s) => s.proc.stop()));
      log(`stopped ${servers.map((s, i) => `${s.label} (exit ${codes[i]})`).join(', ')}`);
    };
    cleanups.push(() => stopServers([worker]));
    cleanups.push(() => stopServers(apis));
    const banners = await Promise.all([...apis, worker].map((s) => s.proc.printed('└')));
    const created = banners.map((b) => /Operator (\S+) created, password: (\S+)/.exec(b)).find(Boolean);
    log(`5. ${apis.length} API servers (${apiPorts.join(', ')}) and a worker (${workerPort}) started`);

    const nginx = await startNginx({
      dir: path.join(dir, 'nginx'),
      serverName: 'localhost',
      publicUrl: url,
      httpsPort,
      httpPort,
      apiPorts,
      certFile: tls.certFile,
      keyFile: tls.keyFile,
    });
    // Fast: its streams would hold a graceful stop; the servers behind it then close gracefully.
    cleanups.push(() => nginx.proc.stop('SIGTERM'));
    log(`6. nginx on ${httpsPort} (https, HTTP/2) and ${httpPort} (http: redirects), ${nginx.conf}`);

    let stopping: Promise<void> | undefined;
    return {
      dir,
      url,
      httpsPort,
      httpPort,
      ca: fs.readFileSync(tls.certFile, 'utf8'),
      apis,
      worker,
      databaseUrl,
      redisUrl,
      settings,
      operator: created ? { username: created[1] ?? '', password: created[2] ?? '' } : undefined,
      accessLog: () => readAccessLog(nginx.accessLog),
      stop: () => {
        stopping ??= cleanUp();
        return stopping;
      },
    };
  } catch (e) {
    await cleanUp();
    throw e;
  }
}

async function main() {
  buildAppsIfStale();
  const cluster = await startCluster({
    databaseUrl: process.env.DATABASE_URL,
    adminDatabaseUrl: process.env.CLUSTER_ADMIN_DATABASE_URL,
    redisUrl: process.env.REDIS_URL,
    log: console.log,
  });
  const stop = async (signal: string) => {
    console.log(
      `\n${signal}: stopping nginx, the servers (gracefully), the store, Redis; dropping the database`,
    );
    await cluster.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  console.log(`\nMCC cluster: ${cluster.url}  (console: ${cluster.url}/admin/)`);
  console.log(
    `  certificate: ${path.join(cluster.dir, 'tls', 'cert.pem')} (made for this run: trust it or click through)`,
  );
  if (cluster.settings.SEED_DEMO === 'true')
    console.log('  demo sign-in: 13800000001 / demo12345, payment password 123456');
  if (cluster.operator)
    console.log(`  operator: ${cluster.operator.username} / ${cluster.operator.password}`);
  console.log(`  logs: ${path.join(cluster.dir, 'logs')}, nginx's in ${path.join(cluster.dir, 'nginx')}`);
  console.log(
    `  metrics: curl -H 'Authorization: Bearer ${cluster.settings.METRICS_TOKEN}' ${cluster.apis[0]?.url}/metrics`,
  );
  console.log('\nHealth check:');
  for (const line of await healthCheck(cluster)) console.log(`  ${line}`);
  console.log('\nCtrl-C stops everything.');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
