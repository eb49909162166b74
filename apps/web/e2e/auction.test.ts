/**
 * Auctions in a real browser against the real server (fresh embedded database with the demo data; its
 * clock movable). Two bidders on two phones: A (10,000 USDT) and B (500 USDT), registered for each
 * test, which makes its own auction (the platform's, through the admin API, or A's own copy's) at the
 * server's time and brings it to where it starts through the API, so the tests pass in any order.
 *
 * 1. A finds the auction from the NFT home's tile, opens it and bids the prefilled minimum; A leads;
 * 2. with A's bid in, B's sheet refuses a bid under the minimum as it is typed; B outbids A;
 * 3. with A's page open, B outbids A: A's page follows the live stream (no reload, well inside its 30 s
 *    fallback poll): outbid, the new leading bid; the "outbid" notification in the NFT bell leads
 *    back; A bids again and leads, and B's page hears of it;
 * 4. after three bids the clock moves past the end; the minute job settles; A sees "you won", B "sold
 *    to …", and A finds the copy under My NFTs and the auction under "won";
 * 5. A auctions a copy of theirs from its page (start price, hidden reserve, 6 hours); A sees the
 *    seller's view and the listing under "my listings"; B finds it live;
 * 6. B bids the reserve of A's auction; after the end A's page says sold, and A's USDT has risen by the
 *    bid less the 2.5 % fee, the copy is B's.
 */
import type { AuctionDetail, NftSeries, OrderTips } from '@mcc/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  advanceClock,
  callApi,
  describeInBrowser,
  launchBrowser,
  operatorToken,
  shot,
  type TestServer,
} from '../../../tests/browser/harness.ts';
import {
  boughtCopy,
  newUser,
  ok,
  seriesNamed,
  serverNow,
  signedInPhone,
  startWebServer,
  type WebUser,
} from './web-harness.ts';

/** The series the platform auctions and A buys copies of (on sale in the demo data). */
const SERIES = '星河序章';
const MINUTE = 60_000;

