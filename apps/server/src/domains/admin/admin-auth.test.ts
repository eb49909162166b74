import { LANGUAGES } from '@mcc/contract';
import { and, eq, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed.ts';
import { messages } from '../../lib/messages.ts';
import {
  type Answer,
  type Api,
  bearer,
  client,
  createTestApp,
  expectError,
  openTestApp,
  operatorToken,
  type TestApp,
} from '../../test/harness.ts';
import type { OperatorRole } from './admin.tables.ts';
import { auditLog, operators } from './admin.tables.ts';
import { createFirstOperator, OPERATOR_SESSION_TTL_MS } from './operator.service.ts';
import { permissionsOf } from './permissions.ts';

let app: TestApp;
let api: Api;

beforeAll(async () => {
  ({ app, api } = await openTestApp());
});
afterAll(() => app.dispose());

const PASSWORD = 'correct-horse-42';
const system = { operator: null, actor: 'system:test', ip: '' };
let seq = 0;

/** A fresh operator with a known password, created through the service. */
async function newOperator(role: OperatorRole = 'finance') {
  const username = `op${++seq}-${role}`;
  const { operator } = await app.services.operators.create({ username, role, password: PASSWORD }, system);
  return { ...operator, password: PASSWORD };
}

const login = (body: { username: string; password: string; totp?: string }) =>
  api.post('/admin-api/auth/login', body);
const me = (token: string) => api.get('/admin-api/auth/me', { headers: bearer(token) });

/** HTTP 401, envelope code 0, key UNAUTHORIZED. */
function expectUnauthorized(res: Answer) {
  expect(res.status).toBe(401);
  expect(res.body).toMatchObject({ code: 0, data: { error: 'UNAUTHORIZED' } });
}

/** The messages of an error and every error it wraps (drizzle puts the driver's error in `cause`). */
function chain(e: unknown): string {
  const parts: string[] = [];
  for (let err = e as { message?: string; cause?: unknown } | undefined; err; err = err.cause as typeof err) {
    parts.push(String(err.message));
  }
  return parts.join(' | ');
}

const totpCode = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: app.clock.now().getTime(),
  });

describe('first start', () => {
  it('creates admin (super) once, with a generated password that signs in', async () => {
    const first = await createFirstOperator(app.services.operators);
    expect(first?.username).toBe('admin');
    expect(first?.password).toMatch(/^[A-Za-z2-9]{20}$/);
    expect(await createFirstOperator(app.services.operators)).toBeNull();
    const res = await login({ username: 'admin', password: first?.password ?? '' });
    expect(res.body.data.operator).toMatchObject({ username: 'admin', role: 'super', totpEnabled: false });
    const [row] = await app.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'operator.create'), eq(auditLog.targetId, String(res.body.data.operator.id))),
      );
    expect(row).toMatchObject({ operatorId: null, actor: 'system:first-run' });
  });
});

