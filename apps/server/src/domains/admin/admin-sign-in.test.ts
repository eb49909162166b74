import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Api,
  bearer,
  client,
  createTestApp,
  expectError,
  openTestApp,
  operatorToken,
  type TestApp,
} from '../../test/harness.ts';
import {
  expectUnauthorized,
  newOperator,
  OPERATOR_PASSWORD,
  operatorLogin,
  operatorMe,
} from '../../test/operators.ts';
import { auditLog } from './admin.tables.ts';
import { createFirstOperator, OPERATOR_SESSION_TTL_MS } from './operator.service.ts';
import { permissionsOf } from './permissions.ts';

let app: TestApp;
let api: Api;

beforeAll(async () => {
  ({ app, api } = await openTestApp());
});
afterAll(() => app.dispose());

describe('first start', () => {
  it('creates admin (super) once, with a generated password that signs in', async () => {
    const first = await createFirstOperator(app.services.operators);
    expect(first?.username).toBe('admin');
    expect(first?.password).toMatch(/^[A-Za-z2-9]{20}$/);
    expect(await createFirstOperator(app.services.operators)).toBeNull();
    const res = await operatorLogin(api, { username: 'admin', password: first?.password ?? '' });
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
    const op = await newOperator(app, 'finance');
    const res = await operatorLogin(api, { username: op.username.toUpperCase(), password: op.password });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
    const { token, expiresAt, operator } = res.body.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(operator).toEqual({ id: op.id, username: op.username, role: 'finance', totpEnabled: false });
    const ttl = new Date(expiresAt).getTime() - app.clock.now().getTime();
    expect(Math.abs(ttl - OPERATOR_SESSION_TTL_MS)).toBeLessThan(5_000);
    const who = await operatorMe(api, token);
    expect(who.body.data).toEqual({ operator, permissions: permissionsOf('finance') });
    // Only the hash of the token is stored.
    const stored = await app.database.db.execute(sql`SELECT token_hash FROM operator_sessions`);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('refuses a wrong password and an unknown username alike', async () => {
    const op = await newOperator(app);
    expectError(
      await operatorLogin(api, { username: op.username, password: 'wrong-password-1' }),
      'LOGIN_FAILED',
    );
    expectError(
      await operatorLogin(api, { username: 'nobody-here', password: OPERATOR_PASSWORD }),
      'LOGIN_FAILED',
    );
  });

  it('locks for 15 minutes after 5 wrong passwords in a row, even for the right one', async () => {
    const op = await newOperator(app);
    for (let i = 0; i < 4; i++) {
      expectError(
        await operatorLogin(api, { username: op.username, password: `wrong-password-${i}` }),
        'LOGIN_FAILED',
      );
    }
    const locked = await operatorLogin(api, { username: op.username, password: 'wrong-password-5' });
    expectError(locked, 'ACCOUNT_LOCKED');
    expect(locked.body.data.minutes).toBe(15);
    expectError(await operatorLogin(api, { username: op.username, password: op.password }), 'ACCOUNT_LOCKED');
    app.clock.advance(15 * 60_000 + 1_000);
    expect((await operatorLogin(api, { username: op.username, password: op.password })).body.code).toBe(1);
  });

  it('a success resets the count of wrong passwords', async () => {
    const op = await newOperator(app);
    for (let i = 0; i < 4; i++)
      await operatorLogin(api, { username: op.username, password: 'wrong-password-1' });
    expect((await operatorLogin(api, { username: op.username, password: op.password })).body.code).toBe(1);
    expectError(
      await operatorLogin(api, { username: op.username, password: 'wrong-password-1' }),
      'LOGIN_FAILED',
    );
  });

  it('refuses a disabled operator, whose open sessions end', async () => {
    const superToken = await operatorToken(app, 'super');
    const op = await newOperator(app);
    const token = (await operatorLogin(api, { username: op.username, password: op.password })).body.data
      .token;
    const res = await api.post(
      '/admin-api/operators/status',
      { id: op.id, status: 'disabled' },
      { headers: bearer(superToken) },
    );
    expect(res.body.data).toMatchObject({ id: op.id, status: 'disabled' });
    expectUnauthorized(await operatorMe(api, token));
    expectError(
      await operatorLogin(api, { username: op.username, password: op.password }),
      'OPERATOR_DISABLED',
    );
    // A wrong password still says only that it is wrong.
    expectError(
      await operatorLogin(api, { username: op.username, password: 'wrong-password-1' }),
      'LOGIN_FAILED',
    );
  });

  it('no one changes their own status', async () => {
    const superToken = await operatorToken(app, 'super');
    const self = (await operatorMe(api, superToken)).body.data.operator.id;
    const res = await api.post(
      '/admin-api/operators/status',
      { id: self, status: 'disabled' },
      { headers: bearer(superToken) },
    );
    expect(res.status).toBe(403);
    expect(res.body.data.error).toBe('FORBIDDEN');
  });

  it('a session expires after 12 hours, and sign-out ends it at once', async () => {
    const op = await newOperator(app);
    const token = (await operatorLogin(api, { username: op.username, password: op.password })).body.data
      .token;
    app.clock.advance(OPERATOR_SESSION_TTL_MS - 60_000);
    expect((await operatorMe(api, token)).body.code).toBe(1);
    app.clock.advance(61_000);
    expectUnauthorized(await operatorMe(api, token));

    const other = (await operatorLogin(api, { username: op.username, password: op.password })).body.data
      .token;
    expect((await api.post('/admin-api/auth/logout', undefined, { headers: bearer(other) })).body.code).toBe(
      1,
    );
    expectUnauthorized(await operatorMe(api, other));
  });

  it('records each sign-in in the audit log', async () => {
    const op = await newOperator(app);
    await operatorLogin(api, { username: op.username, password: op.password });
    const rows = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'operator.login'), eq(auditLog.operatorId, op.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor: op.username, targetType: 'operator', targetId: String(op.id) });
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
