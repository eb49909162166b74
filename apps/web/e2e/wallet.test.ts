/**
 * The USDT wallet in a real browser against the real server (fresh embedded database with the demo
 * data: the demo user holds 10,000 USDT). An operator's decisions go through the admin API. The first
 * test reads the demo user's wallet; every other test has a user of its own, credited 10,000 USDT by an
 * operator, so each balance below follows from its own test alone, in whatever order they run.
 */
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  callApi,
  DEMO,
  describeInBrowser,
  launchBrowser,
  operatorToken,
  PNG,
  phoneContext,
  pullToRefetch,
  shot,
  signIn,
  type TestServer,
  TRC20_ADDRESS,
} from '../../../tests/browser/harness.ts';
import { newUser, signedInPhone, startWebServer, type WebUser } from './web-harness.ts';

describeInBrowser('USDT wallet in a browser', () => {
  let server: TestServer;
  let browser: Browser;
  let admin: string;
  const contexts: BrowserContext[] = [];

  const call = <T = Record<string, unknown>>(path: string, init?: Parameters<typeof callApi>[2]) =>
    callApi<T>(server, path, init);

  async function newPage() {
    const context = await phoneContext(browser, server.url);
    contexts.push(context);
    const p = await context.newPage();
    p.on('pageerror', (e) => console.error('page error:', e.message));
    return p;
  }

  /** The statement as shown: label, signed amount, balance after, newest first. */
  /** The statement lines on screen; callers poll it, since a cached page shows before its refetch lands. */
  async function statement(p: Page) {
    await p.getByTestId('statement-line').first().waitFor();
    return p
      .getByTestId('statement-line')
      .evaluateAll((lines) =>
        lines.map((l) => [
          l.querySelector('[data-testid="line-label"]')?.textContent,
          l.querySelector('[data-testid="line-amount"]')?.textContent,
          l.querySelector('[data-testid="balance-after"]')?.textContent,
        ]),
      );
  }

  async function openUsdt(p: Page) {
    await p.goto('/pages/usdt/usdt');
    await p.getByTestId('statement-line').first().waitFor();
  }

  const text = (p: Page, testId: string) => p.getByTestId(testId).first().textContent();

  /** Waits until the USDT page shows these balances (available, frozen, total). */
  async function expectUsdt(p: Page, available: string, frozen: string, total: string) {
    await expect.poll(() => text(p, 'balance-available')).toBe(available);
    expect(await text(p, 'balance-frozen')).toBe(frozen);
    expect(await text(p, 'balance-total')).toBe(total);
  }

  /** A user of the test's own with 10,000 USDT, and a phone signed in as them. */
  async function funded(): Promise<{ user: WebUser; page: Page }> {
    const user = await newUser(server, { usdt: '10000' });
    const page = await signedInPhone(browser, server, user.token);
    contexts.push(page.context());
    return { user, page };
  }

  /** The user's withdrawal waiting in the operators' queue. */
  async function pendingWithdrawal(user: WebUser) {
    const queue = await call<{ list: { id: number; uid: string; amount: string }[] }>(
      '/admin-api/withdrawals?state=reviewing',
      { bearer: admin },
    );
    return queue.data.list.find((w) => w.uid === user.uid);
  }

  beforeAll(async () => {
    server = await startWebServer();
    browser = await launchBrowser();
    admin = await operatorToken(server);
  });

  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await server?.stop();
  });

  it('shows the demo user 10,000 USDT: user centre, wallet and USDT page', async () => {
    // No other test touches the demo user's money.
    const page = await newPage();
    await signIn(page, DEMO.mobile, DEMO.password);
    await expect.poll(() => text(page, 'balance-USDT')).toBe('10,000.00');
    expect(await text(page, 'balance-MCC')).toBe('1,000.0000');
    expect(await text(page, 'balance-SSK')).toBe('1,000.0000');
    await shot(page, 'user-balances');

    await page.getByTestId('balances').click();
    await page.waitForURL('**/pages/wallet/wallet');
    await expect
      .poll(() => page.getByTestId('asset-USDT').getByTestId('asset-available').textContent())
      .toBe('10,000.00');
    expect(await page.getByTestId('asset-MCC').getByTestId('asset-available').textContent()).toBe(
      '1,000.0000',
    );
    expect(await page.getByTestId('asset-SSK').getByTestId('asset-available').textContent()).toBe(
      '1,000.0000',
    );
    await shot(page, 'wallet');

    await page.getByTestId('asset-USDT').click();
    await page.waitForURL('**/pages/usdt/usdt');
    await expectUsdt(page, '10,000.00', '0.00', '10,000.00');
    await expect.poll(() => statement(page)).toEqual([['系统调整', '+10,000.00', '10,000.00']]);
    await shot(page, 'usdt');
  });

  it('recharges with an uploaded screenshot; an operator approves it; the balance shows it', async () => {
    const { page } = await funded();
    await openUsdt(page);
    await page.getByRole('button', { name: '充值USDT' }).click();
    await page.waitForURL('**/pages/usdt/recharge');
    // The first enabled network: its platform address, as a QR code and as text, with a copy button.
    await page.getByTestId('deposit-qr').waitFor();
    expect(await text(page, 'deposit-address')).toBe(TRC20_ADDRESS);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.getByRole('button', { name: '复制' }).click();
    await page.getByText('复制成功').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(TRC20_ADDRESS);
    // Another network shows its own address.
    await page.getByRole('tab', { name: 'ERC20' }).click();
    await expect.poll(() => text(page, 'deposit-address')).toMatch(/^0x/);
    await page.getByRole('tab', { name: 'TRC20' }).click();

    const hash = randomBytes(32).toString('hex');
    await page.getByPlaceholder('请输入充值数量').fill('250.5');
    await page.getByPlaceholder('请输入转账的交易哈希').fill(hash);
    await page
      .getByTestId('proof-input')
      .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('proof-image').locator('img[src*="/uploads/"]').waitFor();
    await shot(page, 'usdt-recharge');
    await page.getByRole('button', { name: '提交' }).click();
    await page.getByTestId('recharge-item').first().getByText('审核中').waitFor();
    expect(await text(page, 'recharge-item')).toContain('250.50 USDT · TRC20');
    await shot(page, 'usdt-recharge-reviewing');

    const queue = await call<{ list: { id: number; txHash: string }[] }>(
      '/admin-api/recharges?state=reviewing',
      { bearer: admin },
    );
    const mine = queue.data.list.find((r) => r.txHash === hash);
    expect(mine).toBeDefined();
    const approved = await call(`/admin-api/recharges/${mine?.id}/approve`, { bearer: admin, body: {} });
    expect(approved.code, approved.msg).toBe(1);

    await page.reload();
    await page.getByTestId('recharge-item').first().getByText('已到账').waitFor();
    await openUsdt(page);
    await expectUsdt(page, '10,250.50', '0.00', '10,250.50');
    await expect
      .poll(() => statement(page))
      .toEqual([
        ['充值', '+250.50', '10,250.50'],
        ['系统调整', '+10,000.00', '10,000.00'],
      ]);
  });

  it('transfers to a second user, who is shown masked before confirming and then sees the money', async () => {
    const { user, page } = await funded();
    const friend = await newUser(server, { payPassword: null });

    await openUsdt(page);
    await page.getByRole('button', { name: '转账' }).click();
    await page.waitForURL('**/pages/usdt/transfer');
    await page.getByPlaceholder('UID / 手机号 / 邮箱').fill(friend.mobile);
    await page.getByPlaceholder('请输入转账数量').fill('100');
    await expect.poll(() => text(page, 'transfer-fee-preview')).toBe('免手续费');
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByTestId('transfer-confirm').waitFor();
    // Masked: enough to recognise the friend, never the full number.
    expect(await text(page, 'recipient-contact')).toBe(
      `${friend.mobile.slice(0, 3)}****${friend.mobile.slice(-4)}`,
    );
    expect(await text(page, 'recipient-uid')).toBe(friend.uid);
    expect(await text(page, 'transfer-total')).toBe('100.00 USDT');
    expect(await page.getByText(friend.mobile).count()).toBe(0);
    await shot(page, 'usdt-transfer-confirm');

    // A wrong payment password is refused by the server; nothing moves.
    await page.getByPlaceholder('6位数字').fill('000000');
    await page.getByRole('button', { name: '确认转账' }).click();
    await page.locator('.adm-toast-main').waitFor();
    expect(await page.getByTestId('transfer-done').count()).toBe(0);
    await page.getByPlaceholder('6位数字').fill(user.payPassword);
    await page.getByRole('button', { name: '确认转账' }).click();
    await page.getByTestId('transfer-done').waitFor();
    expect(await text(page, 'recipient-uid')).toBe(friend.uid);
    expect(await text(page, 'transfer-amount')).toBe('100.00 USDT');
    await shot(page, 'usdt-transfer-done');

    await page.getByRole('button', { name: '返回USDT钱包' }).click();
    await page.waitForURL('**/pages/usdt/usdt');
    await expectUsdt(page, '9,900.00', '0.00', '9,900.00');
    await expect.poll(async () => (await statement(page))[0]).toEqual(['转账转出', '-100.00', '9,900.00']);

    const other = await newPage();
    await signIn(other, friend.mobile, friend.password);
    await expect.poll(() => text(other, 'balance-USDT')).toBe('100.00');
    await other.goto('/pages/wallet/wallet');
    await expect
      .poll(() => other.getByTestId('asset-USDT').getByTestId('asset-available').textContent())
      .toBe('100.00');
    await shot(other, 'wallet-recipient');
    await openUsdt(other);
    expect(await statement(other)).toEqual([['转账转入', '+100.00', '100.00']]);
  });

  it('withdraws: fee and limits while typing, a hold; a rejection gives the money back', async () => {
    const { user, page } = await funded();
    await page.goto('/pages/usdt/withdraw');
    await page.getByTestId('withdraw-page').waitFor();
    await expect.poll(() => text(page, 'withdraw-available')).toBe('可用余额 10,000.00 USDT');
    await expect.poll(() => text(page, 'withdraw-daily-left')).toBe('100,000.00 USDT');
    expect(await text(page, 'withdraw-limits')).toBe('10.00 – 50,000.00 USDT');
    await page.getByPlaceholder('请输入TRC20地址').fill(TRC20_ADDRESS);
    await page.getByPlaceholder('请输入提币数量').fill('5');
    await expect.poll(() => text(page, 'withdraw-problem')).toBe('单笔最少提币 10.00 USDT');
    // "All": everything but the TRC20 fixed fee (1 USDT).
    await page.getByTestId('withdraw-all').click();
    await expect.poll(() => page.getByPlaceholder('请输入提币数量').inputValue()).toBe('9999.00');
    expect(await text(page, 'withdraw-total')).toBe('10,000.00 USDT');
    await page.getByPlaceholder('请输入提币数量').fill('500');
    await expect.poll(() => text(page, 'withdraw-fee')).toBe('1.00 USDT');
    expect(await text(page, 'withdraw-total')).toBe('501.00 USDT');
    expect(await page.getByTestId('withdraw-problem').count()).toBe(0);
    await page.getByPlaceholder('6位数字').fill(user.payPassword);
    await shot(page, 'usdt-withdraw');
    await page.getByRole('button', { name: '确认提币' }).click();
    await page.getByTestId('withdrawal-item').first().getByText('审核中').waitFor();
    expect(await text(page, 'withdrawal-item')).toContain('500.00 USDT · TRC20');
    // The 24-hour limit left counts the pending withdrawal.
    await expect.poll(() => text(page, 'withdraw-daily-left')).toBe('99,500.00 USDT');

    await openUsdt(page);
    await expectUsdt(page, '9,499.00', '501.00', '10,000.00');

    const pending = await pendingWithdrawal(user);
    expect(pending?.amount).toBe('500.000000');
    const rejected = await call(`/admin-api/withdrawals/${pending?.id}/reject`, {
      bearer: admin,
      body: { reason: '地址核验未通过' },
    });
    expect(rejected.code, rejected.msg).toBe(1);

    // Pull-to-refresh refetches the page's balance and statement.
    await page.waitForTimeout(300);
    await pullToRefetch(page, ['/api/fund/usdt', '/api/fund/usdtDetail']);
    await expectUsdt(page, '10,000.00', '0.00', '10,000.00');
    // A voided hold leaves no line: the statement is as before the withdrawal.
    await expect.poll(() => statement(page)).toEqual([['系统调整', '+10,000.00', '10,000.00']]);

    await page.goto('/pages/usdt/withdraw');
    await page.getByTestId('withdrawal-item').first().getByText('已驳回').waitFor();
    expect(await text(page, 'record-reason')).toBe('地址核验未通过');
    await shot(page, 'usdt-withdraw-rejected');
  });

  it('a paid withdrawal posts the amount and the fee as two lines, with the chain hash shown', async () => {
    const { user, page } = await funded();
    await page.goto('/pages/usdt/withdraw');
    await page.getByPlaceholder('请输入TRC20地址').fill(TRC20_ADDRESS);
    await page.getByPlaceholder('请输入提币数量').fill('20');
    await page.getByPlaceholder('6位数字').fill(user.payPassword);
    await page.getByRole('button', { name: '确认提币' }).click();
    await page.getByTestId('withdrawal-item').first().getByText('审核中').waitFor();

    const chainHash = randomBytes(32).toString('hex');
    const paid = await call(`/admin-api/withdrawals/${(await pendingWithdrawal(user))?.id}/pay`, {
      bearer: admin,
      body: { txHash: chainHash },
    });
    expect(paid.code, paid.msg).toBe(1);

    await page.reload();
    await page.getByTestId('withdrawal-item').first().getByText('已打款').waitFor();
    expect(await text(page, 'withdrawal-item')).toContain(chainHash);
    await openUsdt(page);
    await expectUsdt(page, '9,979.00', '0.00', '9,979.00');
    await expect
      .poll(async () => (await statement(page)).slice(0, 2))
      .toEqual([
        ['手续费', '-1.00', '9,979.00'],
        ['提币', '-20.00', '9,980.00'],
      ]);
  });

  it('loads older statement lines as the user scrolls to the end', async () => {
    const { user, page } = await funded();
    const friend = await newUser(server, { payPassword: null });
    for (let i = 0; i < 12; i++) {
      const sent = await call('/api/fund/transfer', {
        token: user.token,
        body: { to: friend.uid, amount: '1', payPassword: user.payPassword },
      });
      expect(sent.code, sent.msg).toBe(1);
    }
    // The operator's 10,000 and 12 transfers: 13 lines, 10 a page.
    await openUsdt(page);
    await expect.poll(async () => page.getByTestId('statement-line').count()).toBeGreaterThanOrEqual(10);
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        return page.getByTestId('statement-line').count();
      })
      .toBe(13);
    await page.getByText('没有更多了').waitFor();
    const lines = await statement(page);
    expect(lines[0]).toEqual(['转账转出', '-1.00', '9,988.00']);
    expect(lines.at(-1)).toEqual(['系统调整', '+10,000.00', '10,000.00']);
    await shot(page, 'usdt-statement');
  });
});