describe('sign-in', () => {
  it('answers a 12-hour bearer token that /me accepts, with the role and its permissions', async () => {
    const op = await newOperator('finance');
    const res = await login({ username: op.username.toUpperCase(), password: op.password });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
    const { token, expiresAt, operator } = res.body.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(operator).toEqual({ id: op.id, username: op.username, role: 'finance', totpEnabled: false });
    const ttl = new Date(expiresAt).getTime() - app.clock.now().getTime();
    expect(Math.abs(ttl - OPERATOR_SESSION_TTL_MS)).toBeLessThan(5_000);
    const who = await me(token);
    expect(who.body.data).toEqual({ operator, permissions: permissionsOf('finance') });
    // Only the hash of the token is stored.
    const stored = await app.database.db.execute(sql`SELECT token_hash FROM operator_sessions`);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('refuses a wrong password and an unknown username alike', async () => {
    const op = await newOperator();
    expectError(await login({ username: op.username, password: 'wrong-password-1' }), 'LOGIN_FAILED');
    expectError(await login({ username: 'nobody-here', password: PASSWORD }), 'LOGIN_FAILED');
  });

  it('locks for 15 minutes after 5 wrong passwords in a row, even for the right one', async () => {
    const op = await newOperator();
    for (let i = 0; i < 4; i++) {
      expectError(await login({ username: op.username, password: `wrong-password-${i}` }), 'LOGIN_FAILED');
    }
    const locked = await login({ username: op.username, password: 'wrong-password-5' });
    expectError(locked, 'ACCOUNT_LOCKED');
    expect(locked.body.data.minutes).toBe(15);
    expectError(await login({ username: op.username, password: op.password }), 'ACCOUNT_LOCKED');
    app.clock.advance(15 * 60_000 + 1_000);
    expect((await login({ username: op.username, password: op.password })).body.code).toBe(1);
  });

  it('a success resets the count of wrong passwords', async () => {
    const op = await newOperator();
    for (let i = 0; i < 4; i++) await login({ username: op.username, password: 'wrong-password-1' });
    expect((await login({ username: op.username, password: op.password })).body.code).toBe(1);
    expectError(await login({ username: op.username, password: 'wrong-password-1' }), 'LOGIN_FAILED');
  });

  it('refuses a disabled operator, whose open sessions end', async () => {
    const superToken = await operatorToken(app, 'super');
    const op = await newOperator();
    const token = (await login({ username: op.username, password: op.password })).body.data.token;
    const res = await api.post(
      '/admin-api/operators/status',
      { id: op.id, status: 'disabled' },
      { headers: bearer(superToken) },
    );
    expect(res.body.data).toMatchObject({ id: op.id, status: 'disabled' });
    expectUnauthorized(await me(token));
    expectError(await login({ username: op.username, password: op.password }), 'OPERATOR_DISABLED');
    // A wrong password still says only that it is wrong.
    expectError(await login({ username: op.username, password: 'wrong-password-1' }), 'LOGIN_FAILED');
  });

  it('no one changes their own status', async () => {
    const superToken = await operatorToken(app, 'super');
    const self = (await me(superToken)).body.data.operator.id;
    const res = await api.post(
      '/admin-api/operators/status',
      { id: self, status: 'disabled' },
      { headers: bearer(superToken) },
    );
    expect(res.status).toBe(403);
    expect(res.body.data.error).toBe('FORBIDDEN');
  });

  it('a session expires after 12 hours, and sign-out ends it at once', async () => {
    const op = await newOperator();
    const token = (await login({ username: op.username, password: op.password })).body.data.token;
    app.clock.advance(OPERATOR_SESSION_TTL_MS - 60_000);
    expect((await me(token)).body.code).toBe(1);
    app.clock.advance(61_000);
    expectUnauthorized(await me(token));

    const other = (await login({ username: op.username, password: op.password })).body.data.token;
    expect((await api.post('/admin-api/auth/logout', undefined, { headers: bearer(other) })).body.code).toBe(
      1,
    );
    expectUnauthorized(await me(other));
  });

  it('records each sign-in in the audit log', async () => {
    const op = await newOperator();
    await login({ username: op.username, password: op.password });
    const rows = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'operator.login'), eq(auditLog.operatorId, op.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor: op.username, targetType: 'operator', targetId: String(op.id) });
  });
});

describe('TOTP', () => {
  it('is required at sign-in once confirmed, and each code signs in once', async () => {
    const op = await newOperator('super');
    const token = (await login({ username: op.username, password: op.password })).body.data.token;
    const headers = bearer(token);

    expectError(
      await api.post('/admin-api/auth/totp/confirm', { code: '123456' }, { headers }),
      'TOTP_NOT_ENROLLED',
    );
    const enrol = await api.post('/admin-api/auth/totp/enrol', undefined, { headers });
    const { secret, uri } = enrol.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/MCC:/);
    expect(OTPAuth.URI.parse(uri).secret.base32).toBe(secret);
    // Not yet required: sign-in still works with the password alone.
    expect((await login({ username: op.username, password: op.password })).body.code).toBe(1);

    const good = totpCode(secret);
    const bad = String((Number(good) + 1) % 1_000_000).padStart(6, '0');
    expectError(await api.post('/admin-api/auth/totp/confirm', { code: bad }, { headers }), 'TOTP_INVALID');
    expect((await api.post('/admin-api/auth/totp/confirm', { code: good }, { headers })).body.code).toBe(1);
    expect((await me(token)).body.data.operator.totpEnabled).toBe(true);
    expectError(await api.post('/admin-api/auth/totp/enrol', undefined, { headers }), 'TOTP_ALREADY_ENABLED');

    expectError(await login({ username: op.username, password: op.password }), 'TOTP_REQUIRED');
    expectError(await login({ username: op.username, password: op.password, totp: bad }), 'TOTP_INVALID');
    const ok = await login({ username: op.username, password: op.password, totp: good });
    expect(ok.body.data.operator.totpEnabled).toBe(true);
    // The same code again is a replay.
    expectError(await login({ username: op.username, password: op.password, totp: good }), 'TOTP_INVALID');
    app.clock.advance(30_000);
    const next = totpCode(secret);
    expect((await login({ username: op.username, password: op.password, totp: next })).body.code).toBe(1);
    expectError(
      await login({ username: op.username, password: 'wrong-password-1', totp: next }),
      'LOGIN_FAILED',
    );

    const [row] = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'operator.totp.enable'));
    expect(row).toMatchObject({
      operatorId: op.id,
      before: { totpEnabled: false },
      after: { totpEnabled: true },
    });
    // The secret never reaches the audit log.
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it('the right password without its code neither counts as a wrong try nor resets the count', async () => {
    const op = await newOperator();
    const { secret } = await app.services.operators.enrolTotp(op.id);
    await app.services.operators.confirmTotp(op.id, totpCode(secret), system);
    for (let i = 0; i < 4; i++) {
      expectError(await login({ username: op.username, password: 'wrong-password-1' }), 'LOGIN_FAILED');
    }
    for (let i = 0; i < 3; i++) {
      expectError(await login({ username: op.username, password: op.password }), 'TOTP_REQUIRED');
    }
    expectError(await login({ username: op.username, password: 'wrong-password-1' }), 'ACCOUNT_LOCKED');
  });

  it('wrong codes count towards the lock like wrong passwords', async () => {
    const op = await newOperator();
    const { secret } = await app.services.operators.enrolTotp(op.id);
    await app.services.operators.confirmTotp(op.id, totpCode(secret), system);
    const bad = String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 4; i++) {
      expectError(await login({ username: op.username, password: op.password, totp: bad }), 'TOTP_INVALID');
    }
    expectError(await login({ username: op.username, password: op.password, totp: bad }), 'ACCOUNT_LOCKED');
    expectError(
      await login({ username: op.username, password: op.password, totp: totpCode(secret) }),
      'ACCOUNT_LOCKED',
    );
  });
});

