import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverEntry = path.resolve(import.meta.dirname, '../apps/server/src/server.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcc-process-'));
const running: ChildProcess[] = [];

afterAll(() => {
  for (const p of running) p.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Runs the server as `npm start` does, collecting its output. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
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
    expect(first.output()).toContain('Demo data created.');
    expect(first.output()).toContain('13800000001');

    const login = await fetch(`http://127.0.0.1:${port}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: '13800000001', password: 'demo12345' }),
    }).then((r) => r.json());
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
    }).then((r) => r.json());
    expect(again.data.userinfo.uid).toBe(login.data.userinfo.uid);
    expect(third.output()).toContain('Demo data already present.');
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 120_000);

  it('refuses bad settings with a message naming every bad variable', async () => {
    const bad = startServer({ PORT: 'abc', LOG_LEVEL: 'loud', DATABASE_URL: 'not a url' });
    expect(await bad.exited).toBe(1);
    for (const name of ['PORT', 'LOG_LEVEL', 'DATABASE_URL']) expect(bad.output()).toContain(name);
  });
});
