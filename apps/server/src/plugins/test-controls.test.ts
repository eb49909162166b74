import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config/env.ts';
import { TestClock } from '../lib/clock.ts';
import { dbKind } from '../test/harness.ts';
import { freshPglite } from '../test/pglite-snapshot.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcc-test-controls-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The real app on an in-memory database, with the given settings and no clock handed in. */
async function appWith(env: Record<string, string>) {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  return buildApp({ config, database: await freshPglite(), logger: false });
}

const advance = (app: Awaited<ReturnType<typeof appWith>>, body: unknown) =>
  app.inject({
    method: 'POST',
    url: '/test-api/clock',
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

// The app's own in-memory database either way: once is enough.
describe.runIf(dbKind === 'pglite')('test controls (TEST_CONTROLS)', () => {
  it('do not exist without the setting: no route, no docs, the real clock', async () => {
    expect(loadConfig({}).TEST_CONTROLS).toBe(false);
    const app = await appWith({});
    try {
      const res = await advance(app, { advanceMs: 86_400_000 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 0, data: { error: 'NOT_FOUND' } });
      const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: object };
      expect(Object.keys(doc.paths).filter((p) => p.startsWith('/test-api'))).toEqual([]);
      expect(app.clock).not.toBeInstanceOf(TestClock);
    } finally {
      await app.close();
    }
  });

  it('move the clock of the app by the milliseconds asked, and answer the new time', async () => {
    const app = await appWith({ TEST_CONTROLS: '1' });
    try {
      expect(app.clock).toBeInstanceOf(TestClock);
      const before = app.clock.now().getTime();
      const res = await advance(app, { advanceMs: 3 * 86_400_000 });
      expect(res.json()).toMatchObject({ code: 1, data: { now: expect.any(String) } });
      const now = Date.parse(res.json().data.now);
      expect(now - before).toBeGreaterThanOrEqual(3 * 86_400_000);
      expect(now - before).toBeLessThan(3 * 86_400_000 + 60_000);
      expect(app.clock.now().getTime()).toBeGreaterThanOrEqual(now);
      for (const body of [{ advanceMs: '1000' }, { advanceMs: 1.5 }, {}, { advanceMs: 1e15 }]) {
        expect((await advance(app, body)).json()).toMatchObject({ code: 0, data: { error: 'VALIDATION' } });
      }
    } finally {
      await app.close();
    }
  });

  it('are refused in production, naming the setting', () => {
    expect(() => loadConfig({ TEST_CONTROLS: '1', NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ TEST_CONTROLS: '1', NODE_ENV: 'production' })).toThrow(/TEST_CONTROLS/);
    expect(loadConfig({ TEST_CONTROLS: '1', NODE_ENV: 'test' }).TEST_CONTROLS).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_DEV_PROVIDERS: 'true' }).TEST_CONTROLS).toBe(false);
  });
});
