import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import {
  type Api,
  bearer,
  dbKind,
  expectError,
  openTestApp,
  operatorToken,
  type TestApp,
} from '../../test/harness.ts';
import { credit, PAY_PASSWORD, setFrozen, signUp } from '../../test/users.ts';
import { verifyLedger } from '../ledger/ledger.verify.ts';

let app: TestApp;
let api: Api;
let operations: string;
beforeAll(async () => {
  ({
    app,
    api,
    tokens: { operations },
  } = await openTestApp('operations'));
  // Prices of the hand-worked cases below.
  await setPrice('SSK', '0.0123456789');
  await setPrice('MCC', '2.5');
});
afterAll(() => app.dispose());
afterEach(async () => {
  expect((await verifyLedger(app.database.db)).flatMap((c) => c.problems)).toEqual([]);
});

const HOUR = 3_600_000;
async function setPrice(symbol: string, price: string) {
  // A console session lasts 12 hours of the movable clock: sign in again when it has run out.
  if (!(await api.get('/admin-api/auth/me', { headers: bearer(operations) })).body.code)
    operations = await operatorToken(app, 'operations');
  const res = await api.post('/admin-api/market/price', { symbol, price }, { headers: bearer(operations) });
  expect(res.body.code, res.body.msg).toBe(1);
}
/** Replaces part of the settings' market limits, fees or switches for the rest of the file. */
async function settings(
  change: (config: Awaited<ReturnType<TestApp['services']['settings']['get']>>) => void,
) {
  const config = structuredClone(await app.services.settings.get());
  change(config);
  await app.services.settings.update(config);
}
const trade = (
  path: string,
  token: string,
  body: Record<string, unknown>,
  headers?: Record<string, string>,
) => api.post(path, { payPassword: PAY_PASSWORD, ...body }, { token, headers });
const balance = async (token: string, asset: 'USDT' | 'MCC' | 'SSK') =>
  (await api.get('/api/user/balance', { token })).body.data[asset].total as string;

