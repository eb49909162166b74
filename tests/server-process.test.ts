import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killServers, spawnServer } from './support/server-process.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcc-process-'));

afterAll(() => {
  killServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const startServer = (env: Record<string, string>) =>
  spawnServer({ LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env });

/** Resolves once the server has printed `text` (the sign-in box comes after the server listens). */
async function waitForOutput(server: { output: () => string }, text: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`no "${text}" in:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function waitForSysConfig(port: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/common/sysConfig`);
      return (await res.json()) as { code: number; data: { version: { code: number } } };
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error('server did not answer in time');
}

describe('the server process', () => {
  it('starts on a fresh data dir, seeds once, guards the dir, and shuts down gracefully', async () => {
    const port = await freePort();
    const started = Date.now();
    const first = startServer({ PORT: String(port) });
    const config = await waitForSysConfig(port, 60_000);
    expect(config.code).toBe(1);
    expect(config.data.version.code).toBe(101);
    expect(Date.now() - started).toBeLessThan(60_000);
    await waitForOutput(first, '└');
    expect(first.output()).toContain('Demo data created.');
    expect(first.output()).toContain('13800000001');

    const login = await fetch(`http://127.0.0.1:${port}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: '13800000001', password: 'demo12345' }),
    }).then((r) => r.json() as Promise<{ code: number; data: { userinfo: { uid: string } } }>);
    expect(login.code).toBe(1);

    // A second server on the same embedded database refuses, naming the owner.
    const second = startServer({ PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`in use by process ${first.child.pid}`);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    // Restarting on the same data keeps the demo data and does not seed it twice.
    const third = startServer({ PORT: String(port) });
    await waitForSysConfig(port, 60_000);
    const again = await fetch(`http://127.0.0.1:${port}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: '13800000001', password: 'demo12345' }),
    }).then((r) => r.json() as Promise<{ code: number; data: { userinfo: { uid: string } } }>);
    expect(again.data.userinfo.uid).toBe(login.data.userinfo.uid);
    await waitForOutput(third, '└');
    expect(third.output()).toContain('Demo data already present.');
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 120_000);

  it('refuses bad settings with a message naming every bad variable', async () => {
    const bad = startServer({ PORT: 'abc', LOG_LEVEL: 'loud', DATABASE_URL: 'not a url' });
    expect(await bad.exited).toBe(1);
    for (const name of ['PORT', 'LOG_LEVEL', 'DATABASE_URL']) expect(bad.output()).toContain(name);
  });

  it('logs one readable line per call and none per page, with the sign-in box last', async () => {
    const port = await freePort();
    const ownDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcc-log-'));
    const server = startServer({ PORT: String(port), LOG_LEVEL: 'info', DATA_DIR: ownDir });
    await waitForSysConfig(port, 60_000);
    await waitForOutput(server, '└');
    await fetch(`http://127.0.0.1:${port}/api/common/sysConfig`);
    await fetch(`http://127.0.0.1:${port}/pages/user/user`);
    await fetch(`http://127.0.0.1:${port}/api/user/index?secret=1`);
    await waitForOutput(server, 'GET /api/user/index 401');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    fs.rmSync(ownDir, { recursive: true, force: true });

    const lines = server.output().split('\n');
    const boxed = lines.filter((l) => l.startsWith('│')).join('\n');
    expect(boxed).toContain(`MCC is running: http://localhost:${port}`);
    expect(boxed).toMatch(/Operator admin created, password: \S{12,}/);
    expect(boxed).toContain('Demo sign-in: mobile 13800000001');
    // One line per call (the log is written by a worker thread, so a call made while the server started
    // may land after the box; the call made once the box was out lands after it).
    expect(lines.filter((l) => /GET \/api\/common\/sysConfig 200 \d+ ms$/.test(l)).length).toBeGreaterThan(0);
    const called = lines.filter((l) => /GET \/api\/user\/index 401 \d+ ms$/.test(l));
    expect(called).toHaveLength(1);
    expect(lines.indexOf(called[0] ?? '')).toBeGreaterThan(lines.findIndex((l) => l.startsWith('└')));
    expect(server.output()).not.toContain('/pages/user/user');
    expect(server.output()).not.toContain('secret=1');
    expect(lines.filter((l) => l.startsWith('{'))).toEqual([]);
  }, 90_000);
});
