/**
 * Screens that used to leave a user with nothing to do (issue 33, items 4 and 6), in a real browser
 * against the real server. Each test has a user of its own (or none), so they pass in any order.
 *
 * - Recharge on a server without a chain set up (a default install): manual only, said in place of
 *   the switch; the network's minimum and "only USDT on <network>" before the address; the automatic
 *   page offers no network and leads to manual recharge.
 * - The appeals page, opened from the user centre with no appeal: says how an appeal starts (from a
 *   paid resale order) and leads to the orders.
 * - The wallet sign-up opened directly in a browser without a wallet: says what it is for and leads to
 *   the sign-up with a mobile or e-mail (keeping the invite code) or to sign-in.
 * - The auction detail without an id: asks to pick an auction (not "request error") and leads to the list.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  DEMO,
  describeInBrowser,
  launchBrowser,
  phoneContext,
  shot,
  type TestServer,
} from '../../../tests/browser/harness.ts';
import { newUser, signedInPhone, startWebServer } from './web-harness.ts';

describeInBrowser('dead ends in a browser', () => {
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

  /** A phone signed in as a new user of the test's own (no money, nothing bought). */
  async function newUserPhone(): Promise<Page> {
    const user = await newUser(server, { payPassword: null });
    return signedInPhone(browser, server, user.token, pageErrors);
  }

  it('without a chain set up, recharge is manual only: its minimum and the network warning come before the address', async () => {
    const page = await newUserPhone();
    await page.goto('/pages/usdt/recharge');
    // No choice to make: the switch to automatic recharge is not offered, and the page says why.
    await page.getByTestId('recharge-manual-only').getByText('目前仅支持手动充值').waitFor();
    expect(await page.getByRole('tab', { name: '自动充值' }).count()).toBe(0);
    // Before the address: the smallest recharge (the fresh install's 1 USDT) and what arrives there.
    expect(await page.getByTestId('recharge-min').textContent()).toMatch(/^最小充值数量：1(\.00)? USDT，/);
    const warning = page.getByTestId('deposit-warning');
    expect(await warning.textContent()).toContain('只能向此地址转入 TRC20 网络的 USDT');
    const above = async (upper: string, lower: string) =>
      ((await page.getByTestId(upper).boundingBox())?.y ?? Infinity) <
      ((await page.getByTestId(lower).boundingBox())?.y ?? -Infinity);
    expect(await above('recharge-min', 'deposit-address')).toBe(true);
    expect(await above('deposit-warning', 'deposit-address')).toBe(true);
    await shot(page, 'recharge-manual-only');
    await page.getByRole('tab', { name: 'ERC20' }).click();
    await expect.poll(() => warning.textContent()).toContain('只能向此地址转入 ERC20 网络的 USDT');
    // An amount under the minimum says so before anything is sent.
    await page.getByPlaceholder('请输入充值数量').fill('0.5');
    await page.getByTestId('recharge-amount-problem').getByText('低于最小充值数量').waitFor();

    // The automatic page, opened anyway, offers no network and leads to manual recharge.
    await page.goto('/pages/usdt/autoRecharge');
    const none = page.getByTestId('auto-recharge-none');
    await none.getByText('自动充值暂未开放').waitFor();
    expect(await none.textContent()).toContain('目前仅支持手动充值');
    expect(await page.getByRole('tab', { name: 'TRC20' }).count()).toBe(0);
    await shot(page, 'auto-recharge-none');
    await none.getByRole('button', { name: '去手动充值' }).click();
    await page.waitForURL('**/pages/usdt/recharge');
    await page.context().close();
  });

  it('the appeals page says how an appeal starts and leads to the orders', async () => {
    const page = await newUserPhone();
    await page.goto('/pages/user/user');
    await page.getByText('订单申诉').click();
    await page.waitForURL('**/pages/feedback/feedback');
    const howTo = page.getByTestId('appeal-how-to');
    await howTo.getByText('申诉针对转售订单').waitFor();
    // The buyer's wait is the console's setting (30 minutes in a fresh install).
    expect(await howTo.textContent()).toContain('30 分钟');
    await page.getByTestId('appeal-list').getByText('暂无申诉').waitFor();
    await shot(page, 'feedback-empty');
    await howTo.getByRole('button', { name: '查看我的订单' }).click();
    await page.waitForURL('**/pages/nft/nft?tab=orders');
    await page.getByTestId('order-list').waitFor();
    await page.context().close();
  });

  it('the wallet sign-up opened without a wallet says what it is for and leads to the other sign-ups', async () => {
    const context = await phoneContext(browser, server.url);
    const page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(`/pages/register/tpregister?code=${DEMO.invite}`);
    const none = page.getByTestId('tp-register-no-wallet');
    await none.getByText('用钱包注册').waitFor();
    expect(await none.textContent()).toContain('未检测到钱包');
    await shot(page, 'tpregister-no-wallet');
    await none.getByRole('button', { name: '用手机号或邮箱注册' }).click();
    await page.waitForURL(`**/pages/register/register?code=${DEMO.invite}`);
    expect(await page.getByPlaceholder('请输入邀请码').inputValue()).toBe(DEMO.invite);

    await page.goto('/pages/register/tpregister');
    await page.getByRole('button', { name: '已有账号？去登录' }).click();
    await page.waitForURL('**/pages/login/login');
    await context.close();
  });

  it('the auction detail without an id asks to pick an auction and leads to the list', async () => {
    const page = await newUserPhone();
    await page.goto('/pages/auction/detail');
    const none = page.getByTestId('auction-none');
    await none.getByText('未指定拍卖：请从拍卖列表中选择一场。').waitFor();
    expect(await page.getByText('数据请求错误').count()).toBe(0);
    await shot(page, 'auction-detail-no-id');
    await none.getByRole('button').click();
    await page.waitForURL('**/pages/auction/auction');
    await page.getByTestId('auction-page').waitFor();
    await page.context().close();
  });
});
