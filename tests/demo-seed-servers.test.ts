import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, killServers, type ServerProcess, spawnServer } from './support/server-process.ts';

/**
 * Several servers started together on one empty PostgreSQL database, each asked to seed the demo data:
 * the seed runs once, the others find it present, and every server starts. PostgreSQL only.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcc-seed-servers-'));
let dbName = '';

async function onAdmin(statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

beforeAll(async () => {
  if (!adminUrl) return;
  dbName = `mcc_seed_${randomBytes(6).toString('hex')}`;
  await onAdmin(`CREATE DATABASE ${dbName}`);
});

afterAll(async () => {
  killServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (adminUrl && dbName) await onAdmin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
});

/** Resolves with the output once the server has printed its start-up box, or fails if it exits first. */
async function started(server: ServerProcess, timeoutMs = 90_000): Promise<string> {
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

describe.runIf(adminUrl)('servers started together on an empty PostgreSQL database', () => {
  it('seed the demo data once; every one of them starts', async () => {
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${dbName}`;
    const servers = await Promise.all(
      [1, 2, 3].map(async () =>
        spawnServer({
          LOG_LEVEL: 'warn',
          DATA_DIR: dataDir,
          DATABASE_URL: url.toString(),
          SEED_DEMO: 'true',
          PORT: String(await freePort()),
        }),
      ),
    );
    const outputs = await Promise.all(servers.map((server) => started(server)));
    expect(outputs.filter((o) => o.includes('Demo data created.'))).toHaveLength(1);
    expect(outputs.filter((o) => o.includes('Demo data already present.'))).toHaveLength(2);
  });
});
