/**
 * The market in a real browser against the real server (fresh embedded database with the demo data:
 * the demo user holds 10,000 USDT, 1,000 MCC and 1,000 SSK; MCC is at 1.25 USDT and SSK at 0.0125,
 * fees 50 bp). An operator's price change goes through the admin API, and is undone when its test
 * ends. Each test opens the page it needs on a phone of its own; the SSK round trip and the MCC
 * transfer each move only their own asset of the demo user's, so the tests pass in any order.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it, onTestFinished } from 'vitest';
import {
  callApi,
  DEMO,
  describeInBrowser,
  launchBrowser,
  operatorToken,
  phoneContext,
  registerUser,
  shot,
  signIn,
  startServer,
  type TestServer,
} from '../../../tests/browser/harness.ts';

describeInBrowser('market in a browser', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  /** The test's phone, signed in as the demo user in a context of its own. */
  let page: Page;
  let admin: string;
  let token: string;

  const text = (testId: string) => page.getByTestId(testId).first().textContent();
  const balances = async () =>
    (
      await callApi<Record<'USDT' | 'MCC' | 'SSK', { available: string }>>(server, '/api/user/balance', {
        token,
      })
    ).data;
  /** An operator sets a token's price now (admin API). */
  async function setPrice(symbol: 'MCC' | 'SSK', price: string) {
    const set = await callApi(server, '/admin-api/market/price', { bearer: admin, body: { symbol, price } });
    expect(set.code, set.msg).toBe(1);
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    admin = await operatorToken(server);
    // A second session of the demo user, to read balances through the API.
    const login = await callApi<{ userinfo: { token: string } }>(server, '/api/user/login', {
      body: { account: DEMO.mobile, password: DEMO.password },
    });
    token = login.data.userinfo.token;
  });
  beforeEach(async () => {
    const context = await phoneContext(browser, server.url);
    contexts.push(context);
    page = await context.newPage();
    page.on('pageerror', (e) => console.error('page error:', e.message));
    await signIn(page, DEMO.mobile, DEMO.password);
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await server?.stop();
  });

  it('draws the chart of the demo history, candles and line, on every range', async () => {
    await page.goto('/pages/market/market');
    await expect.poll(() => page.getByTestId('ticker-price').getAttribute('data-price')).toBe('1.2500000000');
    const chart = page.getByTestId('price-chart');
    await expect.poll(async () => Number(await chart.getAttribute('data-points'))).toBeGreaterThan(20);
    const canvas = chart.locator('canvas').first();
    await canvas.waitFor();
    const box = await canvas.boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    expect(box?.height).toBeGreaterThan(200);
    // Something is drawn: the canvas is not one flat colour.
    const colours = await canvas.evaluate((c: HTMLCanvasElement) => {
      const { data } = c.getContext('2d')?.getImageData(0, 0, c.width, c.height) ?? { data: [] };
      const seen = new Set<number>();
      for (let i = 0; i < data.length; i += 4 * 97)
        seen.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
      return seen.size;
    });
    expect(colours).toBeGreaterThan(3);
    await shot(page, 'market-mcc');

    await page.getByTestId('range-3M').click();
    await expect.poll(async () => Number(await chart.getAttribute('data-points'))).toBeGreaterThan(400);
    await page.getByRole('button', { name: '分时' }).click();
    await expect.poll(() => chart.locator('canvas').count()).toBeGreaterThan(0);
    await page.getByTestId('range-1D').click();
  });

  it('shows an operator’s price change on the open page within 2 s, without a reload', async () => {
    await page.goto('/pages/market/market');
    await expect.poll(() => page.getByTestId('ticker-price').getAttribute('data-price')).toBe('1.2500000000');
    const chart = page.getByTestId('price-chart');
    await expect.poll(async () => Number(await chart.getAttribute('data-points'))).toBeGreaterThan(20);
    const pointsBefore = Number(await chart.getAttribute('data-points'));
    // The demo price again when the test ends, as the other tests expect it.
    onTestFinished(() => setPrice('MCC', '1.25'));
    const started = Date.now();
    await setPrice('MCC', '1.3125');
    await expect
      .poll(() => page.getByTestId('ticker-price').getAttribute('data-price'), {
        timeout: 2000,
        interval: 50,
      })
      .toBe('1.3125000000');
    expect(Date.now() - started).toBeLessThan(2000);
    // The page works the change out itself; it must be the server's figure.
    const day = await callApi<{ change: string }>(server, '/api/market/price?symbol=MCC', { token });
    expect(await text('ticker-change')).toBe(
      `${day.data.change.startsWith('-') ? '' : '+'}${day.data.change}%`,
    );
    expect(await chart.getAttribute('data-last')).toBe('1.3125000000');
    expect(Number(await chart.getAttribute('data-points'))).toBeGreaterThanOrEqual(pointsBefore);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  });

  it('buys SSK and sells it back; both show in the records and the balances', async () => {
    const before = await balances();
    await page.goto('/pages/market/market');
    await page.getByRole('tab', { name: 'SSK/USDT' }).click();
    await page.waitForURL('**/pages/market/market?symbol=SSK');
    await expect.poll(() => page.getByTestId('ticker-price').getAttribute('data-price')).toBe('0.0125000000');
    await expect.poll(() => page.getByTestId('market-records').textContent()).toContain('暂无交易');

    await page.getByTestId('open-buy_ssk').click();
    await page.getByPlaceholder('请输入数量').fill('100');
    // 100 × 0.0125 = 1.25 USDT, fee ⌈0.00625⌉: exactly what the server will charge.
    await expect.poll(() => text('trade-pay')).toBe('1.25625 USDT');
    expect(await text('trade-fee')).toBe('0.00625 USDT');
    expect(await text('trade-receive')).toBe('100.0000 SSK');
    await shot(page, 'market-buy-ssk');
    await page.getByPlaceholder('6位数字').fill(DEMO.payPassword);
    await page.getByTestId('trade-submit').click();
    await expect.poll(() => page.getByTestId('trade-item').count()).toBe(1);
    expect(await text('trade-kind')).toBe('买入SSK');

    await page.getByTestId('open-sell_ssk').click();
    await page.getByRole('tab', { name: '卖出SSK' }).waitFor();
    await page.getByPlaceholder('请输入数量').fill('100');
    // 1.25 USDT less ⌈0.00625⌉.
    await expect.poll(() => text('trade-receive')).toBe('1.24375 USDT');
    await page.getByPlaceholder('6位数字').fill(DEMO.payPassword);
    await page.getByTestId('trade-submit').click();
    await expect.poll(() => page.getByTestId('trade-item').count()).toBe(2);
    expect(await page.getByTestId('trade-kind').allTextContents()).toEqual(['卖出SSK', '买入SSK']);
    await shot(page, 'market-records');

    const after = await balances();
    expect(after.SSK.available).toBe(before.SSK.available);
    // Paid 1.256250, received 1.243750: the round trip costs the two fees.
    const usdt = (s: string) => Math.round(Number(s) * 1e6);
    expect(usdt(before.USDT.available) - usdt(after.USDT.available)).toBe(12_500);

    await page.goto('/pages/wallet/wallet');
    await expect
      .poll(() => page.getByTestId('asset-SSK').getByTestId('asset-available').textContent())
      .toBe('1,000.0000');
  });

  it('transfers MCC to another user, masked before confirming, from the MCC page', async () => {
    const friend = { mobile: `136${String(Date.now()).slice(-8)}`, password: 'friend1234' };
    const registered = await registerUser(server, friend);

    await page.goto('/pages/mcc/mcc');
    await expect.poll(() => text('balance-available')).toBe('1,000.0000');
    await page.getByRole('button', { name: '转账' }).click();
    await page.waitForURL('**/pages/transfer/transfer');
    await page.getByPlaceholder('UID / 手机号 / 邮箱').fill(registered.uid);
    await page.getByPlaceholder('请输入转账数量').fill('12.5');
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByTestId('transfer-confirm').waitFor();
    expect(await text('recipient-contact')).toBe(
      `${friend.mobile.slice(0, 3)}****${friend.mobile.slice(-4)}`,
    );
    expect(await text('transfer-amount')).toBe('12.5000 MCC');
    await page.getByPlaceholder('6位数字').fill(DEMO.payPassword);
    await page.getByRole('button', { name: '确认转账' }).click();
    await page.getByTestId('transfer-done').waitFor();
    await shot(page, 'mcc-transfer-done');
    await page.getByRole('button', { name: '返回MCC' }).click();
    await page.waitForURL('**/pages/mcc/mcc');
    await expect.poll(() => text('balance-available')).toBe('987.5000');
    await expect.poll(() => text('line-amount')).toBe('-12.5000');
    await shot(page, 'mcc-page');

    const theirs = await callApi<Record<'MCC', { available: string }>>(server, '/api/user/balance', {
      token: registered.token,
    });
    expect(theirs.data.MCC.available).toBe('12.500000');
  });
});
