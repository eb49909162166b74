/**
 * The console dashboard's trends in a real browser against the real server: the demo user recharges
 * and withdraws through the user API, the first operator approves and pays through the console's API,
 * and the dashboard draws its charts with those figures — the bars and lines in the SVG, the legend in
 * Chinese, the tooltip of today's bucket with the exact amounts — then switches to months. The queue
 * and the ledger check below the charts say what waits and that the ledger balances.
 */
import { randomBytes } from 'node:crypto';
import { type DashboardTrends, moneyText } from '@mcc/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  callApi,
  DEMO,
  describeInBrowser,
  operatorToken,
  type TestServer,
  TRC20_ADDRESS,
} from '../../../tests/browser/harness.ts';
import {
  adminGet,
  adminShot,
  approvedRecharge,
  madeRecharge,
  type OperatorSession,
  openOperatorSession,
  poll,
  type UserCall,
} from './admin-harness.ts';

describeInBrowser('dashboard trends in a browser', () => {
  let session: OperatorSession;
  let server: TestServer;
  let userCall: UserCall;
  let page: Page;

  beforeAll(async () => {
    session = await openOperatorSession();
    ({ server, userCall, page } = session);
  });

  afterAll(async () => {
    await session?.close();
    expect(session?.pageErrors).toEqual([]);
  });

  it("draws the day's recharges and withdrawals, exact in the tooltip, and switches to months", async () => {
    await approvedRecharge(server, session.userToken, '25.5');
    await approvedRecharge(server, session.userToken, '100');
    await madeRecharge(server, session.userToken, '7'); // left waiting for review
    const withdrawal = await userCall<{ id: number }>('/api/fund/withdraw', {
      body: { network: 'TRC20', address: TRC20_ADDRESS, amount: '30', payPassword: DEMO.payPassword },
    });
    expect(withdrawal.code, withdrawal.msg).toBe(1);
    const paid = await callApi(server, `/admin-api/withdrawals/${withdrawal.data.id}/pay`, {
      bearer: await operatorToken(server),
      body: { txHash: randomBytes(32).toString('hex') },
    });
    expect(paid.code, paid.msg).toBe(1);

    // What the server says of today, in the browser's offset (the page asks in its own).
    const offset = await page.evaluate(() => -new Date().getTimezoneOffset());
    const trends = await adminGet<DashboardTrends>(
      server,
      `/admin-api/dashboard/trends?period=day&utcOffset=${offset}`,
    );
    const today = trends.buckets.at(-1);
    expect(today?.deposits.byNetwork.TRC20.count).toBeGreaterThanOrEqual(2);
    expect(today?.withdrawals.byNetwork.TRC20.count).toBeGreaterThanOrEqual(1);

    await page.reload();
    const money = page.getByTestId('trend-chart-money');
    // Drawn: bars as SVG paths, the legend's names as SVG text.
    await poll(() => money.locator('svg path').count()).toBeGreaterThan(10);
    const legend = await money.locator('svg text').allTextContents();
    // One legend entry (one colour) per network for its money in and out, then the net flow.
    for (const name of ['TRC20', 'ERC20', 'BEP20', '净流入']) expect(legend).toContain(name);
    expect(await page.getByTestId('trend-chart-users').locator('svg text').allTextContents()).toContain(
      '活跃用户',
    );

    // Today is the last bucket, at the right end of the chart: its tooltip tells it exactly.
    const box = await money.boundingBox();
    if (!box) throw new Error('the chart has no box');
    await page.mouse.move(box.x + box.width - 24, box.y + box.height / 2);
    const tooltip = money.locator('div').filter({ hasText: '充值 TRC20' }).last();
    const exact = (wire: string) => moneyText(wire, 'USDT', 'zh-Hans');
    const deposited = today?.deposits.byNetwork.TRC20;
    await poll(() => tooltip.textContent()).toContain(
      `${exact(deposited?.amount ?? '')} · ${deposited?.count} 笔`,
    );
    expect(await tooltip.textContent()).toContain(exact(today?.netFlow ?? ''));

    const queue = page.getByTestId('pending-reviews');
    await poll(() => queue.locator('tr', { hasText: '充值审核' }).textContent()).toMatch(/充值审核\d+/);
    await poll(() =>
      page.getByTestId('liabilities').locator('tr', { hasText: 'USDT' }).textContent(),
    ).toContain('一致');
    await adminShot(page, 'dashboard-trends');

    await page.getByTestId('trend-period').getByText('按月').click();
    await poll(() => page.getByTestId('trend-as-of').textContent()).toContain('近 12 个月');
    await poll(() => money.locator('svg text').allTextContents()).toContain('TRC20');
  });
});
