import { type Recharge, type Route, api as routes } from '@mcc/contract';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PagedList } from '../../../components/paged-list.tsx';
import { walletKeys } from '../../../lib/wallet-keys.ts';
import {
  aDepositTarget,
  anEnvelope,
  anOnChainTransfer,
  aPage,
  aRecharge,
  aSysConfig,
} from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { FOLLOW_INTERVAL_MS } from '../api/auto-recharge.ts';
import { DEPOSIT_WATCH_MS, useRecharges } from '../api/recharge.ts';
import { RechargeItem } from './recharge-item.tsx';
import { RechargeStatus } from './recharge-status.tsx';

const api = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../../lib/api.ts', () => api);
const settings = vi.hoisted(() => ({ carry: true }));
vi.mock('../../../lib/sys-config.ts', () => ({
  useSysConfig: () => {
    const config = aSysConfig();
    return aSysConfig({ autoRecharge: { ...config.autoRecharge, carryBelowMinimum: settings.carry } });
  },
}));

/** A deposit the scanner found: 25.5 USDT on ERC20, by default one confirmation of the two asked. */
const deposit = (over: Partial<Recharge> = {}) =>
  aRecharge({
    id: 11,
    kind: 'auto',
    network: 'ERC20',
    amount: '25.500000',
    proof: '',
    state: 'confirming',
    chain: anOnChainTransfer({ confirmations: 1, required: 2 }),
    ...over,
  });

/** The server as the mocked client: the recharge list answers `lists` one after the other (the last stays). */
function serve(lists: Recharge[][]) {
  const answers = [...lists];
  api.call.mockImplementation((route: Route) => {
    if (route === routes.wallet.depositAddress)
      return Promise.resolve(anEnvelope([aDepositTarget({ minimum: '1.5' })]));
    const list = answers.length > 1 ? answers.shift() : answers[0];
    return Promise.resolve(anEnvelope(aPage(list ?? [])));
  });
}
const listReads = () => api.call.mock.calls.filter(([route]) => route === routes.wallet.recharges).length;

function RecentDeposits({ watch = false }: { watch?: boolean }) {
  return (
    <PagedList
      query={useRecharges({ watch })}
      testId="recharges"
      render={(item) => <RechargeItem item={item} />}
    />
  );
}
const item = () => within(screen.getByTestId('recharge-item'));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  settings.carry = true;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('recent deposits', () => {
  it('count confirmations up while one confirms, then show it credited, refresh the balances once and stop reading', async () => {
    const two = deposit({
      state: 'approved',
      chain: anOnChainTransfer({ confirmations: 2, required: 2 }),
      reviewedAt: '2026-11-26T10:05:00.000Z',
    });
    serve([[deposit()], [deposit()], [two]]);
    const { client } = renderInApp(<RecentDeposits />);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await screen.findByTestId('record-confirmations');
    expect(item().getByTestId('record-confirmations').textContent).toBe('1 / 2');
    expect(item().getByTestId('state-tag').textContent).toBe('确认中');

    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS));
    expect(listReads()).toBe(2);
    expect(invalidate).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS));
    expect(item().getByTestId('state-tag').textContent).toBe('已到账');
    expect(item().queryByTestId('record-confirmations')).toBeNull();
    // Seen on chain (nobody submitted it), then credited (nobody reviewed it).
    expect(item().getByText('链上发现时间')).toBeTruthy();
    expect(item().getByText('到账时间')).toBeTruthy();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: walletKeys.all });
    expect(invalidate).toHaveBeenCalledTimes(1);

    // Nothing confirms any more: the list is not read again (the refresh's own read aside).
    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS));
    const settled = listReads();
    await act(() => vi.advanceTimersByTimeAsync(DEPOSIT_WATCH_MS * 3));
    expect(listReads()).toBe(settled);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('on the deposit page, looks for a new deposit now and then while none confirms', async () => {
    serve([[], [deposit()]]);
    renderInApp(<RecentDeposits watch />);
    await screen.findByText('暂无记录');
    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS));
    expect(listReads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(DEPOSIT_WATCH_MS - FOLLOW_INTERVAL_MS));
    expect(listReads()).toBe(2);
    expect(item().getByTestId('record-confirmations').textContent).toBe('1 / 2');
  });

  it('shows a deposit whose block was undone as waiting for a block again', async () => {
    serve([[deposit({ chain: anOnChainTransfer({ confirmations: 0, required: 2 }) })]]);
    renderInApp(<RecentDeposits />);
    await screen.findByTestId('record-reorged');
    expect(item().getByTestId('record-reorged').textContent).toBe('所在区块被回滚，等待重新打包');
    expect(item().queryByTestId('record-confirmations')).toBeNull();
    expect(item().getByTestId('state-tag').textContent).toBe('确认中');
  });

  it('shows a deposit below the minimum as not credited, with the minimum and whether the next one carries it', async () => {
    const dust = deposit({ amount: '0.300000', state: 'below_minimum', chain: null });
    serve([[dust]]);
    renderInApp(<RecentDeposits />);
    await screen.findByText('低于最小充值数量 1.50 USDT，将与下一笔充值合并到账');
    expect(item().getByTestId('state-tag').textContent).toBe('未到账');
    expect(item().getByTestId('record-reason').textContent).toBe(
      '低于最小充值数量 1.50 USDT，将与下一笔充值合并到账',
    );

    cleanup();
    settings.carry = false;
    renderInApp(<RecentDeposits />);
    await screen.findByText('低于最小充值数量 1.50 USDT，未到账');
    // Not confirming: nothing to wait for, nothing read again.
    const reads = listReads();
    await act(() => vi.advanceTimersByTimeAsync(DEPOSIT_WATCH_MS));
    expect(listReads()).toBe(reads);
  });

  it('says why a dropped deposit was refused, in the list and on its card', async () => {
    const dropped = deposit({ state: 'rejected', reason: 'TX_DROPPED', chain: null });
    serve([[dropped]]);
    renderInApp(
      <>
        <RecentDeposits />
        <RechargeStatus id={dropped.id} initial={dropped} onClose={() => {}} />
      </>,
    );
    const words = '该交易所在区块被回滚，交易未再上链，未到账';
    await screen.findByTestId('record-reason');
    expect(item().getByTestId('record-reason').textContent).toBe(words);
    expect(item().getByTestId('state-tag').textContent).toBe('已驳回');
    expect(screen.getByTestId('recharge-reason').textContent).toBe(words);
    expect(screen.getByTestId('recharge-status-title').textContent).toBe('未能到账');
  });

  it('shortens the hash in a line and copies it whole without opening the deposit', async () => {
    const onClick = vi.fn();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderInApp(<RechargeItem item={deposit({ txHash: 'ab'.repeat(32) })} onClick={onClick} />);
    const hash = screen.getByTestId('record-hash');
    expect(hash.textContent).toBe('ababababab…abababab');
    await act(async () => hash.click());
    expect(writeText).toHaveBeenCalledWith('ab'.repeat(32));
    expect(onClick).not.toHaveBeenCalled();
  });
});
