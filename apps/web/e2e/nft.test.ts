/**
 * The NFT primary sale in a real browser against the real server (fresh embedded database with the
 * demo data: eight series). The server runs with a movable clock, so an unpaid order's 15 minutes pass
 * at once. Each test has a buyer of its own (10,000 USDT) and a series no other test buys, so the
 * serials, badges and tips it reads are its own, in any order.
 *
 * 1. from the NFT tab to a series, two copies bought in the buy sheet;
 * 2. the copies under my NFTs with their serials, one opened with its history;
 * 3. the paid notification: badges on the tab and the user centre, read from the bell;
 * 4. an unpaid order expires when the clock passes its deadline, and its copy is on sale again.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  advanceClock,
  callApi,
  describeInBrowser,
  launchBrowser,
  shot,
  type TestServer,
} from '../../../tests/browser/harness.ts';
import {
  boughtCopy,
  newUser,
  ok,
  seriesNamed,
  signedInPhone,
  startWebServer,
  type WebUser,
} from './web-harness.ts';

const MINUTE = 60_000;

describeInBrowser('NFT primary sale in a browser', () => {
  let server: TestServer;
  let browser: Browser;
  /** The test's buyer and their phone. */
  let buyer: WebUser;
  let page: Page;
  const pageErrors: string[] = [];

  const call = <T>(path: string, init?: Parameters<typeof callApi>[2]) =>
    callApi<T>(server, path, { token: buyer.token, ...init });
  const named = (name: string) => seriesNamed(server, buyer.token, name);
  /** The buyer orders `quantity` copies of a series and pays, through the API. */
  const bought = async (name: string, quantity: number) =>
    boughtCopy(server, buyer, (await named(name)).id, quantity);
  const tabBadge = () => page.getByTestId('tab-badge-nft');
  /** A mobile as the app shows it to others: 138****0001. */
  const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

  beforeAll(async () => {
    server = await startWebServer({ testControls: true });
    browser = await launchBrowser();
  });
  beforeEach(async () => {
    buyer = await newUser(server, { usdt: '10000' });
    page = await signedInPhone(browser, server, buyer.token, pageErrors);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('buys two copies of a series from the NFT tab', async () => {
    await page.goto('/pages/user/user');
    await page.locator('.app-tab-bar a', { hasText: 'NFT' }).click();
    await page.waitForURL('**/pages/index/index');
    await page.getByTestId('nft-hero').waitFor();
    await page.getByTestId('nft-on-sale').waitFor();
    // Every picture on screen has loaded (the project's own artwork, served from the uploads).
    await expect
      .poll(() =>
        page
          .locator('.nft-card img')
          .evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    // …drawn from the WebP sizes the server makes of them, not the 480 px PNG originals.
    const drawn = await page
      .locator('.nft-hero img, .nft-card img')
      .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).currentSrc));
    expect(drawn.length).toBeGreaterThan(1);
    for (const src of drawn) expect(src).toMatch(/\/uploads\/w\/(240|360|480|750)\/[0-9a-f]{64}\.webp$/);
    await shot(page, 'nft-home');

    const galaxy = await named('星河序章');
    await page.getByTestId('nft-hero').click();
    await page.waitForURL(`**/pages/nft/detail?id=${galaxy.id}`);
    expect(await page.getByTestId('series-name').textContent()).toBe('星河序章');
    await page.getByTestId('series-copies').waitFor();
    await shot(page, 'nft-detail');

    await page.getByTestId('open-buy').click();
    const sheet = page.getByTestId('buy-sheet');
    await sheet.waitFor();
    await sheet.locator('.adm-stepper-plus').click();
    await expect.poll(() => sheet.getByTestId('buy-total').textContent()).toBe('198.00 USDT');
    await sheet.getByPlaceholder('6位数字').fill(buyer.payPassword);
    await shot(page, 'nft-buy-sheet');
    await sheet.getByTestId('buy-submit').click();
    await page.getByText('支付成功，藏品已放入"我的藏品"').waitFor();
    await sheet.waitFor({ state: 'detached' });

    const balance = await ok(call<{ available: string }>('/api/fund/usdt'));
    expect(balance.available).toBe('9802.000000');
    await expect.poll(() => page.getByText('您已购买 2 份').count()).toBe(1);
  });

  it('shows the copies under my NFTs with their serials, and one with its history', async () => {
    await bought('远山', 2);
    await page.goto('/pages/user/user');
    await expect.poll(() => page.getByTestId('orders-badge').textContent()).toBe('1');
    await page.getByTestId('my-nfts').click();
    await page.waitForURL('**/pages/nft/nft?tab=mine');
    const serials = page.getByTestId('held-copy-list').getByTestId('held-copy-serial');
    // Newest first: the copies of one order in serial order, the last minted on top.
    await expect.poll(() => serials.allTextContents()).toEqual(['#2 / 800', '#1 / 800']);
    await shot(page, 'nft-mine');

    await page.getByTestId('held-copy-list').locator('.nft-card').first().click();
    await page.waitForURL('**/pages/nft/detail?copy=*');
    await page.getByTestId('held-copy-detail-page').waitFor();
    expect(await page.getByTestId('held-copy-serial').textContent()).toMatch(/^#[12] \/ 800$/);
    expect(await page.getByTestId('copy-history').textContent()).toContain(`铸造给 ${masked(buyer.mobile)}`);
    await shot(page, 'nft-certificate');
  });

  it('notifies the payment on the tab and the bell, and reading it clears the badges', async () => {
    await bought('经纬', 2);
    await page.goto('/pages/index/index');
    await expect.poll(() => tabBadge().textContent()).toBe('1');
    await page.getByTestId('tips-bell').click();
    const tip = page.getByTestId('tips-list').locator('[data-read="false"]').first();
    expect(await tip.textContent()).toContain('支付成功：经纬 × 2');
    await shot(page, 'nft-tips');
    await tip.click();
    await page.waitForURL('**/pages/nft/detail?order=*');
    const paid = page.locator('.nft-order[data-status="paid"]').first();
    expect(await paid.getByTestId('order-serials').textContent()).toBe('#1 / 2000, #2 / 2000');
    expect((await ok(call<{ unread: number }>('/api/order/tips'))).unread).toBe(0);
    await page.goto('/pages/index/index');
    await page.getByTestId('nft-hero').waitFor();
    await expect.poll(() => tabBadge().count()).toBe(0);
  });

  it('an unpaid order expires once the clock passes its deadline; its copy goes back on sale', async () => {
    const tides = await named('潮汐之歌');
    const order = await ok(
      call<{ id: number }>('/api/order/add', { body: { seriesId: tides.id, quantity: 1 } }),
    );
    expect((await named('潮汐之歌')).remaining).toBe(tides.remaining - 1);

    await page.goto('/pages/nft/nft?tab=orders');
    const card = page.getByTestId(`order-${order.id}`);
    await expect.poll(() => card.getAttribute('data-status')).toBe('unpaid');
    expect(await card.locator('.nft-countdown').textContent()).toMatch(/^1[45]:\d\d$/);
    await shot(page, 'nft-order-unpaid');

    await advanceClock(server, 16 * MINUTE);
    await page.reload();
    await expect.poll(() => card.getAttribute('data-status')).toBe('expired');
    expect((await named('潮汐之歌')).remaining).toBe(tides.remaining);
    const tips = await ok(call<{ list: { kind: string; orderId: number }[] }>('/api/order/tips'));
    expect(tips.list.filter((t) => t.orderId === order.id).map((t) => t.kind)).toEqual(['expired']);
    await page.goto('/pages/index/index');
    await expect.poll(() => tabBadge().textContent()).toBe('1');
    await page.locator('.adm-toast-mask').waitFor({ state: 'detached' });
    await shot(page, 'nft-home-expired-tip');
    expect(pageErrors).toEqual([]);
  });
});
