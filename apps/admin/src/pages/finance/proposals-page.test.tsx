import type { Proposal } from '@mcc/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminWithdrawal } from '../../features/finance/api.ts';
import { pageOf, renderInConsole, stubAdminApi } from '../../test/console.tsx';
import { stubBrowserApis } from '../../test/jsdom.ts';
import ProposalsPage from './proposals-page.tsx';
import WithdrawalsPage from './withdrawals-page.tsx';

beforeAll(stubBrowserApis);

/** The signed-in operator of renderInConsole is #1 (admin); #2 is another. */
const proposal = (id: number, by: number, extra: Partial<Proposal> = {}): Proposal => ({
  id,
  kind: 'adjust',
  state: 'pending',
  userId: 30,
  uid: '10000030',
  asset: 'USDT',
  amount: '120.500000',
  direction: 'credit',
  withdrawalId: null,
  txHash: '',
  reason: '补发活动奖励',
  proposedBy: { id: by, username: by === 1 ? 'admin' : 'finance-b' },
  proposedAt: '2026-11-26T08:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionNote: '',
  ...extra,
});
const MINE = proposal(7, 1);
const THEIRS = proposal(8, 2, { direction: 'debit', amount: '3.000000' });
const DONE = proposal(9, 2, {
  state: 'applied',
  decidedBy: { id: 1, username: 'admin' },
  decidedAt: '2026-11-26T09:00:00.000Z',
  decisionNote: '已核对工单',
});

let list: Proposal[] = [];
let api: ReturnType<typeof stubAdminApi>;
beforeEach(() => {
  list = [MINE, THEIRS, DONE];
  api = stubAdminApi((r) => (r.method === 'POST' ? { ...THEIRS, state: 'applied' } : pageOf(list)));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rowOf = (id: number) => document.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement;
const lastRead = () =>
  new URL(api.sent.filter((r) => r.method === 'GET').at(-1)?.url ?? '', 'http://console.test').searchParams;

describe('the four-eyes queue', { timeout: 30_000 }, () => {
  it('shows who proposed what; the proposer sees no approve or refuse on their own, only cancel', async () => {
    renderInConsole(<ProposalsPage />, ['finance.review', 'finance.adjust']);
    await waitFor(() => expect(rowOf(9)).not.toBeNull());
    expect(lastRead().get('state')).toBe('pending');

    const mine = rowOf(7);
    expect(mine.textContent).toContain('用户 10000030 增加 120.50 USDT');
    expect(mine.textContent).toContain('admin');
    expect(within(mine).queryByTestId('approve-7')).toBeNull();
    expect(within(mine).queryByTestId('refuse-7')).toBeNull();
    expect(within(mine).getByTestId('own-7').textContent).toBe('须由另一位操作员复核');
    expect(within(mine).getByTestId('cancel-7')).toBeTruthy();

    const theirs = rowOf(8);
    expect(theirs.textContent).toContain('扣减 3.00 USDT');
    expect(within(theirs).getByTestId('proposal-state-pending').textContent).toBe('待复核');
    fireEvent.click(within(theirs).getByTestId('approve-8'));
    const ask = await screen.findByText(/复核通过后立即生效：用户 10000030 扣减 3.00 USDT/);
    fireEvent.click(
      within(ask.closest('.ant-popover') as HTMLElement).getByRole('button', { name: '复核通过' }),
    );
    await waitFor(() =>
      expect(api.posts()).toMatchObject([{ url: '/admin-api/proposals/8/approve', body: {} }]),
    );

    // A decided one has no decisions, and says who decided it and why.
    expect(within(rowOf(9)).queryByTestId('approve-9')).toBeNull();
    expect(rowOf(9).textContent).toContain('已核对工单');
    expect(within(rowOf(9)).getByTestId('proposal-state-applied').textContent).toBe('已生效');
  });

  it('refuses with a reason, and lists every state on asking', async () => {
    renderInConsole(<ProposalsPage />, ['finance.review', 'finance.adjust']);
    await waitFor(() => expect(rowOf(8)).not.toBeNull());
    fireEvent.click(within(rowOf(8)).getByTestId('refuse-8'));
    const modal = await screen.findByTestId('refuse-modal');
    fireEvent.change(within(modal).getByRole('textbox'), { target: { value: '工单不存在' } });
    fireEvent.click(within(modal).getByRole('button', { name: '驳回' }));
    await waitFor(() =>
      expect(api.posts()).toMatchObject([
        { url: '/admin-api/proposals/8/refuse', body: { reason: '工单不存在' } },
      ]),
    );

    fireEvent.click(within(screen.getByTestId('proposal-state-filter')).getByText('全部'));
    await waitFor(() => expect(lastRead().has('state')).toBe(false));
  });
});

describe('a payout awaiting approval in the withdrawal queue', { timeout: 30_000 }, () => {
  const withdrawal = (id: number): AdminWithdrawal => ({
    id,
    userId: 30,
    uid: '10000030',
    accountKind: 'main',
    network: 'TRC20',
    address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    amount: '20000.000000',
    fee: '1.000000',
    state: 'reviewing',
    txHash: '',
    reason: '',
    createdAt: '2026-11-26T08:00:00.000Z',
    resolvedAt: null,
  });

  it('is marked, and neither paid, rejected nor ticked again while it waits', async () => {
    const payout = proposal(11, 2, {
      kind: 'payout',
      withdrawalId: 5,
      direction: null,
      txHash: 'f'.repeat(64),
    });
    api = stubAdminApi((r) =>
      r.url.startsWith('/admin-api/proposals') ? pageOf([payout]) : pageOf([withdrawal(5), withdrawal(6)]),
    );
    renderInConsole(<WithdrawalsPage />, ['finance.review']);
    await waitFor(() => expect(screen.queryByTestId('awaiting-5')).not.toBeNull());
    expect(screen.getByTestId('awaiting-5').textContent).toBe('待复核');
    expect(screen.queryByTestId('pay-5')).toBeNull();
    expect(screen.queryByTestId('reject-5')).toBeNull();
    expect((within(rowOf(5)).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('pay-6')).toBeTruthy();
    expect((within(rowOf(6)).getByRole('checkbox') as HTMLInputElement).disabled).toBe(false);
  });
});
