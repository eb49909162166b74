/**
 * The admin console's content and operators in a real browser against the real server (fresh embedded
 * database with the demo data): the first operator publishes a notice the user API then answers in each
 * language, saves the settings after the contract's checks, and creates a finance operator, who signs in
 * and sees only their pages. A screenshot of each page lands in artifacts/admin.
 */
import { adminApi } from '@mcc/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeInBrowser } from '../../../tests/browser/harness.ts';
import {
  adminShot,
  confirmDialog,
  dialog,
  type OperatorSession,
  openFromMenu,
  openOperatorSession,
  operatorSignIn,
  toast,
  type UserCall,
} from './admin-harness.ts';

describeInBrowser('admin console in a browser', () => {
  let session: OperatorSession;
  let newPage: () => Promise<Page>;
  let userCall: UserCall;
  let page: Page;

  beforeAll(async () => {
    session = await openOperatorSession();
    ({ newPage, userCall, page } = session);
  });

  afterAll(async () => {
    await session?.close();
    // No page of the file threw (the console walk's last check, for these pages too).
    expect(session?.pageErrors).toEqual([]);
  });

  it('publishes a notice in zh-Hans and en; the user API answers each language', async () => {
    await openFromMenu(page, 'notices', 'notices-page');
    await page.getByTestId('new-notice').click();
    await page.getByTestId('notice-edit-page').waitFor();
    const zhTitle = `系统维护通知 ${Date.now()}`;
    const enTitle = 'Maintenance tonight';
    await page.getByTestId('notice-title-zh-Hans').fill(zhTitle);
    await page.getByTestId('notice-content-zh-Hans').fill('<p>今晚 <b>22:00</b> 维护。</p>');
    await page.getByTestId('notice-tab-en').click();
    await page.getByTestId('notice-title-en').fill(enTitle);
    await page.getByTestId('notice-content-en').fill('<p>Maintenance at <b>22:00</b>.</p>');
    await page.getByTestId('notice-important').click();
    await adminShot(page, 'notice-edit');
    await page.getByTestId('save-notice').click();
    await confirmDialog(page, '确定发布这条公告？');
    await page.getByTestId('notices-page').waitFor();
    await page.getByText(zhTitle).waitFor();
    await adminShot(page, 'notices');

    const list = await userCall<{ list: { id: number; title: string }[] }>('/api/index/notice');
    const mine = list.data.list.find((n) => n.title === zhTitle);
    expect(mine, JSON.stringify(list.data.list)).toBeDefined();
    const zh = await userCall<{ title: string; content: string; lang: string; important: boolean }>(
      `/api/index/detail?id=${mine?.id}`,
    );
    expect(zh.data).toMatchObject({ title: zhTitle, lang: 'zh-Hans', important: true });
    expect(zh.data.content).toContain('22:00');
    const en = await userCall<{ title: string; lang: string }>(`/api/index/detail?id=${mine?.id}`, {
      lang: 'en',
    });
    expect(en.data).toMatchObject({ title: enTitle, lang: 'en' });
    // ja was left empty: the user sees zh-Hans.
    const ja = await userCall<{ title: string; lang: string }>(`/api/index/detail?id=${mine?.id}`, {
      lang: 'ja',
    });
    expect(ja.data).toMatchObject({ title: zhTitle, lang: 'zh-Hans' });
  });

  it('shows banners and saves the settings after checking them with the contract schema', async () => {
    await openFromMenu(page, 'banners', 'banners-page');
    await adminShot(page, 'banners');

    await openFromMenu(page, 'settings', 'settings-page');
    await page.getByTestId('settings-withdraw').waitFor();
    await adminShot(page, 'settings');
    // A malformed amount is caught before sending.
    const min = page.locator('#withdraw_0_min');
    const original = await min.inputValue();
    await min.fill('1.1234567');
    await page.getByTestId('save-settings').click();
    await page.getByText('请先修正标红的字段').waitFor();
    await min.fill(original);
    await page.getByTestId('save-settings').click();
    await confirmDialog(page, '确定保存系统设置？');
    await toast(page, '已保存').waitFor();
  });

  it('creates a finance operator (password shown once), who sees only their pages', async () => {
    await openFromMenu(page, 'operators', 'operators-page');
    await page.getByTestId('new-operator').click();
    const modal = dialog(page, '新建管理员');
    await modal.waitFor();
    await page.getByTestId('operator-username').fill('finance.e2e');
    await modal.locator('.ant-select').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '财务' }).click();
    await modal.locator('.ant-modal-footer .ant-btn-primary').click();
    await confirmDialog(page, '创建管理员 finance.e2e');
    const password = (await page.getByTestId('new-operator-password').textContent()) ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);
    await adminShot(page, 'operator-created');
    await page.getByRole('button', { name: '我已记下密码' }).click();
    await page.getByTestId('operator-table').getByText('finance.e2e').waitFor();
    await adminShot(page, 'operators');

    const other = await newPage();
    await operatorSignIn(other, 'finance.e2e', password);
    await other.getByTestId('dashboard-page').waitFor();
    // Finance sees the items the batch jobs could not do (none here).
    await other.getByTestId('job-failures').getByText('没有失败项').waitFor();
    await adminShot(other, 'dashboard-finance');
    const menu = await other
      .getByTestId('side-menu')
      .locator('[data-testid^="menu-"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(menu).toEqual([
      'menu-dashboard',
      'menu-users',
      'menu-recharges',
      'menu-withdrawals',
      // The four-eyes queue: finance.review reads it (payouts above the threshold wait there), and
      // finance.adjust approves the adjustments another operator proposed.
      'menu-proposals',
      // On-chain deposits: scanners, alerts, reconciliations and deposit addresses (finance.review).
      'menu-chainDeposits',
      'menu-ledger',
      'menu-ledgerProofs',
      'menu-pledgeProducts',
      'menu-pledgeOrders',
      'menu-nftSeries',
      'menu-nftBoxes',
      'menu-nftRecipes',
      'menu-nftAuctions',
      'menu-nftOrders',
      'menu-nftAppeals',
      'menu-market',
      'menu-audit',
    ]);
    // The queue opens for them and the server answers its list, where the settings are forbidden.
    const queue = other.waitForResponse((r) => new URL(r.url()).pathname === adminApi.proposals.list.path);
    await openFromMenu(other, 'proposals', 'proposals-page');
    expect(await (await queue).json()).toMatchObject({ code: 1, data: { list: [] } });
    await other.goto('/admin/settings');
    await other.getByTestId('forbidden').waitFor();
    await adminShot(other, 'forbidden');
  });
});
