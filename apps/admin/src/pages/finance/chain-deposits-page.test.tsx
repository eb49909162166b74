import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Alert, Difference, Run, Scanner } from '../../features/chain-deposits/api.ts';
import { pageOf, renderInConsole, stubAdminApi } from '../../test/console.tsx';
import { stubBrowserApis } from '../../test/jsdom.ts';
import ChainDepositsPage from './chain-deposits-page.tsx';

beforeAll(stubBrowserApis);

const HASH = 'ab'.repeat(32);
const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const scanner = (network: Scanner['network'], extra: Partial<Scanner> = {}): Scanner => ({
  network,
  enabled: true,
  configured: true,
  token: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  nextBlock: 1_201,
  head: 1_250,
  lag: 50,
  scannedAt: '2026-12-07T01:00:00.000Z',
  leaseOwner: 'server-a',
  leaseUntil: '2026-12-07T01:01:00.000Z',
  openAlerts: 0,
  ...extra,
});
const ALERT: Alert = {
  id: 4,
  network: 'ERC20',
  kind: 'credited_reorged',
  rechargeId: 12,
  userId: 30,
  uid: '10000030',
  amount: '25.000000',
  txHash: HASH,
  logIndex: 0,
  block: 1_190,
  blockHash: 'cd'.repeat(32),
  createdAt: '2026-12-07T00:30:00.000Z',
  reincludedAt: null,
  resolvedAt: null,
  resolvedBy: null,
  note: '',
};
const RUN: Run = {
  id: 3,
  state: 'done',
  operator: 'admin',
  summary: [
    { network: 'ERC20', from: 1_000, to: 1_200, addresses: 40, transfers: 7, differences: 2, error: null },
    {
      network: 'TRC20',
      from: null,
      to: null,
      addresses: 0,
      transfers: 0,
      differences: 0,
      error: 'TRC20 node unavailable: timeout',
    },
  ],
  differences: 2,
  startedAt: '2026-12-07T01:00:00.000Z',
  finishedAt: '2026-12-07T01:00:05.000Z',
};
const difference = (id: number, extra: Partial<Difference>): Difference => ({
  id,
  runId: 3,
  network: 'ERC20',
  address: ADDRESS,
  userId: 30,
  uid: '10000030',
  txHash: HASH,
  logIndex: 0,
  cause: 'not_recorded',
  chainAmount: '5.000000',
  creditedAmount: null,
  rechargeId: null,
  detail: '1105',
  ...extra,
});
const DIFFERENCES = [
  difference(1, {}),
  difference(2, {
    cause: 'credited_twice',
    chainAmount: '3.000000',
    creditedAmount: '6.000000',
    detail: '2',
    rechargeId: 9,
  }),
];

