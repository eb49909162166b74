/**
 * NFT resale person to person in two browsers against the real server (fresh embedded database with
 * the demo data): a seller and a buyer, each in a phone context of their own; an operator decides an
 * appeal in the console in a third. Each test has a seller (10,000 USDT, who buys the copy to sell in
 * the primary sale) and a buyer of its own, and brings the trade to where it starts through the API,
 * so the tests pass in any order.
 *
 * 1. the seller lists a copy from My NFTs in the sell sheet (price, fee, payment method);
 * 2. the buyer finds a listing in the series' resale market, orders it, sees the seller's payment
 *    details, uploads a proof and marks the order paid;
 * 3. the seller sees the proof of an order marked paid and confirms receipt with the payment password:
 *    the copy is the buyer's, the fee is the seller's only cost;
 * 4. a trade goes to appeal: the seller appeals it (no money arrived), the buyer adds evidence, the
 *    operator decides for the buyer in the console, and both sides see the decision;
 * 5. a buyer holding an unpaid order taps buy on another listing and reads the server's refusal.
 */
import type { Envelope, HeldCopyDetail, MyListing, NftOrder, NftSeries } from '@mcc/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  callApi,
  describeInBrowser,
  launchBrowser,
  PNG,
  shot,
  type TestServer,
} from '../../../tests/browser/harness.ts';
import { confirmDialog, desktopContext, signInFirstOperator } from '../../admin/e2e/admin-harness.ts';
import {
  boughtCopy,
  newUser,
  ok,
  seriesNamed,
  signedInPhone,
  startWebServer,
  type WebUser,
} from './web-harness.ts';

const SERIES = '星河序章';
/** How the seller is paid off the platform, as the sell sheet's first method fills it. */
const PAID_TO = [{ kind: 'alipay', name: '王小明', account: 'seller@example.com' }];

