import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, bearer, expectError, openTestApp, type TestApp } from '../../test/harness.ts';
import { SYSTEM_ACTOR } from '../../test/nft.ts';
import { newOperator, operatorLogin, operatorMe } from '../../test/operators.ts';
import { auditLog } from './admin.tables.ts';

let app: TestApp;
let api: Api;

beforeAll(async () => {
  ({ app, api } = await openTestApp());
});
afterAll(() => app.dispose());

const totpCode = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: app.clock.now().getTime(),
  });

describe('TOTP', () => {
  it('is required at sign-in once confirmed, and each code signs in once', async () => {
    const op = await newOperator(app, 'super');
    const token = (await operatorLogin(api, { username: op.username, password: op.password })).body.data
      .token;
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
    expect((await operatorLogin(api, { username: op.username, password: op.password })).body.code).toBe(1);

    const good = totpCode(secret);
    const bad = String((Number(good) + 1) % 1_000_000).padStart(6, '0');
    expectError(await api.post('/admin-api/auth/totp/confirm', { code: bad }, { headers }), 'TOTP_INVALID');
    expect((await api.post('/admin-api/auth/totp/confirm', { code: good }, { headers })).body.code).toBe(1);
    expect((await operatorMe(api, token)).body.data.operator.totpEnabled).toBe(true);
    expectError(await api.post('/admin-api/auth/totp/enrol', undefined, { headers }), 'TOTP_ALREADY_ENABLED');

    expectError(await operatorLogin(api, { username: op.username, password: op.password }), 'TOTP_REQUIRED');
    expectError(
      await operatorLogin(api, { username: op.username, password: op.password, totp: bad }),
      'TOTP_INVALID',
    );
    const ok = await operatorLogin(api, { username: op.username, password: op.password, totp: good });
    expect(ok.body.data.operator.totpEnabled).toBe(true);
    // The same code again is a replay.
    expectError(
      await operatorLogin(api, { username: op.username, password: op.password, totp: good }),
      'TOTP_INVALID',
    );
    app.clock.advance(30_000);
    const next = totpCode(secret);
    expect(
      (await operatorLogin(api, { username: op.username, password: op.password, totp: next })).body.code,
    ).toBe(1);
    expectError(
      await operatorLogin(api, { username: op.username, password: 'wrong-password-1', totp: next }),
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
    const op = await newOperator(app);
    const { secret } = await app.services.operators.enrolTotp(op.id);
    await app.services.operators.confirmTotp(op.id, totpCode(secret), SYSTEM_ACTOR);
    for (let i = 0; i < 4; i++) {
      expectError(
        await operatorLogin(api, { username: op.username, password: 'wrong-password-1' }),
        'LOGIN_FAILED',
      );
    }
    for (let i = 0; i < 3; i++) {
      expectError(
        await operatorLogin(api, { username: op.username, password: op.password }),
        'TOTP_REQUIRED',
      );
    }
    expectError(
      await operatorLogin(api, { username: op.username, password: 'wrong-password-1' }),
      'ACCOUNT_LOCKED',
    );
  });

  it('wrong codes count towards the lock like wrong passwords', async () => {
    const op = await newOperator(app);
    const { secret } = await app.services.operators.enrolTotp(op.id);
    await app.services.operators.confirmTotp(op.id, totpCode(secret), SYSTEM_ACTOR);
    const bad = String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 4; i++) {
      expectError(
        await operatorLogin(api, { username: op.username, password: op.password, totp: bad }),
        'TOTP_INVALID',
      );
    }
    expectError(
      await operatorLogin(api, { username: op.username, password: op.password, totp: bad }),
      'ACCOUNT_LOCKED',
    );
    expectError(
      await operatorLogin(api, { username: op.username, password: op.password, totp: totpCode(secret) }),
      'ACCOUNT_LOCKED',
    );
  });
});