describe('guards', () => {
  it('refuses a missing, malformed or unknown token, and a user token, with HTTP 401', async () => {
    expectUnauthorized(await api.get('/admin-api/auth/me'));
    expectUnauthorized(await api.get('/admin-api/auth/me', { headers: { authorization: 'Basic abc' } }));
    expectUnauthorized(await me('x'.repeat(43)));
    const user = await api.post('/api/user/login', { account: DEMO.mobile, password: DEMO.password });
    const userToken = user.body.data.userinfo.token as string;
    expectUnauthorized(await me(userToken));
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
    expect((await me(operations)).body.data.permissions).toEqual(permissionsOf('operations'));
  });
});

describe('operators', () => {
  it('a super creates an operator: the password is answered once and an audit row holds before and after', async () => {
    const superToken = await operatorToken(app, 'super');
    const superId = (await me(superToken)).body.data.operator.id;
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
    expect((await login({ username: 'new.finance', password })).body.code).toBe(1);

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
    const op = await newOperator();
    const a = (await login({ username: op.username, password: op.password })).body.data.token;
    const b = (await login({ username: op.username, password: op.password })).body.data.token;
    const change = (oldPassword: string, newPassword: string) =>
      api.post('/admin-api/auth/password', { oldPassword, newPassword }, { headers: bearer(a) });
    expectError(await change('wrong-password-1', 'new-password-123'), 'OLD_PASSWORD_WRONG');
    expectError(await change(op.password, 'short1'), 'VALIDATION');
    expect((await change(op.password, 'new-password-123')).body.code).toBe(1);
    expect((await me(a)).body.code).toBe(1);
    expectUnauthorized(await me(b));
    expectError(await login({ username: op.username, password: op.password }), 'LOGIN_FAILED');
    expect((await login({ username: op.username, password: 'new-password-123' })).body.code).toBe(1);
  });
});

describe('audit log', () => {
  it('commits with the caller transaction or not at all', async () => {
    const entry = {
      ...system,
      action: 'test.rollback',
      targetType: 'x',
      targetId: 1,
      before: null,
      after: { n: 1n },
    };
    await expect(
      app.database.db.transaction(async (tx) => {
        await app.services.audit.record(tx, entry);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await app.database.db.transaction((tx) =>
      app.services.audit.record(tx, { ...entry, action: 'test.commit' }),
    );
    const rows = await app.database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(sql`${auditLog.action} like 'test.%'`);
    // bigint values are kept as digit strings.
    expect(rows).toEqual([{ action: 'test.commit', after: { n: '1' } }]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    const { db } = app.database;
    await db.transaction((tx) =>
      app.services.audit.record(tx, {
        ...system,
        action: 'test.keep',
        targetType: '',
        targetId: '',
        before: null,
        after: null,
      }),
    );
    const attempts = [
      sql`UPDATE audit_log SET actor = 'someone else'`,
      sql`DELETE FROM audit_log`,
      sql`TRUNCATE audit_log`,
    ];
    for (const statement of attempts) {
      const error = await db.execute(statement).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(chain(error)).toContain('audit_log is append-only');
    }
    const [{ n = 0 } = {}] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(n).toBeGreaterThan(0);
    expect((await db.select().from(operators)).length).toBeGreaterThan(0);
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

describe('sign-in rate limit', () => {
  it('the 4th sign-in try from one address in a minute gets HTTP 429', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const body = { username: 'nobody-here', password: 'wrong-password-1' };
      for (let i = 0; i < 3; i++)
        expectError(await client(limited).post('/admin-api/auth/login', body), 'LOGIN_FAILED');
      const res = await client(limited).post('/admin-api/auth/login', body);
      expect(res.status).toBe(429);
      expect(res.body.data.error).toBe('RATE_LIMITED');
    } finally {
      await limited.dispose();
    }
  });
});