describeInBrowser('auctions in a browser', () => {
  let server: TestServer;
  let browser: Browser;
  let bearer: string;
  let series: NftSeries;
  /** The test's bidders, their phones, and the auction it is about. */
  let A: WebUser;
  let B: WebUser;
  let a: Page;
  let b: Page;
  let auctionId = 0;
  const pageErrors: string[] = [];

  const detail = (id = auctionId) =>
    ok(callApi<AuctionDetail>(server, `/api/auction/detail?id=${id}`, { token: A.token }));
  const text = (page: Page, testId: string) => page.getByTestId(testId).first().textContent();

  async function bid(page: Page, payPassword: string, amount?: string) {
    await page.getByTestId('open-bid').click();
    const sheet = page.getByTestId('bid-sheet');
    await sheet.waitFor();
    if (amount !== undefined) await sheet.locator('input[inputmode="decimal"]').fill(amount);
    await sheet.getByPlaceholder('6位数字').fill(payPassword);
    await sheet.getByTestId('bid-submit').click();
    await sheet.waitFor({ state: 'detached' });
  }
  /** A bid through the API. */
  const bidAs = (user: WebUser, amount: string) =>
    ok(
      callApi(server, '/api/auction/bid', {
        token: user.token,
        body: { id: auctionId, amount, payPassword: user.payPassword },
      }),
    );
  /** The platform auctions a copy of the series: started a minute ago by the server's clock, ending in 30 minutes, from 10 USDT. */
  async function platformAuction() {
    const now = (await serverNow(server)).getTime();
    const made = await ok(
      callApi<{ id: number }>(server, '/admin-api/nft/auctions', {
        bearer,
        body: {
          seriesId: series.id,
          startPrice: '10',
          startsAt: new Date(now - MINUTE).toISOString(),
          endsAt: new Date(now + 30 * MINUTE).toISOString(),
        },
      }),
    );
    auctionId = made.id;
  }
  /** A buys a copy of the series in the primary sale, through the API; answers its id. */
  const copyOfA = () => boughtCopy(server, A, series.id);
  /** Opens the auction's page on a phone and waits for it. */
  async function openAuction(page: Page, id = auctionId) {
    await page.goto(`/pages/auction/detail?id=${id}`);
    await page.getByTestId('auction-detail-page').waitFor();
  }

  beforeAll(async () => {
    server = await startWebServer({ testControls: true });
    browser = await launchBrowser();
    bearer = await operatorToken(server);
    series = await seriesNamed(server, (await newUser(server, { payPassword: null })).token, SERIES);
  });
  beforeEach(async () => {
    // A: 10,000 USDT; B: 500 USDT. Each with a payment password, on a phone of their own.
    [A, B] = await Promise.all([newUser(server, { usdt: '10000' }), newUser(server, { usdt: '500' })]);
    [a, b] = await Promise.all([
      signedInPhone(browser, server, A.token, pageErrors),
      signedInPhone(browser, server, B.token, pageErrors),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('A finds the auction from the NFT home, opens it and bids the minimum', async () => {
    await platformAuction();
    await a.goto('/pages/index/index');
    await a.getByTestId('nft-play-auction').click();
    await a.waitForURL('**/pages/auction/auction');
    const card = a.getByTestId(`auction-${auctionId}`);
    await card.waitFor();
    expect(await card.getByTestId('auction-price').textContent()).toContain('10.00');
    await shot(a, 'auction-list');

    await card.click();
    await a.waitForURL(`**/pages/auction/detail?id=${auctionId}`);
    await a.getByTestId('auction-detail-page').waitFor();
    expect(await text(a, 'auction-seller')).toBe('MCC 平台');
    expect(await text(a, 'auction-minimum')).toBe('10.00 USDT');
    expect(await text(a, 'auction-extend-note')).toContain('10 分钟');
    await shot(a, 'auction-detail-before');

    await a.getByTestId('open-bid').click();
    const sheet = a.getByTestId('bid-sheet');
    await sheet.waitFor();
    expect(await sheet.locator('input[inputmode="decimal"]').inputValue()).toBe('10.00');
    await shot(a, 'auction-bid-sheet');
    await sheet.getByPlaceholder('6位数字').fill(A.payPassword);
    await sheet.getByTestId('bid-submit').click();
    await sheet.waitFor({ state: 'detached' });
    await expect.poll(() => text(a, 'auction-outcome')).toBe('您当前出价最高');
    expect(await text(a, 'auction-leader')).toBe('我');
    expect(await a.getByTestId('open-bid').isDisabled()).toBe(true);
    expect((await detail()).role).toBe('leader');
  });

  it('B cannot bid under the minimum, then outbids A', async () => {
    await platformAuction();
    await bidAs(A, '10');
    await openAuction(b);
    expect(await text(b, 'auction-current')).toContain('10.00');
    expect(await text(b, 'auction-minimum')).toBe('10.50 USDT');
    await b.getByTestId('open-bid').click();
    const sheet = b.getByTestId('bid-sheet');
    await sheet.waitFor();
    expect(await sheet.locator('input[inputmode="decimal"]').inputValue()).toBe('10.50');
    await sheet.locator('input[inputmode="decimal"]').fill('10.2');
    await expect
      .poll(() => sheet.getByTestId('bid-amount-problem').textContent())
      .toBe('出价至少为 10.50 USDT');
    expect(await sheet.getByTestId('bid-submit').isDisabled()).toBe(true);
    await sheet.locator('input[inputmode="decimal"]').fill('600');
    await expect.poll(() => sheet.getByTestId('bid-amount-problem').textContent()).toBe('超过可用 USDT');
    await shot(b, 'auction-bid-too-much');
    await sheet.locator('input[inputmode="decimal"]').fill('12');
    await expect.poll(() => sheet.getByTestId('bid-amount-problem').count()).toBe(0);
    await sheet.getByPlaceholder('6位数字').fill(B.payPassword);
    await sheet.getByTestId('bid-submit').click();
    await sheet.waitFor({ state: 'detached' });
    await expect.poll(() => text(b, 'auction-outcome')).toBe('您当前出价最高');
    await shot(b, 'auction-b-leads');
  });

  it('A sees the new leader, and bids again', async () => {
    await platformAuction();
    await bidAs(A, '10');
    await Promise.all([openAuction(a), openAuction(b)]);
    await expect.poll(() => text(a, 'auction-outcome')).toBe('您当前出价最高');
    await bidAs(B, '12');
    // No reload: the live stream tells A's page of B's bid (the fallback poll is 30 s).
    await expect.poll(() => text(a, 'auction-outcome'), { timeout: 10_000 }).toBe('您的出价已被超越');
    expect(await text(a, 'auction-current')).toContain('12.00');
    expect(await a.getByTestId('auction-bid').count()).toBe(2);
    expect(await a.getByTestId('auction-bid').nth(1).textContent()).toContain('我');
    await shot(a, 'auction-a-outbid');

    // The "outbid" notification in the NFT bell leads back to the auction.
    const tips = await ok(callApi<OrderTips>(server, '/api/order/tips', { token: A.token }));
    const outbid = tips.list.find((tip) => tip.kind === 'outbid' && tip.auctionId === auctionId);
    expect(outbid).toBeDefined();
    await a.goto('/pages/index/index');
    await a.getByTestId('tips-bell').click();
    const row = a.getByTestId(`tip-${outbid?.id}`);
    expect(await row.textContent()).toContain(series.name);
    await shot(a, 'auction-outbid-tip');
    await row.click();
    await a.waitForURL(`**/pages/auction/detail?id=${auctionId}`);
    await a.getByTestId('auction-detail-page').waitFor();

    expect(await text(a, 'auction-minimum')).toBe('12.60 USDT');
    await bid(a, A.payPassword);
    await expect.poll(() => text(a, 'auction-outcome')).toBe('您当前出价最高');
    expect(await text(a, 'auction-current')).toContain('12.60');
    await expect.poll(() => text(b, 'auction-outcome'), { timeout: 10_000 }).toBe('您的出价已被超越');
  });

  it('after the end the auction settles: A wins the copy, B sees it sold', async () => {
    await platformAuction();
    await bidAs(A, '10');
    await bidAs(B, '12');
    await bidAs(A, '12.6');
    await Promise.all([openAuction(a), openAuction(b)]);
    await expect.poll(() => text(a, 'auction-outcome')).toBe('您当前出价最高');
    await advanceClock(server, 31 * MINUTE);
    // The minute job settles it (at most a minute after the end).
    await expect.poll(async () => (await detail()).status, { timeout: 90_000, interval: 2000 }).toBe('sold');
    const settled = await detail();
    expect(settled.serial).not.toBeNull();
    await expect.poll(() => text(a, 'auction-outcome'), { timeout: 15_000 }).toBe('您以 12.60 USDT 拍得');
    await shot(a, 'auction-a-won');
    await b.reload();
    await expect.poll(() => text(b, 'auction-outcome')).toMatch(/^已成交：.+ 以 12\.60 USDT 拍得$/);
    await shot(b, 'auction-b-sold');

    await a.goto('/pages/auction/auction?tab=won');
    await a.getByTestId(`auction-${auctionId}`).waitFor();
    await shot(a, 'auction-won-tab');
    await a.goto('/pages/nft/nft?tab=mine');
    const serial = `#${settled.serial} / ${settled.supply}`;
    await expect
      .poll(() => a.locator('.nft-card', { hasText: series.name }).filter({ hasText: serial }).count())
      .toBe(1);
    await shot(a, 'auction-my-nfts');
  }, 150_000);

  it('A auctions a copy from its page; B finds it live, A sees their listing', async () => {
    await copyOfA();
    await a.goto('/pages/nft/nft?tab=mine');
    await a.locator('.nft-card', { hasText: series.name }).first().click();
    await a.getByTestId('held-copy-detail-page').waitFor();
    await a.getByTestId('held-copy-auction').click();
    const sheet = a.getByTestId('auction-sheet');
    await sheet.waitFor();
    await sheet.getByTestId('auction-start-price').locator('input').fill('20');
    await sheet.getByTestId('auction-reserve').locator('input').fill('30');
    await sheet.getByText('6 小时').click();
    await shot(a, 'auction-list-sheet');
    await sheet.getByTestId('auction-submit').click();
    await a.waitForURL('**/pages/auction/detail?id=*');
    await a.getByTestId('auction-detail-page').waitFor();
    const listed = Number(new URL(a.url()).searchParams.get('id'));
    expect(await text(a, 'auction-outcome')).toBe('拍卖进行中，您的藏品处于锁定状态。');
    expect(await text(a, 'auction-reserve')).toBe('未达保留价');
    // Six hours from now by the server's clock (which other tests may have moved ahead of the phone's).
    expect(await text(a, 'auction-countdown')).toMatch(/(05:59:\d\d|06:00:00)$/);
    expect(await a.getByTestId('open-bid').count()).toBe(0);
    await shot(a, 'auction-seller-view');

    await a.goto('/pages/auction/auction?tab=mine');
    await a.getByTestId(`auction-${listed}`).waitFor();
    await b.goto('/pages/auction/auction');
    const card = b.getByTestId(`auction-${listed}`);
    await card.waitFor();
    expect(await card.getByTestId('auction-price').textContent()).toContain('20.00');
    await card.click();
    await b.getByTestId('auction-detail-page').waitFor();
    expect(await text(b, 'auction-seller')).not.toBe('MCC 平台');
    expect(await b.getByTestId('open-bid').isDisabled()).toBe(false);
  });

  it('B meets the reserve; after the end A is paid the bid less the fee, and the copy is B’s', async () => {
    // A auctions a copy of theirs: from 20 USDT, a hidden reserve of 30, for six hours.
    const copyId = await copyOfA();
    const now = (await serverNow(server)).getTime();
    const listed = await ok(
      callApi<{ id: number }>(server, '/api/auction/add', {
        token: A.token,
        body: {
          copyId,
          startPrice: '20',
          reserve: '30',
          startsAt: new Date(now).toISOString(),
          endsAt: new Date(now + 6 * 60 * MINUTE).toISOString(),
        },
      }),
    );
    const usdtOf = async (token: string) =>
      Number((await ok(callApi<{ available: string }>(server, '/api/fund/usdt', { token }))).available);
    const before = await usdtOf(A.token);
    await openAuction(b, listed.id);
    await bid(b, B.payPassword, '30');
    await expect.poll(() => text(b, 'auction-outcome')).toBe('您当前出价最高');
    await a.goto(`/pages/auction/detail?id=${listed.id}`);
    // The seller's page hears of the bid live: the reserve is met now.
    await expect.poll(() => text(a, 'auction-reserve'), { timeout: 10_000 }).toBe('已达保留价');
    await advanceClock(server, 6 * 60 * MINUTE + MINUTE);
    await expect
      .poll(() => text(a, 'auction-outcome'), { timeout: 90_000, interval: 2000 })
      .toBe('已成交：成交价扣除手续费后已转入您的 USDT。');
    await shot(a, 'auction-seller-paid');
    // 30 less 2.5 %: 29.25.
    expect((await usdtOf(A.token)) - before).toBeCloseTo(29.25, 6);
    const held = await ok(
      callApi<{ list: { seriesId: number }[] }>(server, '/api/coupon/index', { token: B.token }),
    );
    expect(held.list.map((c) => c.seriesId)).toEqual([series.id]);
    expect(pageErrors).toEqual([]);
  }, 150_000);
});
