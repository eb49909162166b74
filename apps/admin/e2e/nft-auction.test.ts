/**
 * Auctions in the console, in a real browser against the real server (fresh embedded database with the
 * demo data). A series is made over HTTP; a platform auction of it is started through the form (its
 * fields refuse what the server would), and is seen listed with one copy set aside; two more are
 * started over HTTP, one of which the demo user bids on (it shows the leading bid and cannot be
 * cancelled) while the other is cancelled after a confirmation (its copy goes back); last, the auction
 * fee is set in the settings and read back.
 *
 * Tests run in order and share one server. Screenshots land in artifacts/admin (nft-auction*).
 */

import type { AdminAuction, AdminSeries, SysConfig } from '@mcc/contract';
import dayjs from 'dayjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  callApi,
  DEMO,
  describeInBrowser,
  launchBrowser,
  operatorToken,
  startServer,
  type TestServer,
} from '../../../tests/browser/harness.ts';
import { artworkPng } from '../../server/src/db/demo-artwork.ts';
import {
  adminGet,
  adminShot,
  confirmDialog,
  desktopContext,
  fieldError,
  signInFirstOperator,
} from './admin-harness.ts';

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

const SERIES_NAME = '星耀';
const SUPPLY = 5;
/** Times as the pickers take them, to the minute, in this machine's (and the browser's) zone. */
const typed = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD HH:mm');

