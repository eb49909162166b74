import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';

const serverEntry = path.resolve(import.meta.dirname, '../../apps/server/src/server.ts');
const running: ChildProcess[] = [];

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Everything the process printed so far, stdout and stderr together. */
  output(): string;
}

/** Runs the server as `npm start` does, in its own process, with `env` over this one's and `args` (`--role api`). */
export function spawnServer(env: Record<string, string>, args: string[] = []): ServerProcess {
  const child = spawn(process.execPath, [serverEntry, ...args], {
    env: { ...process.env, NODE_ENV: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Kills every server this file started (for afterAll). */
export function killServers() {
  for (const p of running) p.kill('SIGKILL');
}

export { freePort } from '../../scripts/cluster/processes.ts';

/** Resolves with the output once the server has printed its start-up box, or fails if it exits first. */
export async function untilStarted(server: ServerProcess, timeoutMs = 90_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => {
    exitCode = code;
  });
  while (!server.output().includes('└')) {
    if (exitCode !== undefined) throw new Error(`server exited (${exitCode}):\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return server.output();
}

/** The JSON lines a server logged (LOG_FORMAT=json), parsed. */
export function jsonLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/**
 * A throw-away database on the PostgreSQL at `adminUrl` (TEST_DATABASE_URL): its address, and `drop`
 * (for afterAll; servers still connected are cut off).
 */
export async function throwawayDatabase(adminUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const onAdmin = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await onAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * What a file of server-process tests sets up: a data dir, and with TEST_DATABASE_URL a throw-away
 * database (`databaseUrl()` is '' before `beforeAll` and without one); after the file, every server it
 * started is killed and both are removed.
 */
export function serverFixture(name: string) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `mcc-${name}-`));
  let database: Awaited<ReturnType<typeof throwawayDatabase>> | undefined;
  beforeAll(async () => {
    if (adminUrl) database = await throwawayDatabase(adminUrl, `mcc_${name.replace(/-/g, '_')}`);
  });
  afterAll(async () => {
    killServers();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  });
  return { onPostgres: Boolean(adminUrl), dataDir, databaseUrl: () => database?.url ?? '' };
}
