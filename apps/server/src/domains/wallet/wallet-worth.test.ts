import { formatAmount, parseAmount, parsePrice } from '@mcc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, bearer, dbKind, openTestApp, operatorToken, type TestApp } from '../../test/harness.ts';
import { newProduct, stake } from '../../test/pledge.ts';
import { credit, PAY_PASSWORD, signUp } from '../../test/users.ts';
import { TRON_ADDRESS } from '../../test/wallet.ts';

let app: TestApp;
let api: Api;
beforeAll(async () => {
  ({ app, api } = await openTestApp());
});
afterAll(() => app.dispose());

const micro = (wire: string) => parseAmount(wire.replace(/^-/, '')) ?? 0n;

describe(`total value (${dbKind})`, () => {
  it('counts every place the user’s money sits at the current prices, and the parts add up to the total', async () => {
    const { user, token } = await signUp(app, { usdt: '1000.5' });
    await credit(app, user.id, '123.456789', 'MCC');
    await credit(app, user.id, '50.000001', 'SSK');
    const operator = await operatorToken(app, 'operations');
    for (const [symbol, price] of [
      ['MCC', '1.2345678901'],
      ['SSK', '0.0125'],
    ]) {
      const set = await app.inject({
        method: 'POST',
        url: '/admin-api/market/price',
        headers: bearer(operator),
        payload: { symbol, price },
      });
      expect(set.json().code).toBe(1);
    }
    const product = await newProduct(app);
    expect((await stake(api, token, product.id, '200')).body.code).toBe(1);
    const moved = await api.post(
      '/api/coinMix/transferIn',
      { amount: '100.25', payPassword: PAY_PASSWORD },
      { token },
    );
    expect(moved.body.code).toBe(1);
    const withdrawal = {
      network: 'TRC20',
      address: TRON_ADDRESS,
      amount: '100.01',
      payPassword: PAY_PASSWORD,
    };
    expect((await api.post('/api/fund/withdraw', withdrawal, { token })).body.code).toBe(1);

    const worth = (await api.get('/api/fund/worth', { token })).body.data;
    const wallet = (await api.get('/api/fund/wallet', { token })).body.data;
    const staked = (await api.get('/api/pledge/total', { token })).body.data.staked;
    const priceOf = async (symbol: string) =>
      (await api.get(`/api/market/price?symbol=${symbol}`, { token })).body.data.price;
    const prices = { USDT: '1', MCC: await priceOf('MCC'), SSK: await priceOf('SSK') };
    expect(prices).toMatchObject({ MCC: '1.2345678901', SSK: '0.0125000000' });

    // What each place holds, from the calls that show it one by one.
    const expected = [
      { place: 'main', asset: 'USDT', amount: wallet.main.USDT.total, frozen: wallet.main.USDT.frozen },
      { place: 'main', asset: 'MCC', amount: wallet.main.MCC.total, frozen: '0.000000' },
      { place: 'main', asset: 'SSK', amount: wallet.main.SSK.total, frozen: '0.000000' },
      { place: 'coinMix', asset: 'USDT', amount: '100.250000', frozen: '0.000000' },
      { place: 'pledge', asset: 'USDT', amount: staked, frozen: '0.000000' },
    ] as const;
    expect(staked).toBe('200.000000');
    // The withdrawal's amount and fee are held, and still the user's until paid.
    expect(micro(wallet.main.USDT.frozen)).toBeGreaterThan(micro('100.01'));
    expect(worth.parts).toHaveLength(expected.length);
    let sum = 0n;
    for (const [i, part] of expected.entries()) {
      const value = (micro(part.amount) * parsePrice(prices[part.asset])) / 10n ** 10n;
      sum += value;
      expect(worth.parts[i]).toEqual({
        ...part,
        price: part.asset === 'USDT' ? '1.0000000000' : prices[part.asset],
        value: formatAmount(value),
      });
    }
    // Every USDT credited (1000.5, wherever it went), 123.456789 × 1.2345678901 = 152.415787… MCC,
    // 50.000001 × 0.0125 = 0.625000… SSK.
    expect(worth.total).toBe(formatAmount(sum));
    expect(worth.total).toBe('1153.540787');
    expect(worth.unpriced).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await api.get('/api/fund/worth')).status).toBe(401);
  });
});
