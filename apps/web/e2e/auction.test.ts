/**
 * Auctions in a real browser against the real server (fresh embedded database with the demo data; its
 * clock movable). The platform auctions a copy of a demo collection through the admin API; two bidders
 * on two phones: the demo user (A, 10,000 USDT) and a newly registered user (B) whom an operator
 * credits with USDT. Tests run in order and share the auction.
 *
 * 1. A finds the auction from the NFT home's tile, opens it and bids the prefilled minimum; A leads;
 * 2. B's sheet refuses a bid under the minimum as it is typed; B outbids A;
 * 3. A's page follows the live stream (no reload, well inside its 30 s fallback poll): outbid, the new
 *    leading bid; the "outbid" notification in the NFT bell leads back; A bids again and leads;
 * 4. the clock moves past the end; the minute job settles; A sees "you won", B "sold to …", and A finds
 *    the copy under My NFTs and the auction under "won";
 * 5. A auctions that copy from its page (start price, hidden reserve, 6 hours); A sees the seller's
 *    view and the listing under "my listings"; B finds it live;
 * 6. B bids the reserve; after the end A's page says sold, and A's USDT has risen by the bid less the
 *    2.5 % fee, the copy is B's.
 */
import type { AuctionDetail, Envelope, NftSeries, OrderTips } from '@mcc/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  advanceClock,
  callApi,
  DEMO,
  describeInBrowser,
  launchBrowser,
  operatorToken,
  phoneContext,
  registerUser,
  shot,
  signIn,
  startServer,
  type TestServer,
} from '../../../tests/browser/harness.ts';

const B = { mobile: '13900001818', password: 'bidder1818', payPassword: '246810' };

