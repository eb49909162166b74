/**
 * NFT series in the console, in a real browser against the real server (fresh embedded database with
 * the demo data: eight series). The first operator creates a series with an uploaded picture, sees it
 * in the table, changes its price; the user's app shows the series, and every write is in the audit log.
 *
 * Tests run in order and share one server. Screenshots land in artifacts/admin (nft-*).
 */
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
import { adminGet, adminShot, confirmDialog, desktopContext, signInFirstOperator } from './admin-harness.ts';

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

describeInBrowser('NFT series in the console', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  /** The series form (the modal's root is a hidden wrapper; its content is what shows). */
  const modal = () => page.locator('.ant-modal').filter({ has: page.getByTestId('series-name-zh-Hans') });

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
});
