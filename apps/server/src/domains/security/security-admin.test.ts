import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, type Api, openTestApp, type TestApp } from '../../test/harness.ts';
import { asOperator, auditTrail, userDetail } from '../../test/operators.ts';
import { codeNow, enableTotp } from '../../test/security.ts';
import { signUp } from '../../test/users.ts';

/**
 * The console's side of a user's protection: the facts in the user detail, resetting a lost
 * authenticator and lifting a hold, each for `users.write` only and audited with the operator's reason.
 */

let app: TestApp;
let api: Api;
let tokens: Record<'operations' | 'finance', string>;
beforeAll(async () => {
  ({ app, api, tokens } = await openTestApp('operations', 'finance'));
});
afterAll(() => app.dispose());

const errorOf = (res: Answer) => (res.body.code === 1 ? 'OK' : res.body.data.error);
const resetTotp = (id: number, reason: string, token = tokens.operations) =>
  api.post(`/admin-api/users/${id}/reset-2fa`, { reason }, asOperator(token));
const liftLock = (id: number, reason: string, token = tokens.operations) =>
  api.post(`/admin-api/users/${id}/lift-lock`, { reason }, asOperator(token));

describe('account security in the console', () => {
  it("shows the user's protection in the user detail", async () => {
    const { user, token } = await signUp(app);
    await api.post('/api/security/anti-phishing', { code: 'Lantern42' }, { token });
    await enableTotp(app, token);
    const detail = await userDetail(api, tokens.finance, user.id);
    expect(detail.security).toMatchObject({
      totpOn: true,
      recoveryCodesLeft: 10,
      antiPhishingSet: true,
      addresses: 0,
      whitelistOnly: false,
      lock: { reason: 'totp_changed' },
      sessions: 1,
    });
  });

  it('resets a lost authenticator: 2FA off, recovery codes gone, withdrawals held, audited with the reason', async () => {
    const { user, token } = await signUp(app);
    const { secret } = await enableTotp(app, token);
    await app.services.security.liftLock(user.id, 'test: start from no hold', {
      operator: null,
      actor: 'system:test',
      ip: '',
    });
    expect(errorOf(await resetTotp(user.id, 'Phone lost', tokens.finance))).toBe('FORBIDDEN');
    expect((await resetTotp(user.id, '  ')).body.data).toMatchObject({
      field: 'reason',
      fields: [{ error: 'REASON_REQUIRED' }],
    });

    const res = await resetTotp(user.id, 'Phone lost, identity checked by video call');
    expect(res.body.code, res.body.msg).toBe(1);
    expect(res.body.data).toMatchObject({ id: user.id, uid: user.uid });
    expect(res.body.data.security).toMatchObject({
      totpOn: false,
      recoveryCodesLeft: 0,
      lock: { reason: 'totp_changed' },
    });
    // Nothing asked any more: the old app's code is not needed, and the user sets up anew.
    expect(await app.services.security.secondFactor(user.id, codeNow(app, secret))).toBe('none');
    await expect(app.services.security.assertUnlocked(user.id)).rejects.toMatchObject({
      key: 'SECURITY_LOCKED',
    });
    const [row] = await auditTrail(api, tokens.finance, {
      targetType: 'user',
      targetId: user.id,
      action: 'user.totp.reset',
    });
    expect(row).toMatchObject({
      before: { totpOn: true, lock: null },
      after: {
        totpOn: false,
        lock: { reason: 'totp_changed' },
        reason: 'Phone lost, identity checked by video call',
      },
    });
    const overview = (await api.get('/api/security/overview', { token })).body.data;
    expect(overview.events[0]).toMatchObject({ kind: 'totp_reset', device: '', ip: '' });
    expect(errorOf(await resetTotp(user.id, 'Again'))).toBe('TOTP_NOT_ENABLED');
  });

  it('lifts a hold at once, audited with the hold it lifted', async () => {
    const { user, token } = await signUp(app);
    await app.services.security.startLock(user.id, 'contact_changed');
    const held = (await userDetail(api, tokens.finance, user.id)).security.lock;
    expect(held).toMatchObject({ reason: 'contact_changed' });
    expect(errorOf(await liftLock(user.id, 'Checked', tokens.finance))).toBe('FORBIDDEN');

    const res = await liftLock(user.id, 'The user called from the known number');
    expect(res.body.code, res.body.msg).toBe(1);
    expect(res.body.data.security.lock).toBeNull();
    await expect(app.services.security.assertUnlocked(user.id)).resolves.toBeUndefined();
    const [row] = await auditTrail(api, tokens.finance, {
      targetType: 'user',
      targetId: user.id,
      action: 'user.lock.lift',
    });
    expect(row).toMatchObject({
      before: { lock: held },
      after: { lock: null, reason: 'The user called from the known number' },
    });
    const overview = (await api.get('/api/security/overview', { token })).body.data;
    expect(overview).toMatchObject({ lock: null });
    expect(overview.events[0]).toMatchObject({ kind: 'lock_lifted' });
  });

  it('refuses an unknown user', async () => {
    expect(errorOf(await liftLock(2_000_000_000, 'No one'))).toBe('USER_NOT_FOUND');
    expect(errorOf(await resetTotp(2_000_000_000, 'No one'))).toBe('USER_NOT_FOUND');
  });
});
