import { parseAmount } from '@mcc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_QUEUE } from '../jobs/job-runner.ts';
import { type Api, client, createTestApp, dbKind, expectError, type TestApp } from '../test/harness.ts';
import { sampleOf, scrape } from '../test/prometheus.ts';
import { credit, PAY_PASSWORD, signUp } from '../test/users.ts';

let app: TestApp;
let api: Api;

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
});
afterAll(() => app?.dispose());

describe('/metrics', () => {
  it('counts requests by route pattern and status, and times them', async () => {
    const route = { method: 'GET', route: '/api/common/sysConfig', status: '200' };
    const before = await scrape(app);
    for (let i = 0; i < 3; i++) expect((await api.get('/api/common/sysConfig')).status).toBe(200);
    // A URL the router sends to no route is one label, whatever was asked.
    await api.get('/api/no/such/call?x=1');
    const after = await scrape(app);
    const delta = (name: string, labels: Record<string, string>) =>
      sampleOf(after, name, labels) - sampleOf(before, name, labels);
    expect(delta('mcc_http_requests_total', route)).toBe(3);
    expect(delta('mcc_http_request_duration_seconds_count', { route: route.route })).toBe(3);
    expect(delta('mcc_http_requests_total', { route: '(none)', status: '404' })).toBe(1);
    expect(after).not.toContain('/api/no/such/call');
    expect(after).toContain('# TYPE mcc_http_request_duration_seconds histogram');
    // The process's own figures come with the app's.
    expect(after).toContain('process_cpu_user_seconds_total');
    expect(after).toContain('nodejs_eventloop_lag_seconds');
  });

  it("counts refusals by their error key, and the ledger's movements by kind and code once committed", async () => {
    const payer = await signUp(app);
    const payee = await signUp(app);
    const before = await scrape(app);
    await credit(app, payer.user.id, '10');
    const transfer = (payPassword: string) =>
      api.post(
        '/api/fund/transfer',
        { to: payee.user.uid, amount: '1', payPassword },
        { token: payer.token },
      );
    expectError(await transfer('111111'), 'PAY_PASSWORD_WRONG_LEFT');
    expect((await transfer(PAY_PASSWORD)).body.code).toBe(1);
    // A movement replayed by its key moved nothing the second time.
    const { ledger } = app.services;
    const spec = {
      key: `metrics-test:${payer.user.id}`,
      debit: await ledger.systemAccount(app.database.db, 'adjustments', 'USDT'),
      credit: await ledger.userAccount(app.database.db, payer.user.id, 'USDT'),
      asset: 'USDT' as const,
      amount: parseAmount('1') ?? 0n,
      code: 'adjustment' as const,
    };
    for (let i = 0; i < 2; i++)
      await app.database.db.transaction(async (tx) =>
        expect((await ledger.transfer(tx, spec)).ok).toBe(true),
      );
    // Rolled back: never counted.
    await app.database.db
      .transaction(async (tx) => {
        await ledger.transfer(tx, { ...spec, key: `${spec.key}:undone` });
        throw new Error('roll back');
      })
      .catch(() => {});
    const after = await scrape(app);
    const delta = (name: string, labels: Record<string, string>) =>
      sampleOf(after, name, labels) - sampleOf(before, name, labels);
    expect(
      delta('mcc_http_refusals_total', { route: '/api/fund/transfer', error: 'PAY_PASSWORD_WRONG_LEFT' }),
    ).toBe(1);
    expect(delta('mcc_ledger_movements_total', { kind: 'transfer', code: 'transfer' })).toBe(1);
    expect(delta('mcc_ledger_movements_total', { kind: 'transfer', code: 'adjustment' })).toBe(2);
  });

  it('counts job runs by queue and outcome', async () => {
    await app.jobs.start({ catchUp: false });
    const before = await scrape(app);
    await app.jobs.runQueued();
    const after = await scrape(app);
    const labels = { queue: DAILY_QUEUE, outcome: 'completed' };
    expect(
      sampleOf(after, 'mcc_job_runs_total', labels) - sampleOf(before, 'mcc_job_runs_total', labels),
    ).toBe(1);
    expect(sampleOf(after, 'mcc_job_last_success_timestamp_seconds', { queue: DAILY_QUEUE })).toBeGreaterThan(
      Date.now() / 1000 - 60,
    );
  });

  it('shows the open streams by kind, and the database pool on PostgreSQL', async () => {
    const text = await scrape(app);
    expect(text).toMatch(/^mcc_streams_open\{kind="price"\} 0$/m);
    expect(text).toMatch(/^mcc_streams_open\{kind="auction"\} 0$/m);
    if (dbKind === 'postgres') {
      expect(sampleOf(text, 'mcc_db_pool_max')).toBe(10);
      expect(sampleOf(text, 'mcc_db_pool_acquire_seconds_count')).toBeGreaterThan(0);
      expect(text).toMatch(/^mcc_db_pool_connections\{state="idle"\} \d+$/m);
      expect(text).toMatch(/^mcc_db_pool_waiting \d+$/m);
    } else {
      // The embedded database runs in the process: there is no pool to watch.
      expect(text).not.toContain('mcc_db_pool');
    }
  });

  it('answers only this machine, and not what came through a proxy', async () => {
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
    expect((await from('127.0.0.1')).statusCode).toBe(200);
    expect((await from('::1')).statusCode).toBe(200);
    expect((await from('::ffff:127.0.0.1')).statusCode).toBe(200);
    for (const address of ['203.0.113.9', '10.0.0.2', '::ffff:10.0.0.2', '2001:db8::1']) {
      const res = await from(address);
      expect(res.statusCode, address).toBe(403);
      expect(res.json().data.error).toBe('FORBIDDEN');
    }
    // A proxy on this machine that passed /metrics on: the request is not this machine's.
    expect((await from('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
    expect((await from('127.0.0.1', { 'x-real-ip': '203.0.113.9' })).statusCode).toBe(403);
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  const token = 'prometheus-scrape-token-1';
  let guarded: TestApp;
  beforeAll(async () => {
    guarded = await createTestApp({ env: { METRICS_TOKEN: token } });
  });
  afterAll(() => guarded?.dispose());

  it('needs the bearer token, from any address', async () => {
    const get = (headers: Record<string, string>, remoteAddress = '203.0.113.9') =>
      guarded.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });
    const ok = await get({ authorization: `Bearer ${token}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.body).toContain('mcc_http_requests_total');
    const wrong: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${token}x` },
      { authorization: token },
    ];
    for (const headers of wrong) {
      const res = await get(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().data.error).toBe('UNAUTHORIZED');
    }
    // The machine itself needs it too once it is set.
    expect((await get({}, '127.0.0.1')).statusCode).toBe(401);
  });
});
