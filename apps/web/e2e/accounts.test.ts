/**
 * Sign-in and profile screens in a real browser against the real server (fresh embedded database with
 * the demo data). The registration tests register through the pages; every other test starts from a
 * user of its own, registered through the API, on a phone of its own, so they pass in any order.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  DEMO,
  describeInBrowser,
  launchBrowser,
  PNG,
  phoneContext,
  pullToRefetch,
  shot,
  signIn as signInAs,
  type TestServer,
} from '../../../tests/browser/harness.ts';
import { newUser, startWebServer, type WebUser } from './web-harness.ts';

describeInBrowser('web app in a browser', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startWebServer();
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
    return page;
  }

  const signIn = (account: string, pass: string) => signInAs(page, account, pass);

  /** A user of the test's own (a mobile, no payment password), signed in on a fresh phone. */
  async function signedInUser(): Promise<WebUser> {
    const user = await newUser(server, { payPassword: null });
    await freshPage();
    await signIn(user.mobile, user.password);
    return user;
  }

  /** A new account is shown a tour of the tabs (first-impressions.test.ts). */
  async function skipTour() {
    await page.getByTestId('tour').getByRole('button', { name: '跳过' }).click();
    await page.getByTestId('tour').waitFor({ state: 'detached' });
  }

  /** A new wallet account is offered a payment password first, then the tour. */
  async function skipOnboarding() {
    await page.getByRole('button', { name: '稍后' }).click();
    await skipTour();
  }

  /** The register page's passwords: the sign-in password and the payment password, each twice. */
  async function fillPasswords(password: string, payPassword = '135790') {
    await page.getByPlaceholder('请输入密码').nth(0).fill(password);
    await page.getByPlaceholder('请输入密码').nth(1).fill(password);
    await page.getByPlaceholder('6位数字').nth(0).fill(payPassword);
    await page.getByPlaceholder('6位数字').nth(1).fill(payPassword);
  }

  async function requestCode(to: string, event: string) {
    await page.getByRole('button', { name: '获取验证码' }).click();
    // The button counts down once the code went out.
    await page.getByRole('button', { name: /^\d+秒重新获取$/ }).waitFor();
    return server.codeFor(to, event);
  }

  it('registers with an invite code from the link and a code from the outbox', async () => {
    const mobile = `139${String(Date.now()).slice(-8)}`;
    const password = 'first1234';
    await freshPage();
    await page.goto(`/pages/register/register?code=${DEMO.invite}`);
    expect(await page.getByPlaceholder('请输入邀请码').inputValue()).toBe(DEMO.invite);
    await page.getByPlaceholder('请输入手机号').fill(mobile);
    await shot(page, 'register');
    const code = await requestCode(mobile, 'register');
    await shot(page, 'register-code-countdown');
    await page.getByPlaceholder('6位验证码').fill(code);
    await fillPasswords(password);
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await page.waitForURL('**/pages/user/user');
    // The payment password came with the registration: the tour is all that is left.
    await skipTour();
    await page.getByText('退出登录').waitFor();
    // The user centre names the inviter: the owner of the invite code used.
    await page.getByTestId('direct-members').waitFor();
    await page.getByText('邀请人').waitFor();
    await shot(page, 'user');
  });

  it('registers with an e-mail address too', async () => {
    const email = `e2e-${Date.now()}@example.com`;
    await freshPage();
    await page.goto(`/pages/register/register?code=${DEMO.invite}`);
    await page.getByRole('tab', { name: '邮箱' }).click();
    await page.getByPlaceholder('请输入邮箱').fill(email);
    const code = await requestCode(email, 'register');
    await page.getByPlaceholder('6位验证码').fill(code);
    await fillPasswords('mail12345');
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await page.waitForURL('**/pages/user/user');
    await page.getByTestId('copy-uid').waitFor();
  });

  it('logs out and logs in again', async () => {
    const { mobile, password } = await signedInUser();
    await page.getByTestId('logout').click();
    await page.getByRole('button', { name: '确定' }).click();
    await page.waitForURL('**/pages/login/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await shot(page, 'login');
    // A wrong password: the server's message (code 0) is shown and the page stays.
    await page.locator('#login-account').fill(mobile);
    await page.locator('#login-password').fill('wrong-password-1');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.locator('.adm-toast-main').waitFor();
    expect(new URL(page.url()).pathname).toBe('/pages/login/login');
    await signIn(mobile, password);
  });

  it('an expired token lands on autoLogin and then on login', async () => {
    await signedInUser();
    const visited: string[] = [];
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) visited.push(new URL(f.url()).pathname);
    });
    await page.evaluate(() => localStorage.setItem('token', 'expired-or-revoked-token'));
    await page.goto('/pages/user/user');
    // …carrying the page that asked, to return there after signing in.
    await page.waitForURL('**/pages/login/login?redirect=%2Fpages%2Fuser%2Fuser');
    expect(visited).toContain('/pages/login/autoLogin');
    expect(visited.at(-1)).toBe('/pages/login/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('finds the password with a reset code', async () => {
    const { mobile } = await newUser(server, { payPassword: null });
    await freshPage();
    await page.goto('/pages/findPwd/findPwd');
    await page.getByPlaceholder('请输入手机号').fill(mobile);
    const code = await requestCode(mobile, 'resetpwd');
    const password = 'second5678';
    await page.getByPlaceholder('6位验证码').fill(code);
    await page.getByPlaceholder('请输入密码').nth(0).fill(password);
    await page.getByPlaceholder('请输入密码').nth(1).fill(password);
    await shot(page, 'find-password');
    await page.getByRole('button', { name: '重置密码' }).click();
    await page.waitForURL('**/pages/login/login');
    await signIn(mobile, password);
  });

  it('edits the profile with an avatar upload', async () => {
    await signedInUser();
    await page.getByText('个人信息').first().click();
    await page.waitForURL('**/pages/profile/profile');
    await page.getByTestId('profile-nickname').waitFor();
    await shot(page, 'profile');
    await page.getByText('编辑资料').click();
    await page.waitForURL('**/pages/profile/edit');
    await page
      .getByTestId('avatar-input')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('img[src*="/uploads/"]').waitFor();
    await page.getByPlaceholder('1-24个字符').fill('浏览器测试');
    await page.getByPlaceholder('介绍一下自己（最多200字）').fill('你好');
    await shot(page, 'profile-edit');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL('**/pages/profile/profile');
    await page.getByText('浏览器测试').waitFor();
    expect(await page.getByTestId('profile-bio').textContent()).toBe('你好');
    // The saved avatar shows once the profile refetch lands (the cached profile may paint first).
    await page.locator('img[src*="/uploads/"]').first().waitFor();
  });

  it('switches to English and back; the choice is remembered and sent as the lang header', async () => {
    await signedInUser();
    await page.goto('/pages/user/user');
    await page.getByTestId('language-item').click();
    await page.getByText('English', { exact: true }).click();
    await page.getByText('Sign out', { exact: true }).waitFor();
    expect(await page.getByText('退出登录').count()).toBe(0);
    await shot(page, 'user-en');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/user/index'));
    await page.reload();
    expect((await sent).headers().lang).toBe('en');
    await page.getByText('Sign out', { exact: true }).waitFor();
    await page.getByTestId('language-item').click();
    await page.getByText('简体中文', { exact: true }).click();
    await page.getByText('退出登录').waitFor();
  });

  it('pull-to-refresh refetches the user centre', async () => {
    await signedInUser();
    await page.goto('/pages/user/user');
    await page.getByTestId('copy-uid').waitFor();
    await page.waitForTimeout(300);
    await pullToRefetch(page, ['/api/user/index']);
  });

  it('copies the UID', async () => {
    await signedInUser();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const uid = (await page.getByTestId('copy-uid').textContent())?.replace(/^UID:\s*/, '');
    await page.getByTestId('copy-uid').click();
    await page.getByText('复制成功').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(uid);
  });

  it('sets a new payment password with a paypwd code (demo user)', async () => {
    await freshPage();
    await signIn(DEMO.mobile, DEMO.password);
    await page.getByText('支付密码').click();
    await page.waitForURL('**/pages/user/payPassword');
    await page.getByText('修改支付密码').waitFor();
    const code = await requestCode(DEMO.mobile, 'paypwd');
    await page.getByPlaceholder('6位验证码').fill(code);
    await page.getByPlaceholder('6位数字').nth(0).fill('654321');
    await page.getByPlaceholder('6位数字').nth(1).fill('654321');
    await shot(page, 'pay-password');
    await page.getByRole('button', { name: '提交' }).click();
    await page.waitForURL('**/pages/user/user');
  });

  it('shows the shell: tab bar on top pages, none on sub-pages, and a 404 page', async () => {
    await signedInUser();
    await page.goto('/');
    await page.getByTestId('pledge-page').waitFor();
    expect(await page.locator('.app-tab-bar a').count()).toBe(4);
    await shot(page, 'home');
    await page.locator('.app-tab-bar a', { hasText: 'NFT' }).click();
    await page.waitForURL('**/pages/index/index');
    // Every area is built now: a sub-page (the demo server has no chain, so no network is offered).
    await page.goto('/pages/usdt/autoRecharge');
    await page.getByTestId('auto-recharge-page').waitFor();
    await page.getByTestId('auto-recharge-none').waitFor();
    expect(await page.getByTestId('not-available').count()).toBe(0);
    expect(await page.locator('.app-tab-bar').count()).toBe(0);
    await page.goto('/pages/no/such/page');
    await page.getByTestId('not-found').waitFor();
    await shot(page, 'not-found');
  });

  it('without a wallet, autoLogin goes on to login keeping the invite code for registration', async () => {
    await freshPage();
    await page.goto(`/pages/login/autoLogin?code=${DEMO.invite}`);
    await page.waitForURL(`**/pages/login/login?code=${DEMO.invite}`);
    await page.getByText('没有账号？去注册').click();
    await page.waitForURL(`**/pages/register/register?code=${DEMO.invite}`);
    expect(await page.getByPlaceholder('请输入邀请码').inputValue()).toBe(DEMO.invite);
  });

  it('signs in with an injected wallet: first visit registers through tpregister, the next signs in', async () => {
    await freshPage();
    const account = privateKeyToAccount(generatePrivateKey());
    await page.exposeFunction('__e2eSign', (hex: `0x${string}`) =>
      account.signMessage({ message: { raw: hex } }),
    );
    await page.addInitScript((address: string) => {
      const w = window as unknown as { __e2eSign(hex: string): Promise<string>; ethereum: unknown };
      w.ethereum = {
        request: async ({ method, params }: { method: string; params?: unknown[] }) => {
          // A moment's pause, as a real wallet takes, so the auto-login screen can be captured.
          if (method === 'eth_requestAccounts') await new Promise((r) => setTimeout(r, 1000));
          if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [address];
          if (method === 'personal_sign') return w.__e2eSign(String(params?.[0]));
          throw new Error(`unsupported ${method}`);
        },
      };
    }, account.address);

    await page.goto(`/pages/login/autoLogin?code=${DEMO.invite}`);
    await page.getByTestId('auto-login-page').waitFor();
    await shot(page, 'auto-login');
    await page.waitForURL('**/pages/register/tpregister?code=*');
    expect(await page.getByTestId('wallet-address').textContent()).toBe(account.address);
    expect(await page.getByPlaceholder('请输入邀请码').inputValue()).toBe(DEMO.invite);
    await shot(page, 'tpregister');
    await page.getByRole('button', { name: '注册并登录' }).click();
    await page.waitForURL('**/pages/user/user');
    await skipOnboarding();
    await page.getByTestId('copy-uid').waitFor();
    expect((await page.getByTestId('user-nickname').textContent())?.toLowerCase()).toContain(
      account.address.slice(0, 6).toLowerCase(),
    );

    await page.getByTestId('logout').click();
    await page.getByRole('button', { name: '确定' }).click();
    await page.waitForURL('**/pages/login/login');
    await page.getByRole('button', { name: '钱包登录' }).click();
    await page.waitForURL('**/pages/user/user');
    await page.getByTestId('copy-uid').waitFor();
  });

  it('signs out on every device after a confirmation: this one lands on sign-in, the other on its next page', async () => {
    const { mobile, password } = await signedInUser();
    const otherDevice = await phoneContext(browser, server.url);
    const other = await otherDevice.newPage();
    await signInAs(other, mobile, password);

    await page.getByTestId('logout-everywhere').click();
    await page.getByText('将在所有设备上退出此账号（包括本机），之后需重新登录。确定吗？').waitFor();
    await shot(page, 'logout-everywhere');
    await page.getByRole('button', { name: '确定' }).click();
    await page.waitForURL('**/pages/login/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await other.goto('/pages/user/user');
    await other.waitForURL('**/pages/login/login?redirect=*');
    await otherDevice.close();
  });
});
