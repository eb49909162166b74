/**
 * First impressions (issue 13) in a real browser against the real server: no dead ends, no loading toast
 * over content already shown, sign-in back to the asking page, onboarding, the language switch, and an
 * installable app that opens offline. The tests share one browser; each opens a phone of its own (the
 * offline test a server of its own too, which it stops), so they pass in any order.
 */
import { type Browser, type BrowserContext, devices, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  DEMO,
  describeInBrowser,
  firstPaintBeforeScripts,
  launchBrowser,
  phoneContext,
  shot,
  signIn,
  startServer,
  type TestServer,
} from '../../../tests/browser/harness.ts';

/** Every toast the page shows, in order: a MutationObserver installed before the app starts. */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __toasts: string[] };
    w.__toasts = [];
    new MutationObserver((records) => {
      for (const r of records) {
        // A toast still up (its hiding waits 200 ms) takes the next call's text in place.
        const shown = r.target instanceof Element ? r.target.closest('.adm-toast-main') : null;
        if (shown) {
          w.__toasts.push(shown.textContent ?? '');
          continue;
        }
        for (const node of r.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const toast = node.matches('.adm-toast-main') ? node : node.querySelector('.adm-toast-main');
          if (toast) w.__toasts.push(toast.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}
const toasts = (page: Page) => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
const clearToasts = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __toasts: string[] }).__toasts = [];
  });
