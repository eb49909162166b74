import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config/env.ts';
import { type Database, openPglite, openPostgres } from '../../db/client.ts';
import { runAdmin } from '../../test/cli.ts';
import { dbKind } from '../../test/harness.ts';
import { auditLog } from './admin.tables.ts';

/** `npm run admin` as a child process, on a fresh embedded data dir or a fresh PostgreSQL database. */
const script = path.resolve(import.meta.dirname, '../../../scripts/admin.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcc-admin-cli-'));
let databaseUrl = '';
let dropDatabase = async () => {};

beforeAll(async () => {
  if (dbKind !== 'postgres') return;
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `mcc_test_${randomBytes(6).toString('hex')}`;
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const d = new pg.Client({ connectionString: adminUrl });
    await d.connect();
    await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await d.end();
  };
});
afterAll(async () => {
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const admin = (...args: string[]) =>
  spawnSync(process.execPath, [script, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });

/** The same database the CLI used, opened in this process with the app's services. */
async function withApp(fn: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<void>) {
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' });
  const database: Database = databaseUrl ? await openPostgres(databaseUrl) : await openPglite(dataDir);
  const app = await buildApp({ config, database, logger: false });
  try {
    await fn(app);
  } finally {
    await app.close();
  }
}

describe('npm run admin', () => {
  it('help lists the commands; an unknown command, a missing flag or a bad value is a usage error', async () => {
    // In-process: these answer before any database is opened.
    const run = (...args: string[]) => runAdmin({ DATA_DIR: dataDir }, ...args);
    const help = await run('help');
    expect(help.status).toBe(0);
    for (const c of ['create-operator', 'list-operators', 'reset-password']) expect(help.stdout).toContain(c);
    const unknown = await run('approve-everything');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('Unknown command: approve-everything');
    const missing = await run('create-operator', '--username', 'someone');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('--role is required');
    const stray = await run('list-operators', '--all');
    expect(stray.status).toBe(2);
  });

  it('create-operator prints a password once that signs in, audited as cli:<OS user>', async () => {
    const created = admin('create-operator', '--username', 'Cli-Finance', '--role', 'finance');
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('Operator cli-finance (finance) created');
    const password = /Password: (\S+)/.exec(created.stdout)?.[1] ?? '';
    expect(password).toMatch(/^[A-Za-z2-9]{20}$/);

    const badRole = admin('create-operator', '--username', 'someone', '--role', 'root');
    expect(badRole.status).toBe(2);
    expect(badRole.stderr).toContain('--role: Unknown role');

    const again = admin('create-operator', '--username', 'cli-finance', '--role', 'super');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('USERNAME_TAKEN');

    const list = admin('list-operators');
    expect(list.status).toBe(0);
    expect(list.stdout).toMatch(/cli-finance\s+finance\s+active\s+off/);

    await withApp(async (app) => {
      const session = await app.services.operators.login({ username: 'cli-finance', password, ip: '' });
      expect(session.operator).toMatchObject({ username: 'cli-finance', role: 'finance' });
      const [row] = await app.database.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'operator.create'), eq(auditLog.targetId, String(session.operator.id))),
        );
      expect(row).toMatchObject({
        operatorId: null,
        actor: `cli:${os.userInfo().username}`,
        before: null,
        after: { username: 'cli-finance', role: 'finance' },
      });
    });
  }, 120_000);

  it.runIf(dbKind === 'pglite')(
    'refuses an embedded database that a running server holds',
    async () => {
      await withApp(async () => {
        const busy = admin('list-operators');
        expect(busy.status).toBe(2);
        expect(busy.stderr).toContain('is in use by process');
      });
    },
    60_000,
  );
});
