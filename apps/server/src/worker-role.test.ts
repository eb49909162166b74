import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.ts';

/** A worker (ROLE=worker) is the app with its services, for the jobs, and no route but the probes and /metrics. */
let worker: TestApp;
beforeAll(async () => {
  worker = await createTestApp({ env: { ROLE: 'worker' } });
});
afterAll(() => worker?.dispose());

describe('a worker', () => {
  it('answers the probes and /metrics, and 404 with the envelope to every call, page and file', async () => {
    for (const url of ['/healthz', '/readyz', '/metrics'])
      expect((await worker.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    for (const [method, url] of [
      ['GET', '/api/common/sysConfig'],
      ['POST', '/api/user/login'],
      ['GET', '/admin-api/dashboard/index'],
      ['GET', '/docs/json'],
      ['GET', '/'],
      ['GET', '/admin/'],
      ['GET', '/uploads/x.png'],
    ] as const) {
      const res = await worker.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().data.error, url).toBe('NOT_FOUND');
    }
    expect(worker.servedRoutes.size).toBe(0);
  });

  it('has every service its jobs need', async () => {
    await worker.jobs.start({ catchUp: false });
    expect((await worker.jobs.runQueued()).tasks.length).toBeGreaterThan(0);
  });
});
