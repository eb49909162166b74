import { api as routes } from '@mcc/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userCenterKey } from '../../lib/user-center.ts';
import { walletKeys } from '../../lib/wallet-keys.ts';
import {
  aBalance,
  aCoinMixIndex,
  aCoinMixTransferDone,
  aUserCenter,
  aWalletSummary,
} from '../../test/fixtures.ts';
import { answerRoute, sentTo } from '../../test/recorded-call.ts';
import { renderInApp } from '../../test/render.tsx';
import CoinMixPage from './coin-mix-page.tsx';
import CoinMixTransferPage from './transfer-page.tsx';

const http = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../lib/api.ts', () => http);
vi.mock('../../features/coin-mix/api/coin-mix.ts', () => ({
  useCoinMixIndex: () => ({
    data: aCoinMixIndex({
      dailyRateBp: 10,
      balance: '500.000000',
      estimatedDaily: '0.500000',
      yesterdayEarnings: '0.400000',
      totalEarnings: '3.250000',
      mainAvailable: '200.000000',
    }),
  }),
}));

const signedIn: [readonly unknown[], unknown] = [
  userCenterKey,
  aUserCenter({ userinfo: { hasPayPassword: true } }),
];
const type = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
const text = (testId: string) => screen.getByTestId(testId).textContent;

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('coin-mix AI quant', () => {
  it('shows the rate, balance and earnings of the quant wallet', () => {
    renderInApp(<CoinMixPage />, [signedIn]);
    expect(text('coin-mix-balance')).toBe('500.00');
    expect(text('coin-mix-rate')).toBe('0.1%');
    expect(text('coin-mix-estimated')).toBe('0.50');
    expect(text('coin-mix-yesterday')).toBe('0.40');
    expect(text('coin-mix-total')).toBe('3.25');
    expect(text('coin-mix-rule')).toContain('日收益率 0.1%');
  });

  it('transfers in from the main wallet: never more than it holds, with the payment password and a key', async () => {
    answerRoute(
      http.call,
      routes.coinMix.transferIn,
      aCoinMixTransferDone({ amount: '150.000000', balance: '650.000000', mainAvailable: '50.000000' }),
    );
    renderInApp(<CoinMixPage />, [signedIn]);
    expect(text('transfer-available')).toBe('主钱包可用 200.00 USDT');
    type('6位数字', '123456');
    type('请输入转入数量', '200.01');
    expect((await screen.findByTestId('transfer-problem')).textContent).toBe('可用余额不足');
    fireEvent.click(screen.getByRole('button', { name: '转入' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(http.call).not.toHaveBeenCalled();

    type('请输入转入数量', '150');
    await waitFor(() => expect(screen.queryByTestId('transfer-problem')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '转入' }));
    await waitFor(() => expect(sentTo(http.call, routes.coinMix.transferIn)).toHaveLength(1));
    const [{ input, key } = {}] = sentTo(http.call, routes.coinMix.transferIn);
    expect(input).toEqual({ amount: '150', payPassword: '123456' });
    expect(typeof key).toBe('string');
    expect(sentTo(http.call, routes.coinMix.transferOut)).toEqual([]);
  });

  it('transfers out what the quant wallet has available (held withdrawals excluded), then goes back', async () => {
    answerRoute(
      http.call,
      routes.coinMix.transferOut,
      aCoinMixTransferDone({ amount: '480.000000', balance: '20.000000', mainAvailable: '680.000000' }),
    );
    const { router } = renderInApp(<CoinMixTransferPage />, [
      signedIn,
      [
        walletKeys.summary,
        aWalletSummary({ quant: aBalance({ available: '480.000000', frozen: '20.000000' }) }),
      ],
    ]);
    expect(text('transfer-available')).toBe('量化钱包可用 480.00 USDT');
    fireEvent.click(screen.getByTestId('transfer-all'));
    const field = screen.getByPlaceholderText('请输入转出数量') as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('480.00'));
    type('6位数字', '123456');
    fireEvent.click(screen.getByRole('button', { name: '转出' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/coinMix/coinMix'));
    expect(sentTo(http.call, routes.coinMix.transferOut)[0]?.input).toEqual({
      amount: '480.00',
      payPassword: '123456',
    });
  });
});
