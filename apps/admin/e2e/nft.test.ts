/**
 * NFT in the console, in a real browser against the real server (fresh embedded database with the demo
 * data: eight series). The first operator creates a series with an uploaded picture, sees it in the
 * table, changes its price; the user's app shows the series, and every write is in the audit log. Then
 * a resale dispute made through the user API (the demo user sells a copy, a new user buys it and marks
 * it paid, the seller appeals, both add pictures) is decided in the console for the buyer, and the
 * resale fee is changed in the settings.
 *
 * Tests run in order and share one server. Screenshots land in artifacts/admin (nft-*).
 */

import type { AdminAppealDetail, SysConfig } from '@mcc/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  callApi,
  DEMO,
  describeInBrowser,
  launchBrowser,
  PNG,
  startServer,
  type TestServer,
} from '../../../tests/browser/harness.ts';
import {
  adminGet,
  adminShot,
  confirmDialog,
  desktopContext,
  fieldError,
  signInFirstOperator,
} from './admin-harness.ts';
import { BUYER_SAYS, disputedResale, SELLER_SAYS, userCall } from './resale-dispute.ts';

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

const NOTE = '买家的转账回单属实，藏品归买家。';

describeInBrowser('NFT in the console', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  /** The series form (the modal's root is a hidden wrapper; its content is what shows). */
  const modal = () => page.locator('.ant-modal').filter({ has: page.getByTestId('series-name-zh-Hans') });
  const toast = (text: string) => page.locator('.ant-message-notice').filter({ hasText: text }).first();
  const errorOf = (testId: string) => fieldError(page, testId);

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await (await desktopContext(browser, server.url)).newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await signInFirstOperator(page, server);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('lists the demo series with their sales', async () => {
    await page.getByTestId('menu-nftSeries').click();
    await page.getByTestId('nft-series-page').waitFor();
    await poll(() => page.getByTestId('series-row-name').count()).toBe(8);
    expect(await page.getByTestId('series-table').textContent()).toContain('已售 30 · 预留 0 · 剩余 0 / 30');
    await adminShot(page, 'nft-series');
  });

  it('creates a series with an uploaded picture; it shows in the table and in the app', async () => {
    await page.getByTestId('new-series').click();
    await modal().waitFor();
    // Saving with nothing filled names what is missing, beside each field.
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    await modal().getByText('请填写名称（简体中文必填）').waitFor();
    await modal().getByText('请上传图片').waitFor();

    await page.getByTestId('series-name-zh-Hans').fill('浏览器系列');
    await page.getByTestId('series-description-zh-Hans').fill('在浏览器里创建的系列');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'art.png', mimeType: 'image/png', buffer: PNG });
    await modal().locator('.ant-image img').waitFor();
    await page.getByTestId('series-price').fill('8.8');
    await page.getByTestId('series-supply').fill('12');
    const start = page
      .getByTestId('series-saleStart')
      .locator('input')
      .or(page.locator('input[data-testid="series-saleStart"]'));
    await start.first().click();
    await start.first().fill('2026-01-01 10:00');
    await start.first().press('Enter');
    await page.getByTestId('series-published').click();
    await adminShot(page, 'nft-series-form');
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    await confirmDialog(page, '浏览器系列：8.8 USDT，发行 12 份，已发布。');
    await modal().waitFor({ state: 'detached' });

    const list = await adminGet<{
      list: { id: number; name: { 'zh-Hans': string }; image: string; price: string }[];
    }>(server, '/admin-api/nft/series?limit=50');
    const created = list.list.find((s) => s.name['zh-Hans'] === '浏览器系列');
    expect(created).toMatchObject({
      price: '8.800000',
      image: expect.stringMatching(/^\/uploads\/[0-9a-f]{64}\.png$/),
    });
    await poll(() => page.getByTestId('series-table').textContent()).toContain('浏览器系列');

    const login = await callApi<{ userinfo: { token: string } }>(server, '/api/user/login', {
      body: { account: DEMO.mobile, password: DEMO.password },
    });
    const detail = await callApi<{ name: string; price: string; status: string }>(
      server,
      `/api/nft/series/detail?id=${created?.id}`,
      { token: login.data.userinfo.token },
    );
    expect(detail.data).toMatchObject({ name: '浏览器系列', price: '8.800000', status: 'on_sale' });
  });

  it('changes the price; both writes are in the audit log', async () => {
    const row = page.getByTestId('series-table').locator('tr', { hasText: '浏览器系列' });
    await row.getByRole('button', { name: '编辑' }).click();
    await modal().waitFor();
    await page.getByTestId('series-price').fill('9.9');
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    await confirmDialog(page, '浏览器系列：9.9 USDT，发行 12 份，已发布。');
    await modal().waitFor({ state: 'detached' });
    await poll(() => row.getByTestId('series-row-price').textContent()).toContain('9.90');

    const audit = await adminGet<{ list: { action: string }[] }>(
      server,
      '/admin-api/audit?targetType=nft_series',
    );
    expect(audit.list.slice(0, 2).map((a) => a.action)).toEqual(['nft.series.update', 'nft.series.create']);
    await adminShot(page, 'nft-series-edited');
    expect(pageErrors).toEqual([]);
  });

  it('decides a resale appeal for the buyer after seeing both sides’ evidence', async () => {
    const dispute = await disputedResale(server);
    await page.getByTestId('menu-nftAppeals').click();
    await page.getByTestId('nft-appeals-page').waitFor();
    const open = page.getByTestId(`open-appeal-${dispute.appealId}`);
    const row = page.getByTestId('appeal-table').locator('tr', { has: open });
    await row.waitFor();
    for (const text of ['未收到付款', '卖家', '待处理', '100.00 USDT'])
      expect(await row.textContent()).toContain(text);
    // The series tests' "saved" messages have gone: the picture shows the queue alone.
    await poll(() => page.locator('.ant-message-notice').count()).toBe(0);
    await adminShot(page, 'nft-appeals');

    await open.click();
    const detail = page.getByTestId('appeal-detail');
    await detail.getByTestId('message-seller').getByText(SELLER_SAYS).waitFor();
    await detail.getByTestId('message-buyer').getByText(BUYER_SAYS).waitFor();
    // Every picture has loaded: the copy, the proof and one from each side.
    await poll(() =>
      detail
        .locator('img')
        .evaluateAll(
          (imgs) =>
            imgs.filter((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)
              .length,
        ),
    ).toBe(4);
    await adminShot(page, 'nft-appeal');

    // The proof enlarges on click.
    await detail.getByTestId('appeal-proof').click();
    const preview = page.locator('.ant-image-preview');
    await preview.waitFor();
    await adminShot(page, 'nft-appeal-proof');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });
    // Off the picture, so its hover mask is not in the next screenshots.
    await page.mouse.move(0, 0);

    await detail.getByText('藏品归买家（订单完成）').click();
    await detail.getByTestId('decide-note').fill(NOTE);
    await adminShot(page, 'nft-appeal-decide');
    await detail.getByTestId('decide-submit').click();
    await confirmDialog(page, '将转给买家');
    await toast('已裁决').waitFor();
    await detail.getByTestId('appeal-outcome').getByText('藏品归买家，订单完成').waitFor();
    await detail.getByTestId('message-operator').getByText(NOTE).waitFor();
    await detail.getByTestId('appeal-outcome').scrollIntoViewIfNeeded();
    await adminShot(page, 'nft-appeal-decided');

    const decided = await adminGet<AdminAppealDetail>(server, `/admin-api/nft/appeals/${dispute.appealId}`);
    expect(decided).toMatchObject({
      status: 'decided',
      decision: 'buyer',
      note: NOTE,
      order: { status: 'completed' },
    });
    const order = await userCall<{ status: string }>(
      server,
      dispute.buyer,
      `/api/order/detail?id=${dispute.orderId}`,
    );
    expect(order.status).toBe('completed');
    // The open queue has been read again: the decided appeal has left it.
    await page.locator('.ant-drawer-close').click();
    await poll(() => open.count()).toBe(0);
  });

  it('sets the resale fee, the appeal wait and the buyers’ unpaid-order limits in the settings; they persist', async () => {
    await page.getByTestId('menu-settings').click();
    const card = page.getByTestId('settings-resale');
    await card.waitFor();
    const fee = page.getByTestId('resale-fee');
    const wait = page.getByTestId('resale-appeal-after');
    expect(await fee.inputValue()).toBe('1');
    expect(await wait.inputValue()).toBe('30');

    // Out of range is marked before anything is sent.
    await wait.fill('0');
    await page.getByTestId('save-settings').click();
    await poll(() => errorOf('resale-appeal-after')).toBe('取值无效');

    await wait.fill('45');
    await fee.fill('2.5');
    await page.getByTestId('resale-open-limit').fill('2');
    await page.getByTestId('primary-lapse-limit').fill('5');
    await page.getByTestId('save-settings').click();
    await confirmDialog(page, '确定保存系统设置？');
    await toast('已保存').waitFor();
    await card.scrollIntoViewIfNeeded();
    await adminShot(page, 'nft-resale-settings');
    const saved = await adminGet<SysConfig>(server, '/admin-api/settings');
    expect(saved.resale).toEqual({
      feeBp: 250,
      appealAfterMinutes: 45,
      dailyCancelLimit: 3,
      openOrderLimit: 2,
    });
    expect(saved.primarySale).toEqual({ dailyLapseLimit: 5 });

    await page.reload();
    await page.getByTestId('settings-resale').waitFor();
    expect(await page.getByTestId('resale-fee').inputValue()).toBe('2.5');
    expect(await page.getByTestId('resale-appeal-after').inputValue()).toBe('45');
    expect(await page.getByTestId('resale-open-limit').inputValue()).toBe('2');
    expect(pageErrors).toEqual([]);
  });
});
