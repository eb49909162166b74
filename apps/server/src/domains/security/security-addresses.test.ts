import { randomBytes } from 'node:crypto';
import { ADDRESS_BOOK_LIMIT, tronAddressFromHex } from '@mcc/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, client, createTestApp, dbKind, type TestApp } from '../../test/harness.ts';
import { codeNow, enableTotp, nextStep } from '../../test/security.ts';
import { PAY_PASSWORD, signUp } from '../../test/users.ts';
import { securityEvents, withdrawAddresses } from './security.tables.ts';

/**
 * The withdrawal address book: an address added can be used only after the cooling period (on the
 * test clock), the user hears of it, whitelist-only refuses one-off addresses and is switched off only
 * after the cooling period, and the book's limit holds when adds race.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

const HOUR = 3_600_000;
const api = () => client(app);
const errorOf = (res: Answer) => (res.body.code === 1 ? 'OK' : res.body.data.error);
const evmAddress = () => `0x${randomBytes(20).toString('hex')}`;
const tronAddress = () => tronAddressFromHex(randomBytes(20).toString('hex'));

const add = (token: string, body: Record<string, unknown>, lang = 'en') =>
  api().post(
    '/api/security/addresses/add',
    { label: 'Cold wallet', payPassword: PAY_PASSWORD, ...body },
    { token, lang },
  );
const whitelist = (token: string, on: boolean, totpCode?: string) =>
  api().post('/api/security/addresses/whitelist', { on, payPassword: PAY_PASSWORD, totpCode }, { token });
const check = (userId: number, network: 'TRC20' | 'ERC20' | 'BEP20', address: string) =>
  app.services.security.checkWithdrawAddress(userId, network, address);

async function eventsOf(userId: number) {
  const rows = await app.database.db
    .select({ kind: securityEvents.kind })
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId));
  return rows.map((r) => r.kind);
}

describe(`the address book (${dbKind})`, () => {
  it('a new address is usable only after the cooling period, and the user is told, with their anti-phishing code', async () => {
    const { user, mobile, token } = await signUp(app);
    await api().post('/api/security/anti-phishing', { code: 'Harbour77' }, { token });
    const typed = evmAddress();
    const res = await add(token, { network: 'ERC20', address: typed });
    expect(res.body.code, res.body.msg).toBe(1);
    const added = res.body.data;
    // Kept in the network's canonical form (EIP-55), usable after the default 24 hours.
    expect(added.address).not.toBe(typed);
    expect(added.address.toLowerCase()).toBe(typed);
    expect(Date.parse(added.usableAt) - Date.parse(added.createdAt)).toBe(24 * HOUR);

    const notice = app.outbox().filter((m) => m.to === mobile && m.event === 'address_added');
    expect(notice).toHaveLength(1);
    expect(notice[0]?.text).toMatch(
      /^Anti-phishing code: Harbour77\nA withdrawal address “Cold wallet” \(ERC20: 0x/,
    );

    await expect(check(user.id, 'ERC20', added.address)).rejects.toMatchObject({
      key: 'ADDRESS_COOLING',
      extra: { until: added.usableAt },
    });
    app.clock.advance(24 * HOUR - 60_000);
    await expect(check(user.id, 'ERC20', added.address)).rejects.toMatchObject({ key: 'ADDRESS_COOLING' });
    app.clock.advance(2 * 60_000);
    await expect(check(user.id, 'ERC20', added.address)).resolves.toBeUndefined();

    // The same address in another spelling is the same address; a bad one is refused; so is a wrong payment password.
    expect(
      errorOf(await add(token, { network: 'ERC20', address: typed.toUpperCase().replace('0X', '0x') })),
    ).toBe('ADDRESS_EXISTS');
    expect(errorOf(await add(token, { network: 'TRC20', address: typed }))).toBe('ADDRESS_INVALID');
    expect(
      errorOf(await add(token, { network: 'TRC20', address: tronAddress(), payPassword: '000000' })),
    ).toBe('PAY_PASSWORD_WRONG_LEFT');
    const book = (await api().get('/api/security/addresses', { token })).body.data;
    expect(book.list.map((a: { address: string }) => a.address)).toEqual([added.address]);
    // The book says the server's time, the moved clock's, by which the app judges the cooling period.
    expect(Math.abs(Date.parse(book.now) - app.clock.now().getTime())).toBeLessThan(5_000);
    expect(await eventsOf(user.id)).toEqual(expect.arrayContaining(['anti_phishing_set', 'address_added']));
  });

  it('the cooling period is the console’s setting', async () => {
    const { settings } = app.services;
    const before = await settings.get();
    await settings.update({ ...before, security: { ...before.security, addressCoolingHours: 2 } });
    try {
      const { user, token } = await signUp(app);
      const added = (await add(token, { network: 'TRC20', address: tronAddress() })).body.data;
      expect(Date.parse(added.usableAt) - Date.parse(added.createdAt)).toBe(2 * HOUR);
      app.clock.advance(2 * HOUR + 1_000);
      await expect(check(user.id, 'TRC20', added.address)).resolves.toBeUndefined();
    } finally {
      await settings.update(before);
    }
  });

  it('whitelist-only refuses a one-off address, and switching it off waits for the cooling period', async () => {
    const { user, token } = await signUp(app);
    const oneOff = tronAddress();
    await expect(check(user.id, 'TRC20', oneOff)).resolves.toBeUndefined();

    const on = await whitelist(token, true);
    expect(on.body.data).toMatchObject({ whitelistOnly: true, whitelistOffAt: null });
    await expect(check(user.id, 'TRC20', oneOff)).rejects.toMatchObject({ key: 'ADDRESS_NOT_WHITELISTED' });
    const booked = (await add(token, { network: 'TRC20', address: tronAddress() })).body.data;
    await expect(check(user.id, 'TRC20', booked.address)).rejects.toMatchObject({ key: 'ADDRESS_COOLING' });
    app.clock.advance(24 * HOUR + 1_000);
    await expect(check(user.id, 'TRC20', booked.address)).resolves.toBeUndefined();
    await expect(check(user.id, 'TRC20', oneOff)).rejects.toMatchObject({ key: 'ADDRESS_NOT_WHITELISTED' });
    // The book is per network: the same text on another network is not in it.
    await expect(check(user.id, 'ERC20', booked.address)).rejects.toMatchObject({
      key: 'ADDRESS_NOT_WHITELISTED',
    });

    const asked = app.clock.now().getTime();
    const off = (await whitelist(token, false)).body.data;
    expect(off.whitelistOnly).toBe(true);
    expect(Date.parse(off.whitelistOffAt) - asked).toBeGreaterThanOrEqual(24 * HOUR);
    expect(Date.parse(off.whitelistOffAt) - app.clock.now().getTime()).toBeLessThanOrEqual(24 * HOUR);
    // Asking again does not move the end.
    app.clock.advance(HOUR);
    expect((await whitelist(token, false)).body.data.whitelistOffAt).toBe(off.whitelistOffAt);
    app.clock.advance(22 * HOUR);
    await expect(check(user.id, 'TRC20', oneOff)).rejects.toMatchObject({ key: 'ADDRESS_NOT_WHITELISTED' });
    app.clock.advance(HOUR + 1_000);
    await expect(check(user.id, 'TRC20', oneOff)).resolves.toBeUndefined();
    const book = (await api().get('/api/security/addresses', { token })).body.data;
    expect(book).toMatchObject({ whitelistOnly: false, whitelistOffAt: null });
    expect(await eventsOf(user.id)).toEqual(expect.arrayContaining(['whitelist_on', 'whitelist_off']));
  });

  it('with 2FA on, changing the book asks for the code, and a refused add spends none', async () => {
    const { token } = await signUp(app);
    const { secret } = await enableTotp(app, token);
    const first = tronAddress();
    expect(errorOf(await add(token, { network: 'TRC20', address: first }))).toBe('TOTP_REQUIRED');
    expect(
      errorOf(await add(token, { network: 'TRC20', address: first, totpCode: codeNow(app, secret) })),
    ).toBe('OK');
    nextStep(app);
    const code = codeNow(app, secret);
    expect(errorOf(await add(token, { network: 'TRC20', address: first, totpCode: code }))).toBe(
      'ADDRESS_EXISTS',
    );
    expect(errorOf(await add(token, { network: 'TRC20', address: tronAddress(), totpCode: code }))).toBe(
      'OK',
    );
    nextStep(app);
    expect(errorOf(await whitelist(token, true))).toBe('TOTP_REQUIRED');
    expect(errorOf(await whitelist(token, true, codeNow(app, secret)))).toBe('OK');
  });

  it("removes only the user's own address", async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const added = (await add(owner.token, { network: 'BEP20', address: evmAddress() })).body.data;
    const remove = (token: string) =>
      api().post('/api/security/addresses/remove', { id: added.id }, { token });
    expect(errorOf(await remove(other.token))).toBe('ADDRESS_NOT_FOUND');
    expect(errorOf(await remove(owner.token))).toBe('OK');
    expect(errorOf(await remove(owner.token))).toBe('ADDRESS_NOT_FOUND');
    expect((await api().get('/api/security/addresses', { token: owner.token })).body.data.list).toEqual([]);
    expect(await eventsOf(owner.user.id)).toContain('address_removed');
  });

  it(`holds at most ${ADDRESS_BOOK_LIMIT} addresses, also when adds race`, async () => {
    const { user, token } = await signUp(app);
    const now = app.clock.now();
    await app.database.db.insert(withdrawAddresses).values(
      Array.from({ length: ADDRESS_BOOK_LIMIT - 3 }, (_, i) => ({
        userId: user.id,
        network: 'TRC20' as const,
        address: tronAddress(),
        label: `Old ${i}`,
        createdAt: now,
        usableAt: now,
      })),
    );
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => add(token, { network: 'ERC20', address: evmAddress() })),
    );
    const counts: Record<string, number> = {};
    for (const a of answers) counts[errorOf(a)] = (counts[errorOf(a)] ?? 0) + 1;
    expect(counts).toEqual({ OK: 3, ADDRESS_BOOK_FULL: 5 });
    expect(answers.find((a) => errorOf(a) === 'ADDRESS_BOOK_FULL')?.body.data).toMatchObject({
      max: ADDRESS_BOOK_LIMIT,
    });
    expect(await app.database.db.$count(withdrawAddresses, eq(withdrawAddresses.userId, user.id))).toBe(
      ADDRESS_BOOK_LIMIT,
    );
  });
});
