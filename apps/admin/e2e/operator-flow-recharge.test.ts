/**
 * The admin console's acceptance test, end to end, part one: one server (fresh embedded database with the
 * demo data), two browser contexts on it — the demo user on a phone in the web app, an operator at a desk
 * in the console — and every step done by hand through the screens, never through the API:
 *
 * 1. the user recharges with an uploaded screenshot; it shows "reviewing" in "my recharges";
 * 2. the operator signs in with the printed password, finds it in the recharge queue by amount and UID,
 *    opens the proof and approves it;
 * 3. the user pulls to refresh and sees the new balance and a deposit line with the balance after.
 *
 * The steps run in order and share the demo user's money (part two, operator-flow-notice-withdrawal,
 * starts from its own server). A screenshot of each lands in artifacts/flow.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  DEMO,
  describeInBrowser,
  firstOperator,
  pullDown,
  type TestServer,
  TRC20_ADDRESS,
  signIn as userSignIn,
} from '../../../tests/browser/harness.ts';
import {
  type BrowserSession,
  expectUsdt,
  flowShot,
  openBrowserSession,
  openFromMenu,
  poll,
  queueRow,
  statementLines,
  textOf,
  toast,
} from './admin-harness.ts';

const RECHARGE = '321.45';

/** The width a PNG declares in its header (IHDR), to recognise the same image once it is displayed. */
const pngWidth = (png: Buffer) => png.readUInt32BE(16);

describeInBrowser(
  'operator flow: a user in the web app and an operator in the console, on one server',
  () => {
    let session: BrowserSession;
    let server: TestServer;
    /** The demo user's phone (web app) and the operator's desk (console). */
    let user: Page;
    let desk: Page;
    let uid = '';
    let proofUrl = '';
    let proofPng: Buffer;
    const rechargeHash = randomBytes(32).toString('hex');

    beforeAll(async () => {
      session = await openBrowserSession();
      ({ server } = session);
      user = await session.newPage('phone');
      desk = await session.newPage('desk');
    }, 400_000);

    afterAll(async () => {
      await session?.close();
      // No page threw (the flow's last check, for these steps' pages too).
      expect(session?.pageErrors).toEqual([]);
    });

    it('1. the user recharges with an uploaded screenshot; it shows reviewing in my recharges', async () => {
      await userSignIn(user, DEMO.mobile, DEMO.password);
      const shownUid = /(\S+)$/.exec((await textOf(user, 'copy-uid')) ?? '')?.[1];
      expect(shownUid).toMatch(/^\w+$/);
      uid = shownUid ?? '';
      await poll(() => textOf(user, 'balance-USDT')).toBe('10,000.00');

      await user.goto('/pages/usdt/recharge');
      await poll(() => textOf(user, 'deposit-address')).toBe(TRC20_ADDRESS);
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
      // The hash shortened in the line, whole in its title (a tap copies it).
      expect(await mine.getByTestId('record-hash').getAttribute('title')).toBe(rechargeHash);
      expect(await user.getByTestId('recharge-item').count()).toBe(1);
      // The form is cleared for the next one.
      expect(await user.getByPlaceholder('请输入充值数量').inputValue()).toBe('');
      await mine.scrollIntoViewIfNeeded();
      await flowShot(user, '1-user-recharge-reviewing');

      // The user waits on the USDT page; the money is not there yet.
      await user.goto('/pages/usdt/usdt');
      await expectUsdt(user, '10,000.00', '0.00', '10,000.00');
      await poll(() => statementLines(user)).toEqual([['系统调整', '+10,000.00', '10,000.00']]);
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

      await openFromMenu(desk, 'recharges', 'recharges-page');
      const row = queueRow(desk, uid, RECHARGE);
      await poll(() => row.count()).toBe(1);
      // The hash shortened to its ends, the whole of it in its title.
      expect(await row.getByTestId('recharge-hash').getAttribute('title')).toBe(rechargeHash);
      expect(await row.getByTestId('state-reviewing').textContent()).toBe('审核中');
      // The network over the kind.
      expect(await row.locator('td').filter({ hasText: 'TRC20' }).textContent()).toBe('TRC20人工');
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
      await toast(desk, '已通过，已入账').waitFor();
      // It leaves the reviewing queue and shows under "credited".
      await row.waitFor({ state: 'detached' });
      await desk.locator('.ant-segmented-item').filter({ hasText: '已到账' }).click();
      await poll(() => queueRow(desk, uid, RECHARGE).getByTestId('state-approved').count()).toBe(1);
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
      await expectUsdt(user, '10,321.45', '0.00', '10,321.45');
      await poll(() => statementLines(user)).toEqual([
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
  },
);
