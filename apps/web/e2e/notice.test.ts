/**
 * Announcements in a real browser against the real server (fresh embedded database with the demo
 * data). An operator publishes through the admin API; the demo user reads in Chinese and in English,
 * and sees an important notice pop up once. Each test publishes what it reads and deletes it when it
 * ends, on a phone of its own, so the demo notices are all there is whenever a test starts.
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
  pullDown,
  shot,
  signIn,
  startServer,
  type TestServer,
} from '../../../tests/browser/harness.ts';

const NOTICE = {
  title: { 'zh-Hans': '系统升级公告', en: 'System upgrade notice' },
  content: {
    'zh-Hans':
      '<h3>升级时间</h3><p>今晚 <strong>22:00</strong> 起升级约一小时。</p><ul><li>充值暂停</li><li>提现暂停</li></ul>' +
      '<script>window.__pwned = 1</script><img src="https://img.invalid/x.png" onerror="window.__pwned = 2">' +
      '<a href="javascript:window.__pwned = 3">点此</a>',
    en:
      '<h3>When</h3><p>From <strong>22:00</strong> tonight, for about an hour.</p><ul><li>Recharges paused</li><li>Withdrawals paused</li></ul>' +
      '<p onclick="window.__pwned = 4">Thanks for your patience.</p>',
  },
  important: true,
};

describeInBrowser('announcements in a browser', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  /** The test's phone, in a context of its own. */
  let page: Page;
  let admin: string;

  /** Publishes a notice for the rest of the test; it is deleted when the test ends. */
  async function publish(body: unknown): Promise<number> {
    const json = await callApi<{ id: number }>(server, '/admin-api/notices', { bearer: admin, body });
    expect(json.code, json.msg).toBe(1);
    const id = json.data.id;
    onTestFinished(async () => {
      const removed = await callApi(server, `/admin-api/notices/${id}/delete`, { bearer: admin, body: {} });
      expect(removed.code, removed.msg).toBe(1);
    });
    return id;
  }

  /**
   * The demo user signed in, having been shown `noticeId` already (as a popup closed earlier would
   * have), so it does not cover the page the test reads.
   */
  async function signInHavingSeen(noticeId: number) {
    const login = await callApi<{ userinfo: { token: string } }>(server, '/api/user/login', {
      body: { account: DEMO.mobile, password: DEMO.password },
    });
    const seen = await callApi(server, `/api/index/popupSeen?id=${noticeId}`, {
      token: login.data.userinfo.token,
    });
    expect(seen.code, seen.msg).toBe(1);
    await signIn(page, DEMO.mobile, DEMO.password);
  }

  /** Reloads the page and waits for the popup question to be answered; answers what the server said. */
  async function reloadAndAskPopup(): Promise<unknown> {
    // Let an earlier popup call finish first, so the answer read below is the reloaded page's.
    await page.waitForLoadState('networkidle');
    const asked = page.waitForResponse((r) => r.url().includes('/api/index/popup'));
    await page.reload();
    return ((await (await asked).json()) as { data: unknown }).data;
  }

  const popup = () => page.getByTestId('notice-popup');
  const popupOpen = () => page.locator('[data-testid="notice-popup"][data-open="true"]');

  /** The titles of the notice list as shown, top first. */
  const titles = () => page.getByTestId('notice-item-title').allTextContents();

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    admin = await operatorToken(server);
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

  it('shows the demo notices without a popup (they predate the demo user)', async () => {
    await signIn(page, DEMO.mobile, DEMO.password);
    expect(await reloadAndAskPopup()).toBeNull();
    await page.getByText('公告', { exact: true }).click();
    await page.waitForURL('**/pages/notice/notice');
    await expect.poll(titles).toEqual(['欢迎来到 MCC', 'USDT 充值与提币说明', '安全提示：请勿泄露支付密码']);
    expect(await page.getByTestId('notice-important').count()).toBe(1);
    expect(await popupOpen().count()).toBe(0);
  });

  it('pops up a newly published important notice once, and not again after a reload', async () => {
    await signIn(page, DEMO.mobile, DEMO.password);
    await publish(NOTICE);
    await page.goto('/pages/user/user');
    await popupOpen().waitFor();
    expect(await page.locator('.adm-dialog-title').textContent()).toBe('系统升级公告');
    expect(await popup().innerHTML()).toContain('<strong>22:00</strong>');
    expect(await popup().locator('script').count()).toBe(0);
    await shot(page, 'notice-popup');
    // Closing asks for the next unseen one: there is none.
    const next = page.waitForResponse((r) => r.url().includes('/api/index/popup'));
    await page.getByRole('button', { name: '我知道了' }).click();
    await popupOpen().waitFor({ state: 'detached' });
    expect(((await (await next).json()) as { data: unknown }).data).toBeNull();

    expect(await reloadAndAskPopup()).toBeNull();
    await page.getByTestId('copy-uid').waitFor();
    await page.waitForTimeout(300);
    expect(await popupOpen().count()).toBe(0);
  });

  it('reads the notice in Chinese: list (newest first, marked important) and detail, sanitised', async () => {
    const noticeId = await publish(NOTICE);
    await signInHavingSeen(noticeId);
    await page.getByText('公告', { exact: true }).click();
    await page.waitForURL('**/pages/notice/notice');
    await expect.poll(async () => (await titles())[0]).toBe('系统升级公告');
    const first = page.getByTestId('notice-item').first();
    expect(await first.getByTestId('notice-important').count()).toBe(1);
    expect(await first.textContent()).toContain('升级时间 今晚 22:00 起升级约一小时。');
    await shot(page, 'notice-list-zh');

    await first.click();
    await page.waitForURL(`**/pages/notice/detail?id=${noticeId}`);
    await expect.poll(() => page.getByTestId('notice-title').textContent()).toContain('系统升级公告');
    const content = page.getByTestId('notice-content');
    expect(await content.locator('strong').textContent()).toBe('22:00');
    expect(await content.locator('li').allTextContents()).toEqual(['充值暂停', '提现暂停']);
    expect(await content.locator('script, [onerror], [onclick], a[href^="javascript"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await shot(page, 'notice-detail-zh');
  });

  it('reads it in English after switching the language in the user centre, zh-Hans where English is missing', async () => {
    const noticeId = await publish(NOTICE);
    await signInHavingSeen(noticeId);
    await page.goto('/pages/user/user');
    await page.getByTestId('language-item').click();
    await page.getByText('English', { exact: true }).click();
    await page.getByText('Sign out', { exact: true }).waitFor();

    await page.getByText('Announcements', { exact: true }).click();
    await page.waitForURL('**/pages/notice/notice');
    await expect
      .poll(titles)
      .toEqual([
        'System upgrade notice',
        'Welcome to MCC',
        'How USDT deposits and withdrawals work',
        'Security tip: never share your payment password',
      ]);

    // A notice only in Chinese arrives; pull-to-refresh shows it, in Chinese.
    await publish({ title: { 'zh-Hans': '仅中文的公告' }, content: { 'zh-Hans': '<p>只有中文</p>' } });
    await page.waitForTimeout(300);
    await pullDown(page);
    await expect
      .poll(async () => (await titles()).slice(0, 2))
      .toEqual(['仅中文的公告', 'System upgrade notice']);
    await shot(page, 'notice-list-en');

    await page.getByTestId('notice-item').nth(1).click();
    await page.waitForURL(`**/pages/notice/detail?id=${noticeId}`);
    await expect
      .poll(() => page.getByTestId('notice-title').textContent())
      .toContain('System upgrade notice');
    const content = page.getByTestId('notice-content');
    expect(await content.locator('h3').textContent()).toBe('When');
    expect(await content.locator('li').allTextContents()).toEqual(['Recharges paused', 'Withdrawals paused']);
    expect(await content.locator('[onclick]').count()).toBe(0);
    await content.getByText('Thanks for your patience.').click();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    // The important notice was seen already (in Chinese); it does not pop up again in English.
    expect(await popupOpen().count()).toBe(0);
    await shot(page, 'notice-detail-en');

    await page.goto('/pages/user/user');
    await page.getByTestId('language-item').click();
    await page.getByText('简体中文', { exact: true }).click();
    await page.getByText('退出登录').waitFor();
  });
});
