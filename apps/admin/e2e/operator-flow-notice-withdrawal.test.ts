/**
 * The admin console's acceptance test, end to end, part two: one server (fresh embedded database with the
 * demo data), the demo user on a phone in the web app and an operator at a desk in the console, both
 * signed in, the user's recharge of 321.45 USDT already approved (part one, operator-flow-recharge, does
 * that by hand through the screens); then every step by hand:
 *
 * 4. the operator publishes a notice in zh-Hans and en with a publish time of now; the user reads it in
 *    Chinese, switches the app to English and reads it in English;
 * 5. the user withdraws; the operator marks it paid with a chain hash; the user sees "paid" (localised),
 *    the hash, and the balance and frozen amounts.
 *
 * The steps run in order (5 starts in the English that 4 chose). A screenshot of each lands in
 * artifacts/flow.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  DEMO,
  describeInBrowser,
  type TestServer,
  TRC20_ADDRESS,
  signIn as userSignIn,
} from '../../../tests/browser/harness.ts';
import {
  approvedRecharge,
  type BrowserSession,
  demoUserSession,
  expectUsdt,
  flowShot,
  openBrowserSession,
  openFromMenu,
  poll,
  queueRow,
  signInFirstOperator,
  statementLines,
  switchLanguage,
  textOf,
  toast,
} from './admin-harness.ts';

const RECHARGE = '321.45';
const WITHDRAW = '100';

describeInBrowser(
  'operator flow: a user in the web app and an operator in the console, on one server',
  () => {
    let session: BrowserSession;
    let server: TestServer;
    let pageErrors: string[];
    /** The demo user's phone (web app) and the operator's desk (console). */
    let user: Page;
    let desk: Page;
    let uid = '';
    const chainHash = randomBytes(32).toString('hex');
    const notice = {
      zhTitle: '平台维护通知',
      zhText: '今晚 22:00 起维护约一小时，期间充值与提现暂停。',
      enTitle: 'Platform maintenance tonight',
      enText: 'From 22:00 tonight, for about an hour, recharges and withdrawals are paused.',
    };

    /** The notice list's titles as shown, top first. */
    const noticeTitles = () => user.getByTestId('notice-item-title').allTextContents();

    // Where steps 1 to 3 leave the two: the recharge credited, the user signed in on the phone, the
    // operator at the console's dashboard.
    beforeAll(async () => {
      session = await openBrowserSession();
      ({ server, pageErrors } = session);
      user = await session.newPage('phone');
      desk = await session.newPage('desk');
      const demo = await demoUserSession(server);
      uid = demo.uid;
      await approvedRecharge(server, demo.token, RECHARGE);
      await userSignIn(user, DEMO.mobile, DEMO.password);
      await signInFirstOperator(desk, server);
    }, 400_000);

    afterAll(async () => {
      await session?.close();
    });

    it('4. the operator publishes a notice in zh-Hans and en, now; the user reads it in both', async () => {
      await openFromMenu(desk, 'notices', 'notices-page');
      await desk.getByTestId('new-notice').click();
      await desk.getByTestId('notice-edit-page').waitFor();
      await desk.getByTestId('notice-title-zh-Hans').fill(notice.zhTitle);
      await desk.getByTestId('notice-content-zh-Hans').fill(`<p>${notice.zhText}</p>`);
      await desk.getByTestId('notice-tab-en').click();
      await desk.getByTestId('notice-title-en').fill(notice.enTitle);
      await desk.getByTestId('notice-content-en').fill(`<p>${notice.enText}</p>`);
      // Publish time: the picker's "now".
      await desk.locator('.ant-picker').click();
      await desk.locator('.ant-picker-dropdown .ant-picker-now-btn').click();
      const ok = desk.locator('.ant-picker-dropdown .ant-picker-ok button');
      if (await ok.isEnabled().catch(() => false)) await ok.click();
      await desk.locator('.ant-picker-dropdown').waitFor({ state: 'hidden' });
      const publishAt = await desk.locator('.ant-picker input').inputValue();
      expect(publishAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
      // The picker's minute is this minute (or the one just gone).
      const picked = new Date(publishAt.replace(' ', 'T')).getTime();
      expect(Date.now() - picked).toBeGreaterThanOrEqual(0);
      expect(Date.now() - picked).toBeLessThan(120_000);
      await flowShot(desk, '4a-operator-notice-edit', true);

      await desk.getByTestId('save-notice').click();
      const confirm = desk.locator('.ant-modal-confirm');
      await confirm.getByText(`用户将从 ${publishAt} 起看到这条公告。`).waitFor();
      await confirm.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
      await desk.getByTestId('notices-page').waitFor();
      const listed = desk.locator('tr.ant-table-row').filter({ hasText: notice.zhTitle });
      await listed.waitFor();
      // Its languages by their own names (each tag marked with its language), then its state.
      expect(await listed.locator('.ant-tag').allTextContents()).toEqual(['简体中文', 'English', '已发布']);
      expect(
        await listed.locator('.ant-tag[lang]').evaluateAll((tags) => tags.map((t) => t.getAttribute('lang'))),
      ).toEqual(['zh-Hans', 'en']);
      await flowShot(desk, '4b-operator-notices', true);

      // The user, in Chinese: the list (newest first) and the detail.
      await user.goto('/pages/user/user');
      await user.getByText('公告', { exact: true }).click();
      await user.waitForURL('**/pages/notice/notice');
      await poll(async () => (await noticeTitles())[0]).toBe(notice.zhTitle);
      expect(await user.getByTestId('notice-item').first().textContent()).toContain(notice.zhText);
      await flowShot(user, '4c-user-notice-list-zh');
      await user.getByTestId('notice-item').first().click();
      await user.waitForURL('**/pages/notice/detail?id=*');
      await poll(() => textOf(user, 'notice-title')).toBe(notice.zhTitle);
      expect(await textOf(user, 'notice-content')).toBe(notice.zhText);
      expect(await user.getByTestId('notice-detail').getAttribute('lang')).toBe('zh-Hans');
      await flowShot(user, '4d-user-notice-detail-zh');
      const detailUrl = user.url();

      // The user switches the app to English in the user centre and reads it again.
      await switchLanguage(user, 'English', 'Sign out');
      await user.getByText('Announcements', { exact: true }).click();
      await user.waitForURL('**/pages/notice/notice');
      await poll(async () => (await noticeTitles())[0]).toBe(notice.enTitle);
      expect(await user.getByTestId('notice-item').first().textContent()).toContain(notice.enText);
      await flowShot(user, '4e-user-notice-list-en');
      await user.getByTestId('notice-item').first().click();
      await user.waitForURL(detailUrl);
      await poll(() => textOf(user, 'notice-title')).toBe(notice.enTitle);
      expect(await textOf(user, 'notice-content')).toBe(notice.enText);
      expect(await user.getByTestId('notice-detail').getAttribute('lang')).toBe('en');
      await flowShot(user, '4f-user-notice-detail-en');
    });

    it('5. the user withdraws; the operator marks it paid with a chain hash; the user sees it paid', async () => {
      // Still in English (the app remembers the language); the user opens the wallet and taps Withdraw.
      await user.goto('/pages/usdt/usdt');
      await expectUsdt(user, '10,321.45', '0.00', '10,321.45');
      await user.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await user.waitForURL('**/pages/usdt/withdraw');
      await poll(() => textOf(user, 'withdraw-available')).toBe('Available: 10,321.45 USDT');
      await user.getByPlaceholder('Your TRC20 address').fill(TRC20_ADDRESS);
      await user.getByPlaceholder('Amount to withdraw').fill(WITHDRAW);
      // The TRC20 fixed fee is 1 USDT.
      await poll(() => textOf(user, 'withdraw-fee')).toBe('1.00 USDT');
      expect(await textOf(user, 'withdraw-total')).toBe('101.00 USDT');
      await user.getByPlaceholder('6 digits').fill(DEMO.payPassword);
      await flowShot(user, '5a-user-withdraw');
      await user.getByRole('button', { name: 'Withdraw', exact: true }).click();
      const mine = user.getByTestId('withdrawal-item').first();
      await poll(() => mine.getByTestId('state-tag').textContent()).toBe('Under review');
      expect(await mine.locator('.record-title').textContent()).toBe('100.00 USDT · TRC20');
      expect(await mine.textContent()).toContain(TRC20_ADDRESS);
      await poll(() => textOf(user, 'withdraw-available')).toBe('Available: 10,220.45 USDT');

      // Back to the wallet: amount and fee are held, frozen, not gone; no statement line yet.
      await user.getByRole('button', { name: 'Back' }).click();
      await user.waitForURL('**/pages/usdt/usdt');
      await expectUsdt(user, '10,220.45', '101.00', '10,321.45');
      await poll(() => statementLines(user)).toEqual([
        ['Deposit', '+321.45', '10,321.45'],
        ['Adjustment', '+10,000.00', '10,000.00'],
      ]);
      await flowShot(user, '5b-user-withdraw-held');

      // The operator: the withdrawal queue, this user's withdrawal, paid on chain, the hash recorded.
      await openFromMenu(desk, 'withdrawals', 'withdrawals-page');
      const row = queueRow(desk, uid, '100.00');
      await poll(() => row.count()).toBe(1);
      // The address shortened to its ends, the whole of it in its title.
      expect(await row.locator(`[title="${TRC20_ADDRESS}"]`).count()).toBe(1);
      expect(await row.getByTestId('state-reviewing').textContent()).toBe('审核中');
      await row.locator('[data-testid^="pay-"]').click();
      const modal = desk.getByRole('dialog').filter({ hasText: '标记提币已打款' });
      await modal.waitFor();
      expect(await modal.textContent()).toContain(
        `请先在链上向 ${TRC20_ADDRESS}（TRC20）转出 100.00 USDT，再填写该笔转账的交易哈希。`,
      );
      await modal.locator('input').fill(chainHash);
      await flowShot(desk, '5c-operator-withdrawal-pay', true);
      await modal.locator('.ant-btn-primary').click();
      await toast(desk, '已标记为已打款').waitFor();
      await row.waitFor({ state: 'detached' });
      await desk.locator('.ant-segmented-item').filter({ hasText: '已打款' }).click();
      const paid = queueRow(desk, uid, '100.00');
      await poll(() => paid.getByTestId('state-paid').count()).toBe(1);
      // The hash shortened to its ends, the whole of it in its title.
      expect(await paid.locator(`[title="${chainHash}"]`).count()).toBe(1);
      await flowShot(desk, '5d-operator-withdrawal-paid', true);

      // The user, still on the wallet page, taps Withdraw again: "my withdrawals" says paid, with the hash.
      await user.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await user.waitForURL('**/pages/usdt/withdraw');
      await poll(() => mine.getByTestId('state-tag').textContent()).toBe('Paid');
      expect(await mine.textContent()).toContain(chainHash);
      expect(await user.getByTestId('withdrawal-item').count()).toBe(1);
      await poll(() => textOf(user, 'withdraw-available')).toBe('Available: 10,220.45 USDT');
      await mine.scrollIntoViewIfNeeded();
      await flowShot(user, '5e-user-withdrawal-paid');

      // Back on the wallet: nothing frozen any more; the hold became two lines, amount and fee.
      await user.getByRole('button', { name: 'Back' }).click();
      await user.waitForURL('**/pages/usdt/usdt');
      await expectUsdt(user, '10,220.45', '0.00', '10,220.45');
      await poll(() => statementLines(user)).toEqual([
        ['Fee', '-1.00', '10,220.45'],
        ['Withdrawal', '-100.00', '10,221.45'],
        ['Deposit', '+321.45', '10,321.45'],
        ['Adjustment', '+10,000.00', '10,000.00'],
      ]);
      await flowShot(user, '5f-user-balance-after-withdrawal');

      // And in Chinese, the same withdrawal reads 已打款.
      await switchLanguage(user, '简体中文', '退出登录');
      await user.goto('/pages/usdt/withdraw');
      await poll(() => mine.getByTestId('state-tag').textContent()).toBe('已打款');

      // The console's dashboard: nothing waits any more.
      await openFromMenu(desk, 'dashboard', 'dashboard-page');
      const waiting = (queue: string) =>
        desk.getByTestId(`stat-${queue}-waiting`).locator('.ant-statistic-content').textContent();
      await poll(() => waiting('recharges')).toBe('0');
      expect(await waiting('withdrawals')).toBe('0');
      expect(pageErrors).toEqual([]);
    });
  },
);