describeInBrowser('Auctions in the console', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let token: string;
  let seriesId = 0;
  /** The auctions by role: made through the form, bid on, to be cancelled. */
  const ids = { form: 0, bid: 0, cancel: 0 };
  const pageErrors: string[] = [];
  const now = dayjs().second(0).millisecond(0);

  const toast = (text: string) => page.locator('.ant-message-notice').filter({ hasText: text }).first();
  const errorOf = (testId: string) => fieldError(page, testId);
  const save = () => page.locator('.ant-modal-footer .ant-btn-primary').click();
  const row = (id: number) => page.locator(`[data-testid="auction-table"] tr[data-row-key="${id}"]`);

  const storedSeries = async () =>
    (await adminGet<{ list: AdminSeries[] }>(server, '/admin-api/nft/series?limit=50')).list.find(
      (s) => s.id === seriesId,
    );
  const storedAuction = async (id: number) =>
    (await adminGet<{ list: AdminAuction[] }>(server, '/admin-api/nft/auctions?limit=50')).list.find(
      (a) => a.id === id,
    );

  async function fillTime(testId: string, text: string) {
    const input = page
      .locator(`input[data-testid="${testId}"]`)
      .or(page.getByTestId(testId).locator('input'));
    await input.first().click();
    await input.first().fill(text);
    await input.first().press('Enter');
  }

  /** A platform auction started over HTTP, as the form would; answers its id. */
  async function startAuction(startsAt: dayjs.Dayjs, startPrice: string): Promise<number> {
    const res = await callApi<AdminAuction>(server, '/admin-api/nft/auctions', {
      bearer: token,
      body: {
        seriesId,
        startPrice,
        startsAt: startsAt.toISOString(),
        endsAt: startsAt.add(3, 'day').toISOString(),
      },
    });
    expect(res.code, res.msg).toBe(1);
    return res.data.id;
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await (await desktopContext(browser, server.url)).newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await signInFirstOperator(page, server);
    token = await operatorToken(server);

    const form = new FormData();
    const art = artworkPng({
      motif: 'sunburst',
      palette: [
        [255, 246, 220],
        [240, 180, 90],
        [150, 60, 20],
      ],
    });
    form.append('file', new Blob([new Uint8Array(art)], { type: 'image/png' }), 'art.png');
    const uploaded = await fetch(`${server.url}/admin-api/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const image = ((await uploaded.json()) as { data: { url: string } }).data.url;
    const res = await callApi<AdminSeries>(server, '/admin-api/nft/series', {
      bearer: token,
      body: {
        name: { 'zh-Hans': SERIES_NAME },
        description: { 'zh-Hans': `${SERIES_NAME}系列` },
        image,
        price: '10',
        supply: SUPPLY,
        perUserLimit: 0,
        saleStart: '2026-01-01T00:00:00.000Z',
        saleEnd: null,
        rarity: 'legendary',
        creator: 'MCC Studio',
        chain: 'BNB Smart Chain',
        contractAddress: '',
        tokenStandard: 'ERC-721',
        featured: false,
        published: true,
        sort: 0,
      },
    });
    expect(res.code, res.msg).toBe(1);
    seriesId = res.data.id;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('starts a platform auction through the form; a copy is set aside and it is listed', async () => {
    await page.getByTestId('menu-nftAuctions').click();
    await page.getByTestId('nft-auctions-page').waitFor();
    await page.getByTestId('new-auction').click();
    const form = page.locator('.ant-modal').filter({ has: page.getByTestId('auction-startPrice') });
    await form.waitFor();

    await page.getByTestId('auction-series').click();
    // Searched first: the picker's list is virtual, and an option scrolled out of it cannot be clicked.
    await page.keyboard.type(SERIES_NAME);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: new RegExp(`^#${seriesId} ${SERIES_NAME} · 传说 · 剩余 ${SUPPLY} 份$`) })
      .click();
    await poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    await page.getByTestId('auction-startPrice').fill('20');
    expect(await page.getByTestId('auction-increment').inputValue()).toBe('5');

    // What the server would refuse is said on the field before anything is sent.
    await page.getByTestId('auction-increment').fill('60');
    const start = now.add(1, 'hour');
    await fillTime('auction-startsAt', typed(start));
    await fillTime('auction-endsAt', typed(start.subtract(1, 'hour')));
    await save();
    await poll(() => errorOf('auction-increment')).toBe('加价幅度为 1%–50%');
    await poll(() => errorOf('auction-endsAt')).toBe('结束时间须晚于开始时间，且拍卖最长 30 天');

    await page.getByTestId('auction-increment').fill('10');
    await page.getByTestId('auction-reserve').fill('50');
    await fillTime('auction-endsAt', typed(start.add(2, 'day')));
    await poll(() => form.locator('.ant-form-item-explain-error').count()).toBe(0);
    await adminShot(page, 'nft-auction-form');

    await save();
    await confirmDialog(page, `${SERIES_NAME}：起拍 20 USDT，加价 10%，保留价 50 USDT，`);
    await form.waitFor({ state: 'detached' });
    await toast('已保存').waitFor();

    const list = await adminGet<{ list: AdminAuction[] }>(server, '/admin-api/nft/auctions');
    const created = list.list.find((a) => a.seriesId === seriesId);
    if (!created) throw new Error('the auction is not listed');
    ids.form = created.id;
    expect(created).toMatchObject({
      serial: null,
      sellerId: null,
      startPrice: '20.000000',
      incrementBp: 1_000,
      reserve: '50.000000',
      startsAt: start.toISOString(),
      endsAt: start.add(2, 'day').toISOString(),
      status: 'upcoming',
      bids: 0,
    });
    expect(await storedSeries()).toMatchObject({ reserved: 1, remaining: SUPPLY - 1 });

    await poll(() => row(ids.form).textContent()).toContain('平台份额');
    for (const text of ['20.00 USDT', '加价 10%', '50.00', '暂无出价', '未开始'])
      expect(await row(ids.form).textContent()).toContain(text);
  });

  it('shows a bid-on auction’s leader, and cancels one nobody has bid on after a confirmation', async () => {
    ids.bid = await startAuction(now.subtract(5, 'minute'), '30');
    ids.cancel = await startAuction(now.add(1, 'day'), '15');
    const login = await callApi<{ userinfo: { token: string } }>(server, '/api/user/login', {
      body: { account: DEMO.mobile, password: DEMO.password },
    });
    const bid = await callApi(server, '/api/auction/bid', {
      token: login.data.userinfo.token,
      body: { id: ids.bid, amount: '32.5', payPassword: DEMO.payPassword },
    });
    expect(bid.code, bid.msg).toBe(1);
    expect(await storedSeries()).toMatchObject({ reserved: 3, remaining: SUPPLY - 3 });

    await page.reload();
    await page.getByTestId('nft-auctions-page').waitFor();
    await poll(() => row(ids.bid).textContent()).toContain('32.50 USDT');
    const bidRow = (await row(ids.bid).textContent()) ?? '';
    for (const text of ['竞拍中', '30.00 USDT', '加价 5%', '无']) expect(bidRow).toContain(text);
    expect(await row(ids.bid).getByTestId('auction-leader').locator('a').getAttribute('href')).toMatch(
      /^\/admin\/users\/\d+$/,
    );
    expect(await page.getByTestId(`cancel-auction-${ids.bid}`).count()).toBe(0);
    await adminShot(page, 'nft-auctions');

    await page.getByTestId(`cancel-auction-${ids.cancel}`).click();
    const dialog = page
      .locator('.ant-modal-confirm')
      .filter({ hasText: `取消拍卖 #${ids.cancel}「${SERIES_NAME}」？` });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('尚无人出价。取消后预留的一份退回系列，此操作不可撤销。');
    await adminShot(page, 'nft-auction-cancel');
    await confirmDialog(page, `取消拍卖 #${ids.cancel}「${SERIES_NAME}」？`);
    await toast('拍卖已取消').waitFor();

    expect(await storedAuction(ids.cancel)).toMatchObject({ status: 'cancelled', bids: 0 });
    expect(await storedSeries()).toMatchObject({ reserved: 2, remaining: SUPPLY - 2 });
    await poll(() => row(ids.cancel).textContent()).toContain('已取消');
    expect(await page.getByTestId(`cancel-auction-${ids.cancel}`).count()).toBe(0);
    // The one with a bid stays: the server refuses to cancel it as well.
    const refused = await callApi(server, `/admin-api/nft/auctions/${ids.bid}/cancel`, {
      bearer: token,
      body: {},
    });
    expect(refused.code).toBe(0);
    expect(await storedAuction(ids.bid)).toMatchObject({ status: 'live', bids: 1, leadingBid: '32.500000' });
  });

  it('sets the auction fee in the settings; it persists', async () => {
    await page.getByTestId('menu-settings').click();
    const card = page.getByTestId('settings-auction');
    await card.waitFor();
    const fee = page.getByTestId('auction-fee');
    expect(await fee.inputValue()).toBe('2.5');

    await fee.fill('101');
    await page.getByTestId('save-settings').click();
    await poll(() => errorOf('auction-fee')).toBe('取值无效');

    await fee.fill('3.75');
    await page.getByTestId('save-settings').click();
    await confirmDialog(page, '确定保存系统设置？');
    await toast('已保存').waitFor();
    const saved = await adminGet<SysConfig>(server, '/admin-api/settings');
    expect(saved.auction).toEqual({ feeBp: 375 });
    await card.scrollIntoViewIfNeeded();
    await poll(() => page.locator('.ant-message-notice').count()).toBe(0);
    await adminShot(page, 'nft-auction-settings');

    await page.reload();
    await page.getByTestId('settings-auction').waitFor();
    expect(await page.getByTestId('auction-fee').inputValue()).toBe('3.75');
    expect(pageErrors).toEqual([]);
  });
});