describeInBrowser('auctions in a browser', () => {
  let server: TestServer;
  let browser: Browser;
  let a: Page;
  let b: Page;
  let bearer: string;
  let tokenA: string;
  let tokenB: string;
  let series: NftSeries;
  let auctionId = 0;
  /** The auction A makes of the copy they won. */
  let ownAuction = 0;
  const pageErrors: string[] = [];

  async function ok<T>(pending: Promise<Envelope<T>>): Promise<T> {
    const body = await pending;
    expect(body.code, body.msg).toBe(1);
    return body.data;
  }
  const detail = () =>
    ok(callApi<AuctionDetail>(server, `/api/auction/detail?id=${auctionId}`, { token: tokenA }));
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

  beforeAll(async () => {
    server = await startServer({ testControls: true });
    browser = await launchBrowser();
    bearer = await operatorToken(server);
    // B: registered, a payment password, 500 USDT from an operator.
    tokenB = (await registerUser(server, B)).token;
    await ok(callApi(server, '/api/sms/send', { body: { mobile: B.mobile, event: 'paypwd' } }));
    await ok(
      callApi(server, '/api/user/payPassword', {
        token: tokenB,
        body: { payPassword: B.payPassword, code: server.codeFor(B.mobile, 'paypwd') },
      }),
    );
    const users = await ok(
      callApi<{ list: { id: number }[] }>(server, `/admin-api/users?q=${B.mobile}`, { bearer }),
    );
    await ok(
      callApi(server, `/admin-api/users/${users.list[0]?.id}/adjust`, {
        bearer,
        body: { asset: 'USDT', direction: 'credit', amount: '500', reason: 'e2e auction bidder' },
      }),
    );
    tokenA = (
      await ok(
        callApi<{ userinfo: { token: string } }>(server, '/api/user/login', {
          body: { account: DEMO.mobile, password: DEMO.password },
        }),
      )
    ).userinfo.token;
    const all = await ok(
      callApi<{ list: NftSeries[] }>(server, '/api/nft/series?limit=50', { token: tokenA }),
    );
    const found = all.list[0];
    if (!found) throw new Error('no demo series');
    series = found;
    // The platform auctions a copy: started a minute ago, ending in 30 minutes, from 10 USDT.
    const now = Date.now();
    const made = await ok(
      callApi<{ id: number }>(server, '/admin-api/nft/auctions', {
        bearer,
        body: {
          seriesId: series.id,
          startPrice: '10',
          startsAt: new Date(now - 60_000).toISOString(),
          endsAt: new Date(now + 30 * 60_000).toISOString(),
        },
      }),
    );
    auctionId = made.id;

    [a, b] = await Promise.all([
      phoneContext(browser, server.url).then((c) => c.newPage()),
      phoneContext(browser, server.url).then((c) => c.newPage()),
    ]);
    for (const page of [a, b]) page.on('pageerror', (e) => pageErrors.push(e.message));
    await Promise.all([signIn(a, DEMO.mobile, DEMO.password), signIn(b, B.mobile, B.password)]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('A finds the auction from the NFT home, opens it and bids the minimum', async () => {
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
    await sheet.getByPlaceholder('6位数字').fill(DEMO.payPassword);
    await sheet.getByTestId('bid-submit').click();
    await sheet.waitFor({ state: 'detached' });
    await expect.poll(() => text(a, 'auction-outcome')).toBe('您当前出价最高');
    expect(await text(a, 'auction-leader')).toBe('我');
    expect(await a.getByTestId('open-bid').isDisabled()).toBe(true);
    expect((await detail()).role).toBe('leader');
  });

  it('B cannot bid under the minimum, then outbids A', async () => {
    await b.goto(`/pages/auction/detail?id=${auctionId}`);
    await b.getByTestId('auction-detail-page').waitFor();
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
    // No reload: the live stream tells A's page of B's bid (the fallback poll is 30 s).
    await expect.poll(() => text(a, 'auction-outcome'), { timeout: 10_000 }).toBe('您的出价已被超越');
    expect(await text(a, 'auction-current')).toContain('12.00');
    expect(await a.getByTestId('auction-bid').count()).toBe(2);
    expect(await a.getByTestId('auction-bid').nth(1).textContent()).toContain('我');
    await shot(a, 'auction-a-outbid');

    // The "outbid" notification in the NFT bell leads back to the auction.
    const tips = await ok(callApi<OrderTips>(server, '/api/order/tips', { token: tokenA }));
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
    await bid(a, DEMO.payPassword);
    await expect.poll(() => text(a, 'auction-outcome')).toBe('您当前出价最高');
    expect(await text(a, 'auction-current')).toContain('12.60');
    await expect.poll(() => text(b, 'auction-outcome'), { timeout: 10_000 }).toBe('您的出价已被超越');
  });

  it('after the end the auction settles: A wins the copy, B sees it sold', async () => {
    await advanceClock(server, 31 * 60_000);
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

  it('A auctions the copy from its page; B finds it live, A sees their listing', async () => {
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
    // Six hours from now by the server's clock (moved 31 minutes ahead of the phone's above).
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
    ownAuction = listed;
  });

  it('B meets the reserve; after the end A is paid the bid less the fee, and the copy is B’s', async () => {
    const usdtOf = async (token: string) =>
      Number((await ok(callApi<{ available: string }>(server, '/api/fund/usdt', { token }))).available);
    const before = await usdtOf(tokenA);
    await bid(b, B.payPassword, '30');
    await expect.poll(() => text(b, 'auction-outcome')).toBe('您当前出价最高');
    await a.goto(`/pages/auction/detail?id=${ownAuction}`);
    // The seller's page hears of the bid live: the reserve is met now.
    await expect.poll(() => text(a, 'auction-reserve'), { timeout: 10_000 }).toBe('已达保留价');
    await advanceClock(server, 6 * 60 * 60_000 + 60_000);
    await expect
      .poll(() => text(a, 'auction-outcome'), { timeout: 90_000, interval: 2000 })
      .toBe('已成交：成交价扣除手续费后已转入您的 USDT。');
    await shot(a, 'auction-seller-paid');
    // 30 less 2.5 %: 29.25.
    expect((await usdtOf(tokenA)) - before).toBeCloseTo(29.25, 6);
    const held = await ok(
      callApi<{ list: { seriesId: number }[] }>(server, '/api/coupon/index', { token: tokenB }),
    );
    expect(held.list.map((c) => c.seriesId)).toEqual([series.id]);
    expect(pageErrors).toEqual([]);
  }, 150_000);
});
