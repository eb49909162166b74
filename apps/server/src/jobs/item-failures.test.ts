import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, bearer, expectError, expectOk, openTestApp, type TestApp } from '../test/harness.ts';

let app: TestApp;
let api: Api;
let tokens: Record<'finance' | 'super', string>;
beforeAll(async () => {
  ({ app, api, tokens } = await openTestApp('finance', 'super'));
});
afterAll(() => app.dispose());

const MINUTE = 60_000;
const JOB = 'recharge-confirmation';
const broken = async (): Promise<never> => {
  throw new Error('the item broke');
};
/** One pass of the job over `ids`, every item failing. */
const failingPass = async (ids: number[], opts?: { complete: boolean }) =>
  (await app.services.jobFailures.begin(JOB)).each(
    ids.map((id) => ({ id })),
    broken,
    opts,
  );
const failureOf = async (itemId: number) =>
  (await app.services.jobFailures.list({ page: 1, limit: 50, sort: 'firstFailedAt' }, 'en')).list.find(
    (f) => f.job === JOB && f.itemId === itemId,
  );

describe('item failures', () => {
  it('backs off 1, 2, 4 … minutes up to an hour, skips an item within it, and a success clears it', async () => {
    const id = 900_001;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 8; attempt++) {
      await failingPass([id]);
      const failure = await failureOf(id);
      expect(failure).toMatchObject({ attempts: attempt, errorKey: 'ERROR', message: 'the item broke' });
      const wait = Date.parse(failure?.nextAttemptAt ?? '') - Date.parse(failure?.lastFailedAt ?? '');
      waits.push(wait / MINUTE);
      // Just before the next attempt is due, the item is left alone.
      app.clock.advance(wait - 1_000);
      await failingPass([id]);
      expect(await failureOf(id)).toMatchObject({ attempts: attempt });
      app.clock.advance(1_000);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    const pass = await app.services.jobFailures.begin(JOB);
    expect(await pass.each([{ id }], async () => 'done')).toEqual(['done']);
    expect(pass.failingCount()).toBe(0);
    expect(await failureOf(id)).toBeUndefined();
  });

  it('forgets a failure whose item a complete pass no longer finds due, not one a partial pass left out', async () => {
    const id = 900_002;
    await failingPass([id]);
    app.clock.advance(MINUTE);
    await failingPass([], { complete: false });
    expect(await failureOf(id)).toMatchObject({ attempts: 1 });
    await failingPass([]);
    expect(await failureOf(id)).toBeUndefined();
  });
});

describe('the operators’ list and retry', () => {
  const as = (role: keyof typeof tokens) => ({ headers: bearer(tokens[role]) });

  it('lists the failures to finance, and has the next pass retry one now (audited)', async () => {
    const id = 900_003;
    await failingPass([id]);
    const list = expectOk(await api.get('/admin-api/jobs/failures', as('finance')), 'list');
    expect(list.list).toContainEqual(
      expect.objectContaining({ job: JOB, itemId: id, errorKey: 'ERROR', attempts: 1 }),
    );

    const retry = (itemId: number) =>
      api.post('/admin-api/jobs/failures/retry', { job: JOB, itemId }, as('finance'));
    expectError(await retry(900_999), 'JOB_FAILURE_NOT_FOUND');
    const retried = expectOk(await retry(id), 'retry');
    expect(Date.parse(retried.nextAttemptAt)).toBeLessThanOrEqual(app.clock.now().getTime());
    const audit = expectOk(
      await api.get(`/admin-api/audit?action=job.failure.retry&targetId=${JOB}:${id}`, as('super')),
      'audit',
    );
    expect(audit.list[0]).toMatchObject({ targetType: 'job_item_failure', before: {}, after: {} });

    // No waiting for the back-off: the next pass tries it, and it succeeds.
    const pass = await app.services.jobFailures.begin(JOB);
    expect(pass.waiting).not.toContain(id);
    await pass.each([{ id }], async () => true);
    expect(await failureOf(id)).toBeUndefined();
  });
});
