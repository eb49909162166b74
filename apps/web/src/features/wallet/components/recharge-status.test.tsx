import { type Recharge, api as routes } from '@mcc/contract';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { walletKeys } from '../../../lib/wallet-keys.ts';
import { aBalance, anEnvelope, anOnChainTransfer, aRecharge } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { FOLLOW_INTERVAL_MS } from '../api/auto-recharge.ts';
import { RechargeItem } from './recharge-item.tsx';
import { RechargeStatus } from './recharge-status.tsx';

const api = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../../lib/api.ts', () => api);

const chain = (confirmations: number) => anOnChainTransfer({ confirmations, required: 2 });
/** An automatic ERC20 recharge of 25.5 USDT, in a block with one confirmation of the two asked. */
const recharge = (over: Partial<Recharge>) =>
  aRecharge({
    kind: 'auto',
    network: 'ERC20',
    amount: '25.500000',
    proof: '',
    state: 'confirming',
    chain: chain(1),
    createdAt: '2026-11-26T10:00:00.000Z',
    ...over,
  });
const answer = (data: Recharge) => anEnvelope(data);
const detailCalls = () =>
  api.call.mock.calls.filter(([route]) => route === routes.wallet.rechargeDetail).length;

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('an automatic recharge followed live', () => {
  it('polls while confirming, shows credited, refreshes the wallet once and stops polling', async () => {
    api.call
      .mockResolvedValueOnce(answer(recharge({})))
      .mockResolvedValueOnce(answer(recharge({ state: 'approved', chain: chain(2) })))
      .mockResolvedValue(answer(recharge({ state: 'approved', chain: chain(2) })));
    const { client } = renderInApp(<RechargeStatus id={7} initial={recharge({})} onClose={() => {}} />, [
      [walletKeys.usdt, aBalance({ available: '10000.000000' })],
    ]);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    expect(screen.getByTestId('recharge-status-title').textContent).toBe('区块确认中');
    expect(screen.getByTestId('recharge-progress').textContent).toBe('确认数 1 / 2');

    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS));
    expect(detailCalls()).toBe(1);
    expect(screen.getByTestId('recharge-progress').textContent).toBe('确认数 1 / 2');

    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS));
    await screen.findByTestId('recharge-credited');
    expect(screen.getByTestId('recharge-credited').textContent).toBe('+25.50 USDT');
    expect(screen.getByTestId('recharge-status-title').textContent).toBe('已到账');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: walletKeys.all });
    expect(invalidate).toHaveBeenCalledTimes(1);

    // Credited: no more reads (the wallet refresh may read it once more, then nothing).
    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS));
    const settled = detailCalls();
    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS * 5));
    expect(detailCalls()).toBe(settled);
  });

  it('stops polling when the page goes away', async () => {
    api.call.mockResolvedValue(answer(recharge({})));
    const view = renderInApp(<RechargeStatus id={7} initial={recharge({})} onClose={() => {}} />);
    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS * 2));
    expect(detailCalls()).toBe(2);
    view.unmount();
    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS * 5));
    expect(detailCalls()).toBe(2);
  });

  it('says in words why a recharge was refused, on the card and in the list', () => {
    const refused = recharge({
      state: 'rejected',
      reason: 'CONFIRMATION_TIMEOUT',
      reviewedAt: '2026-11-26T12:00:00.000Z',
    });
    renderInApp(
      <>
        <RechargeStatus id={7} initial={refused} onClose={() => {}} />
        <RechargeItem item={refused} />
      </>,
    );
    expect(screen.getByTestId('recharge-status-title').textContent).toBe('未能到账');
    expect(screen.getByTestId('recharge-reason').textContent).toBe('等待区块确认超时，请联系客服');
    expect(screen.getByTestId('record-reason').textContent).toBe('等待区块确认超时，请联系客服');
    expect(screen.getByTestId('recharge-kind').textContent).toBe('自动');
    expect(screen.getByTestId('state-tag').textContent).toBe('已驳回');
    // An operator's own words stay as they are.
    cleanup();
    renderInApp(
      <RechargeItem item={recharge({ kind: 'manual', state: 'rejected', reason: '截图不清晰' })} />,
    );
    expect(screen.getByTestId('record-reason').textContent).toBe('截图不清晰');
    expect(screen.getByTestId('recharge-kind').textContent).toBe('手动');
  });
});
