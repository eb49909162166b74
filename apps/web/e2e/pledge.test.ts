/**
 * AI quant in a real browser against the real server (fresh embedded database with the demo data, its
 * clock movable through the test controls): a user stakes from `/`, the next day's accrual pays an
 * order and the inviter's commission, the promotion poster carries the invite link as a QR code, and
 * the coin-mix wallet takes money in and gives it back. Each test has users of its own (the demo user
 * invites only the third test's friend), so every figure below follows from its own test alone; the
 * orders the accrual tests need are staked through the API in a product of their own, which leaves
 * the demo product the first test stakes in untouched.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PledgeOrder } from '@mcc/contract';
import jsQR from 'jsqr';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  ARTIFACTS,
  advanceClock,
  callApi,
  describeInBrowser,
  launchBrowser,
  operatorToken,
  pullToRefetch,
  shot,
  type TestServer,
} from '../../../tests/browser/harness.ts';
import {
  demoUser,
  newUser,
  ok,
  signedInPhone,
  startWebServer,
  userApi,
  type WebUser,
} from './web-harness.ts';

const DAY_MS = 86_400_000;

describeInBrowser('AI quant in a browser', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  /** The product the accrual tests stake in through the API: the demo's 7 days, under another name. */
  let sideProduct = 0;

  const call = <T = Record<string, unknown>>(path: string, init?: Parameters<typeof callApi>[2]) =>
    callApi<T>(server, path, init);

  /** A phone signed in as `user`. */
  async function phoneOf(user: WebUser) {
    const p = await signedInPhone(browser, server, user.token);
    contexts.push(p.context());
    return p;
  }

  const text = (p: Page, testId: string) => p.getByTestId(testId).first().textContent();

  /** `user` stakes 1,000 USDT for 7 days at 0.8 % a day through the API; answers the order. */
  const stake = (user: WebUser) =>
    userApi(server, user.token)<PledgeOrder>('/api/pledge/add', {
      productId: sideProduct,
      amount: '1000',
      payPassword: user.payPassword,
    });

  /**
   * Runs the daily tasks for the server's today, as an operator would. The operator signs in each time:
   * a console session is hours long, and the test moves the clock by days.
   */
  const runAccrual = async () =>
    ok(call('/admin-api/pledge/accrual', { bearer: await operatorToken(server), body: {} }));

  /**
   * The pixels of an image (a URL the page can load) read inside the browser, then the QR code in them
   * decoded here with jsQR, as a phone's scanner would.
   */
  async function decodeQr(p: Page, src: string): Promise<string | undefined> {
    const image = await p.evaluate(async (url) => {
      const img = new Image();
      img.src = url;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2D canvas');
      ctx.drawImage(img, 0, 0);
      const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      let binary = '';
      for (let i = 0; i < data.length; i += 0x8000)
        binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
      return { width: canvas.width, height: canvas.height, rgba: btoa(binary) };
    }, src);
    const rgba = new Uint8ClampedArray(Buffer.from(image.rgba, 'base64'));
    return jsQR(rgba, image.width, image.height)?.data;
  }

  beforeAll(async () => {
    server = await startWebServer({ testControls: true });
    browser = await launchBrowser();
    const made = await ok(
      call<{ id: number }>('/admin-api/pledge/products', {
        bearer: await operatorToken(server),
        body: {
          name: { 'zh-Hans': 'e2e 7天' },
          termDays: 7,
          dailyRateBp: 80,
          minAmount: '100',
          maxAmount: '50000',
          quota: '1000000',
          open: true,
          sort: 10,
        },
      }),
    );
    sideProduct = made.id;
  });

  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await server?.stop();
  });

  it('a new user stakes from `/`, seeing the earnings while typing', async () => {
    // A user with 2,000 USDT and a payment password.
    const friend = await newUser(server, { usdt: '2000', payPassword: '654321' });
    const friendPage = await phoneOf(friend);
    await friendPage.goto('/pages/user/user');
    await friendPage.getByTestId('copy-uid').waitFor();
    // The tab bar's AI quant item opens `/`, which draws its own navigation bar.
    await friendPage.locator('.app-tab-bar a[href="/"]').click();
    await friendPage.getByTestId('pledge-page').waitFor();
    expect(await friendPage.getByRole('heading', { level: 1 }).textContent()).toBe('AI量化');
    expect(await friendPage.locator('.app-nav').count()).toBe(1);
    const sevenDay = friendPage.getByRole('region', { name: 'AI量化 7天' });
    expect(await sevenDay.getByTestId('product-rate').textContent()).toBe('0.8%');
    expect(await sevenDay.getByTestId('product-limits').textContent()).toBe('100.00 – 50,000.00 USDT');
    expect(await sevenDay.getByTestId('product-remaining').textContent()).toBe('1,000,000.00 USDT');
    expect(await text(friendPage, 'pledge-staked')).toBe('0.00');
    await shot(friendPage, 'pledge-entry');

    await sevenDay.getByRole('button', { name: '立即质押' }).click();
    await friendPage.getByTestId('stake-sheet').waitFor();
    await expect.poll(() => text(friendPage, 'stake-available')).toBe('可用余额 2,000.00 USDT');
    const amount = friendPage.getByPlaceholder('请输入质押数量');
    await amount.fill('50');
    await expect.poll(() => text(friendPage, 'stake-problem')).toBe('单笔最少质押 100.00 USDT');
    await amount.fill('1000');
    // 1,000 × 0.8 % = 8 a day; 56 over 7 days; 1,056 back at the end.
    await expect.poll(() => text(friendPage, 'stake-daily')).toBe('8.00 USDT');
    expect(await text(friendPage, 'stake-earnings')).toBe('56.00 USDT');
    expect(await text(friendPage, 'stake-at-end')).toBe('1,056.00 USDT');
    expect(await friendPage.getByTestId('stake-problem').count()).toBe(0);
    await friendPage.getByTestId('stake-sheet').getByPlaceholder('6位数字').fill(friend.payPassword);
    await shot(friendPage, 'pledge-stake-sheet');
    await friendPage.getByRole('button', { name: '确认质押' }).click();

    // The new order opens: earning from tomorrow, nothing paid yet.
    await friendPage.waitForURL('**/pages/pledge/detail?id=*');
    await friendPage.getByTestId('order-card').waitFor();
    expect(await text(friendPage, 'order-title')).toBe('AI量化 7天 · 1,000.00 USDT');
    expect(await text(friendPage, 'order-status')).toBe('收益中');
    expect(await text(friendPage, 'order-earned')).toBe('0.00 USDT');
    expect(((await text(friendPage, 'order-period')) ?? '').split(' – ')[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await friendPage.getByText('暂无记录').waitFor();

    await friendPage.goto('/');
    await expect.poll(() => text(friendPage, 'pledge-staked')).toBe('1,000.00');
    expect(await text(friendPage, 'pledge-active-orders')).toBe('1');
    await expect.poll(() => sevenDay.getByTestId('product-remaining').textContent()).toBe('999,000.00 USDT');
  });

  it("the next day's accrual pays the order; the entry page's pull-to-refresh shows it", async () => {
    const friend = await newUser(server, { usdt: '2000' });
    const { id: orderId, startDate: firstDay } = await stake(friend);
    const friendPage = await phoneOf(friend);
    await friendPage.goto('/');
    await expect.poll(() => text(friendPage, 'pledge-staked')).toBe('1,000.00');

    await advanceClock(server, DAY_MS);
    await runAccrual();

    // Pull-to-refresh on `/` fetches the products and the figures again.
    await pullToRefetch(friendPage, ['/api/pledge/index', '/api/pledge/total']);
    await expect.poll(() => text(friendPage, 'pledge-today-earnings')).toBe('8.00');
    expect(await text(friendPage, 'pledge-total-earnings')).toBe('8.00');

    await friendPage.getByTestId('nav-orders').click();
    await friendPage.waitForURL('**/pages/pledge/order');
    const order = friendPage.getByTestId('pledge-order').first();
    await expect.poll(() => order.getByTestId('order-earned').textContent()).toBe('8.00 USDT');
    await shot(friendPage, 'pledge-orders');
    await order.click();
    await friendPage.waitForURL(`**/pages/pledge/detail?id=${orderId}`);
    await expect.poll(() => text(friendPage, 'earning-day')).toBe(firstDay);
    expect(await text(friendPage, 'earning-amount')).toBe('+8.00');
    expect(await text(friendPage, 'order-earned')).toBe('8.00 USDT');
    expect(await text(friendPage, 'order-paid-through')).toBe(firstDay);
    await shot(friendPage, 'pledge-order-detail');

    // The money arrived in the main wallet, labelled as an AI quant earning.
    await friendPage.goto('/pages/usdt/usdt');
    await expect
      .poll(() => friendPage.getByTestId('statement-line').first().getByTestId('line-label').textContent())
      .toBe('AI量化收益');
  });

  it("the demo user sees the commission (10 % of the friend's earning) and the friend on the team page", async () => {
    // The only user the demo user invites: a friend who stakes 1,000 and is paid a day.
    const demo = await demoUser(server);
    const { inviteCode } = await userApi(server, demo.token)<{ inviteCode: string }>('/api/team/promote');
    const friend = await newUser(server, { usdt: '2000', inviteCode });
    await stake(friend);
    await advanceClock(server, DAY_MS);
    await runAccrual();

    const demoPage = await phoneOf(demo);
    await demoPage.goto('/pages/team/team');
    await expect.poll(() => text(demoPage, 'commission-total')).toBe('0.80');
    expect(await text(demoPage, 'commission-today')).toBe('0.80');
    expect(await text(demoPage, 'team-performance')).toBe('1,000.00');
    expect(await text(demoPage, 'team-direct')).toBe('1');
    expect(await demoPage.getByRole('tab', { name: '1级 (1)' }).getAttribute('aria-selected')).toBe('true');
    const member = demoPage.getByTestId('team-member').first();
    expect(await member.getByTestId('member-contact').textContent()).toContain(
      `${friend.mobile.slice(0, 3)}****${friend.mobile.slice(-4)}`,
    );
    expect(await member.getByTestId('member-pledge').textContent()).toBe('1,000.00');
    expect(await demoPage.getByText(friend.mobile).count()).toBe(0);
    await shot(demoPage, 'team');
    await demoPage.getByRole('tab', { name: '2级 (0)' }).click();
    // An empty level says how it fills and leads to the promotion page.
    await demoPage.getByText('这一级还没有成员，邀请好友加入你的团队吧').waitFor();
  });

  it('the promotion poster carries the invite link as a QR code, and "save poster" downloads it as a PNG', async () => {
    const demo = await demoUser(server);
    const invite = await userApi(
      server,
      demo.token,
    )<{ inviteCode: string; link: string }>('/api/team/promote');
    expect(invite.link).toBe(`${server.url}/pages/register/register?code=${invite.inviteCode}`);
    const demoPage = await phoneOf(demo);
    await demoPage.goto('/pages/promote/promote');
    expect(await demoPage.getByTestId('invite-code').textContent()).toBe(invite.inviteCode);
    expect(await text(demoPage, 'invite-link')).toBe(invite.link);
    const poster = demoPage.getByTestId('poster-image');
    await poster.waitFor();
    const src = (await poster.getAttribute('src')) ?? '';
    expect(src.startsWith('data:image/png;base64,')).toBe(true);
    expect(await decodeQr(demoPage, src)).toBe(invite.link);
    await poster.scrollIntoViewIfNeeded();
    await shot(demoPage, 'promote');

    const [download] = await Promise.all([
      demoPage.waitForEvent('download'),
      demoPage.getByTestId('save-poster').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`MCC-invite-${invite.inviteCode}.png`);
    const saved = fs.readFileSync(await download.path());
    expect(saved.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(await decodeQr(demoPage, `data:image/png;base64,${saved.toString('base64')}`)).toBe(invite.link);
    fs.writeFileSync(path.join(ARTIFACTS, 'promote-poster.png'), saved);
  });

  it('the coin-mix wallet takes USDT in from the main wallet, gives it back, and earns on its balance', async () => {
    const friend = await newUser(server, { usdt: '2000', payPassword: '654321' });
    const friendPage = await phoneOf(friend);
    await friendPage.goto('/pages/coinMix/coinMix');
    await expect.poll(() => text(friendPage, 'transfer-available')).toBe('主钱包可用 2,000.00 USDT');
    expect(await text(friendPage, 'coin-mix-rate')).toBe('0.1%');
    await friendPage.getByPlaceholder('请输入转入数量').fill('500');
    await friendPage.getByPlaceholder('6位数字').fill(friend.payPassword);
    await friendPage.getByRole('button', { name: '转入' }).click();
    await expect.poll(() => text(friendPage, 'coin-mix-balance')).toBe('500.00');
    await expect.poll(() => text(friendPage, 'transfer-available')).toBe('主钱包可用 1,500.00 USDT');
    // Every toast gone (the success toast, and a loading toast of the refetch that may replace it while
    // the other fades out: two at once for a moment), so the screenshot shows the page.
    await expect.poll(() => friendPage.locator('.adm-toast-main').count(), { timeout: 10_000 }).toBe(0);
    await shot(friendPage, 'coin-mix');

    await friendPage.getByRole('button', { name: '转出' }).click();
    await friendPage.waitForURL('**/pages/coinMix/transfer');
    await expect.poll(() => text(friendPage, 'transfer-available')).toBe('量化钱包可用 500.00 USDT');
    await friendPage.getByPlaceholder('请输入转出数量').fill('200');
    await friendPage.getByPlaceholder('6位数字').fill(friend.payPassword);
    await friendPage.getByRole('button', { name: '转出' }).click();
    await friendPage.waitForURL('**/pages/coinMix/coinMix');
    await expect.poll(() => text(friendPage, 'coin-mix-balance')).toBe('300.00');

    // The next day pays 0.1 % of the 300 held at the cut-off.
    await advanceClock(server, DAY_MS);
    await runAccrual();
    await friendPage.reload();
    await expect.poll(() => text(friendPage, 'coin-mix-yesterday')).toBe('0.30');
    await expect.poll(() => text(friendPage, 'coin-mix-balance')).toBe('300.30');

    await friendPage.goto('/pages/coinMix/wallet');
    await friendPage.getByTestId('statement-line').first().waitFor();
    const lines = await friendPage
      .getByTestId('statement-line')
      .evaluateAll((rows) =>
        rows.map((l) => [
          l.querySelector('[data-testid="line-label"]')?.textContent,
          l.querySelector('[data-testid="line-amount"]')?.textContent,
          l.querySelector('[data-testid="balance-after"]')?.textContent,
        ]),
      );
    expect(lines).toEqual([
      ['量化钱包收益', '+0.30', '300.30'],
      ['量化钱包转出', '-200.00', '300.00'],
      ['量化钱包转入', '+500.00', '500.00'],
    ]);
    expect(await text(friendPage, 'balance-available')).toBe('300.30');
    await shot(friendPage, 'coin-mix-wallet');
  });
});