describe('SSK at the current price (fees 50 bp; SSK at 0.0123456789 USDT)', () => {
  it('buys 10 SSK: cost ⌈123456.789⌉ µUSDT, fee ⌈617.285⌉; sells them back: ⌊123456.789⌋ less ⌈617.28⌉', async () => {
    const { token } = await signUp(app, { usdt: '100' });
    const bought = await trade('/api/fund/buySsk', token, { amount: '10' });
    expect(bought.body.data).toMatchObject({
      kind: 'buy_ssk',
      fromAsset: 'USDT',
      toAsset: 'SSK',
      paid: '0.124075',
      received: '10.000000',
      fee: '0.000618',
      price: '0.0123456789',
    });
    expect(await balance(token, 'USDT')).toBe('99.875925');
    expect((await api.get('/api/fund/ssk', { token })).body.data).toEqual({
      available: '10.000000',
      frozen: '0.000000',
      total: '10.000000',
    });

    const sold = await trade('/api/fund/sellSsk', token, { amount: '10' });
    expect(sold.body.data).toMatchObject({
      kind: 'sell_ssk',
      paid: '10.000000',
      received: '0.122838',
      fee: '0.000618',
    });
    expect(await balance(token, 'USDT')).toBe('99.998763');
    expect(await balance(token, 'SSK')).toBe('0.000000');

    const detail = await api.get('/api/fund/sskDetail?page=1', { token });
    expect(detail.body.data.list.map((l: { code: string; amount: string }) => [l.code, l.amount])).toEqual([
      ['ssk_sell', '-10.000000'],
      ['ssk_buy', '10.000000'],
    ]);
    const records = await api.get('/api/market/record?page=1', { token });
    expect(records.body.data.total).toBe(2);
    expect(records.body.data.list.map((r: { kind: string }) => r.kind)).toEqual(['sell_ssk', 'buy_ssk']);
  });

  it('refuses below the minimum, finer than 4 decimals, without the money, or with a wrong payment password', async () => {
    const { token } = await signUp(app, { usdt: '1' });
    expectError(await trade('/api/fund/buySsk', token, { amount: '0.9999' }), 'TRADE_BELOW_MIN');
    const precise = await trade('/api/fund/buySsk', token, { amount: '1.00001' });
    expectError(precise, 'VALIDATION');
    expect(precise.body.data.field).toBe('amount');
    expectError(await trade('/api/fund/buySsk', token, { amount: '100' }), 'INSUFFICIENT_BALANCE');
    expectError(await trade('/api/fund/sellSsk', token, { amount: '1' }), 'INSUFFICIENT_BALANCE');
    expectError(
      await trade('/api/fund/buySsk', token, { amount: '1', payPassword: '000000' }),
      'PAY_PASSWORD_WRONG_LEFT',
    );
    expect(await balance(token, 'USDT')).toBe('1.000000');
    expect((await api.get('/api/market/record', { token })).body.data.total).toBe(0);
  });

  it('refuses a frozen account and a suspended user, and moves nothing', async () => {
    const { user, token } = await signUp(app, { usdt: '10' });
    await setFrozen(app, user.id, true);
    expectError(await trade('/api/fund/buySsk', token, { amount: '1' }), 'ACCOUNT_FROZEN');
    await setFrozen(app, user.id, false);
    const suspend = await api.post(
      `/admin-api/users/${user.id}/status`,
      { status: 'suspended' },
      { headers: bearer(operations) },
    );
    expect(suspend.body.code, suspend.body.msg).toBe(1);
    expect((await trade('/api/fund/buySsk', token, { amount: '1' })).status).toBe(401);
    expect((await app.services.wallet.assetBalance(user.id, 'SSK')).total).toBe('0.000000');
  });

  it('holds the rolling 24-hour limit, then frees it a day later', async () => {
    await settings((c) => {
      c.market.sskDailyBuy = '15';
    });
    const { token } = await signUp(app, { usdt: '10' });
    expect((await trade('/api/fund/buySsk', token, { amount: '10' })).body.code).toBe(1);
    const over = await trade('/api/fund/buySsk', token, { amount: '5.0001' });
    expectError(over, 'TRADE_DAILY_LIMIT');
    expect(over.body.data.remaining).toBe('5.000000');
    expect((await trade('/api/fund/buySsk', token, { amount: '5' })).body.code).toBe(1);
    expectError(await trade('/api/fund/buySsk', token, { amount: '1' }), 'TRADE_DAILY_LIMIT');
    app.clock.advance(24 * HOUR + 1000);
    expect((await trade('/api/fund/buySsk', token, { amount: '1' })).body.code).toBe(1);
    await settings((c) => {
      c.market.sskDailyBuy = '100000';
    });
  });

  it('parallel buys never pass the daily limit', async () => {
    await settings((c) => {
      c.market.sskDailyBuy = '15';
    });
    const { token } = await signUp(app, { usdt: '10' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => trade('/api/fund/buySsk', token, { amount: '5' })),
    );
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(3);
    for (const a of answers.filter((x) => x.body.code !== 1))
      expect(a.body.data.error).toBe('TRADE_DAILY_LIMIT');
    expect(await balance(token, 'SSK')).toBe('15.000000');
    await settings((c) => {
      c.market.sskDailyBuy = '100000';
    });
  });

  it('64 parallel sells of the whole SSK balance: exactly one succeeds', async () => {
    const { user, token } = await signUp(app);
    await credit(app, user.id, '20', 'SSK');
    const answers = await Promise.all(
      Array.from({ length: 64 }, () => trade('/api/fund/sellSsk', token, { amount: '20' })),
    );
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.code !== 1))
      expect(a.body.data.error).toBe('INSUFFICIENT_BALANCE');
    expect(await balance(token, 'SSK')).toBe('0.000000');
    expect((await api.get('/api/market/record', { token })).body.data.total).toBe(1);
  });

  it('a repeated Idempotency-Key trades once and replays the answer', async () => {
    const { user, token } = await signUp(app);
    await credit(app, user.id, '5', 'SSK');
    const headers = { 'idempotency-key': 'sell-once' };
    const first = await trade('/api/fund/sellSsk', token, { amount: '2' }, headers);
    const again = await trade('/api/fund/sellSsk', token, { amount: '2' }, headers);
    expect(again.body.data).toEqual(first.body.data);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await balance(token, 'SSK')).toBe('3.000000');
  });
});

