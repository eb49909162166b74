import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { withAdmin } from '../../apps/server/scripts/scratch-database.ts';
import { ROOT, renderNginx } from './deploy-files.ts';
import { freePort, type Proc, spawnProc, untilListening } from './processes.ts';

/** What the cluster's own programs inherit: the path to find them, nothing else of this shell. */
export const baseEnv = (): Record<string, string> => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
});

/**
 * A new empty database `mcc_cluster_<random>` on the PostgreSQL of `adminUrl` (a role that may create
 * databases): its address, and `drop` (servers still connected are cut off).
 */
export async function throwawayDatabase(adminUrl: string) {
  const name = `mcc_cluster_${randomBytes(5).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

/**
 * A Redis of the cluster's own (Debian's redis-server, in memory, on a free port of 127.0.0.1): the
 * streams' channels of a Redis are shared by everyone on it, so the cluster must not share one with
 * other servers (tests running beside it, another deployment).
 */
export async function startRedis(dir: string) {
  const port = await freePort();
  fs.mkdirSync(dir, { recursive: true });
  const proc = spawnProc(
    'redis',
    [
      'redis-server',
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ],
    { cwd: dir, env: baseEnv(), logFile: path.join(dir, 'redis.log') },
  );
  await proc.printed('Ready to accept connections', 15_000);
  return { url: `redis://127.0.0.1:${port}`, proc };
}

/**
 * The object store: `apps/server/scripts/local-s3.ts` (s3rver) on a free port, its objects in `dir`,
 * its bucket made; answers the `S3_*` settings it printed (UPLOADS_STORAGE=s3 among them).
 */
export async function startObjectStore(dir: string, bucket: string) {
  fs.mkdirSync(dir, { recursive: true });
  const script = path.join(ROOT, 'apps/server/scripts/local-s3.ts');
  const proc = spawnProc('s3', [process.execPath, script, '--port', '0', '--dir', dir, '--bucket', bucket], {
    cwd: ROOT,
    env: baseEnv(),
  });
  const printed = await proc.printed(/^ready$/m, 30_000);
  const settings = Object.fromEntries(
    printed
      .split('\n')
      .map((line) => /^([A-Z0-9_]+)=(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1] ?? '', m[2] ?? '']),
  );
  return { settings, proc };
}

/** Debian's nginx: on the path, or where Debian puts it. */
function nginxBinary(): string {
  return fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
}

export interface NginxSetup {
  /** The folder nginx runs in (its prefix): configuration, pid, logs, temporary files. */
  dir: string;
  serverName: string;
  publicUrl: string;
  httpsPort: number;
  httpPort: number;
  apiPorts: number[];
  certFile: string;
  keyFile: string;
}

/** The upstream's server lines for the API servers (docs/deploy.md, "The proxy"). */
export const upstreamLines = (ports: number[]) =>
  ports.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n    ');

/**
 * nginx in front of the API servers, in a folder of its own: `deploy/nginx/mcc.conf.template` and the
 * standalone wrapper rendered there, checked with `nginx -t`, then run in the foreground (a child of
 * this process, never the system's nginx).
 */
export async function startNginx(setup: NginxSetup) {
  const { dir } = setup;
  fs.mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  renderNginx(
    'mcc.conf.template',
    {
      MCC_SERVER_NAME: setup.serverName,
      MCC_PUBLIC_URL: setup.publicUrl,
      MCC_HTTPS_LISTEN: `127.0.0.1:${setup.httpsPort}`,
      MCC_HTTP_LISTEN: `127.0.0.1:${setup.httpPort}`,
      MCC_API_SERVERS: upstreamLines(setup.apiPorts),
      MCC_TLS_CERT: setup.certFile,
      MCC_TLS_KEY: setup.keyFile,
      MCC_LOG_DIR: dir,
    },
    path.join(dir, 'mcc.conf'),
  );
  renderNginx('standalone.conf.template', { MCC_NGINX_DIR: dir }, conf);
  const nginx = nginxBinary();
  const args = ['-p', dir, '-c', conf];
  const test = spawnSync(nginx, [...args, '-t'], { encoding: 'utf8' });
  if (test.status !== 0)
    throw new Error(`nginx -t refused the configuration (${nginx}): ${test.error?.message ?? test.stderr}`);
  const proc: Proc = spawnProc('nginx', [nginx, ...args, '-g', 'daemon off;'], { cwd: dir, env: baseEnv() });
  await untilListening(setup.httpsPort, proc);
  return { proc, conf, accessLog: path.join(dir, 'mcc.access.log') };
}

/** One line of nginx's access log (`log_format mcc_json`). */
export interface AccessLine {
  time: string;
  request_id: string;
  method: string;
  uri: string;
  status: number;
  upstream_addr: string;
  upstream_status: string;
  protocol: string;
  keyed: string;
}

/** Every line nginx has written to `file` so far. */
export function readAccessLog(file: string): AccessLine[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as AccessLine);
}
