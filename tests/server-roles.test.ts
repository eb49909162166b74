import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort, jsonLines, serverFixture, spawnServer, untilStarted } from './support/server-process.ts';

/**
 * `--role api|worker|all` (or ROLE): an API server serves HTTP and never runs a job; a worker runs the
 * jobs and answers only the probes and /metrics. Real server processes on a throw-away PostgreSQL
 * database (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL); the refusals on the embedded database need
 * neither.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const { onPostgres, dataDir, databaseUrl } = serverFixture('roles');

/** One query on the test's database. */
async function query<T>(text: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: databaseUrl() });
  await c.connect();
  try {
    return (await c.query(text)).rows as T[];
  } finally {
    await c.end();
  }
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; ; ) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a split role on the embedded database', () => {
  it('is refused in one line, from the flag or the setting', async () => {
    const port = String(await freePort());
    const [byFlag, bySetting, unknown] = [
      spawnServer({ DATA_DIR: dataDir, PORT: port }, ['--role', 'api']),
      spawnServer({ DATA_DIR: dataDir, PORT: port, ROLE: 'worker' }),
      spawnServer({ DATA_DIR: dataDir, PORT: port }, ['--role=jobs']),
    ];
    expect(await Promise.all([byFlag.exited, bySetting.exited, unknown.exited])).toEqual([1, 1, 1]);
    expect(byFlag.output().trim()).toBe(
      'Role api needs PostgreSQL (DATABASE_URL): the embedded database belongs to one process, which runs both the API and the jobs (role all)',
    );
    expect(bySetting.output().trim()).toMatch(/^Role worker needs PostgreSQL \(DATABASE_URL\)/);
    expect(unknown.output().trim()).toBe('--role must be api, worker or all (got "jobs")');
  });
});

describe.runIf(onPostgres && redisUrl)('an API server and a worker on one PostgreSQL database', () => {
  it('the API server runs no job; the worker runs them, logs each with its job id, and serves no call', async () => {
    const common = {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl(),
      REDIS_URL: redisUrl ?? '',
      LOG_FORMAT: 'json',
    };
    const apiPort = await freePort();
    const api = spawnServer({ ...common, PORT: String(apiPort), LOG_LEVEL: 'info' }, ['--role', 'api']);
    const apiBanner = await untilStarted(api);
    expect(apiBanner).toContain('Role: api — the API only; the jobs and the chain scanner run on a worker');
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    expect((await fetch(`${apiUrl}/api/common/sysConfig`)).status).toBe(200);
    // Its job queue never started: pg-boss makes its schema as it starts.
    expect(await query(`SELECT 1 FROM pg_namespace WHERE nspname = 'pgboss'`)).toEqual([]);

    // The request id: the caller's (nginx's $request_id) is answered back and carried by every line of
    // the request, the one a service writes through its own logger included.
    const requestId = 'a3f9c2e4b1d84f0e9a7c6b5d4e3f2a10';
    const sent = await fetch(`${apiUrl}/api/sms/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': requestId },
      body: JSON.stringify({ mobile: '13912345678', event: 'register' }),
    });
    expect(sent.headers.get('x-request-id')).toBe(requestId);
    const lines = await until('the request logged', async () => {
      const found = jsonLines(api.output()).filter((l) => l.reqId === requestId);
      return found.length >= 2 ? found : undefined;
    });
    expect(lines.map((l) => l.msg)).toEqual([
      expect.stringMatching(/^outbox: sms written to /),
      expect.stringMatching(/^POST \/api\/sms\/send 200 \d+ ms$/),
    ]);
    // One reqId field per line, as JSON writes it (not twice).
    expect(
      api
        .output()
        .split('\n')
        .filter((l) => l.includes(requestId) && /"reqId".*"reqId"/.test(l)),
    ).toEqual([]);

    const workerPort = await freePort();
    const worker = spawnServer({ ...common, PORT: String(workerPort), LOG_LEVEL: 'debug', ROLE: 'worker' });
    const workerBanner = await untilStarted(worker);
    expect(workerBanner).toContain(`MCC worker is running on port ${workerPort}`);
    expect(workerBanner).not.toContain('Demo data');
    // The worker queues a run of every periodic job as it starts, and runs it.
    const job = await until('a price job completed', async () => {
      const [row] = await query<{ id: string }>(
        `SELECT id FROM pgboss.job WHERE name = 'market-prices' AND state = 'completed'`,
      );
      return row;
    });
    const jobLine = await until('the job logged', async () =>
      jsonLines(worker.output()).find((l) => l.jobId === job.id),
    );
    expect(jobLine).toMatchObject({
      queue: 'market-prices',
      msg: expect.stringMatching(/^job market-prices done in/),
    });
    expect(jsonLines(api.output()).filter((l) => 'jobId' in l)).toEqual([]);

    // The worker's HTTP answers the probes and /metrics only.
    const workerUrl = `http://127.0.0.1:${workerPort}`;
    expect((await fetch(`${workerUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${workerUrl}/readyz`)).status).toBe(200);
    const metrics = await (await fetch(`${workerUrl}/metrics`)).text();
    expect(metrics).toMatch(/^mcc_job_runs_total\{queue="market-prices",outcome="completed"\} [1-9]/m);
    for (const url of ['/api/common/sysConfig', '/admin-api/auth/me', '/docs', '/', '/admin/']) {
      const res = await fetch(`${workerUrl}${url}`);
      expect(res.status, url).toBe(404);
      expect((await res.json()).data.error, url).toBe('NOT_FOUND');
    }
    const apiMetrics = await (await fetch(`${apiUrl}/metrics`)).text();
    expect(apiMetrics).not.toContain('mcc_job_runs_total{');

    for (const server of [api, worker]) server.child.kill('SIGTERM');
    expect(await Promise.all([api.exited, worker.exited])).toEqual([0, 0]);
  }, 120_000);
});
