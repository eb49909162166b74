/**
 * The admin console's acceptance test, end to end: one server (fresh embedded database with the demo
 * data), two browser contexts on it — the demo user on a phone in the web app, an operator at a desk in
 * the console — and every step done by hand through the screens, never through the API:
 *
 * 1. the user recharges with an uploaded screenshot; it shows "reviewing" in "my recharges";
 * 2. the operator signs in with the printed password, finds it in the recharge queue by amount and UID,
 *    opens the proof and approves it;
 * 3. the user pulls to refresh and sees the new balance and a deposit line with the balance after;
 * 4. the operator publishes a notice in zh-Hans and en with a publish time of now; the user reads it in
 *    Chinese, switches the app to English and reads it in English;
 * 5. the user withdraws; the operator marks it paid with a chain hash; the user sees "paid" (localised),
 *    the hash, and the balance and frozen amounts.
 *
 * The steps run in order and share the demo user's money. A screenshot of each lands in artifacts/flow.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  DEMO,
  describeInBrowser,
  firstOperator,
  launchBrowser,
  phoneContext,
  pullDown,
  startServer,
  type TestServer,
  TRC20_ADDRESS,
  signIn as userSignIn,
} from '../../../tests/browser/harness.ts';
import { desktopContext } from './admin-harness.ts';

const FLOW_ARTIFACTS = path.resolve(import.meta.dirname, '../../../artifacts/flow');
const RECHARGE = '321.45';
const WITHDRAW = '100';

/** Polls up to 15 s: a page fetches its data after its chunk loads, on a machine other tests load too. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

/** The width a PNG declares in its header (IHDR), to recognise the same image once it is displayed. */
const pngWidth = (png: Buffer) => png.readUInt32BE(16);

/** A screenshot of the step once spinners, loading toasts and messages have settled. */
async function flowShot(page: Page, name: string, fullPage = false) {
  await page
    .locator('.adm-toast-mask .adm-spin-loading, .ant-spin-spinning, .ant-skeleton-active')
    .first()
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => {});
  await page.waitForTimeout(350);
  fs.mkdirSync(FLOW_ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(FLOW_ARTIFACTS, `${name}.png`), fullPage });
}

