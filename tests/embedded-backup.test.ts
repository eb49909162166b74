import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort, killServers, spawnServer, untilStarted } from './support/server-process.ts';

const root = path.resolve(import.meta.dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mcc-backup-'));
const dataDir = path.join(work, 'data');
afterAll(() => {
  killServers();
  fs.rmSync(work, { recursive: true, force: true });
});

/** Runs one of the project's scripts on `dataDir`; answers its exit code and output. */
function script(file: string, args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [path.join(root, file), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}
const backup = (file: string) => script('apps/server/scripts/embedded-backup.ts', ['backup', file]);
const restore = (file: string) => script('apps/server/scripts/embedded-backup.ts', ['restore', file]);

interface Answer {
  code: number;
  // biome-ignore lint/suspicious/noExplicitAny: each call's answer is read for the one field it checks
  data: any;
}

it('copies the embedded database while the server writes, and restores a copy that verifies', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawnServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  await untilStarted(server);
  const call = async (url: string, body?: object, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${url}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json', ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    return (await res.json()) as Answer;
  };
  const signIn = async () =>
    (await call('/api/user/login', { account: '13800000001', password: 'demo12345' })).data.userinfo.token;
  const usdtOf = async (token: string) =>
    Number((await call('/api/fund/usdt', undefined, { token })).data.available);
  const token = await signIn();
  const to = (await call('/api/user/index', undefined, { token })).data.inviter.uid;
  const before = await usdtOf(token);
  // Transfers of 0.01 USDT one after another while the copy is taken: those answered before the
  // copy was asked for must be in it.
  let paying = true;
  let answered = 0;
  let answeredBeforeCopy = -1;
  const payments = (async () => {
    while (paying) {
      const paid = await call(
        '/api/fund/transfer',
        { to, amount: '0.01', payPassword: '123456' },
        { token, 'idempotency-key': randomUUID() },
      );
      expect(paid.code).toBe(1);
      answered++;
    }
  })();
  while (answered < 5) await new Promise((r) => setTimeout(r, 20));
  answeredBeforeCopy = answered;
  const copy = path.join(work, 'copy.tar.gz');
  const made = await backup(copy);
  expect(made.output).toContain(`Backup of ${dataDir}: ${copy}`);
  expect(made.code).toBe(0);
  paying = false;
  await payments;
  expect(answered).toBeGreaterThan(answeredBeforeCopy);

  // The server still holds the database: restoring is refused and changes nothing.
  const refused = await restore(copy);
  expect(refused.code).toBe(1);
  expect(refused.output).toContain('stop it first');

  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  // A file that is not a copy is refused, and the database stays as it was.
  const junk = path.join(work, 'junk.tar.gz');
  fs.writeFileSync(junk, 'not a database');
  const bad = await restore(junk);
  expect(bad.code).toBe(1);
  expect(bad.output).toContain('nothing changed');

  const restored = await restore(copy);
  expect(restored.code, restored.output).toBe(0);
  expect(restored.output).toMatch(/The database it replaced is kept in .*before-restore/);
  const verified = await script('apps/server/scripts/ledger-verify.ts', ['--chain']);
  expect(verified.output).toMatch(/ledger verify: \d+ checks passed/);
  expect(verified.code).toBe(0);

  // The restored server has every payment answered before the copy was asked for, and none it never made.
  const again = spawnServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  await untilStarted(again);
  const inCopy = Math.round((before - (await usdtOf(await signIn()))) * 100);
  expect(inCopy).toBeGreaterThanOrEqual(answeredBeforeCopy);
  expect(inCopy).toBeLessThanOrEqual(answered);
  again.child.kill('SIGTERM');
  expect(await again.exited).toBe(0);
}, 180_000);
