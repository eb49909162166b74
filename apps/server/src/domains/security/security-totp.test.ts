import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { type Answer, client, createTestApp, dbKind, type TestApp } from '../../test/harness.ts';
import { rfc6238 } from '../../test/rfc6238.ts';
import { codeNow, enableTotp, nextStep, wrongCode } from '../../test/security.ts';
import { PAY_PASSWORD, signUp } from '../../test/users.ts';
import { recoveryCodes, securityEvents, userSecurity } from './security.tables.ts';

/**
 * The authenticator as a second factor: set up and turned on with codes from the test's own RFC 6238
 * (not the server's module), each code good once on any server, wrong codes locked out after five
 * checks however many arrive at once, and the recovery codes that turn it off when the phone is lost.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

const db = () => app.database.db;
const api = () => client(app);
const errorOf = (res: Answer) => (res.body.code === 1 ? 'OK' : res.body.data.error);

/** A call that asks for the second factor and nothing else: setting the anti-phishing code. */
const antiPhishing = (server: Pick<App, 'inject'>, token: string, totpCode?: string, code = 'Harbour77') =>
  client(server).post('/api/security/anti-phishing', { code, totpCode }, { token });

async function securityOf(userId: number) {
  const [row] = await db().select().from(userSecurity).where(eq(userSecurity.userId, userId));
  return row;
}

function tally(answers: Answer[]) {
  const counts: Record<string, number> = {};
  for (const a of answers) counts[errorOf(a)] = (counts[errorOf(a)] ?? 0) + 1;
  return counts;
}

describe(`the authenticator (${dbKind})`, () => {
  it("the test's own RFC 6238 gives the RFC's codes", () => {
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(rfc6238(secret, new Date(59_000), 8)).toBe('94287082');
    expect(rfc6238(secret, new Date(1_111_111_109_000), 8)).toBe('07081804');
  });

  it('is set up with a secret the app reads, turned on by its code, and answers ten recovery codes kept only hashed', async () => {
    const { user, token } = await signUp(app);
    const setup = await api().post('/api/security/totp/setup', {}, { token });
    expect(setup.body.code).toBe(1);
    const { secret, uri } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/MCC:${user.uid}?issuer=MCC&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    // Not on until confirmed: nothing is asked yet.
    expect(errorOf(await antiPhishing(app, token))).toBe('OK');

    const wrong = await api().post('/api/security/totp/enable', { code: wrongCode(app, secret) }, { token });
    expect(errorOf(wrong)).toBe('TOTP_INVALID');
    const code = codeNow(app, secret);
    const enabled = await api().post('/api/security/totp/enable', { code }, { token });
    expect(enabled.body.code).toBe(1);
    const codes: string[] = enabled.body.data.codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-hj-km-np-z2-9]{4}-[a-hj-km-np-z2-9]{4}$/);
    const stored = await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(codes.join()).not.toContain(row.codeHash);

    // The code that turned it on is spent; set-up again is refused while on.
    expect(errorOf(await antiPhishing(app, token, code))).toBe('TOTP_USED');
    expect(errorOf(await api().post('/api/security/totp/setup', {}, { token }))).toBe('TOTP_ALREADY_ENABLED');
    const overview = (await api().get('/api/security/overview', { token })).body.data;
    expect(overview.totp).toEqual({ on: true, recoveryCodesLeft: 10 });
    // Turning it on holds withdrawals, as every change of the second factor does.
    expect(overview.lock).toMatchObject({ reason: 'totp_changed' });
    expect(overview.events.map((e: { kind: string }) => e.kind)).toContain('totp_on');
  });

  it('once on, asks for a code: missing, wrong, right, then the same code again', async () => {
    const { token } = await signUp(app);
    const { secret } = await enableTotp(app, token);
    expect(errorOf(await antiPhishing(app, token))).toBe('TOTP_REQUIRED');
    const right = codeNow(app, secret);
    const refused = await antiPhishing(app, token, wrongCode(app, secret));
    expect(refused.body.data).toMatchObject({ error: 'TOTP_INVALID', remaining: 4 });
    expect(errorOf(await antiPhishing(app, token, right))).toBe('OK');
    expect(errorOf(await antiPhishing(app, token, right))).toBe('TOTP_USED');
    // The right code cleared the wrong try; a code one step old is refused as used too.
    nextStep(app);
    expect(
      errorOf(await antiPhishing(app, token, rfc6238(secret, new Date(app.clock.now().getTime() - 30_000)))),
    ).toBe('TOTP_USED');
    expect(errorOf(await antiPhishing(app, token, codeNow(app, secret)))).toBe('OK');
  });

  it('a recovery code works once, only where one is allowed, and turns 2FA off with the payment password', async () => {
    const { user, token } = await signUp(app);
    const { secret, recoveryCodes: codes } = await enableTotp(app, token);
    const [first = '', second = '', third = ''] = codes;
    const { security } = app.services;
    // Not a code for a withdrawal or a setting: only sign-in and turning 2FA off take one.
    await expect(security.secondFactor(user.id, first)).rejects.toMatchObject({ key: 'TOTP_INVALID' });
    expect(await security.secondFactor(user.id, first.toUpperCase(), { recovery: true })).toBe('recovery');
    await expect(security.secondFactor(user.id, first, { recovery: true })).rejects.toMatchObject({
      key: 'TOTP_USED',
    });
    expect((await api().get('/api/security/overview', { token })).body.data.totp.recoveryCodesLeft).toBe(9);

    const off = (code: string, payPassword = PAY_PASSWORD) =>
      api().post('/api/security/totp/disable', { code, payPassword }, { token });
    expect(errorOf(await off(second, '000000'))).toBe('PAY_PASSWORD_WRONG_LEFT');
    expect(errorOf(await off(first))).toBe('TOTP_USED');
    expect(errorOf(await off(second.replace('-', '')))).toBe('OK');
    expect(await securityOf(user.id)).toMatchObject({ totpEnabledAt: null, totpSecret: null });
    expect(await db().$count(recoveryCodes, eq(recoveryCodes.userId, user.id))).toBe(0);
    expect(errorOf(await off(third))).toBe('TOTP_NOT_ENABLED');
    // Off: nothing is asked any more.
    expect(errorOf(await antiPhishing(app, token))).toBe('OK');
    expect(await security.secondFactor(user.id, undefined)).toBe('none');
    const kinds = await db()
      .select({ kind: securityEvents.kind })
      .from(securityEvents)
      .where(eq(securityEvents.userId, user.id));
    expect(kinds.map((k) => k.kind)).toEqual(expect.arrayContaining(['recovery_code_used', 'totp_off']));
    // Turned on again with a new secret: the old secret's codes are no good.
    const again = await enableTotp(app, token);
    expect(again.secret).not.toBe(secret);
    const oldCode = codeNow(app, secret);
    if (oldCode !== codeNow(app, again.secret))
      expect(errorOf(await antiPhishing(app, token, oldCode))).toBe('TOTP_INVALID');
  });
});