describe('exchange MCC ↔ USDT (MCC at 2.5 USDT)', () => {
  it('sells 3.3333 MCC: ⌊8.33325⌋ less ⌈41666.25⌉ µUSDT', async () => {
    const { user, token } = await signUp(app);
    await credit(app, user.id, '10', 'MCC');
    const res = await trade('/api/market/exchange', token, { from: 'MCC', to: 'USDT', amount: '3.3333' });
    expect(res.body.data).toMatchObject({
      kind: 'sell_mcc',
      paid: '3.333300',
      received: '8.291583',
      fee: '0.041667',
      price: '2.5000000000',
    });
    expect(await balance(token, 'USDT')).toBe('8.291583');
    expect(await balance(token, 'MCC')).toBe('6.666700');
  });

  it('buys MCC only when the settings allow; then 10 USDT less ⌈0.05⌉ fee buys ⌊9.95 / 2.5⌋ MCC', async () => {
    const { token } = await signUp(app, { usdt: '20' });
    expectError(
      await trade('/api/market/exchange', token, { from: 'USDT', to: 'MCC', amount: '10' }),
      'MCC_BUY_DISABLED',
    );
    await settings((c) => {
      c.mccBuyEnabled = true;
    });
    const precise = await trade('/api/market/exchange', token, { from: 'USDT', to: 'MCC', amount: '10.001' });
    expect(JSON.stringify(precise.body.data)).toContain('AMOUNT_TOO_PRECISE');
    const res = await trade('/api/market/exchange', token, { from: 'USDT', to: 'MCC', amount: '10' });
    expect(res.body.data).toMatchObject({
      kind: 'buy_mcc',
      paid: '10.000000',
      received: '3.980000',
      fee: '0.050000',
    });
    expect(await balance(token, 'USDT')).toBe('10.000000');
    expect(await balance(token, 'MCC')).toBe('3.980000');
    await settings((c) => {
      c.mccBuyEnabled = false;
    });
  });

  it('refuses the same asset on both sides and unknown assets', async () => {
    const { token } = await signUp(app);
    const same = await trade('/api/market/exchange', token, { from: 'MCC', to: 'MCC', amount: '1' });
    expect(JSON.stringify(same.body.data)).toContain('EXCHANGE_SAME_ASSET');
    const unknown = await trade('/api/market/exchange', token, { from: 'SSK', to: 'USDT', amount: '1' });
    expect(JSON.stringify(unknown.body.data)).toContain('ASSET_INVALID');
  });
});

describe('MCC transfer', () => {
  it('moves MCC to another user by UID with the USDT transfer’s rules and masked recipient', async () => {
    const sender = await signUp(app);
    const receiver = await signUp(app);
    await credit(app, sender.user.id, '5', 'MCC');
    const res = await trade('/api/fund/transferMcc', sender.token, { to: receiver.user.uid, amount: '1.5' });
    expect(res.body.code, res.body.msg).toBe(1);
    expect(res.body.data).toMatchObject({
      amount: '1.500000',
      fee: '0.000000',
      to: { uid: receiver.user.uid },
    });
    expect(res.body.data.to.contact).toContain('****');
    expect(await balance(receiver.token, 'MCC')).toBe('1.500000');
    expect(await balance(sender.token, 'MCC')).toBe('3.500000');
    expect(await balance(sender.token, 'USDT')).toBe('0.000000');
    const mcc = await api.get('/api/fund/mcc', { token: sender.token });
    expect(mcc.body.data).toEqual({ available: '3.500000', frozen: '0.000000', total: '3.500000' });
    const statement = await api.get('/api/fund/mccDetail?page=1', { token: sender.token });
    expect(statement.body.data.list.map((l: { amount: string }) => l.amount)).toEqual([
      '-1.500000',
      '5.000000',
    ]);
    expectError(
      await trade('/api/fund/transferMcc', sender.token, { to: receiver.user.uid, amount: '4' }),
      'INSUFFICIENT_BALANCE',
    );
    expectError(
      await trade('/api/fund/transferMcc', sender.token, { to: sender.user.uid, amount: '1' }),
      'TRANSFER_TO_SELF',
    );
    const precise = await trade('/api/fund/transferMcc', sender.token, {
      to: receiver.user.uid,
      amount: '0.00001',
    });
    expect(JSON.stringify(precise.body.data)).toContain('AMOUNT_TOO_PRECISE');
  });
});

