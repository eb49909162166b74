import { LOCK_REASONS, type LockReason } from '@mcc/contract';
import { defaultSysConfig } from '@mcc/contract/defaults';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords.ts';
import { client, createTestApp, dbKind, type TestApp } from '../../test/harness.ts';
import { enableTotp } from '../../test/security.ts';
import { PAY_PASSWORD, signUp } from '../../test/users.ts';
import { settings as settingsTable } from '../config/config.tables.ts';

/**
 * The hold on withdrawals after a sensitive change (refused until its time, and not after; the later of
 * two holds kept; its hours the console's) and the overview's score of what protects the account.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

const HOUR = 3_600_000;
const security = () => app.services.security;
const HOURS: Record<LockReason, number> = {
  password_reset: 24,
  pay_password_changed: 24,
  totp_changed: 24,
  contact_changed: 48,
};

describe(`holds after sensitive changes (${dbKind})`, () => {
  it.each(LOCK_REASONS)(
    'after %s, withdrawals are refused until the hold ends, and not after',
    async (reason) => {
      const { user } = await signUp(app);
      await security().assertUnlocked(user.id);
      const started = app.clock.now().getTime();
      await security().startLock(user.id, reason);
      const refusal = await security()
        .assertUnlocked(user.id)
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(refusal).toMatchObject({ key: 'SECURITY_LOCKED', extra: { reason } });
      const { params, extra } = refusal as { params: { until: string }; extra: { until: string } };
      const until = Date.parse(extra.until);
      expect(until - started).toBeGreaterThanOrEqual(HOURS[reason] * HOUR);
      expect(until - app.clock.now().getTime()).toBeLessThanOrEqual(HOURS[reason] * HOUR);
      // The message says the time as users in China read it.
      expect(params.until).toBe(new Date(until + 8 * HOUR).toISOString().slice(0, 16).replace('T', ' '));

      app.clock.advance(until - app.clock.now().getTime() - 60_000);
      await expect(security().assertUnlocked(user.id)).rejects.toMatchObject({ key: 'SECURITY_LOCKED' });
      app.clock.advance(61_000);
      await expect(security().assertUnlocked(user.id)).resolves.toBeUndefined();
    },
  );

  it('a hold already running longer is kept, with its reason; a later one replaces it', async () => {
    const { user } = await signUp(app);
    await security().startLock(user.id, 'contact_changed');
    await security().startLock(user.id, 'password_reset');
    const first = (await security().adminView(user.id)).lock;
    expect(first?.reason).toBe('contact_changed');
    app.clock.advance(30 * HOUR);
    await security().startLock(user.id, 'pay_password_changed');
    const second = (await security().adminView(user.id)).lock;
    expect(second?.reason).toBe('pay_password_changed');
    expect(Date.parse(second?.until ?? '')).toBeGreaterThan(Date.parse(first?.until ?? ''));
  });

  it("the hours are the console's; zero holds nothing; settings saved before them hold the defaults", async () => {
    const { settings } = app.services;
    const before = await settings.get();
    try {
      await settings.update({ ...before, security: { ...before.security, lockAfterPasswordHours: 0 } });
      const { user } = await signUp(app);
      await security().startLock(user.id, 'password_reset');
      await security().assertUnlocked(user.id);
      await security().startLock(user.id, 'contact_changed');
      await expect(security().assertUnlocked(user.id)).rejects.toMatchObject({ key: 'SECURITY_LOCKED' });

      // A row written by a release without these settings.
      const { security: _, ...older } = defaultSysConfig;
      await app.database.db
        .insert(settingsTable)
        .values({ key: 'app', value: older })
        .onConflictDoUpdate({ target: settingsTable.key, set: { value: older } });
      await app.feed.sync();
      const other = (await signUp(app)).user;
      const started = app.clock.now().getTime();
      await security().startLock(other.id, 'password_reset');
      const lock = (await security().adminView(other.id)).lock;
      expect(Date.parse(lock?.until ?? '') - started).toBeGreaterThanOrEqual(24 * HOUR);
      expect(Date.parse(lock?.until ?? '') - started).toBeLessThan(25 * HOUR);
    } finally {
      await settings.update(before);
    }
  });
});

describe(`the security overview (${dbKind})`, () => {
  it('scores the share of protections on: 2FA, payment password, anti-phishing code, whitelist-only, a contact', async () => {
    const { mobile, token } = await signUp(app);
    const api = client(app);
    const overview = async () => (await api.get('/api/security/overview', { token })).body.data;
    const fresh = await overview();
    expect(fresh).toMatchObject({
      score: 40,
      totp: { on: false, recoveryCodesLeft: 0 },
      payPassword: true,
      mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`,
      email: null,
      antiPhishing: '',
      addresses: { count: 0, whitelistOnly: false, whitelistOffAt: null },
      lock: null,
      sessions: 1,
      events: [],
    });
    await api.post('/api/security/anti-phishing', { code: '海港之夜' }, { token });
    expect(await overview()).toMatchObject({ score: 60, antiPhishing: '海港之夜' });
    await api.post('/api/security/addresses/whitelist', { on: true, payPassword: PAY_PASSWORD }, { token });
    expect((await overview()).score).toBe(80);
    await enableTotp(app, token);
    const full = await overview();
    expect(full).toMatchObject({ score: 100, totp: { on: true, recoveryCodesLeft: 10 } });
    expect(full.events.map((e: { kind: string }) => e.kind)).toEqual([
      'totp_on',
      'whitelist_on',
      'anti_phishing_set',
    ]);
    expect(full.events[0]).toMatchObject({ device: '', ip: '127.0.0.*' });

    // A user with neither a payment password nor anything else on scores 20 (the mobile).
    const bare = await app.services.auth.createUser({
      mobile: `136${String(Date.now()).slice(-8)}`,
      nickname: 'Bare',
      passwordHash: await hashPassword('secret123'),
    });
    expect((await security().overview(bare.id)).score).toBe(20);
  });

  it('lists the newest 20 events first', async () => {
    const { user } = await signUp(app);
    for (let i = 0; i < 25; i++) {
      await security().record(user.id, i % 2 ? 'address_added' : 'address_removed', {
        device: `d${i}`,
        ip: '',
      });
      app.clock.advance(1_000);
    }
    const { events } = await security().overview(user.id);
    expect(events.map((e) => e.device)).toEqual(Array.from({ length: 20 }, (_, i) => `d${24 - i}`));
  });
});
