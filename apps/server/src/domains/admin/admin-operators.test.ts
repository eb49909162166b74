import { LANGUAGES } from '@mcc/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed.ts';
import { messages } from '../../lib/messages.ts';
import {
  type Api,
  bearer,
  expectError,
  openTestApp,
  operatorToken,
  type TestApp,
} from '../../test/harness.ts';
import { expectUnauthorized, newOperator, operatorLogin, operatorMe } from '../../test/operators.ts';
import { auditLog } from './admin.tables.ts';
import { permissionsOf } from './permissions.ts';

let app: TestApp;
let api: Api;

beforeAll(async () => {
  ({ app, api } = await openTestApp());
});
afterAll(() => app.dispose());

describe('guards', () => {
  it('refuses a missing, malformed or unknown token, and a user token, with HTTP 401', async () => {
    expectUnauthorized(await api.get('/admin-api/auth/me'));
    expectUnauthorized(await api.get('/admin-api/auth/me', { headers: { authorization: 'Basic abc' } }));
    expectUnauthorized(await operatorMe(api, 'x'.repeat(43)));
    const user = await api.post('/api/user/login', { account: DEMO.mobile, password: DEMO.password });
    const userToken = user.body.data.userinfo.token as string;
    expectUnauthorized(await operatorMe(api, userToken));
    expectUnauthorized(await api.get('/admin-api/operators', { headers: bearer(userToken) }));
    expectUnauthorized(await api.get('/admin-api/audit', { token: userToken }));
    // 401 comes before body validation.
    expectUnauthorized(await api.post('/admin-api/operators', { username: '' }));
  });

  it('answers HTTP 403 FORBIDDEN, in the caller language, when the role lacks the permission', async () => {
    const finance = await operatorToken(app, 'finance');
    const operations = await operatorToken(app, 'operations');
    const denied = await api.get('/admin-api/operators', { headers: bearer(finance), lang: 'en' });
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({
      code: 0,
      msg: messages.FORBIDDEN.en,
      data: { error: 'FORBIDDEN', permission: 'operators.manage' },
    });
    const create = await api.post(
      '/admin-api/operators',
      { username: 'sneaky', role: 'super' },
      { headers: bearer(operations) },
    );
    expect(create.status).toBe(403);
    expect((await api.get('/admin-api/audit', { headers: bearer(operations) })).status).toBe(403);
    // finance may read the audit log; everyone may read themselves.
    expect((await api.get('/admin-api/audit', { headers: bearer(finance) })).body.code).toBe(1);
    expect((await operatorMe(api, operations)).body.data.permissions).toEqual(permissionsOf('operations'));
  });
});

describe('operators', () => {
  it('a super creates an operator: the password is answered once and an audit row holds before and after', async () => {
    const superToken = await operatorToken(app, 'super');
    const superId = (await operatorMe(api, superToken)).body.data.operator.id;
    const res = await api.post(
      '/admin-api/operators',
      { username: ' New.Finance ', role: 'finance' },
      { headers: bearer(superToken) },
    );
    expect(res.body.code).toBe(1);
    const { operator, password } = res.body.data;
    expect(operator).toMatchObject({
      username: 'new.finance',
      role: 'finance',
      status: 'active',
      totpEnabled: false,
    });
    expect(password).toMatch(/^[A-Za-z2-9]{20}$/);
    expect((await operatorLogin(api, { username: 'new.finance', password })).body.code).toBe(1);

    const [row] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'operator.create'), eq(auditLog.targetId, String(operator.id))));
    expect(row).toMatchObject({
      operatorId: superId,
      targetType: 'operator',
      before: null,
      after: { username: 'new.finance', role: 'finance', status: 'active', totpEnabled: false },
      ip: '127.0.0.1',
    });
    expect(row?.actor).toMatch(/^super-/);
    expect(JSON.stringify(row)).not.toMatch(/argon2|password/i);

    const audit = await api.get(
      `/admin-api/audit?action=operator.create&targetType=operator&targetId=${operator.id}`,
      { headers: bearer(superToken) },
    );
    expect(audit.body.data).toMatchObject({ total: 1, page: 1, hasMore: false });
    expect(audit.body.data.list[0]).toMatchObject({
      id: row?.id,
      operatorId: superId,
      after: { role: 'finance' },
    });
    const mine = await api.get(`/admin-api/audit?operatorId=${superId}&limit=50`, {
      headers: bearer(superToken),
    });
    expect(mine.body.data.list.every((r: { operatorId: number }) => r.operatorId === superId)).toBe(true);

    const list = await api.get('/admin-api/operators?limit=50', { headers: bearer(superToken) });
    expect(list.body.data.list.map((o: { username: string }) => o.username)).toContain('new.finance');
    expect(JSON.stringify(list.body)).not.toMatch(/hash|secret/i);
  });

  it('refuses a taken username, a bad username and an unknown role', async () => {
    const headers = bearer(await operatorToken(app, 'super'));
    const body = { username: 'taken-name', role: 'operations' };
    expect((await api.post('/admin-api/operators', body, { headers })).body.code).toBe(1);
    expectError(await api.post('/admin-api/operators', body, { headers }), 'USERNAME_TAKEN');
    const badName = await api.post('/admin-api/operators', { username: 'a b', role: 'finance' }, { headers });
    expectError(badName, 'VALIDATION');
    expect(badName.body.data.fields[0]).toMatchObject({ field: 'username', error: 'USERNAME_INVALID' });
    const badRole = await api.post(
      '/admin-api/operators',
      { username: 'fine-name', role: 'root' },
      { headers },
    );
    expect(badRole.body.data.fields[0]).toMatchObject({ field: 'role', error: 'ROLE_INVALID' });
  });

  it('changes its own password, ending its other sessions', async () => {
    const op = await newOperator(app);
    const a = (await operatorLogin(api, { username: op.username, password: op.password })).body.data.token;
    const b = (await operatorLogin(api, { username: op.username, password: op.password })).body.data.token;
    const change = (oldPassword: string, newPassword: string) =>
      api.post('/admin-api/auth/password', { oldPassword, newPassword }, { headers: bearer(a) });
    expectError(await change('wrong-password-1', 'new-password-123'), 'OLD_PASSWORD_WRONG');
    expectError(await change(op.password, 'short1'), 'VALIDATION');
    expect((await change(op.password, 'new-password-123')).body.code).toBe(1);
    expect((await operatorMe(api, a)).body.code).toBe(1);
    expectUnauthorized(await operatorMe(api, b));
    expectError(await operatorLogin(api, { username: op.username, password: op.password }), 'LOGIN_FAILED');
    expect(
      (await operatorLogin(api, { username: op.username, password: 'new-password-123' })).body.code,
    ).toBe(1);
  });
});

describe('messages', () => {
  it('every admin key has text in all four languages', () => {
    const keys = [
      'FORBIDDEN',
      'USERNAME_INVALID',
      'USERNAME_TAKEN',
      'ROLE_INVALID',
      'OPERATOR_PASSWORD_WEAK',
      'OPERATOR_DISABLED',
      'OPERATOR_NOT_FOUND',
      'OLD_PASSWORD_WRONG',
      'TOTP_REQUIRED',
      'TOTP_INVALID',
      'TOTP_NOT_ENROLLED',
      'TOTP_ALREADY_ENABLED',
    ] as const;
    for (const key of keys) {
      for (const lang of LANGUAGES) expect(messages[key][lang].trim(), `${key} ${lang}`).not.toBe('');
      expect(new Set(Object.values(messages[key])).size, key).toBeGreaterThan(2);
    }
  });
});
