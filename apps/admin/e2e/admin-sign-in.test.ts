/**
 * The admin console in a real browser against the real server (fresh embedded database with the demo
 * data): how it is built and served, the sign-in page's first paint, signing in (a wrong password, the
 * language switch), two-factor sign-in once TOTP is enrolled, and a 404 inside the frame. A screenshot of
 * each page lands in artifacts/admin. The tests after the sign-in share its session, in order.
 */
import * as OTPAuth from 'otpauth';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import {
  describeInBrowser,
  firstOperator,
  firstPaintBeforeScripts,
  type TestServer,
} from '../../../tests/browser/harness.ts';
import {
  adminShot,
  type BrowserSession,
  confirmDialog,
  openBrowserSession,
  operatorSignIn,
} from './admin-harness.ts';

describeInBrowser('admin console in a browser', () => {
  let session: BrowserSession;
  let server: TestServer;
  let newPage: () => Promise<Page>;
  let pageErrors: string[];
  let context: BrowserContext;
  let page: Page;
  let admin: { username: string; password: string };

  beforeAll(async () => {
    session = await openBrowserSession();
    ({ server, pageErrors } = session);
    newPage = () => session.newPage();
    admin = firstOperator(server);
  });

  afterAll(async () => {
    await context?.close();
    await session?.close();
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
    await operatorSignIn(page, admin.username, 'wrong-password-1');
    await page.locator('.ant-message-notice').first().waitFor();
    expect(page.url()).toContain('/admin/login');

    await operatorSignIn(page, admin.username, admin.password);
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
    await operatorSignIn(page, admin.username, admin.password);
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
