import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, expectOk, openTestApp, type TestApp } from '../../test/harness.ts';
import { adjustApproved, asOperator } from '../../test/operators.ts';
import { signUp } from '../../test/users.ts';
import { auditLog } from './admin.tables.ts';

let app: TestApp;
let api: Api;
let finance: string;
let operations: string;
let superToken: string;

beforeAll(async () => {
  ({
    app,
    api,
    tokens: { finance, operations, super: superToken },
  } = await openTestApp('finance', 'operations', 'super'));
});
afterAll(() => app.dispose());

describe('audit rows carry the operator', () => {
  // The console writes this checks are made here, not left to other tests: a user's suspension and
  // reinstatement, a manual adjustment and a settings save.
  beforeAll(async () => {
    const { user } = await signUp(app);
    const status = (status: string) =>
      api.post(`/admin-api/users/${user.id}/status`, { status }, asOperator(operations));
    expectOk(await status('suspended'), 'suspend');
    expectOk(await status('active'), 'reinstate');
    const adjustment = { asset: 'USDT', direction: 'credit', amount: '1', reason: 'Audited' };
    await adjustApproved(api, { proposer: finance, approver: superToken }, user.id, adjustment);
    const current = expectOk(await api.get('/admin-api/settings', asOperator(operations)), 'read settings');
    expectOk(await api.post('/admin-api/settings', current, asOperator(operations)), 'save settings');
  });

  it('every console write names its operator id', async () => {
    const rows = await app.database.db.select().from(auditLog);
    for (const r of rows.filter((x) => x.action.startsWith('user.') || x.action.startsWith('settings.'))) {
      expect(r.operatorId, r.action).not.toBeNull();
      expect(r.ip, r.action).toBe('127.0.0.1');
    }
  });
});