/** Two frames: whatever a finished call was going to render has rendered. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

describeInBrowser('first impressions in a browser', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function freshPage() {
    await context?.close();
    context = await phoneContext(browser, server.url);
    page = await context.newPage();
    page.on('pageerror', (e) => console.error('page error:', e.message));
    await recordToasts(page);
    return page;
  }

  it('shows the brand before the scripts run, and the page once the app has rendered', async () => {
    // The scripts off: what a phone shows while they load on a slow network.
    const still = await browser.newContext({
      ...devices['iPhone 13'],
      baseURL: server.url,
      javaScriptEnabled: false,
    });
    const bare = await still.newPage();
    await bare.goto('/pages/user/user');
    const splash = bare.getByTestId('boot-splash');
    expect(await splash.textContent()).toContain('MCC');
    expect((await splash.locator('svg').boundingBox())?.width).toBe(72);
    await shot(bare, 'boot-splash');
    await still.close();
    await freshPage();
    await signIn(page, DEMO.mobile, DEMO.password);
    await page.goto('/pages/user/user');
    await page.locator('.app-tab-bar').waitFor();
    expect(await page.getByTestId('boot-splash').count()).toBe(0);
  });

  it('paints the shell — background and logo — within 1 s, before any script has run; then the sign-in form', async () => {
    await freshPage();
    const { firstPaintMs, heldScripts, release } = await firstPaintBeforeScripts(page, '/pages/login/login');
    expect(heldScripts, 'scripts asked for and held').toBeGreaterThan(0); // the entry chunk has not run
    expect(firstPaintMs, 'first contentful paint, ms after navigation').toBeLessThan(1000);
    // What was painted is the shell: the only content the document has before the app renders.
    const shell = page.getByTestId('boot-splash');
    expect(await shell.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(6, 8, 7)');
    const logo = await shell.locator('svg').boundingBox();
    expect(logo?.width).toBe(72);
    expect(await shell.textContent()).toContain('MCC');
    await shot(page, 'boot-splash-login');
    await release();
    await page.locator('#login-account').waitFor();
    expect(await page.getByTestId('boot-splash').count()).toBe(0);
  });

  it("fetches the opened page's chunks beside the entry chunk, and uses them", async () => {
    await freshPage();
    await signIn(page, DEMO.mobile, DEMO.password);
    const html = await (await fetch(`${server.url}/pages/wallet/wallet`)).text();
    const named = [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    expect(named.some((file) => /\/assets\/wallet-page-[\w-]+\.js$/.test(file ?? ''))).toBe(true);
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await page.goto('/pages/wallet/wallet');
    await page.getByTestId('wallet-page').waitFor();
    // Each named chunk is fetched once: the page's import finds the preloaded module.
    const times = (file: string | undefined) => fetched.filter((f) => f === file).length;
    expect(named.map(times)).toEqual(named.map(() => 1));
  });

  it('a page opened directly has a back arrow to its parent; a tab page shows the tab bar', async () => {
    await freshPage();
    await signIn(page, DEMO.mobile, DEMO.password);
    // A shared link or a reload: the app opens on the USDT wallet with nothing behind it.
    await page.goto('/pages/usdt/usdt');
    await page.getByTestId('usdt-page').waitFor();
    const back = page.getByRole('button', { name: '返回' });
    await back.waitFor();
    await shot(page, 'direct-usdt');
    await back.click();
    await page.waitForURL('**/pages/wallet/wallet');
    await page.getByTestId('wallet-page').waitFor();
    // …and on up to the user centre, a tab page, which shows the tab bar however it was opened.
    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForURL('**/pages/user/user');
    await page.locator('.app-tab-bar').waitFor();
    await page.goto('/pages/user/user');
    await page.locator('.app-tab-bar').waitFor();
    expect(await page.getByRole('button', { name: '返回' }).count()).toBe(0);
  });

  it('a bad order id says so once, with a way on', async () => {
    await freshPage();
    await signIn(page, DEMO.mobile, DEMO.password);
    await page.goto('/pages/pledge/detail?id=999');
    const error = page.getByTestId('error-state');
    await error.waitFor();
    await shot(page, 'pledge-detail-bad-id');
    await expect.poll(() => page.getByText('订单不存在').count()).toBe(1);
    expect(await toasts(page)).not.toContain('订单不存在');
    await error.getByRole('button', { name: '前往我的AI量化订单' }).click();
    await page.waitForURL('**/pages/pledge/order');
  });

  it('a first load shows 加载中; a refetch behind content already shown does not', async () => {
    await freshPage();
    await signIn(page, DEMO.mobile, DEMO.password);
    await page.goto('/pages/user/user');
    await page.getByTestId('copy-uid').waitFor();
    await page.locator('.area-grid').getByText('我的钱包').click();
    await page.getByTestId('wallet-page').waitFor();
    await clearToasts(page);
    // First visit of the USDT wallet: nothing to show yet, so the toast (and the list's skeleton).
    const firstLoad = page.waitForResponse((r) => r.url().includes('/api/fund/usdtDetail'));
    await page.getByTestId('asset-USDT').click();
    await firstLoad;
    await page.getByTestId('statement').waitFor();
    expect(await toasts(page)).toContain('加载中');

    await page.getByRole('button', { name: '返回' }).click();
    await page.getByTestId('wallet-page').waitFor();
    await clearToasts(page);
    // Second visit: the cached page shows at once and refetches behind it, quietly.
    const refetched = Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/fund/usdt?') || r.url().endsWith('/api/fund/usdt')),
      page.waitForResponse((r) => r.url().includes('/api/fund/usdtDetail')),
    ]);
    await page.getByTestId('asset-USDT').click();
    await page.getByTestId('usdt-page').waitFor();
    await refetched;
    await settle(page);
    expect(await toasts(page)).toEqual([]);
  });

  it('sign-in returns to the page that asked for it, and refuses another site', async () => {
    await freshPage();
    await page.goto('/pages/team/team');
    // The 401 sends the visitor to sign in, carrying the asking page along.
    await page.waitForURL('**/pages/login/login?redirect=%2Fpages%2Fteam%2Fteam');
    await page.locator('#login-account').fill(DEMO.mobile);
    await page.locator('#login-password').fill(DEMO.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL('**/pages/team/team');
    await page.getByTestId('team-page').waitFor();

    await freshPage();
    await page.goto('/pages/login/login?redirect=//evil.com');
    await page.locator('#login-account').fill(DEMO.mobile);
    await page.locator('#login-password').fill(DEMO.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL('**/pages/user/user');
    expect(new URL(page.url()).origin).toBe(server.url);
  });

  it('the sign-in page switches language', async () => {
    await freshPage();
    await page.goto('/pages/login/login');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await shot(page, 'login-english');
    await page.getByRole('button', { name: '日本語' }).click();
    await page.getByRole('button', { name: 'ログイン', exact: true }).waitFor();
    await page.getByRole('button', { name: '简体中文' }).click();
    await page.getByRole('button', { name: '登录', exact: true }).waitFor();
    // The register page has it too.
    await page.getByText('没有账号？去注册').click();
    await page.getByTestId('language-switch').waitFor();
  });

  it('after registering with a payment password: a short tour of the tabs, once', async () => {
    const mobile = `137${String(Date.now()).slice(-8)}`;
    await freshPage();
    await page.goto(`/pages/register/register?code=${DEMO.invite}`);
    await page.getByPlaceholder('请输入手机号').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /^\d+秒重新获取$/ }).waitFor();
    await page.getByPlaceholder('6位验证码').fill(server.codeFor(mobile, 'register'));
    await page.getByPlaceholder('请输入密码').nth(0).fill('first1234');
    await page.getByPlaceholder('请输入密码').nth(1).fill('first1234');
    await page.getByPlaceholder('6位数字').nth(0).fill('135790');
    await page.getByPlaceholder('6位数字').nth(1).fill('135790');
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await page.waitForURL('**/pages/user/user');
    // The payment password came with the registration, so no prompt for it (a wallet sign-up has one:
    // accounts.test.ts, sell-and-sign-up.test.ts).
    const tour = page.getByTestId('tour');
    await tour.getByText('1 / 4').waitFor();
    await shot(page, 'onboarding-tour');
    for (const step of ['2 / 4', '3 / 4', '4 / 4']) {
      await tour.getByRole('button', { name: '下一步' }).click();
      await tour.getByText(step).waitFor();
    }
    await tour.getByRole('button', { name: '开始使用' }).click();
    await tour.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('onboarding'))).toBe('done');

    // Shown once: a reload brings neither back.
    await page.reload();
    await page.getByTestId('copy-uid').waitFor();
    await settle(page);
    expect(await page.getByTestId('tour').count()).toBe(0);
    expect(await page.getByText('设置支付密码', { exact: true }).count()).toBe(0);
  });

  it('is installable: the manifest has what a browser needs, and its icons load at their sizes', async () => {
    await freshPage();
    await page.goto('/pages/login/login');
    await page.locator('#login-account').waitFor();
    const res = await page.request.get('/manifest.webmanifest');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'MCC',
      short_name: 'MCC',
      start_url: '/',
      display: 'standalone',
      theme_color: '#060807',
      background_color: '#060807',
    });
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    const sizes = manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const loaded = await page.evaluate(
        (src) =>
          new Promise<string>((resolve, reject) => {
            const img = new Image();
            img.onload = () => resolve(`${img.naturalWidth}x${img.naturalHeight}`);
            img.onerror = () => reject(new Error(`${src} did not load`));
            img.src = src;
          }),
        icon.src,
      );
      expect(loaded, icon.src).toBe(icon.sizes);
      expect(icon.type).toBe('image/png');
    }
  });

  it('the service worker serves the shell offline, and the app says it is offline', async () => {
    // A server of the test's own: at the end it is stopped, which the other tests' server must not be.
    const own = await startServer();
    const offline = await phoneContext(browser, own.url);
    try {
      // Every file the shell lists is served: one missing file fails the worker's whole install.
      const sw = await (await fetch(`${own.url}/sw.js`)).text();
      const shell = JSON.parse(/const SHELL = (.*);\n/.exec(sw)?.[1] ?? '{"files":[]}') as {
        files: string[];
      };
      expect(shell.files.length).toBeGreaterThan(10);
      const statuses = await Promise.all(
        shell.files.map((f) => fetch(own.url + f).then((r) => `${f} ${r.status}`)),
      );
      expect(statuses.filter((s) => !s.endsWith(' 200'))).toEqual([]);
      const phone = await offline.newPage();
      phone.on('pageerror', (e) => console.error('page error:', e.message));
      await signIn(phone, DEMO.mobile, DEMO.password);
      await phone.goto('/');
      await phone.getByTestId('pledge-page').waitFor();
      // Installed and in control of the page (it claims open pages when it activates).
      await phone.evaluate(() => navigator.serviceWorker.ready);
      await phone.waitForFunction(() => navigator.serviceWorker.controller !== null);
      expect((await phone.request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');

      await offline.setOffline(true);
      await phone.reload();
      await phone.locator('.app-column').waitFor();
      await phone.getByTestId('offline-banner').waitFor();
      expect(await phone.getByTestId('offline-banner').textContent()).toContain('离线');
      await phone.getByTestId('pledge-page').waitFor();
      await phone.locator('.app-tab-bar').waitFor();
      await shot(phone, 'offline-shell');
      // An API call is never answered from the cache: offline, it fails.
      expect(
        await phone.evaluate(() =>
          fetch('/api/common/sysConfig').then(
            () => 'answered',
            () => 'failed',
          ),
        ),
      ).toBe('failed');

      await offline.setOffline(false);
      await phone.getByTestId('offline-banner').waitFor({ state: 'detached' });

      // The proof that the shell comes from the worker's cache: with the server gone, the app still opens.
      await own.stop();
      await phone.reload();
      await phone.getByTestId('pledge-page').waitFor();
      await phone.locator('.app-tab-bar').waitFor();
    } finally {
      await offline.close();
      await own.stop();
    }
  });
});