describeInBrowser(
  'operator flow: a user in the web app and an operator in the console, on one server',
  () => {
    let server: TestServer;
    let browser: Browser;
    const contexts: BrowserContext[] = [];
    const pageErrors: string[] = [];
    /** The demo user's phone (web app) and the operator's desk (console). */
    let user: Page;
    let desk: Page;
    let uid = '';
    let proofUrl = '';
    let proofPng: Buffer;
    const rechargeHash = randomBytes(32).toString('hex');
    const chainHash = randomBytes(32).toString('hex');
    const notice = {
      zhTitle: '平台维护通知',
      zhText: '今晚 22:00 起维护约一小时，期间充值与提现暂停。',
      enTitle: 'Platform maintenance tonight',
      enText: 'From 22:00 tonight, for about an hour, recharges and withdrawals are paused.',
    };

    async function newPage(kind: 'phone' | 'desk') {
      const context =
        kind === 'phone'
          ? await phoneContext(browser, server.url)
          : await desktopContext(browser, server.url);
      contexts.push(context);
      const p = await context.newPage();
      p.on('pageerror', (e) => pageErrors.push(`${kind}: ${e.message}`));
      return p;
    }

    // ---- the web app ----

    const text = (p: Page, testId: string) => p.getByTestId(testId).first().textContent();

    /** Waits until the USDT page shows these balances (available, frozen, total). */
    async function expectUsdt(available: string, frozen: string, total: string) {
      await poll(() => text(user, 'balance-available')).toBe(available);
      await poll(() => text(user, 'balance-frozen')).toBe(frozen);
      expect(await text(user, 'balance-total')).toBe(total);
    }

    /** The statement lines on screen (label, signed amount, balance after), newest first; callers poll it. */
    async function statement() {
      await user.getByTestId('statement-line').first().waitFor();
      return user
        .getByTestId('statement-line')
        .evaluateAll((lines) =>
          lines.map((l) => [
            l.querySelector('[data-testid="line-label"]')?.textContent,
            l.querySelector('[data-testid="line-amount"]')?.textContent,
            l.querySelector('[data-testid="balance-after"]')?.textContent,
          ]),
        );
    }

    /** The notice list's titles as shown, top first. */
    const noticeTitles = () => user.getByTestId('notice-item-title').allTextContents();

    /** Switches the app's language in the user centre, as a user does. */
    async function switchLanguage(name: string, signOut: string) {
      await user.goto('/pages/user/user');
      await user.getByTestId('language-item').click();
      await user.locator('.adm-action-sheet').getByText(name, { exact: true }).click();
      await user.getByText(signOut, { exact: true }).waitFor();
    }

    // ---- the console ----

    /** Opens a page from the side menu, as an operator would. */
    async function openFromMenu(name: string, testId: string) {
      await desk.getByTestId(`menu-${name}`).click();
      await desk.getByTestId(testId).waitFor();
    }

    /** A queue's table row for this user and amount (the UID is a link to the user). */
    const queueRow = (amount: string): Locator =>
      desk
        .locator('tr.ant-table-row')
        .filter({ has: desk.getByRole('link', { name: uid, exact: true }) })
        .filter({ hasText: `${amount} USDT` });

    const toast = (message: string) =>
      desk.locator('.ant-message-notice').filter({ hasText: message }).first();

    beforeAll(async () => {
      server = await startServer();
      browser = await launchBrowser();
      user = await newPage('phone');
      desk = await newPage('desk');
    }, 400_000);

    afterAll(async () => {
      for (const c of contexts) await c.close();
      await browser?.close();
      await server?.stop();
    });

    it('1. the user recharges with an uploaded screenshot; it shows reviewing in my recharges', async () => {
      await userSignIn(user, DEMO.mobile, DEMO.password);
      const shownUid = /(\S+)$/.exec((await text(user, 'copy-uid')) ?? '')?.[1];
      expect(shownUid).toMatch(/^\w+$/);
      uid = shownUid ?? '';
      await poll(() => text(user, 'balance-USDT')).toBe('10,000.00');

      await user.goto('/pages/usdt/recharge');
      await poll(() => text(user, 'deposit-address')).toBe(TRC20_ADDRESS);
      await user.getByTestId('deposit-qr').waitFor();
      // The screenshot the user took of the transfer: a real PNG of the phone's screen.
      await user.locator('.adm-toast-mask').waitFor({ state: 'detached' });
      proofPng = await user.screenshot();
      await user.getByPlaceholder('请输入充值数量').fill(RECHARGE);
      await user.getByPlaceholder('请输入转账的交易哈希').fill(rechargeHash);
      await user
        .getByTestId('proof-input')
        .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: proofPng });
      const thumb = user.getByTestId('proof-image').locator('img[src*="/uploads/"]');
      await thumb.waitFor();
      proofUrl = new URL((await thumb.getAttribute('src')) ?? '', server.url).pathname;
      expect(proofUrl).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/);
      await user.getByRole('button', { name: '提交' }).click();

      const mine = user.getByTestId('recharge-item').first();
      await poll(() => mine.getByTestId('state-tag').textContent()).toBe('审核中');
      // The app tags it as a manual recharge (beside automatic ones checked on chain).
      expect(await mine.locator('.record-title').textContent()).toBe(`${RECHARGE} USDT · TRC20 手动`);
      expect(await mine.textContent()).toContain(rechargeHash);
      expect(await user.getByTestId('recharge-item').count()).toBe(1);
      // The form is cleared for the next one.
      expect(await user.getByPlaceholder('请输入充值数量').inputValue()).toBe('');
      await mine.scrollIntoViewIfNeeded();
      await flowShot(user, '1-user-recharge-reviewing');

      // The user waits on the USDT page; the money is not there yet.
      await user.goto('/pages/usdt/usdt');
      await expectUsdt('10,000.00', '0.00', '10,000.00');
      await poll(statement).toEqual([['系统调整', '+10,000.00', '10,000.00']]);
    });

    it('2. the operator signs in, finds the recharge by amount and UID, opens the proof and approves it', async () => {
      const operator = firstOperator(server);
      expect(operator.username).toBe('admin');
      await desk.goto('/admin/');
      await desk.waitForURL('**/admin/login');
      await desk.locator('#login-username').fill(operator.username);
      await desk.locator('#login-password').fill(operator.password);
      await desk.locator('button[type="submit"]').click();
      await desk.getByTestId('dashboard-page').waitFor();
      expect(await desk.getByTestId('operator-name').textContent()).toBe('admin');
      await poll(() =>
        desk.getByTestId('stat-recharges-waiting').locator('.ant-statistic-content').textContent(),
      ).toBe('1');
      await flowShot(desk, '2a-operator-dashboard', true);

      await openFromMenu('recharges', 'recharges-page');
      const row = queueRow(RECHARGE);
      await poll(() => row.count()).toBe(1);
      expect(await row.getByTestId('recharge-hash').textContent()).toBe(rechargeHash);
      expect(await row.getByTestId('state-reviewing').textContent()).toBe('审核中');
      // ID, UID, network.
      expect(await row.locator('td').nth(2).textContent()).toBe('TRC20');
      await flowShot(desk, '2b-operator-recharge-queue', true);

      // The proof: the thumbnail opens the uploaded screenshot itself, full size.
      const proof = row.locator(`img[src="${proofUrl}"]`);
      await proof.waitFor();
      await proof.click();
      const preview = desk.locator('.ant-image-preview img').first();
      await preview.waitFor();
      await poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(
        pngWidth(proofPng),
      );
      expect(new URL((await preview.getAttribute('src')) ?? '', server.url).pathname).toBe(proofUrl);
      await flowShot(desk, '2c-operator-recharge-proof');
      await desk.keyboard.press('Escape');
      await desk.locator('.ant-image-preview').first().waitFor({ state: 'hidden' });

      await row.locator('[data-testid^="approve-"]').click();
      const ask = desk.locator('.ant-popconfirm');
      await ask.getByText(`确认用户 ${uid} 的 ${RECHARGE} USDT 已到账并入账？`).waitFor();
      await flowShot(desk, '2d-operator-recharge-approve');
      await ask.locator('.ant-popconfirm-buttons .ant-btn-primary').click();
      await toast('已通过，已入账').waitFor();
      // It leaves the reviewing queue and shows under "credited".
      await row.waitFor({ state: 'detached' });
      await desk.locator('.ant-segmented-item').filter({ hasText: '已到账' }).click();
      await poll(() => queueRow(RECHARGE).getByTestId('state-approved').count()).toBe(1);
      await flowShot(desk, '2e-operator-recharge-approved', true);
    });

    it('3. the user pulls to refresh and sees the new balance and the deposit line', async () => {
      // A page that has settled (no call in flight), then the user's pull-down gesture, which refetches
      // the page's balance and statement (nothing else would: no refetch on focus, no polling).
      await user.waitForLoadState('networkidle');
      const refetched = new Set<string>();
      const onRequest = (r: { url(): string }) => {
        const p = new URL(r.url()).pathname;
        if (p === '/api/fund/usdt' || p === '/api/fund/usdtDetail') refetched.add(p);
      };
      user.on('request', onRequest);
      await pullDown(user);
      await poll(() => refetched.size).toBe(2);
      user.off('request', onRequest);
      await expectUsdt('10,321.45', '0.00', '10,321.45');
      await poll(statement).toEqual([
        ['充值', '+321.45', '10,321.45'],
        ['系统调整', '+10,000.00', '10,000.00'],
      ]);
      await flowShot(user, '3a-user-balance-after-recharge');

      await user.getByRole('button', { name: '充值USDT' }).click();
      await user.waitForURL('**/pages/usdt/recharge');
      const mine = user.getByTestId('recharge-item').first();
      await poll(() => mine.getByTestId('state-tag').textContent()).toBe('已到账');
      // The app tags it as a manual recharge (beside automatic ones checked on chain).
      expect(await mine.locator('.record-title').textContent()).toBe(`${RECHARGE} USDT · TRC20 手动`);
      await mine.scrollIntoViewIfNeeded();
      await flowShot(user, '3b-user-recharge-credited');
    });

    it('4. the operator publishes a notice in zh-Hans and en, now; the user reads it in both', async () => {
      await openFromMenu('notices', 'notices-page');
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
      expect(await listed.locator('.ant-tag').allTextContents()).toEqual(['zh-Hans', 'en', '已发布']);
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
      await poll(() => text(user, 'notice-title')).toBe(notice.zhTitle);
      expect(await text(user, 'notice-content')).toBe(notice.zhText);
      expect(await user.getByTestId('notice-detail').getAttribute('lang')).toBe('zh-Hans');
      await flowShot(user, '4d-user-notice-detail-zh');
      const detailUrl = user.url();

      // The user switches the app to English in the user centre and reads it again.
      await switchLanguage('English', 'Sign out');
      await user.getByText('Announcements', { exact: true }).click();
      await user.waitForURL('**/pages/notice/notice');
      await poll(async () => (await noticeTitles())[0]).toBe(notice.enTitle);
      expect(await user.getByTestId('notice-item').first().textContent()).toContain(notice.enText);
      await flowShot(user, '4e-user-notice-list-en');
      await user.getByTestId('notice-item').first().click();
      await user.waitForURL(detailUrl);
      await poll(() => text(user, 'notice-title')).toBe(notice.enTitle);
      expect(await text(user, 'notice-content')).toBe(notice.enText);
      expect(await user.getByTestId('notice-detail').getAttribute('lang')).toBe('en');
      await flowShot(user, '4f-user-notice-detail-en');
    });

    it('5. the user withdraws; the operator marks it paid with a chain hash; the user sees it paid', async () => {
      // Still in English (the app remembers the language); the user opens the wallet and taps Withdraw.
      await user.goto('/pages/usdt/usdt');
      await expectUsdt('10,321.45', '0.00', '10,321.45');
      await user.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await user.waitForURL('**/pages/usdt/withdraw');
      await poll(() => text(user, 'withdraw-available')).toBe('Available: 10,321.45 USDT');
      await user.getByPlaceholder('Your TRC20 address').fill(TRC20_ADDRESS);
      await user.getByPlaceholder('Amount to withdraw').fill(WITHDRAW);
      // The TRC20 fixed fee is 1 USDT.
      await poll(() => text(user, 'withdraw-fee')).toBe('1.00 USDT');
      expect(await text(user, 'withdraw-total')).toBe('101.00 USDT');
      await user.getByPlaceholder('6 digits').fill(DEMO.payPassword);
      await flowShot(user, '5a-user-withdraw');
      await user.getByRole('button', { name: 'Submit' }).click();
      const mine = user.getByTestId('withdrawal-item').first();
      await poll(() => mine.getByTestId('state-tag').textContent()).toBe('Under review');
      expect(await mine.locator('.record-title').textContent()).toBe('100.00 USDT · TRC20');
      expect(await mine.textContent()).toContain(TRC20_ADDRESS);
      await poll(() => text(user, 'withdraw-available')).toBe('Available: 10,220.45 USDT');

      // Back to the wallet: amount and fee are held, frozen, not gone; no statement line yet.
      await user.getByRole('button', { name: 'Back' }).click();
      await user.waitForURL('**/pages/usdt/usdt');
      await expectUsdt('10,220.45', '101.00', '10,321.45');
      await poll(statement).toEqual([
        ['Deposit', '+321.45', '10,321.45'],
        ['Adjustment', '+10,000.00', '10,000.00'],
      ]);
      await flowShot(user, '5b-user-withdraw-held');

      // The operator: the withdrawal queue, this user's withdrawal, paid on chain, the hash recorded.
      await openFromMenu('withdrawals', 'withdrawals-page');
      const row = queueRow('100.00');
      await poll(() => row.count()).toBe(1);
      expect(await row.textContent()).toContain(TRC20_ADDRESS);
      expect(await row.getByTestId('state-reviewing').textContent()).toBe('审核中');
      await row.locator('[data-testid^="pay-"]').click();
      const modal = desk.getByRole('dialog').filter({ hasText: '标记提现已打款' });
      await modal.waitFor();
      expect(await modal.textContent()).toContain(
        `请先在链上向 ${TRC20_ADDRESS}（TRC20）转出 100.00 USDT，再填写该笔转账的交易哈希。`,
      );
      await modal.locator('input').fill(chainHash);
      await flowShot(desk, '5c-operator-withdrawal-pay', true);
      await modal.locator('.ant-btn-primary').click();
      await toast('已标记为已打款').waitFor();
      await row.waitFor({ state: 'detached' });
      await desk.locator('.ant-segmented-item').filter({ hasText: '已打款' }).click();
      const paid = queueRow('100.00');
      await poll(() => paid.getByTestId('state-paid').count()).toBe(1);
      expect(await paid.textContent()).toContain(chainHash);
      await flowShot(desk, '5d-operator-withdrawal-paid', true);

      // The user, still on the wallet page, taps Withdraw again: "my withdrawals" says paid, with the hash.
      await user.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await user.waitForURL('**/pages/usdt/withdraw');
      await poll(() => mine.getByTestId('state-tag').textContent()).toBe('Paid');
      expect(await mine.textContent()).toContain(chainHash);
      expect(await user.getByTestId('withdrawal-item').count()).toBe(1);
      await poll(() => text(user, 'withdraw-available')).toBe('Available: 10,220.45 USDT');
      await mine.scrollIntoViewIfNeeded();
      await flowShot(user, '5e-user-withdrawal-paid');

      // Back on the wallet: nothing frozen any more; the hold became two lines, amount and fee.
      await user.getByRole('button', { name: 'Back' }).click();
      await user.waitForURL('**/pages/usdt/usdt');
      await expectUsdt('10,220.45', '0.00', '10,220.45');
      await poll(statement).toEqual([
        ['Fee', '-1.00', '10,220.45'],
        ['Withdrawal', '-100.00', '10,221.45'],
        ['Deposit', '+321.45', '10,321.45'],
        ['Adjustment', '+10,000.00', '10,000.00'],
      ]);
      await flowShot(user, '5f-user-balance-after-withdrawal');

      // And in Chinese, the same withdrawal reads 已打款.
      await switchLanguage('简体中文', '退出登录');
      await user.goto('/pages/usdt/withdraw');
      await poll(() => mine.getByTestId('state-tag').textContent()).toBe('已打款');

      // The console's dashboard: nothing waits any more.
      await openFromMenu('dashboard', 'dashboard-page');
      const waiting = (queue: string) =>
        desk.getByTestId(`stat-${queue}-waiting`).locator('.ant-statistic-content').textContent();
      await poll(() => waiting('recharges')).toBe('0');
      expect(await waiting('withdrawals')).toBe('0');
      expect(pageErrors).toEqual([]);
    });
  },
);