describeInBrowser('NFT resale in two browsers', () => {
  let server: TestServer;
  let browser: Browser;
  /** The test's two sides: their users and their phones. */
  let sellerUser: WebUser;
  let buyerUser: WebUser;
  let seller: Page;
  let buyer: Page;
  let series: NftSeries;
  const pageErrors: string[] = [];

  const as = (token: string) => (path: string, body?: unknown) =>
    ok(callApi<never>(server, path, { token, body }));
  const usdt = async (token: string) =>
    (await ok(callApi<{ available: string; frozen: string }>(server, '/api/fund/usdt', { token }))) as {
      available: string;
      frozen: string;
    };
  /** The seller buys one copy of the series through the API: the copy to sell. */
  const copyToSell = () => boughtCopy(server, sellerUser, series.id);
  /** The seller lists a copy through the API. */
  const listed = async (copyId: number, price: string, payMethods: unknown = PAID_TO) =>
    (await as(sellerUser.token)('/api/nft/list', { copyId, price, payMethods })) as MyListing;
  /** The buyer orders a listing, uploads a proof and marks the order paid, through the API. */
  async function orderedAndPaid(listingId: number): Promise<NftOrder> {
    const order = (await as(buyerUser.token)('/api/order/add', { listingId })) as NftOrder;
    const upload = new FormData();
    upload.append('file', new Blob([PNG], { type: 'image/png' }), 'proof.png');
    const stored = (await fetch(`${server.url}/api/common/upload`, {
      method: 'POST',
      headers: { token: buyerUser.token },
      body: upload,
    }).then((r) => r.json())) as Envelope<{ url: string }>;
    await as(buyerUser.token)('/api/order/pay', { id: order.id, proof: stored.data.url });
    return order;
  }

  beforeAll(async () => {
    server = await startWebServer();
    browser = await launchBrowser();
    series = await seriesNamed(server, (await newUser(server, { payPassword: null })).token, SERIES);
  });
  beforeEach(async () => {
    [sellerUser, buyerUser] = await Promise.all([
      newUser(server, { usdt: '10000' }),
      newUser(server, { payPassword: null }),
    ]);
    [seller, buyer] = await Promise.all([
      signedInPhone(browser, server, sellerUser.token, pageErrors),
      signedInPhone(browser, server, buyerUser.token, pageErrors),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the seller lists a copy from My NFTs: price, the fee it holds, how buyers pay', async () => {
    const copyId = await copyToSell();
    const sellerBefore = await usdt(sellerUser.token);
    await seller.goto(`/pages/nft/detail?copy=${copyId}`);
    await seller.getByTestId('held-copy-sell').click();
    const sheet = seller.getByTestId('sell-sheet');
    await sheet.waitFor();
    await sheet.getByTestId('sell-price').locator('input').fill('150');
    // 1 % of 150, held from the seller's USDT while listed.
    await expect.poll(() => sheet.getByTestId('sell-fee').textContent()).toBe('1.50 USDT');
    await sheet.getByLabel('收款人姓名').fill('王小明');
    await sheet.getByTestId('method-0-account').locator('input').fill('seller@example.com');
    await shot(seller, 'resale-sell-sheet');
    await sheet.getByTestId('sell-submit').click();
    await seller.getByText('已挂售：买家现在可以下单').waitFor();
    await seller.getByTestId('held-copy-listing').waitFor();
    expect(await seller.getByTestId('held-copy-listing').textContent()).toContain('挂售中 150.00 USDT');

    const mine = await as(sellerUser.token)('/api/nft/myListings');
    const listing = (mine as { list: MyListing[] }).list[0];
    expect(listing).toMatchObject({ copyId, price: '150.000000', fee: '1.500000', status: 'listed' });
    const after = await usdt(sellerUser.token);
    expect(Number(after.frozen) - Number(sellerBefore.frozen)).toBeCloseTo(1.5, 6);
  });

  it('the buyer orders it from the resale market, sees how to pay, uploads a proof and marks it paid', async () => {
    const { id: listingId } = await listed(await copyToSell(), '150');
    await buyer.goto(`/pages/nft/detail?id=${series.id}`);
    const market = buyer.getByTestId('resale-market');
    const row = market.getByTestId(`listing-${listingId}`);
    await row.waitFor();
    expect(await row.getByTestId('listing-price').textContent()).toBe('150.00 USDT');
    // Payment details are not shown before an order exists.
    expect(await row.textContent()).not.toContain('seller@example.com');
    await row.scrollIntoViewIfNeeded();
    await shot(buyer, 'resale-market');
    await row.getByTestId(`buy-listing-${listingId}`).click();
    await buyer.locator('.adm-dialog').getByRole('button', { name: '购买' }).click();
    await buyer.waitForURL('**/pages/nft/detail?order=*');
    const order = buyer.getByTestId('resale-order');
    await expect.poll(() => order.getAttribute('data-status')).toBe('unpaid');
    await order.getByTestId('order-countdown').waitFor();
    expect(await order.getByTestId('pay-methods').textContent()).toContain('seller@example.com');
    expect(await order.getByTestId('order-mark-paid').isDisabled()).toBe(true);

    await order
      .getByTestId('proof-input')
      .setInputFiles({ name: 'paid.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => order.getByTestId('order-mark-paid').isDisabled()).toBe(false);
    await shot(buyer, 'resale-order-unpaid');
    await order.getByTestId('order-mark-paid').click();
    await buyer.locator('.adm-dialog').getByRole('button', { name: '我已付款' }).click();
    await expect.poll(() => order.getAttribute('data-status')).toBe('paid');
    expect(await order.getByTestId('order-state').textContent()).toBe('等待卖家确认收款');
    // The buyer may appeal only once the seller has had the console's 30 minutes.
    expect(await order.getByTestId('order-appeal').isDisabled()).toBe(true);
    await order.getByTestId('appeal-wait').waitFor();
  });

  it('the seller sees the proof and confirms receipt: the copy is the buyer’s, the fee the seller’s cost', async () => {
    const copyId = await copyToSell();
    const sellerBefore = await usdt(sellerUser.token);
    const { id: orderId } = await orderedAndPaid((await listed(copyId, '150')).id);
    await buyer.goto(`/pages/nft/detail?order=${orderId}`);
    await expect.poll(() => buyer.getByTestId('resale-order').getAttribute('data-status')).toBe('paid');

    await seller.goto('/pages/nft/nft?tab=orders&role=seller');
    // The order waits for the seller: the list says so and leads to it.
    const card = seller.getByTestId(`order-${orderId}`);
    expect(await card.textContent()).toContain('买家已标记付款');
    await card.getByTestId('order-next').click();
    await seller.waitForURL(`**/pages/nft/detail?order=${orderId}`);
    const order = seller.getByTestId('resale-order');
    await expect.poll(() => order.getAttribute('data-status')).toBe('paid');
    await order.getByTestId('order-proof').waitFor();
    await shot(seller, 'resale-order-paid-seller');
    await order.getByTestId('order-confirm').click();
    const sheet = seller.getByTestId('confirm-sheet');
    await sheet.getByPlaceholder('6位数字').fill(sellerUser.payPassword);
    await sheet.getByTestId('confirm-submit').click();
    await seller.getByText('已确认：藏品已转给买家').waitFor();
    await expect.poll(() => order.getAttribute('data-status')).toBe('completed');

    const bought = (await as(buyerUser.token)('/api/coupon/index')) as { list: HeldCopyDetail[] };
    expect(bought.list.map((c) => c.seriesId)).toEqual([series.id]);
    const after = await usdt(sellerUser.token);
    // The seller paid the fee and nothing else: the held 1.5 is posted, nothing stays frozen.
    expect(Number(sellerBefore.available) - Number(after.available)).toBeCloseTo(1.5, 6);
    expect(after.frozen).toBe(sellerBefore.frozen);

    await buyer.reload();
    await expect.poll(() => buyer.getByTestId('resale-order').getAttribute('data-status')).toBe('completed');
    expect(await buyer.getByTestId('order-state').textContent()).toBe('交易完成：藏品已归您所有');
    await shot(buyer, 'resale-order-completed');
  });

  it('a trade goes to appeal: both sides give evidence, the console decides for the buyer', async () => {
    const copyId = await copyToSell();
    const listing = await listed(copyId, '120', [{ kind: 'wechat', name: '王小明', account: 'wxm_2026' }]);
    const order = await orderedAndPaid(listing.id);

    // The seller says no money arrived: the appeal opens from the order.
    await seller.goto(`/pages/nft/detail?order=${order.id}`);
    await seller.getByTestId('order-appeal').click();
    await seller.waitForURL(`**/pages/feedback/feedback?orderId=${order.id}`);
    await seller.getByText('未收到付款').click();
    await seller.getByTestId('evidence-text').locator('textarea').fill('微信没有收到 120 USDT 的款项');
    await seller
      .getByTestId('evidence-input')
      .setInputFiles({ name: 'wechat.png', mimeType: 'image/png', buffer: PNG });
    await seller.getByTestId('evidence-images').locator('.adm-image').waitFor();
    await shot(seller, 'resale-appeal-open');
    await seller.getByTestId('evidence-submit').click();
    await seller.waitForURL('**/pages/feedback/feedback?id=*');
    const appealId = Number(new URL(seller.url()).searchParams.get('id'));
    await expect.poll(() => seller.getByTestId('appeal-page').getAttribute('data-status')).toBe('open');

    // The buyer adds theirs to the thread.
    await buyer.goto(`/pages/nft/detail?order=${order.id}`);
    await expect.poll(() => buyer.getByTestId('resale-order').getAttribute('data-status')).toBe('appealing');
    await buyer.getByTestId('order-view-appeal').click();
    await buyer.waitForURL(`**/pages/feedback/feedback?id=${appealId}`);
    await buyer.getByTestId('evidence-text').locator('textarea').fill('我已通过微信付款，见截图');
    await buyer.getByTestId('evidence-submit').click();
    await buyer.getByText('已补充到申诉').waitFor();
    await expect.poll(() => buyer.getByTestId('appeal-thread').locator('.appeal-message').count()).toBe(2);
    await shot(buyer, 'resale-appeal-thread');

    // The operator reads both sides and decides for the buyer.
    const console = await (await desktopContext(browser, server.url)).newPage();
    console.on('pageerror', (e) => pageErrors.push(e.message));
    await signInFirstOperator(console, server);
    await console.goto('/admin/nft/appeals');
    await console.getByTestId(`open-appeal-${appealId}`).click();
    const drawer = console.getByTestId('appeal-drawer');
    await drawer.getByTestId('appeal-proof').waitFor();
    await expect.poll(() => drawer.getByTestId('appeal-thread').locator('.appeal-message').count()).toBe(2);
    await drawer.getByText('藏品归买家（订单完成）').click();
    await drawer.getByTestId('decide-note').fill('买家的付款截图与微信记录一致');
    await drawer.getByTestId('decide-submit').click();
    await confirmDialog(console, '将转给买家');
    await drawer.getByTestId('appeal-outcome').getByText('藏品归买家，订单完成').waitFor();

    // Both sides see it: the copy is the buyer's, the order completed, the operator's note in the thread.
    await seller.reload();
    await expect.poll(() => seller.getByTestId('appeal-page').getAttribute('data-status')).toBe('decided');
    expect(await seller.getByTestId('appeal-state').textContent()).toBe('已裁决：藏品归买家');
    expect(await seller.getByTestId('appeal-note').textContent()).toBe('买家的付款截图与微信记录一致');
    await shot(seller, 'resale-appeal-decided');
    // The user centre's appeals list holds it, decided.
    await seller.goto('/pages/feedback/feedback');
    expect(await seller.getByTestId(`appeal-${appealId}`).textContent()).toContain('已裁决');
    const decided = (await as(buyerUser.token)(`/api/order/detail?id=${order.id}`)) as NftOrder;
    expect(decided.status).toBe('completed');
    const bought = (await as(buyerUser.token)('/api/coupon/index')) as { list: HeldCopyDetail[] };
    expect(bought.list.map((c) => c.id)).toContain(copyId);
    expect(pageErrors).toEqual([]);
  });

  it('a buyer holding an unpaid order is refused another, in the server’s words', async () => {
    const list = async (price: string) =>
      listed(await copyToSell(), price, [{ kind: 'wechat', name: '王小明', account: 'wxm_2026' }]);
    const [held, next] = [await list('110'), await list('111')];
    const order = (await as(buyerUser.token)('/api/order/add', { listingId: held.id })) as NftOrder;

    await buyer.goto(`/pages/nft/detail?id=${series.id}`);
    const row = buyer.getByTestId('resale-market').getByTestId(`listing-${next.id}`);
    await row.scrollIntoViewIfNeeded();
    await row.getByTestId(`buy-listing-${next.id}`).click();
    await buyer.locator('.adm-dialog').getByRole('button', { name: '购买' }).click();
    // The console's default: one unpaid resale order at a time.
    await buyer.getByText('您有 1 笔待付款订单，请先处理后再下单').waitFor();
    expect(new URL(buyer.url()).searchParams.get('id')).toBe(String(series.id));
    await as(buyerUser.token)('/api/order/cancel', { id: order.id });
    expect(pageErrors).toEqual([]);
  });
});
