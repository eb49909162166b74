import { api as routes } from '@mcc/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { securityKeys } from '../../lib/security.ts';
import { userCenterKey } from '../../lib/user-center.ts';
import { walletKeys } from '../../lib/wallet-keys.ts';
import {
  aBalance,
  aBookAddress,
  anAddressBook,
  aPage,
  aPagedQuery,
  aSecurityOverview,
  aSysConfig,
  aUserCenter,
  aWalletSummary,
  aWithdrawal,
  aWithdrawQuota,
} from '../../test/fixtures.ts';
import { answerRoute, sentTo } from '../../test/recorded-call.ts';
import { renderInApp } from '../../test/render.tsx';
import CoinMixWithdrawPage from './withdraw-page.tsx';

const http = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../lib/api.ts', () => http);
vi.mock('../../features/wallet/api/withdraw.ts', () => ({
  useWithdrawQuota: () => ({ data: aWithdrawQuota().filter((q) => q.network === 'TRC20') }),
  useWithdrawals: () =>
    aPagedQuery([
      aPage([
        aWithdrawal({
          id: 5,
          accountKind: 'quant',
          network: 'TRC20',
          address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
          amount: '30.000000',
          fee: '1.000000',
          state: 'reviewing',
        }),
      ]),
    ]),
}));
vi.mock('../../lib/sys-config.ts', () => ({
  useSysConfig: () => {
    const { withdraw } = aSysConfig();
    return aSysConfig({ withdraw: withdraw.filter((r) => r.network === 'TRC20') });
  },
}));

const ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const type = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('coin-mix withdraw', () => {
  it('is the USDT withdrawal form over the quant wallet: its balance, its call', async () => {
    answerRoute(http.call, routes.coinMix.withdraw, aWithdrawal({ id: 6, accountKind: 'quant' }));
    renderInApp(<CoinMixWithdrawPage />, [
      [userCenterKey, aUserCenter({ userinfo: { hasPayPassword: true } })],
      [
        walletKeys.summary,
        aWalletSummary({ quant: aBalance({ available: '480.000000', frozen: '31.000000' }) }),
      ],
    ]);
    expect(screen.getByTestId('withdraw-available').textContent).toBe('可用余额 480.00 USDT');
    // "All" leaves room for the TRC20 fixed fee (1 USDT) out of the quant wallet's 480.
    fireEvent.click(screen.getByTestId('withdraw-all'));
    const field = screen.getByPlaceholderText('请输入提币数量') as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('479.00'));
    type('请输入TRC20地址', ADDRESS);
    type('6位数字', '123456');
    fireEvent.click(screen.getByRole('button', { name: '确认提币' }));
    await waitFor(() => expect(sentTo(http.call, routes.coinMix.withdraw)).toHaveLength(1));
    expect(sentTo(http.call, routes.coinMix.withdraw)[0]?.input).toEqual({
      network: 'TRC20',
      address: ADDRESS,
      amount: '479.00',
      payPassword: '123456',
    });
    expect(sentTo(http.call, routes.wallet.withdraw)).toEqual([]);
  });

  it("withdraws to a book address with the authenticator's code when 2FA is on, from the quant wallet", async () => {
    answerRoute(http.call, routes.coinMix.withdraw, aWithdrawal({ id: 7, accountKind: 'quant' }));
    renderInApp(<CoinMixWithdrawPage />, [
      [userCenterKey, aUserCenter({ userinfo: { hasPayPassword: true } })],
      [walletKeys.summary, aWalletSummary({ quant: aBalance({ available: '480.000000' }) })],
      [securityKeys.overview, aSecurityOverview({ totp: { on: true, recoveryCodesLeft: 9 } })],
      [
        securityKeys.addresses,
        anAddressBook([aBookAddress({ usableAt: '2020-01-01T00:00:00.000Z' })], { whitelistOnly: true }),
      ],
    ]);
    fireEvent.click(screen.getByRole('radio'));
    type('请输入提币数量', '30');
    type('6位数字', '123456');
    type('身份验证器中的6位动态码', '000111');
    fireEvent.click(screen.getByRole('button', { name: '确认提币' }));
    await waitFor(() => expect(sentTo(http.call, routes.coinMix.withdraw)).toHaveLength(1));
    expect(sentTo(http.call, routes.coinMix.withdraw)[0]?.input).toEqual({
      network: 'TRC20',
      address: ADDRESS,
      amount: '30',
      payPassword: '123456',
      totpCode: '000111',
    });
  });

  it('lists the withdrawals, marking those paid from the quant wallet', () => {
    renderInApp(<CoinMixWithdrawPage />);
    expect(screen.getByTestId('withdrawal-item').textContent).toContain(
      '30.00 USDT · TRC20 · 币混AI量化钱包',
    );
  });
});
