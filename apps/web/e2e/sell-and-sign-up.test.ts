/**
 * Rough edges a new user met (issue 33, items 7 and 8), in a real browser against the real server.
 * Each test has users of its own, so they pass in any order.
 *
 * - The resale sell sheet names the field that is wrong (the holder's name, the account), not "a
 *   payment method is not filled in correctly" for both, and says how much listing holds (the fee).
 * - Registering sets the payment password with the same code: no prompt for it and no second code
 *   a minute later; it pays at once.
 * - The "saved" toast is not dimmed by the tour's mask: a wallet user sets the payment password from
 *   the prompt and reads "saved" on the user centre before the tour starts.
 */
import type { Browser, Page } from 'playwright-core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  callApi,
  DEMO,
  describeInBrowser,
  launchBrowser,
  phoneContext,
  shot,
  type TestServer,
} from '../../../tests/browser/harness.ts';
import {
  boughtCopy,
  freshMobile,
  newUser,
  ok,
  seriesNamed,
  signedInPhone,
  startWebServer,
} from './web-harness.ts';

describeInBrowser('the sell sheet and the first steps in a browser', () => {
  let server: TestServer;
  let browser: Browser;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    server = await startWebServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    expect(pageErrors).toEqual([]);
  });

  /** A phone of its own, signed out, whose page errors fail the file. */
  async function freshPage(): Promise<Page> {
    const context = await phoneContext(browser, server.url);
    const page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    return page;
  }

  it('the sell sheet names the blank field and says how much listing holds', async () => {
    const seller = await newUser(server, { usdt: '10000' });
    const series = await seriesNamed(server, seller.token, '星河序章');
    const copyId = await boughtCopy(server, seller, series.id);
    const page = await signedInPhone(browser, server, seller.token, pageErrors);
    await page.goto(`/pages/nft/detail?copy=${copyId}`);
    await page.getByTestId('held-copy-sell').click();
    const sheet = page.getByTestId('sell-sheet');
    await sheet.waitFor();
    // Nothing typed: each field says what it lacks.
    await sheet.getByTestId('sell-submit').click();
    await sheet.getByText('请填写收款人姓名').waitFor();
    await sheet.getByText('请填写收款账号').waitFor();
    expect(await sheet.getByText('收款方式填写不正确').count()).toBe(0);
    // The fee (1 %) is what listing holds from the seller's USDT, to its last digit.
    await sheet.getByTestId('sell-price').locator('input').fill('12.34');
    await expect.poll(() => sheet.getByTestId('sell-frozen').textContent()).toBe('0.1234 USDT');
    await sheet.getByText('冻结的是手续费').waitFor();
    await shot(page, 'sell-sheet-fields');
    await sheet.getByLabel('收款人姓名').fill('王小明');
    const account = sheet.getByTestId('method-0-account').locator('input');
    await account.fill('seller@example.com');
    // Each field is checked again as it is left: the messages go (and the button moves up with them).
    await account.blur();
    await sheet.getByText('请填写收款账号').waitFor({ state: 'detached' });
    expect(await sheet.getByText('请填写收款人姓名').count()).toBe(0);
    await sheet.getByTestId('sell-submit').click();
    await page.getByText('已挂售：买家现在可以下单').waitFor();
    const usdt = await ok(
      callApi<{ available: string; frozen: string }>(server, '/api/fund/usdt', { token: seller.token }),
    );
    expect(usdt.frozen).toBe('0.123400');
    await page.context().close();
  });

  it('registering sets the payment password with the same code: no prompt, no second code', async () => {
    const mobile = freshMobile('137');
    const page = await freshPage();
    await page.goto(`/pages/register/register?code=${DEMO.invite}`);
    await page.getByPlaceholder('请输入手机号').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /^\d+秒重新获取$/ }).waitFor();
    await page.getByPlaceholder('6位验证码').fill(server.codeFor(mobile, 'register'));
    await page.getByPlaceholder('请输入密码').nth(0).fill('first1234');
    await page.getByPlaceholder('请输入密码').nth(1).fill('first1234');
    await page.getByPlaceholder('6位数字').nth(0).fill('135790');
    await page.getByPlaceholder('6位数字').nth(1).fill('135790');
    await shot(page, 'register-pay-password');
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await page.waitForURL('**/pages/user/user');
    // Straight to the tour: the payment password is set already.
    await page.getByTestId('tour').getByText('1 / 4').waitFor();
    expect(await page.getByText('设置支付密码', { exact: true }).count()).toBe(0);
    expect(() => server.codeFor(mobile, 'paypwd')).toThrow();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const me = await ok(
      callApi<{ userinfo: { hasPayPassword: boolean } }>(server, '/api/user/index', { token: token ?? '' }),
    );
    expect(me.userinfo.hasPayPassword).toBe(true);
    await page.context().close();
  });

  it('the payment password’s "saved" toast is read before the tour that follows it', async () => {
    const page = await freshPage();
    const account = privateKeyToAccount(generatePrivateKey());
    await page.exposeFunction('__e2eSign', (hex: `0x${string}`) =>
      account.signMessage({ message: { raw: hex } }),
    );
    await page.addInitScript((address: string) => {
      const w = window as unknown as { __e2eSign(hex: string): Promise<string>; ethereum: unknown };
      w.ethereum = {
        request: async ({ method, params }: { method: string; params?: unknown[] }) => {
          if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [address];
          if (method === 'personal_sign') return w.__e2eSign(String(params?.[0]));
          throw new Error(`unsupported ${method}`);
        },
      };
    }, account.address);
    await page.goto(`/pages/login/autoLogin?code=${DEMO.invite}`);
    await page.waitForURL('**/pages/register/tpregister?code=*');
    await page.getByRole('button', { name: '注册并登录' }).click();
    await page.waitForURL('**/pages/user/user');
    // A wallet has no code to prove: the prompt leads to the page, which asks for none.
    await page.locator('.adm-dialog-body').getByRole('button', { name: '现在设置' }).click();
    await page.waitForURL('**/pages/user/payPassword');
    await page.getByPlaceholder('6位数字').nth(0).fill('246810');
    await page.getByPlaceholder('6位数字').nth(1).fill('246810');
    await page.getByRole('button', { name: '提交' }).click();
    await page.waitForURL('**/pages/user/user');
    // "Saved" is read on the page it returns to; the tour waits until it is gone, not dimming it.
    const toast = page.locator('.adm-toast-main', { hasText: '支付密码已保存' });
    await toast.waitFor();
    expect(await page.getByTestId('tour').count()).toBe(0);
    await shot(page, 'pay-password-saved-before-tour');
    await page.getByTestId('tour').getByText('1 / 4').waitFor();
    expect(await toast.count()).toBe(0);
    await page.context().close();
  });
});