function parallel(servers: () => Pick<App, 'inject'>[]) {
  it('20 parallel uses of one fresh code: exactly one passes, the rest are told it was used', async () => {
    const { user, token } = await signUp(app);
    const { secret } = await enableTotp(app, token);
    const code = codeNow(app, secret);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        antiPhishing(servers()[i % servers().length] as App, token, code, `Word${1000 + i}`),
      ),
    );
    expect(tally(answers)).toEqual({ OK: 1, TOTP_USED: 19 });
    // Nothing counted against the user: the next code works.
    expect(await securityOf(user.id)).toMatchObject({ totpFailures: 0, totpLockedUntil: null });
    nextStep(app);
    expect(errorOf(await antiPhishing(app, token, codeNow(app, secret)))).toBe('OK');
  });

  it('20 parallel wrong codes: no more than five are checked, then TOTP_LOCKED, the right code too', async () => {
    const { user, token } = await signUp(app);
    const { secret } = await enableTotp(app, token);
    const wrong: string[] = [];
    while (wrong.length < 20) wrong.push(wrongCode(app, secret, Number(wrong.at(-1) ?? 99_999) + 1));
    const answers = await Promise.all(
      wrong.map((code, i) => antiPhishing(servers()[i % servers().length] as App, token, code)),
    );
    const counts = tally(answers);
    expect(Object.keys(counts).filter((k) => k !== 'TOTP_INVALID' && k !== 'TOTP_LOCKED')).toEqual([]);
    expect(counts.TOTP_INVALID ?? 0).toBeLessThanOrEqual(4);
    const row = await securityOf(user.id);
    expect(row?.totpFailures).toBe(5);
    expect(row?.totpLockedUntil?.getTime()).toBeGreaterThan(app.clock.now().getTime());
    for (const server of servers())
      expect((await antiPhishing(server, token, codeNow(app, secret))).body.data).toMatchObject({
        error: 'TOTP_LOCKED',
        minutes: 15,
      });
    // The lock runs out like a password's.
    app.clock.advance(15 * 60_000 + 1_000);
    expect(errorOf(await antiPhishing(app, token, codeNow(app, secret)))).toBe('OK');
  });
}

describe(`parallel codes on one server (${dbKind})`, () => {
  parallel(() => [app]);
});

describe.skipIf(dbKind !== 'postgres')('parallel codes spread over two servers on one PostgreSQL', () => {
  let twin: App;
  beforeAll(async () => {
    twin = await app.twin();
    const busy = sql`SELECT pg_sleep(0.05)`;
    await Promise.all(
      [app, twin].flatMap((s) => Array.from({ length: 20 }, () => s.database.db.execute(busy))),
    );
  });
  afterAll(() => twin.close());
  parallel(() => [app, twin]);
});
