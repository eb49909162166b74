/**
 * The admin console's money pages in a real browser against the real server (fresh embedded database
 * with the demo data): the first operator approves a recharge and pays a withdrawal the demo user made
 * through the user API (the user API then shows the outcome), adjusts the user's balance by hand,
 * explores and verifies the ledger, and filters the audit log. The tests share the demo user's money,
 * in order. A screenshot of each page lands in artifacts/admin.
 */
import { randomBytes } from 'node:crypto';
import type { Envelope } from '@mcc/contract';
import { ERROR_TEXTS } from '@mcc/contract/error-texts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { secondOperator } from '../../../tests/browser/four-eyes.ts';
import {
  callApi,
  DEMO,
  describeInBrowser,
  PNG,
  type TestServer,
  TRC20_ADDRESS,
} from '../../../tests/browser/harness.ts';
import {
  adminGet,
  adminShot,
  confirmDialog,
  confirmPopover,
  dialog,
  type OperatorSession,
  openFromMenu,
  openOperatorSession,
  poll,
  toast,
  type UserCall,
} from './admin-harness.ts';

describeInBrowser('admin console in a browser', () => {
  let session: OperatorSession;
  let server: TestServer;
  let userToken: string;
  let userCall: UserCall;
  let page: Page;

  beforeAll(async () => {
    session = await openOperatorSession();
    ({ server, userToken, userCall, page } = session);
  });

  afterAll(async () => {
    await session?.close();
    // No page of the file threw (the console walk's last check, for these pages too).
    expect(session?.pageErrors).toEqual([]);
  });

  it('a recharge the user made is approved in the console; the user’s balance shows it', async () => {
    const before = await userCall<{ available: string }>('/api/fund/usdt');
    expect(before.data.available).toBe('10000.000000');

    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'proof.png');
    const uploaded = (await (
      await fetch(`${server.url}/api/common/upload`, {
        method: 'POST',
        headers: { token: userToken },
        body: form,
      })
    ).json()) as Envelope<{ url: string }>;
    expect(uploaded.code, uploaded.msg).toBe(1);
    const hash = randomBytes(32).toString('hex');
    const made = await userCall<{ id: number }>('/api/fund/recharge', {
      body: { network: 'TRC20', amount: '250.5', txHash: hash, proof: uploaded.data.url },
    });
    expect(made.code, made.msg).toBe(1);

    await page.reload();
    await poll(() => page.getByTestId('stat-recharges-waiting').textContent()).toContain('1');
    await openFromMenu(page, 'recharges', 'recharges-page');
    // The hash shows shortened to its ends, the whole of it in its title.
    const row = page.locator('tr', { has: page.locator(`[title="${hash}"]`) });
    await row.waitFor();
    expect(await row.textContent()).toContain('250.50 USDT');
    // The proof as a thumbnail that opens a preview.
    const thumb = row.locator(`img[src="${uploaded.data.url}"]`);
    await thumb.waitFor();
    await adminShot(page, 'recharges');
    await thumb.click();
    await page.locator('.ant-image-preview img').first().waitFor();
    await adminShot(page, 'recharge-proof');
    await page.keyboard.press('Escape');
    await page.locator('.ant-image-preview').first().waitFor({ state: 'hidden' });

    await row.getByTestId(`approve-${made.data.id}`).click();
    await page.getByText('已到账并入账').waitFor();
    await confirmPopover(page);
    await toast(page, '已通过，已入账').waitFor();
    // It leaves the reviewing queue.
    await row.waitFor({ state: 'detached' });

    await expect
      .poll(async () => (await userCall<{ available: string }>('/api/fund/usdt')).data.available)
      .toBe('10250.500000');
    const list = await userCall<{ list: { id: number; state: string }[] }>('/api/fund/rechargeList');
    expect(list.data.list.find((r) => r.id === made.data.id)?.state).toBe('approved');
  });

  it('a withdrawal the user made is marked paid with a chain hash; the user’s list shows paid', async () => {
    const made = await userCall<{ id: number }>('/api/fund/withdraw', {
      body: { network: 'TRC20', address: TRC20_ADDRESS, amount: '20', payPassword: DEMO.payPassword },
    });
    expect(made.code, made.msg).toBe(1);

    await openFromMenu(page, 'withdrawals', 'withdrawals-page');
    const pay = page.getByTestId(`pay-${made.data.id}`);
    await pay.waitFor();
    const row = page.locator('tr', { has: pay });
    // The address shortened to its ends, the whole of it in its title.
    expect(await row.locator(`[title="${TRC20_ADDRESS}"]`).count()).toBe(1);
    await adminShot(page, 'withdrawals');

    await pay.click();
    const modal = dialog(page, '标记提币已打款');
    await modal.waitFor();
    // A malformed hash is refused before anything is sent.
    await modal.locator('input').fill('not-a-hash');
    await modal.locator('.ant-btn-primary').click();
    await modal.getByText('交易哈希为 64 位十六进制').waitFor();
    const chainHash = randomBytes(32).toString('hex');
    await modal.locator('input').fill(chainHash);
    await adminShot(page, 'withdrawal-pay');
    await modal.locator('.ant-btn-primary').click();
    await toast(page, '已标记为已打款').waitFor();
    await pay.waitFor({ state: 'detached' });

    const list = await userCall<{ list: { id: number; state: string; txHash: string }[] }>(
      '/api/fund/withdrawList',
    );
    const mine = list.data.list.find((w) => w.id === made.data.id);
    expect(mine?.state).toBe('paid');
    expect(mine?.txHash).toBe(chainHash);
    // 10250.50 − 20 − 1 (the TRC20 fixed fee).
    expect((await userCall<{ available: string }>('/api/fund/usdt')).data.available).toBe('10229.500000');

    // The paid filter lists it with its hash.
    await page.locator('.ant-segmented-item').filter({ hasText: '已打款' }).click();
    await page.locator(`[title="${chainHash}"]`).waitFor();
  });

  it('finds the demo user, shows balances and statement, and credits a manual adjustment with a reason', async () => {
    await openFromMenu(page, 'users', 'users-page');
    await page.getByTestId('list-search').fill(DEMO.mobile);
    await page.getByTestId('list-search').press('Enter');
    await poll(() => page.getByTestId('user-link').count()).toBe(1);
    await adminShot(page, 'users');

    await page.getByTestId('user-link').click();
    await page.getByTestId('user-detail-page').waitFor();
    await poll(() => page.getByTestId('balance-USDT-main').textContent()).toBe('10,229.50');
    await page.getByTestId('user-statement').getByText('提币').first().waitFor();
    await adminShot(page, 'user-detail');

    await page.getByTestId('adjust').click();
    const modal = dialog(page, '人工调账');
    await modal.waitFor();
    await page.getByTestId('adjust-amount').fill('1.234');
    await modal.locator('.ant-modal-footer .ant-btn-primary').click();
    await modal.getByText(ERROR_TEXTS.AMOUNT_TOO_PRECISE['zh-Hans']).waitFor();
    await page.getByTestId('adjust-amount').fill('5.25');
    await page.getByTestId('adjust-reason').fill('活动奖励补发');
    await modal.locator('.ant-modal-footer .ant-btn-primary').click();
    await page.getByText('向用户').waitFor();
    await confirmDialog(page, '确认调账');
    // Four eyes: proposed, it moves nothing until a second operator approves it.
    await toast(page, '调账申请已提交，待另一位操作员复核后入账').waitFor();
    await page.getByTestId('user-proposals').waitFor();
    expect(await page.getByTestId('balance-USDT-main').textContent()).toBe('10,229.50');
    const pending = await adminGet<{ list: { id: number }[] }>(server, '/admin-api/proposals?state=pending');
    const approved = await callApi(server, `/admin-api/proposals/${pending.list[0]?.id}/approve`, {
      bearer: (await secondOperator(server)).token,
      body: {},
    });
    expect(approved.code, approved.msg).toBe(1);
    await page.reload();
    await poll(() => page.getByTestId('balance-USDT-main').textContent()).toBe('10,234.75');
    expect(await page.getByTestId('user-proposals').count()).toBe(0);
    expect((await userCall<{ available: string }>('/api/fund/usdt')).data.available).toBe('10234.750000');
  });

  it('explores the ledger in words: a transfer type picked from its list, the accounts by name; runs verify', async () => {
    await openFromMenu(page, 'ledger', 'ledger-page');
    const transfers = page.getByTestId('transfer-table').locator('tbody tr.ant-table-row');
    await transfers.first().waitFor();
    await adminShot(page, 'ledger');
    // The type filter lists the codes in words; picking 系统调整 narrows the list to the adjustments.
    await pickOption(page, '类型', '系统调整');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await poll(() => new URL(page.url()).searchParams.get('code')).toBe('adjustment');
    await poll(() => filterShown(page, 'code')).toBe('系统调整');
    await expect
      .poll(() => transfers.evaluateAll((rows) => rows.map((r) => r.textContent ?? '')))
      .toSatisfy(
        (rows: string[]) =>
          rows.every((r) => r.includes('系统调整')) &&
          // The one the second operator approved, from the system's adjustments to the user's main account.
          rows.some(
            (r) => r.includes('5.25 USDT') && r.includes('系统·人工调账 USDT') && r.includes('主账户 USDT'),
          ),
      );
    await page.getByRole('tab', { name: '账户' }).click();
    const accounts = page.getByTestId('account-table');
    await accounts.getByText('系统·人工调账 USDT', { exact: true }).waitFor();
    // Account kinds in words, never their codes.
    expect(await accounts.getByText('adjustments').count()).toBe(0);
    await adminShot(page, 'ledger-accounts');
    await page.getByRole('tab', { name: '校验' }).click();
    await page.getByTestId('run-verify').click();
    await confirmPopover(page);
    await page.getByTestId('verify-result').getByText('账本校验通过').waitFor();
    await adminShot(page, 'ledger-verify');
  });

  it('filters the audit log by an action, in words', async () => {
    await openFromMenu(page, 'audit', 'audit-page');
    const table = page.getByTestId('audit-table');
    /** Each row's action as shown, with its code (the cell's title). */
    const actions = () =>
      table
        .locator('tbody tr.ant-table-row')
        .evaluateAll((rows) =>
          rows.map((r) =>
            [...r.querySelectorAll('[title]')].map((e) => [e.getAttribute('title'), e.textContent]),
          ),
        );
    const onlyAction = (code: string, word: string) => (rows: string[][][]) =>
      rows.length > 0 && rows.every((cells) => cells.some(([c, w]) => c === code && w === word));

    // The action filter lists the actions in words: 管理员登录 is the operators' sign-ins.
    await pickOption(page, '动作', '管理员登录');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await poll(() => new URL(page.url()).searchParams.get('action')).toBe('operator.login');
    await expect.poll(actions).toSatisfy(onlyAction('operator.login', '管理员登录'));
    await poll(() => filterShown(page, 'action')).toBe('管理员登录');

    // Reset, then an action in the table narrows the log to it; the filter shows it in words.
    await page.getByRole('button', { name: '重置', exact: true }).click();
    await poll(() => new URL(page.url()).searchParams.get('action')).toBe(null);
    const approval = table.locator('[title="recharge.approve"]').first();
    await approval.waitFor();
    expect(await approval.textContent()).toBe('充值审核通过');
    await approval.click();
    await poll(() => new URL(page.url()).searchParams.get('action')).toBe('recharge.approve');
    await expect.poll(actions).toSatisfy(onlyAction('recharge.approve', '充值审核通过'));
    await poll(() => filterShown(page, 'action')).toBe('充值审核通过');
    await adminShot(page, 'audit');
  });
});

/** Picks `option` in the filter bar's dropdown labelled `label` (opened, then its option clicked). */
async function pickOption(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${option}$`) })
    .click();
  await poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
}

/** What the filter bar's dropdown for `name` shows as picked. */
const filterShown = (page: Page, name: string) =>
  page
    .locator('.ant-form-item', { has: page.locator(`label[for="${name}"]`) })
    .locator('.ant-select-content-has-value')
    .textContent();
