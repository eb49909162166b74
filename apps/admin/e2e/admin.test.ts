/**
 * The admin console in a real browser against the real server (fresh embedded database with the demo
 * data). The operator signs in with the password the server prints, opens every page (a screenshot of
 * each lands in artifacts/admin), and decides on a recharge and a withdrawal that the demo user made
 * through the user API; the user API then shows the outcome. Tests run in order and share one session.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Envelope } from '@mcc/contract';
import { ERROR_TEXTS } from '@mcc/contract/error-texts';
import * as OTPAuth from 'otpauth';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import {
  DEMO,
  describeInBrowser,
  firstOperator,
  firstPaintBeforeScripts,
  launchBrowser,
  PNG,
  startServer,
  type TestServer,
  TRC20_ADDRESS,
} from '../../../tests/browser/harness.ts';
import { adminShot, confirmDialog, desktopContext } from './admin-harness.ts';

/** Polls up to 15 s: a page fetches its data after its chunk loads, on a machine other tests load too. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

describeInBrowser('admin console in a browser', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let admin: { username: string; password: string };
  let userToken = '';
  const pageErrors: string[] = [];
  const contexts: BrowserContext[] = [];

  /** A call to the user API, as the demo user's app makes it. */
  async function userCall<T = Record<string, unknown>>(
    path: string,
    init: { body?: unknown; lang?: string } = {},
  ): Promise<Envelope<T>> {
    const headers: Record<string, string> = { lang: init.lang ?? 'zh-Hans' };
    if (userToken) headers.token = userToken;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (path.startsWith('/api/fund/') && init.body !== undefined) headers['idempotency-key'] = randomUUID();
    const res = await fetch(server.url + path, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    expect(res.status, path).toBe(200);
    return (await res.json()) as Envelope<T>;
  }

  async function newPage() {
    const c = await desktopContext(browser, server.url);
    contexts.push(c);
    const p = await c.newPage();
    p.on('pageerror', (e) => pageErrors.push(e.message));
    return p;
  }

  /** Opens a page from the side menu, as an operator would. */
  async function openFromMenu(p: Page, name: string, testId: string) {
    await p.getByTestId(`menu-${name}`).click();
    await p.getByTestId(testId).waitFor();
  }

  /** Presses OK in the open Popconfirm. */
  async function confirmPopover(p: Page) {
    const ok = p.locator('.ant-popconfirm-buttons .ant-btn-primary').last();
    await ok.waitFor();
    await ok.click();
  }

  const dialog = (p: Page, title: string): Locator => p.getByRole('dialog').filter({ hasText: title });
  const toast = (p: Page, text: string) => p.locator('.ant-message-notice').filter({ hasText: text }).first();

  async function signIn(p: Page, username: string, password: string) {
    await p.goto('/admin/login');
    await p.locator('#login-username').fill(username);
    await p.locator('#login-password').fill(password);
    await p.locator('button[type="submit"]').click();
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    admin = firstOperator(server);
    const login = await userCall<{ userinfo: { token: string } }>('/api/user/login', {
      body: { account: DEMO.mobile, password: DEMO.password },
    });
    expect(login.code, login.msg).toBe(1);
    userToken = login.data.userinfo.token;
  });

  afterAll(async () => {
    for (const c of contexts) await c.close();
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('builds within the sign-in page budget and is served under /admin with a history fallback', async () => {
    expect(inject('builds').admin).toMatch(/login\/login-page\.tsx\s+[\d.]+ KB/);
    const html = await fetch(`${server.url}/admin/users/1`, { headers: { accept: 'text/html' } });
    expect(html.status).toBe(200);
    expect(await html.text()).toContain('/admin/assets/');
    // The console's API stays an API: no HTML fallback there.
    const api = await fetch(`${server.url}/admin-api/nothing`, { headers: { accept: 'text/html' } });
    expect(api.status).toBe(404);
  });

  it('paints the sign-in shell — background and mark — within 1 s, before any script has run; then the form', async () => {
    const p = await newPage();
    const { firstPaintMs, heldScripts, release } = await firstPaintBeforeScripts(p, '/admin/login');
    expect(heldScripts, 'scripts asked for and held').toBeGreaterThan(0); // the entry chunk has not run
    expect(firstPaintMs, 'first contentful paint, ms after navigation').toBeLessThan(1000);
    // What was painted is the shell: the only content the document has before the app renders.
    const shell = p.getByTestId('boot-shell');
    expect(await p.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(245, 245, 245)',
    );
    expect((await shell.locator('svg').boundingBox())?.width).toBe(40);
    expect(await shell.textContent()).toContain('MCC');
    await adminShot(p, 'login-shell');
    await release();
    await p.locator('#login-username').waitFor();
    expect(await p.getByTestId('boot-shell').count()).toBe(0);
    await p.context().close();
  });

  it('sends a visitor to sign in, switches language, and signs the operator in to the dashboard', async () => {
    page = await newPage();
    context = page.context();
    await page.goto('/admin/');
    await page.waitForURL('**/admin/login');
    await page.getByText('管理员登录').waitFor();
    await page.getByTestId('language-switch').getByText('English').click();
    await page.getByText('Operator sign-in').waitFor();
    await page.getByTestId('language-switch').getByText('简体中文').click();
    await page.getByText('管理员登录').waitFor();
    await adminShot(page, 'login');

    // A wrong password: the server's message, still on the sign-in page.
    await signIn(page, admin.username, 'wrong-password-1');
    await page.locator('.ant-message-notice').first().waitFor();
    expect(page.url()).toContain('/admin/login');

    await signIn(page, admin.username, admin.password);
    await page.getByTestId('dashboard-page').waitFor();
    expect(await page.getByTestId('operator-name').textContent()).toBe(admin.username);
    // super sees every page.
    for (const name of [
      'dashboard',
      'users',
      'recharges',
      'withdrawals',
      'ledger',
      'notices',
      'banners',
      'settings',
      'operators',
      'audit',
    ]) {
      await page.getByTestId(`menu-${name}`).waitFor();
    }
    await adminShot(page, 'dashboard');
  });

  it('a recharge the user made is approved in the console; the user’s balance shows it', async () => {
    const before = await userCall<{ available: string }>('/api/fund/usdt');
    expect(before.data.available).toBe('10000.000000');

    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'proof.png');
    const uploaded = (await (
      await fetch(`${server.url}/api/common/upload`, {
        method: 'POST',
        headers: { token: userToken },
        body: form,
      })
    ).json()) as Envelope<{ url: string }>;
    expect(uploaded.code, uploaded.msg).toBe(1);
    const hash = randomBytes(32).toString('hex');
    const made = await userCall<{ id: number }>('/api/fund/recharge', {
      body: { network: 'TRC20', amount: '250.5', txHash: hash, proof: uploaded.data.url },
    });
    expect(made.code, made.msg).toBe(1);

    await page.reload();
    await poll(() => page.getByTestId('stat-recharges-waiting').textContent()).toContain('1');
    await openFromMenu(page, 'recharges', 'recharges-page');
    const row = page.locator('tr', { has: page.getByText(hash) });
    await row.waitFor();
    expect(await row.textContent()).toContain('250.50 USDT');
    // The proof as a thumbnail that opens a preview.
    const thumb = row.locator(`img[src="${uploaded.data.url}"]`);
    await thumb.waitFor();
    await adminShot(page, 'recharges');
    await thumb.click();
    await page.locator('.ant-image-preview img').first().waitFor();
    await adminShot(page, 'recharge-proof');
    await page.keyboard.press('Escape');
    await page.locator('.ant-image-preview').first().waitFor({ state: 'hidden' });

    await row.getByTestId(`approve-${made.data.id}`).click();
    await page.getByText('已到账并入账').waitFor();
    await confirmPopover(page);
    await toast(page, '已通过，已入账').waitFor();
    // It leaves the reviewing queue.
    await row.waitFor({ state: 'detached' });

    await expect
      .poll(async () => (await userCall<{ available: string }>('/api/fund/usdt')).data.available)
      .toBe('10250.500000');
    const list = await userCall<{ list: { id: number; state: string }[] }>('/api/fund/rechargeList');
    expect(list.data.list.find((r) => r.id === made.data.id)?.state).toBe('approved');
  });

  it('a withdrawal the user made is marked paid with a chain hash; the user’s list shows paid', async () => {
    const made = await userCall<{ id: number }>('/api/fund/withdraw', {
      body: { network: 'TRC20', address: TRC20_ADDRESS, amount: '20', payPassword: DEMO.payPassword },
    });
    expect(made.code, made.msg).toBe(1);

    await openFromMenu(page, 'withdrawals', 'withdrawals-page');
    const pay = page.getByTestId(`pay-${made.data.id}`);
    await pay.waitFor();
    const row = page.locator('tr', { has: pay });
    expect(await row.textContent()).toContain(TRC20_ADDRESS);
    await adminShot(page, 'withdrawals');

    await pay.click();
    const modal = dialog(page, '标记提现已打款');
    await modal.waitFor();
    // A malformed hash is refused before anything is sent.
    await modal.locator('input').fill('not-a-hash');
    await modal.locator('.ant-btn-primary').click();
    await modal.getByText('交易哈希为 64 位十六进制').waitFor();
    const chainHash = randomBytes(32).toString('hex');
    await modal.locator('input').fill(chainHash);
    await adminShot(page, 'withdrawal-pay');
    await modal.locator('.ant-btn-primary').click();
    await toast(page, '已标记为已打款').waitFor();
    await pay.waitFor({ state: 'detached' });

    const list = await userCall<{ list: { id: number; state: string; txHash: string }[] }>(
      '/api/fund/withdrawList',
    );
    const mine = list.data.list.find((w) => w.id === made.data.id);
    expect(mine?.state).toBe('paid');
    expect(mine?.txHash).toBe(chainHash);
    // 10250.50 − 20 − 1 (the TRC20 fixed fee).
    expect((await userCall<{ available: string }>('/api/fund/usdt')).data.available).toBe('10229.500000');

    // The paid filter lists it with its hash.
    await page.locator('.ant-segmented-item').filter({ hasText: '已打款' }).click();
    await page.getByText(chainHash).waitFor();
  });

  it('finds the demo user, shows balances and statement, and credits a manual adjustment with a reason', async () => {
    await openFromMenu(page, 'users', 'users-page');
    await page.getByTestId('user-search').locator('input').fill(DEMO.mobile);
    await page.getByTestId('user-search').locator('input').press('Enter');
    await poll(() => page.getByTestId('user-link').count()).toBe(1);
    await adminShot(page, 'users');

    await page.getByTestId('user-link').click();
    await page.getByTestId('user-detail-page').waitFor();
    await poll(() => page.getByTestId('balance-USDT-main').textContent()).toBe('10,229.50');
    await page.getByTestId('user-statement').getByText('提现').first().waitFor();
    await adminShot(page, 'user-detail');

    await page.getByTestId('adjust').click();
    const modal = dialog(page, '人工调账');
    await modal.waitFor();
    await page.getByTestId('adjust-amount').fill('1.234');
    await modal.locator('.ant-modal-footer .ant-btn-primary').click();
    await modal.getByText(ERROR_TEXTS.AMOUNT_TOO_PRECISE['zh-Hans']).waitFor();
    await page.getByTestId('adjust-amount').fill('5.25');
    await page.getByTestId('adjust-reason').fill('活动奖励补发');
    await modal.locator('.ant-modal-footer .ant-btn-primary').click();
    await page.getByText('向用户').waitFor();
    await confirmDialog(page, '确认调账');
    await toast(page, '调账完成').waitFor();
    await poll(() => page.getByTestId('balance-USDT-main').textContent()).toBe('10,234.75');
    expect((await userCall<{ available: string }>('/api/fund/usdt')).data.available).toBe('10234.750000');
  });

  it('explores the ledger and runs verify', async () => {
    await openFromMenu(page, 'ledger', 'ledger-page');
    await page.getByTestId('transfer-table').locator('tbody tr.ant-table-row').first().waitFor();
    await adminShot(page, 'ledger');
    await page.getByRole('tab', { name: '账户' }).click();
    await page.getByTestId('account-table').getByText('adjustments').first().waitFor();
    await adminShot(page, 'ledger-accounts');
    await page.getByRole('tab', { name: '校验' }).click();
    await page.getByTestId('run-verify').click();
    await confirmPopover(page);
    await page.getByTestId('verify-result').getByText('账本校验通过').waitFor();
    await adminShot(page, 'ledger-verify');
  });

  it('publishes a notice in zh-Hans and en; the user API answers each language', async () => {
    await openFromMenu(page, 'notices', 'notices-page');
    await page.getByTestId('new-notice').click();
    await page.getByTestId('notice-edit-page').waitFor();
    const zhTitle = `系统维护通知 ${Date.now()}`;
    const enTitle = 'Maintenance tonight';
    await page.getByTestId('notice-title-zh-Hans').fill(zhTitle);
    await page.getByTestId('notice-content-zh-Hans').fill('<p>今晚 <b>22:00</b> 维护。</p>');
    await page.getByTestId('notice-tab-en').click();
    await page.getByTestId('notice-title-en').fill(enTitle);
    await page.getByTestId('notice-content-en').fill('<p>Maintenance at <b>22:00</b>.</p>');
    await page.getByTestId('notice-important').click();
    await adminShot(page, 'notice-edit');
    await page.getByTestId('save-notice').click();
    await confirmDialog(page, '确定发布这条公告？');
    await page.getByTestId('notices-page').waitFor();
    await page.getByText(zhTitle).waitFor();
    await adminShot(page, 'notices');

    const list = await userCall<{ list: { id: number; title: string }[] }>('/api/index/notice');
    const mine = list.data.list.find((n) => n.title === zhTitle);
    expect(mine, JSON.stringify(list.data.list)).toBeDefined();
    const zh = await userCall<{ title: string; content: string; lang: string; important: boolean }>(
      `/api/index/detail?id=${mine?.id}`,
    );
    expect(zh.data).toMatchObject({ title: zhTitle, lang: 'zh-Hans', important: true });
    expect(zh.data.content).toContain('22:00');
    const en = await userCall<{ title: string; lang: string }>(`/api/index/detail?id=${mine?.id}`, {
      lang: 'en',
    });
    expect(en.data).toMatchObject({ title: enTitle, lang: 'en' });
    // ja was left empty: the user sees zh-Hans.
    const ja = await userCall<{ title: string; lang: string }>(`/api/index/detail?id=${mine?.id}`, {
      lang: 'ja',
    });
    expect(ja.data).toMatchObject({ title: zhTitle, lang: 'zh-Hans' });
  });

  it('shows banners and saves the settings after checking them with the contract schema', async () => {
    await openFromMenu(page, 'banners', 'banners-page');
    await adminShot(page, 'banners');

    await openFromMenu(page, 'settings', 'settings-page');
    await page.getByTestId('settings-withdraw').waitFor();
    await adminShot(page, 'settings');
    // A malformed amount is caught before sending.
    const min = page.locator('#withdraw_0_min');
    const original = await min.inputValue();
    await min.fill('1.1234567');
    await page.getByTestId('save-settings').click();
    await page.getByText('请先修正标红的字段').waitFor();
    await min.fill(original);
    await page.getByTestId('save-settings').click();
    await confirmDialog(page, '确定保存系统设置？');
    await toast(page, '已保存').waitFor();
  });

  it('creates a finance operator (password shown once), who sees only their pages', async () => {
    await openFromMenu(page, 'operators', 'operators-page');
    await page.getByTestId('new-operator').click();
    const modal = dialog(page, '新建管理员');
    await modal.waitFor();
    await page.getByTestId('operator-username').fill('finance.e2e');
    await modal.locator('.ant-select').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '财务' }).click();
    await modal.locator('.ant-modal-footer .ant-btn-primary').click();
    await confirmDialog(page, '创建管理员 finance.e2e');
    const password = (await page.getByTestId('new-operator-password').textContent()) ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);
    await adminShot(page, 'operator-created');
    await page.getByRole('button', { name: '我已记下密码' }).click();
    await page.getByTestId('operator-table').getByText('finance.e2e').waitFor();
    await adminShot(page, 'operators');

    const other = await newPage();
    await signIn(other, 'finance.e2e', password);
    await other.getByTestId('dashboard-page').waitFor();
    // Finance sees the items the batch jobs could not do (none here).
    await other.getByTestId('job-failures').getByText('没有失败项').waitFor();
    await adminShot(other, 'dashboard-finance');
    const menu = await other
      .getByTestId('side-menu')
      .locator('[data-testid^="menu-"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(menu).toEqual([
      'menu-dashboard',
      'menu-users',
      'menu-recharges',
      'menu-withdrawals',
      'menu-ledger',
      'menu-pledgeProducts',
      'menu-pledgeOrders',
      'menu-nftSeries',
      'menu-nftBoxes',
      'menu-nftRecipes',
      'menu-nftAuctions',
      'menu-nftOrders',
      'menu-nftAppeals',
      'menu-market',
      'menu-audit',
    ]);
    await other.goto('/admin/settings');
    await other.getByTestId('forbidden').waitFor();
    await adminShot(other, 'forbidden');
  });

  it('filters the audit log', async () => {
    await openFromMenu(page, 'audit', 'audit-page');
    await page.getByTestId('audit-table').getByText('recharge.approve').first().waitFor();
    await page.getByTestId('audit-table').getByText('recharge.approve').first().click();
    await poll(() => new URL(page.url()).searchParams.get('action')).toBe('recharge.approve');
    await expect
      .poll(() =>
        page
          .getByTestId('audit-table')
          .locator('tbody tr.ant-table-row')
          .evaluateAll((rows) => rows.map((r) => r.textContent ?? '')),
      )
      .toSatisfy((rows: string[]) => rows.length > 0 && rows.every((r) => r.includes('recharge.approve')));
    await adminShot(page, 'audit');
  });

  it('enrols TOTP from a QR code, then signing in asks for the code', async () => {
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: '账号安全' }).click();
    await page.getByTestId('account-page').waitFor();
    await page.getByTestId('totp-enrol').click();
    await page.getByTestId('totp-qr').waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    await adminShot(page, 'account');
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
    await page.getByTestId('totp-code').fill(totp.generate());
    await page.getByRole('button', { name: '验证并开启' }).click();
    await page.getByText('登录时需要输入身份验证器中的验证码。').waitFor();

    // Sign out (confirmed), then sign in: the password alone is not enough.
    await page.getByTestId('account-menu').click();
    await page.getByTestId('sign-out').click();
    await confirmDialog(page, '确定退出登录？');
    await page.waitForURL('**/admin/login');
    await signIn(page, admin.username, admin.password);
    await page.locator('#login-totp').waitFor();
    await adminShot(page, 'login-totp');
    await page.locator('#login-totp').fill(totp.generate());
    await page.locator('button[type="submit"]').click();
    await page.getByTestId('dashboard-page').waitFor();
  });

  it('an unknown console path shows 404 inside the frame, and no page threw', async () => {
    await page.goto('/admin/nothing/here');
    await page.getByTestId('not-found').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
