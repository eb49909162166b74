import { ERROR_TEXTS } from '@mcc/contract/error-texts';
/**
 * Brand and numbers in a real browser against the real server: the shipped logo and icons load, the
 * demo user's big balance shows with thousands separators, the wallet's total value and its eye (the
 * choice survives a reload), and a mistyped withdrawal address is flagged before anything is sent. Each
 * test has a phone of its own; only the big-balance test credits the demo user.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { adjustApproved } from '../../../tests/browser/four-eyes.ts';
import {
  callApi,
  DEMO,
  describeInBrowser,
  launchBrowser,
  operatorToken,
  phoneContext,
  shot,
  signIn,
  startServer,
  type TestServer,
  TRC20_ADDRESS,
} from '../../../tests/browser/harness.ts';

describeInBrowser('brand and numbers in a browser', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  /** The test's phone: a context of its own, so no test sees what another stored or fetched. */
  let page: Page;

  const text = (testId: string) => page.getByTestId(testId).first().textContent();

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  beforeEach(async () => {
    const context = await phoneContext(browser, server.url);
    contexts.push(context);
    page = await context.newPage();
    page.on('pageerror', (e) => console.error('page error:', e.message));
  });

  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await server?.stop();
  });

  it('ships the logo and icons: no 404 on the entry page, the logo drawn on sign-in and register', async () => {
    /** Every response the page got, by path, with its status. */
    const responses: { path: string; status: number }[] = [];
    page.on('response', (r) => responses.push({ path: new URL(r.url()).pathname, status: r.status() }));
    // Signed out, `/` may move on to the login page before its bar draws the logo; either asks for it.
    const logo = page.waitForResponse((r) => new URL(r.url()).pathname === '/logo.svg');
    await page.goto('/');
    expect((await logo).status()).toBe(200);
    expect(responses.filter((r) => r.status === 404)).toEqual([]);
    for (const icon of ['/favicon.svg', '/favicon-32.png', '/apple-touch-icon.png'])
      expect((await page.request.get(icon)).status(), icon).toBe(200);

    for (const route of ['/pages/login/login', '/pages/register/register']) {
      await page.goto(route);
      const logo = page.getByTestId('brand-logo');
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect(await logo.getAttribute('alt')).toBe('MCC');
    }
    await page.goto('/pages/login/login');
    await page.getByTestId('brand-logo').waitFor();
    await shot(page, 'brand-login');
  });

  it('shows a big balance with separators, the total value in USDT, and an eye that hides and remembers', async () => {
    // The demo user holds 10,000 USDT; an operator credits 1,234,567.89 more.
    const admin = await operatorToken(server);
    const users = await callApi<{ list: { id: number }[] }>(server, `/admin-api/users?q=${DEMO.mobile}`, {
      bearer: admin,
    });
    const id = users.data.list[0]?.id;
    const credited = await adjustApproved(server, id ?? 0, {
      asset: 'USDT',
      direction: 'credit',
      amount: '1234567.89',
      reason: 'e2e big balance',
    });
    expect(credited.code, credited.msg).toBe(1);

    await signIn(page, DEMO.mobile, DEMO.password);
    await expect.poll(() => text('balance-USDT')).toBe('1,244,567.89');
    expect(await text('balance-MCC')).toBe('1,000.0000');
    // The total counts the MCC and SSK at their market prices too (money-exact.test.ts checks the sum).
    const total = await text('total-value-amount');
    expect(Number(total?.replaceAll(',', ''))).toBeGreaterThan(1_244_567.89);
    expect(await page.getByTestId('total-value-unpriced').count()).toBe(0);
    await expect.poll(() => page.locator('.area-grid .coin-icon').count()).toBe(2);
    await shot(page, 'numbers-user-centre');

    await page.getByRole('button', { name: '隐藏金额' }).click();
    expect(await text('total-value-amount')).toBe('******');
    expect(await text('balance-USDT')).toBe('******');
    await page.goto('/pages/wallet/wallet');
    await page.getByTestId('wallet-page').waitFor();
    // Still hidden on another page and after a full load.
    await expect.poll(() => text('total-value-amount')).toBe('******');
    expect(await page.getByTestId('asset-USDT').getByTestId('asset-available').textContent()).toBe('******');
    await page.reload();
    await expect.poll(() => text('total-value-amount')).toBe('******');
    await page.getByRole('button', { name: '显示金额' }).click();
    await expect.poll(() => text('total-value-amount')).toBe(total);
    // The balances are a read of their own: '—' until it answers (the total may come first).
    await expect
      .poll(() => page.getByTestId('asset-USDT').getByTestId('asset-available').textContent())
      .toBe('1,244,567.89');
    expect(await page.getByTestId('asset-SSK').getByTestId('coin-icon-SSK').count()).toBe(1);
    await shot(page, 'numbers-wallet');

    await page.goto('/pages/usdt/usdt');
    const line = page.getByTestId('statement-line').first();
    await expect.poll(() => line.getByTestId('line-amount').textContent()).toBe('+1,234,567.89');
    expect(await line.getByTestId('balance-after').textContent()).toBe('1,244,567.89');
    await shot(page, 'numbers-statement');
  });

  it('flags a mistyped withdrawal address as it is typed, and sends nothing', async () => {
    await signIn(page, DEMO.mobile, DEMO.password);
    const withdrawCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/fund/withdraw') withdrawCalls.push(r.method());
    });
    await page.goto('/pages/usdt/withdraw');
    const address = page.getByPlaceholder('请输入TRC20地址');
    await address.fill(`${TRC20_ADDRESS.slice(0, -1)}F`);
    const addressError = page
      .locator('.adm-form-item', { has: address })
      .locator('.adm-form-item-feedback-error');
    await expect.poll(() => addressError.textContent()).toBe(ERROR_TEXTS.ADDRESS_INVALID['zh-Hans']);
    await page.getByPlaceholder('请输入提币数量').fill('20');
    await page.getByPlaceholder('6位数字').fill(DEMO.payPassword);
    await page.getByRole('button', { name: '确认提币' }).click();
    await shot(page, 'withdraw-bad-address');
    expect(await addressError.textContent()).toBe(ERROR_TEXTS.ADDRESS_INVALID['zh-Hans']);
    // The good address clears the error; no withdrawal was requested for the bad one.
    await address.fill(TRC20_ADDRESS);
    await expect.poll(() => addressError.count()).toBe(0);
    expect(withdrawCalls).toEqual([]);
  });
});
