/**
 * Bulk decisions and four eyes on money in a real browser against the real server (fresh embedded
 * database with the demo data): the first operator approves 20 recharges the demo user made through
 * the API in one go and reads what came of each; then proposes a manual adjustment, which a second
 * operator (another browser context, signed in through the console's page) approves — the proposer
 * never sees an approve button on their own. Screenshots land in artifacts/admin.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { secondOperator } from '../../../tests/browser/four-eyes.ts';
import { DEMO, describeInBrowser, type TestServer } from '../../../tests/browser/harness.ts';
import {
  adminGet,
  adminShot,
  confirmDialog,
  confirmPopover,
  madeRecharge,
  type OperatorSession,
  openFromMenu,
  openOperatorSession,
  operatorSignIn,
  poll,
  toast,
} from './admin-harness.ts';

describeInBrowser('bulk decisions and four eyes in the console', () => {
  let session: OperatorSession;
  let server: TestServer;
  /** The first operator's desk (signed in), and the second operator's. */
  let desk: Page;
  let second: Page;
  let demoId = 0;
  let demoUid = '';

  beforeAll(async () => {
    session = await openOperatorSession();
    ({ server, page: desk } = session);
    second = await session.newPage();
    const found = await adminGet<{ list: { id: number; uid: string }[] }>(
      server,
      `/admin-api/users?q=${DEMO.mobile}`,
    );
    demoId = found.list[0]?.id ?? 0;
    demoUid = found.list[0]?.uid ?? '';
  }, 400_000);

  afterAll(async () => {
    await session?.close();
    expect(session?.pageErrors).toEqual([]);
  });

  const usdt = async () =>
    (await session.userCall<{ available: string; total: string }>('/api/fund/usdt')).data;

  it('approves 20 recharges at once and shows 20 done; the balance holds them all', async () => {
    const before = await usdt();
    // 1 + 2 + … + 20 USDT, made by the user through the API.
    for (let i = 1; i <= 20; i++) await madeRecharge(server, session.userToken, String(i));

    await desk.goto(`/admin/finance/recharges?q=${demoUid}`);
    await desk.getByTestId('recharges-page').waitFor();
    const rows = desk.getByTestId('recharge-table').locator('tbody tr.ant-table-row');
    await poll(() => rows.count()).toBe(20);
    await desk.getByTestId('recharge-table').locator('thead .ant-checkbox-input').check();
    await poll(() => desk.getByTestId('bulk-count').textContent()).toBe('已选 20 条');
    expect(await desk.getByTestId('bulk-total').textContent()).toBe('合计 210.00 USDT');
    await adminShot(desk, 'bulk-recharges-ticked');

    await desk.getByTestId('bulk-approve').click();
    await confirmDialog(desk, '逐笔通过选中的 20 笔充值并入账，合计 210.00 USDT');
    const result = desk.getByTestId('bulk-result');
    await poll(() => result.getByTestId('bulk-summary').textContent()).toBe('成功 20 条，失败 0 条');
    expect(await result.locator('tbody tr.ant-table-row').filter({ hasText: '成功' }).count()).toBe(20);
    await adminShot(desk, 'bulk-recharges-result');
    await result.getByRole('button', { name: '确定' }).click();

    // The ticks are gone, and the queue (waiting ones) has none of them left.
    await poll(() => desk.getByTestId('bulk-count').count()).toBe(0);
    await poll(() => rows.count()).toBe(0);
    const after = await usdt();
    expect(Number(after.available) - Number(before.available)).toBe(210);
  });

  it('an adjustment proposed by one operator moves money only when a second approves it', async () => {
    const before = await usdt();
    await desk.goto(`/admin/users/${demoId}`);
    await desk.getByTestId('user-detail-page').waitFor();
    await desk.getByTestId('adjust').click();
    await desk.getByTestId('adjust-amount').fill('5.25');
    await desk.getByTestId('adjust-reason').fill('活动奖励补发');
    await desk.getByTestId('adjust-modal').locator('.ant-modal-footer .ant-btn-primary').click();
    await confirmDialog(desk, '提交后须由另一位有调账权限的操作员复核');
    await toast(desk, '调账申请已提交，待另一位操作员复核后入账').waitFor();

    // Pending: shown on the user's page, nothing moved.
    const pending = desk.getByTestId('user-proposals');
    await pending.waitFor();
    expect(await pending.textContent()).toContain('增加 5.25 USDT');
    expect((await usdt()).available).toBe(before.available);

    // In the queue the proposer sees who must decide it and Cancel, never Approve.
    await openFromMenu(desk, 'proposals', 'proposals-page');
    const mine = desk.getByTestId('proposal-table').locator('tbody tr.ant-table-row').first();
    await mine.getByText('活动奖励补发').waitFor();
    const id = Number(await mine.getAttribute('data-row-key'));
    await mine.getByTestId(`own-${id}`).waitFor();
    expect(await desk.getByTestId(`approve-${id}`).count()).toBe(0);
    expect(await desk.getByTestId(`refuse-${id}`).count()).toBe(0);
    await poll(() => desk.getByTestId('proposals-badge').textContent()).toBe('1');
    await adminShot(desk, 'proposals-own');

    // The second operator signs in at another desk and approves it.
    const approver = await secondOperator(server);
    await operatorSignIn(second, approver.username, approver.password);
    await second.getByTestId('dashboard-page').waitFor();
    await openFromMenu(second, 'proposals', 'proposals-page');
    await second.getByTestId(`approve-${id}`).click();
    await confirmPopover(second);
    await toast(second, '已复核通过，已生效').waitFor();
    await poll(() => second.getByTestId(`approve-${id}`).count()).toBe(0);

    expect(Number((await usdt()).available) - Number(before.available)).toBeCloseTo(5.25, 6);
    // The proposer's page shows it applied, by the second operator.
    await desk.getByTestId('proposal-state-filter').getByText('全部').click();
    const row = desk.getByTestId('proposal-table').locator(`tr[data-row-key="${id}"]`);
    await poll(() => row.getByTestId('proposal-state-applied').count()).toBe(1);
    expect(await row.textContent()).toContain(approver.username);
    await adminShot(desk, 'proposals-history');
  });
});