describe('prices and charts', () => {
  it('answers the day’s open, change, high, low and volume; the chart’s candles carry them', async () => {
    const { token } = await signUp(app);
    await setPrice('MCC', '2');
    // The next business day (00:00 UTC+8) plus an hour: the open is the price carried over midnight.
    const now = app.clock.now().getTime();
    const nextDay = Math.ceil((now + 8 * HOUR) / (24 * HOUR)) * 24 * HOUR - 8 * HOUR;
    app.clock.advance(nextDay - now + HOUR);
    for (const p of ['2.5', '3', '2.4']) await setPrice('MCC', p);
    const res = await api.get('/api/market/price?symbol=MCC', { token });
    expect(res.body.data).toMatchObject({
      symbol: 'MCC',
      price: '2.4000000000',
      open: '2.0000000000',
      change: '20.00',
      high: '3.0000000000',
      low: '2.0000000000',
    });
    expect((await api.get('/api/market/price', { token })).body.data.symbol).toBe('MCC');
    expectError(await api.get('/api/market/price?symbol=BTC', { token }), 'VALIDATION');

    for (const range of ['1D', '1W', '1M', '3M', 'ALL']) {
      const chart = await api.get(`/api/market/history?symbol=MCC&range=${range}`, { token });
      expect(chart.body.code, range).toBe(1);
      const candles = chart.body.data.candles as { open: string; high: string; low: string; close: string }[];
      expect(candles.length, range).toBeGreaterThan(0);
      expect(candles.length, range).toBeLessThanOrEqual(500);
      expect(candles.at(-1)?.close, range).toBe('2.4000000000');
      for (const c of candles) {
        expect(Number(c.high) >= Math.max(Number(c.open), Number(c.close)), range).toBe(true);
        expect(Number(c.low) <= Math.min(Number(c.open), Number(c.close)), range).toBe(true);
      }
    }
    const day = (await api.get('/api/market/history?symbol=MCC&range=1D', { token })).body.data;
    expect(day.candles.some((c: { high: string }) => c.high === '3.0000000000')).toBe(true);
    expectError(await api.get('/api/market/history?range=2Y', { token }), 'VALIDATION');
  });

  it('counts the 24-hour volume of both directions in tokens', async () => {
    const { user, token } = await signUp(app);
    const before = (await api.get('/api/market/price?symbol=SSK', { token })).body.data.volume24h;
    await credit(app, user.id, '3', 'SSK');
    expect((await trade('/api/fund/sellSsk', token, { amount: '3' })).body.code).toBe(1);
    const after = (await api.get('/api/market/price?symbol=SSK', { token })).body.data.volume24h;
    expect(Number(after) - Number(before)).toBeCloseTo(3, 6);
  });
});

describe.skipIf(dbKind !== 'postgres')('two servers on one PostgreSQL', () => {
  let twin: App;
  beforeAll(async () => {
    twin = await app.twin();
  });
  afterAll(() => twin.close());

  it('64 parallel sells of the whole balance spread over both: exactly one succeeds', async () => {
    const { user, token } = await signUp(app);
    await credit(app, user.id, '7', 'SSK');
    const answers = await Promise.all(
      Array.from({ length: 64 }, (_, i) =>
        (i % 2 ? twin : app).inject({
          method: 'POST',
          url: '/api/fund/sellSsk',
          headers: { token },
          payload: { amount: '7', payPassword: PAY_PASSWORD },
        }),
      ),
    );
    expect(answers.filter((a) => a.json().code === 1)).toHaveLength(1);
    expect(await balance(token, 'SSK')).toBe('0.000000');
  });
});