let api: ReturnType<typeof stubAdminApi>;
beforeEach(() => {
  api = stubAdminApi((r) => {
    const path = new URL(r.url, 'http://console.test').pathname;
    if (r.method === 'POST' && path.endsWith('/resolve'))
      return { ...ALERT, resolvedAt: '2026-12-07T02:00:00.000Z' };
    if (r.method === 'POST') return { ...RUN, id: 4, state: 'running', summary: [], differences: 0 };
    if (path.endsWith('/scanners'))
      return [
        scanner('ERC20', { openAlerts: 1 }),
        scanner('TRC20', { configured: false, nextBlock: null, head: null, lag: null }),
      ];
    if (path.endsWith('/alerts/open')) return { count: 1 };
    if (path.endsWith('/alerts')) return pageOf([ALERT]);
    if (path.endsWith('/reconciliations')) return pageOf([RUN]);
    if (path.endsWith('/differences')) return pageOf(DIFFERENCES);
    return pageOf([]);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = (tab: string) =>
  renderInConsole(<ChainDepositsPage />, ['finance.review'], `/finance/chain?tab=${tab}`);

describe('the on-chain deposits page', { timeout: 30_000 }, () => {
  it('shows each network’s scanner: how far behind, who scans, and a network the server lacks', async () => {
    open('scanners');
    const erc = await screen.findByTestId('scanner-ERC20');
    expect(within(erc).getByTestId('scanner-lag-ERC20').textContent).toBe('50 个区块');
    expect(erc.textContent).toContain('server-a');
    expect(screen.getByTestId('scanner-TRC20').textContent).toContain('服务器未配置节点或充值密钥');
    expect(screen.getByTestId('tab-alerts').textContent).toContain('1');
  });

  it('lists an open alert in words and resolves it with a note', async () => {
    open('alerts');
    const table = await screen.findByTestId('alert-table');
    await waitFor(() => expect(table.textContent).toContain('已入账充值的区块被回滚'));
    expect(table.textContent).toContain('未处理');
    expect(table.textContent).toContain('25.00');
    fireEvent.click(within(table).getByTestId('resolve-4'));
    const modal = await screen.findByTestId('resolve-modal');
    fireEvent.change(within(modal).getByRole('textbox'), { target: { value: '已重新打包，无需处理' } });
    fireEvent.click(within(modal).getByRole('button', { name: /确/ }));
    await waitFor(() =>
      expect(api.sent.filter((r) => r.method === 'POST')).toMatchObject([
        { url: '/admin-api/chain/alerts/4/resolve', body: { note: '已重新打包，无需处理' } },
      ]),
    );
  });

  it('runs a reconciliation after asking, and words each run’s networks and each difference’s cause', async () => {
    open('runs');
    const runs = await screen.findByTestId('run-table');
    await waitFor(() => expect(runs.textContent).toContain('区块 1000–1200 · 40 个地址 · 7 笔转账'));
    expect(runs.textContent).toContain('读取失败：TRC20 node unavailable: timeout');
    const differences = await screen.findByTestId('difference-table');
    await waitFor(() => expect(differences.textContent).toContain('扫描器未记录'));
    expect(differences.textContent).toContain('重复入账');
    expect(differences.textContent).toContain('2 笔入账');
    expect(differences.textContent).toContain('区块 1105');

    fireEvent.click(screen.getByTestId('reconcile-now'));
    const ask = await screen.findByText(/只列出差异，不做任何修改/);
    fireEvent.click(within(ask.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /确/ }));
    await waitFor(() =>
      expect(api.sent.filter((r) => r.method === 'POST')).toMatchObject([
        { url: '/admin-api/chain/reconciliations' },
      ]),
    );
    await waitFor(() =>
      expect(
        new URL(
          api.sent.filter((r) => r.url.includes('/differences')).at(-1)?.url ?? '',
          'http://x',
        ).searchParams.get('runId'),
      ).toBe('4'),
    );
  });

  it('reads the differences again when a run it showed running has finished', async () => {
    let finished = false;
    const run = () => ({
      ...RUN,
      id: 4,
      state: finished ? 'done' : 'running',
      differences: finished ? 2 : 0,
    });
    const stub = stubAdminApi((r) => {
      const path = new URL(r.url, 'http://console.test').pathname;
      if (path.endsWith('/reconciliations')) return pageOf([run()]);
      // Written as the run ends: none while it runs.
      if (path.endsWith('/differences')) return pageOf(finished ? DIFFERENCES : []);
      return { count: 0 };
    });
    open('runs');
    const runs = await screen.findByTestId('run-table');
    await waitFor(() => expect(runs.textContent).toContain('进行中'));
    await waitFor(() => expect(stub.sent.some((r) => r.url.includes('/differences'))).toBe(true));
    const differences = await screen.findByTestId('difference-table');
    expect(differences.textContent).not.toContain('扫描器未记录');
    finished = true;
    await waitFor(() => expect(runs.textContent).toContain('已完成'));
    await waitFor(() => expect(differences.textContent).toContain('扫描器未记录'));
  });
});
