/**
 * AI quant in the console, in a real browser against the real server (fresh embedded database with the
 * demo data and its two products; TEST_CONTROLS so the test can move the server's clock to the next
 * business day). Through the screens, as an operator works:
 *
 * 1. the form refuses bad input field by field, then the operator creates a product;
 * 2. the demo user stakes in it (user API); the products page shows it selling, the orders page shows
 *    the order, and filters by user and status;
 * 3. the operator closes it: it stays in the list, closed, and users can no longer stake in it;
 * 4. the next business day the operator runs the accrual now and sees what it paid; the order shows
 *    its first day's earning; a second run pays nothing;
 * 5. the commission shares and the coin-mix rate are set in the settings as percentages.
 *
 * Tests run in order and share one server. Screenshots land in artifacts/admin (pledge-*).
 */
import { randomUUID } from 'node:crypto';
import type { DailyRun, Envelope } from '@mcc/contract';
import { ERROR_TEXTS } from '@mcc/contract/error-texts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  DEMO,
  describeInBrowser,
  firstOperator,
  launchBrowser,
  operatorToken,
  startServer,
  type TestServer,
} from '../../../tests/browser/harness.ts';
import { adminShot, confirmDialog, desktopContext, fieldError } from './admin-harness.ts';

/** Polls up to 15 s: a page fetches its data after its chunk loads, on a machine other tests load too. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

const PRODUCT = { zh: '稳健 14 天', en: 'Steady 14 days', term: '14', rate: '1.25' };
const STAKE = '1000';

describeInBrowser('AI quant in the console', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];
  let page: Page;
  let admin: { username: string; password: string };
  let userToken = '';
  let productId = 0;
  /** The order's first earning day, the day after its stake (the server's business days, UTC+8). */
  let firstDay = '';

  /** A call to the user API, as the demo user's app makes it. */
  async function userCall<T>(path: string, body?: unknown): Promise<Envelope<T>> {
    const headers: Record<string, string> = { lang: 'zh-Hans', 'idempotency-key': randomUUID() };
    if (userToken) headers.token = userToken;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(server.url + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status, path).toBe(200);
    return (await res.json()) as Envelope<T>;
  }

  const userProducts = async () =>
    (await userCall<{ products: { id: number; name: string }[] }>('/api/pledge/index')).data.products;

  /** A new desktop page, signed in as the first operator. */
  async function operatorPage(): Promise<Page> {
    const context = await desktopContext(browser, server.url);
    contexts.push(context);
    const p = await context.newPage();
    p.on('pageerror', (e) => pageErrors.push(e.message));
    await p.goto('/admin/login');
    await p.locator('#login-username').fill(admin.username);
    await p.locator('#login-password').fill(admin.password);
    await p.locator('button[type="submit"]').click();
    await p.getByTestId('dashboard-page').waitFor();
    return p;
  }

  async function openFromMenu(name: string, testId: string) {
    await page.getByTestId(`menu-${name}`).click();
    await page.getByTestId(testId).waitFor();
  }

  const toast = (text: string) => page.locator('.ant-message-notice').filter({ hasText: text }).first();
  const productRow = () => page.locator('tr.ant-table-row').filter({ hasText: PRODUCT.zh });
  const field = (testId: string) => page.getByTestId(testId);
  const errorOf = (testId: string) => fieldError(page, testId);

  beforeAll(async () => {
    // The server copies this environment: its clock becomes one the test can move (`/test-api/clock`).
    process.env.TEST_CONTROLS = '1';
    try {
      server = await startServer();
    } finally {
      delete process.env.TEST_CONTROLS;
    }
    browser = await launchBrowser();
    admin = firstOperator(server);
    const login = await userCall<{ userinfo: { token: string } }>('/api/user/login', {
      account: DEMO.mobile,
      password: DEMO.password,
    });
    expect(login.code, login.msg).toBe(1);
    userToken = login.data.userinfo.token;
  });

  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await server?.stop();
  });

  it('1. the form refuses bad input field by field; the operator creates a product', async () => {
    page = await operatorPage();
    await openFromMenu('pledgeProducts', 'pledge-products-page');
    // The demo data's two products.
    await poll(() => page.getByTestId('product-name').allTextContents()).toEqual([
      'AI量化 7天',
      'AI量化 30天',
    ]);
    expect(await page.getByTestId('product-rate').allTextContents()).toEqual(['0.8%', '1.2%']);

    await page.getByTestId('new-product').click();
    const modal = page.getByRole('dialog').filter({ hasText: '新建产品' });
    await modal.waitFor();
    await field('product-name-en').fill(PRODUCT.en);
    await field('product-termDays').fill('0');
    await field('product-dailyRate').fill('1.255');
    await field('product-minAmount').fill('50.001');
    await field('product-maxAmount').fill('40');
    await field('product-quota').fill('10000');
    await modal.locator('.ant-modal-footer .ant-btn-primary').click();
    await poll(() => errorOf('product-name-zh-Hans')).toBe('请填写简体中文名称');
    expect(await errorOf('product-termDays')).toBe('期限为 1 到 3650 天的整数');
    expect(await errorOf('product-dailyRate')).toBe('日收益率为 0.01% 到 100%，最多 2 位小数');
    expect(await errorOf('product-minAmount')).toBe(ERROR_TEXTS.AMOUNT_TOO_PRECISE['zh-Hans']);
    await adminShot(page, 'pledge-product-invalid');

    await field('product-name-zh-Hans').fill(PRODUCT.zh);
    await field('product-termDays').fill(PRODUCT.term);
    await field('product-dailyRate').fill(PRODUCT.rate);
    await field('product-minAmount').fill('50');
    // 40 is below the minimum of 50, compared as amounts.
    await poll(() => errorOf('product-maxAmount')).toBe('单笔最高不能低于单笔最低');
    await field('product-maxAmount').fill('2000');
    await adminShot(page, 'pledge-product-new');
    await modal.locator('.ant-modal-footer .ant-btn-primary').click();
    await confirmDialog(
      page,
      '稳健 14 天：期限 14 天，日收益率 1.25%，单笔 50–2000 USDT，总额度 10000 USDT。',
    );
    await toast('已保存').waitFor();
    await modal.waitFor({ state: 'detached' });

    const row = productRow();
    await row.waitFor();
    expect(await row.getByTestId('product-rate').textContent()).toBe('1.25%');
    expect(await row.getByTestId('product-limits').textContent()).toBe('50.00 – 2,000.00');
    expect(await row.getByTestId('product-sales').textContent()).toContain(
      '已售 0.00 / 10,000.00，剩余 10,000.00',
    );
    // Its languages by their own names, each tag marked with its code.
    const languages = row.locator('.ant-tag');
    expect(await languages.allTextContents()).toEqual(['简体中文', 'English']);
    expect(await languages.evaluateAll((tags) => tags.map((t) => t.getAttribute('lang')))).toEqual([
      'zh-Hans',
      'en',
    ]);
    expect(await row.getByTestId('product-open-switch').getAttribute('aria-checked')).toBe('true');
    // The user sees it, in their language.
    const offered = (await userProducts()).find((p) => p.name === PRODUCT.zh);
    expect(offered).toBeDefined();
    productId = offered?.id ?? 0;
    await adminShot(page, 'pledge-products');
  });

  it('2. a user stakes in it; the products page shows it selling and the orders page shows the order', async () => {
    const staked = await userCall<{ startDate: string; dailyEarning: string }>('/api/pledge/add', {
      productId,
      amount: STAKE,
      payPassword: DEMO.payPassword,
    });
    expect(staked.code, staked.msg).toBe(1);
    // 1.25 % of 1000 a day.
    expect(staked.data.dailyEarning).toBe('12.500000');
    firstDay = staked.data.startDate;

    await page.reload();
    const row = productRow();
    await poll(() => row.getByTestId('product-sales').textContent()).toContain(
      '已售 1,000.00 / 10,000.00，剩余 9,000.00',
    );
    expect(await row.locator('.ant-progress-indicator').textContent()).toBe('10%');
    await adminShot(page, 'pledge-products-selling');

    await openFromMenu('pledgeOrders', 'pledge-orders-page');
    const order = page.locator('tr.ant-table-row').filter({ hasText: PRODUCT.zh });
    await order.waitFor();
    const text = (await order.textContent()) ?? '';
    expect(text).toContain('1,000.00 USDT');
    expect(text).toContain('12.50');
    expect(text).toContain(`${firstDay} – `);
    expect(await order.getByTestId('order-active').textContent()).toBe('计息中');
    expect(await order.getByTestId('order-earned').textContent()).toBe('0.00');
    expect(await order.getByTestId('order-paid-through').textContent()).toBe('–');

    // Filtered by the user (their id picks the filter) and by status.
    const userId = (await order.locator('td').nth(1).textContent()) ?? '';
    expect(userId).toMatch(/^\d+$/);
    await page.getByTestId('order-user-filter').fill('x1');
    await page.getByRole('button', { name: '搜索' }).click();
    await poll(() => page.getByText('用户 ID 为数字').count()).toBe(1);
    await page.getByTestId('order-user-filter').fill(userId);
    await page.getByRole('button', { name: '搜索' }).click();
    await page.waitForURL(`**/admin/pledge/orders?userId=${userId}`);
    await poll(() => page.locator('tr.ant-table-row').count()).toBe(1);
    await page.goto(`/admin/pledge/orders?userId=${userId}&status=completed`);
    await page.locator('.ant-table-placeholder').waitFor();
    expect(await page.locator('tr.ant-table-row').count()).toBe(0);
    await page.goto(`/admin/pledge/orders?userId=${userId}&status=active`);
    await poll(() => page.locator('tr.ant-table-row').count()).toBe(1);
    await adminShot(page, 'pledge-orders');

    // From the user's own page, one click leads to their orders.
    await page.goto(`/admin/users/${userId}`);
    await page.getByTestId('user-pledge-orders').click();
    await page.waitForURL(`**/admin/pledge/orders?userId=${userId}`);
    await poll(() => page.locator('tr.ant-table-row').filter({ hasText: PRODUCT.zh }).count()).toBe(1);
  });

  it('3. the operator closes it: it stays listed, closed, and users can no longer stake in it', async () => {
    await openFromMenu('pledgeProducts', 'pledge-products-page');
    const row = productRow();
    await row.getByTestId('product-open-switch').click();
    const ask = page.locator('.ant-popconfirm').filter({ hasText: '关闭「稳健 14 天」？' });
    await ask.waitFor();
    await adminShot(page, 'pledge-product-close');
    await ask.locator('.ant-popconfirm-buttons .ant-btn-primary').click();
    await toast('已保存').waitFor();
    await poll(() => row.getByTestId('product-open-switch').getAttribute('aria-checked')).toBe('false');

    // As the server keeps it: still listed, closed, what it sold unchanged.
    await page.reload();
    await poll(() => productRow().getByTestId('product-open-switch').getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(await productRow().getByTestId('product-sales').textContent()).toContain(
      '已售 1,000.00 / 10,000.00',
    );
    await adminShot(page, 'pledge-product-closed');

    expect((await userProducts()).map((p) => p.name)).not.toContain(PRODUCT.zh);
    const refused = await userCall('/api/pledge/add', {
      productId,
      amount: '100',
      payPassword: DEMO.payPassword,
    });
    expect(refused.code).toBe(0);
    expect(refused.data).toMatchObject({ error: 'PRODUCT_CLOSED' });
  });

  it('4. the next business day the operator runs the accrual and sees what it paid; again, nothing', async () => {
    // The server's clock to one minute into the order's first earning day (UTC+8).
    const moved = await fetch(`${server.url}/test-api/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: Date.parse(`${firstDay}T00:01:00+08:00`) - Date.now() }),
    });
    expect(moved.status).toBe(200);

    // A new morning, a new session (the last one may have lapsed overnight).
    page = await operatorPage();
    await openFromMenu('pledgeOrders', 'pledge-orders-page');
    await page.getByTestId('run-accrual').click();
    const modal = page.getByRole('dialog').filter({ hasText: '执行每日计息' });
    await modal.waitFor();
    await adminShot(page, 'pledge-accrual-confirm');
    const answered = page.waitForResponse((r) => r.url().endsWith('/admin-api/pledge/accrual'));
    await modal.getByRole('button', { name: '执行' }).click();
    const run = ((await (await answered).json()) as Envelope<DailyRun>).data;
    expect(run.day).toBe(firstDay);
    await modal.getByText(`已完成 ${firstDay} 的计息`).waitFor();
    // What the console shows is what the server answered, task by task.
    const pledge = run.tasks.find((task) => task.name === 'pledge');
    expect(pledge).toBeDefined();
    const shown = await modal
      .getByTestId('accrual-pledge')
      .locator('.ant-descriptions-item-content')
      .allTextContents();
    expect(shown).toEqual(Object.values(pledge?.counts ?? {}).map(String));
    await adminShot(page, 'pledge-accrual-done');
    await modal.getByRole('button', { name: '确定' }).click();

    // The order has its first day's earning, once.
    const order = page.locator('tr.ant-table-row').filter({ hasText: PRODUCT.zh });
    await poll(() => order.getByTestId('order-paid-through').textContent()).toBe(firstDay);
    expect(await order.getByTestId('order-earned').textContent()).toBe('12.50');
    await adminShot(page, 'pledge-orders-paid');

    // Running it again pays nothing twice.
    await page.getByTestId('run-accrual').click();
    const again = page.waitForResponse((r) => r.url().endsWith('/admin-api/pledge/accrual'));
    await modal.getByRole('button', { name: '执行' }).click();
    const second = ((await (await again).json()) as Envelope<DailyRun>).data;
    expect(second.tasks.find((task) => task.name === 'pledge')?.counts).toMatchObject({
      orders: 0,
      yields: 0,
      commissions: 0,
      releases: 0,
    });
    await modal.getByText(`已完成 ${firstDay} 的计息`).waitFor();
    await modal.getByRole('button', { name: '确定' }).click();
    await poll(() => order.getByTestId('order-paid-through').textContent()).toBe(firstDay);
    expect(await order.getByTestId('order-earned').textContent()).toBe('12.50');
  });

  it('5. the commission shares and the coin-mix rate are set as percentages', async () => {
    await openFromMenu('settings', 'settings-page');
    const card = page.getByTestId('settings-pledge');
    await card.waitFor();
    expect(await field('commission-1').inputValue()).toBe('10');
    expect(await field('commission-2').inputValue()).toBe('5');
    expect(await field('commission-3').inputValue()).toBe('2');
    expect(await field('coin-mix-rate').inputValue()).toBe('0.1');

    // A rate finer than a basis point is refused, not rounded.
    await field('commission-1').fill('12.555');
    await page.getByTestId('save-settings').click();
    await poll(() => errorOf('commission-1')).toBe('取值无效');

    await field('commission-1').fill('12.5');
    await field('coin-mix-rate').fill('0.15');
    await adminShot(page, 'pledge-settings');
    await page.getByTestId('save-settings').click();
    await confirmDialog(page, '确定保存系统设置？');
    await toast('已保存').waitFor();
    // The earlier Save's mark is gone with the value it was about.
    expect(
      await page
        .locator('.ant-form-item')
        .filter({ has: field('commission-1') })
        .locator('.ant-form-item-explain-error')
        .count(),
    ).toBe(0);

    // As the server keeps them: whole basis points, shown again as 12.5 % and 0.15 %.
    const saved = (await fetch(`${server.url}/admin-api/settings`, {
      headers: { authorization: `Bearer ${await operatorToken(server)}` },
    }).then((r) => r.json())) as Envelope<{ commissionBp: number[]; coinMixDailyRateBp: number }>;
    expect(saved.data.commissionBp).toEqual([1250, 500, 200]);
    expect(saved.data.coinMixDailyRateBp).toBe(15);
    await page.reload();
    await page.getByTestId('settings-pledge').waitFor();
    await poll(() => field('commission-1').inputValue()).toBe('12.5');
    expect(await field('commission-2').inputValue()).toBe('5');
    expect(await field('coin-mix-rate').inputValue()).toBe('0.15');
    expect(pageErrors).toEqual([]);
  });
});
