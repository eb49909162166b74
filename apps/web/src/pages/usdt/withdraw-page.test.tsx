import { api as routes } from '@mcc/contract';
import { ERROR_TEXTS } from '@mcc/contract/error-texts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { securityKeys } from '../../lib/security.ts';
import { userCenterKey } from '../../lib/user-center.ts';
import { walletKeys } from '../../lib/wallet-keys.ts';
import {
  aBalance,
  anAddressBook,
  aPage,
  aPagedQuery,
  aSecurityOverview,
  aSysConfig,
  aUserCenter,
  aWithdrawal,
  aWithdrawQuota,
} from '../../test/fixtures.ts';
import { answerRoute, sentTo } from '../../test/recorded-call.ts';
import { renderInApp } from '../../test/render.tsx';
import WithdrawPage from './withdraw-page.tsx';

const http = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../lib/api.ts', () => http);
const api = vi.hoisted(() => ({
  useWithdrawQuota: () => ({
    data: aWithdrawQuota({ BEP20: '99950' }).filter((q) => q.network !== 'ERC20'),
  }),
  useWithdrawals: () =>
    aPagedQuery([
      aPage([
        aWithdrawal({
          id: 3,
          network: 'TRC20',
          address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
          amount: '20.000000',
          fee: '1.000000',
          state: 'rejected',
          reason: '地址有误',
          resolvedAt: '2026-11-22T11:00:00.000Z',
        }),
      ]),
    ]),
}));
vi.mock('../../features/wallet/api/withdraw.ts', () => api);
vi.mock('../../lib/sys-config.ts', () => ({
  useSysConfig: () => {
    // The defaults, with a basis-point fee on TRC20 and ERC20 switched off.
    const changes: Record<string, object> = {
      TRC20: { fixedFee: '0.5', feeBp: 25 },
      ERC20: { enabled: false },
    };
    const { withdraw } = aSysConfig();
    return aSysConfig({ withdraw: withdraw.map((r) => ({ ...r, ...changes[r.network] })) });
  },
}));

const ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

function open() {
  return renderInApp(<WithdrawPage />, [
    [userCenterKey, aUserCenter({ userinfo: { hasPayPassword: true } })],
    [walletKeys.usdt, aBalance({ available: '100.000000', frozen: '0.000000' })],
    // No 2FA, an empty address book: the form takes a typed address (withdraw-protection.test.tsx has the rest).
    [securityKeys.overview, aSecurityOverview()],
    [securityKeys.addresses, anAddressBook()],
  ]);
}
const type = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
const text = (testId: string) => screen.getByTestId(testId).textContent;

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('withdraw page', () => {
  it('offers only the enabled networks', () => {
    open();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['TRC20', 'BEP20']);
  });

  it('shows the fee rule, limits and the 24-hour limit left before typing, then fee and amount + fee', async () => {
    open();
    expect(text('withdraw-fee')).toBe('0.50 USDT + 0.25%');
    expect(text('withdraw-limits')).toBe('10.00 – 50,000.00 USDT');
    expect(text('withdraw-daily-left')).toBe('100,000.00 USDT');
    expect(text('withdraw-available')).toBe('可用余额 100.00 USDT');
    type('请输入提币数量', '50.01');
    // 0.5 + 50.01 × 0.25 % = 0.5 + 0.125025
    await waitFor(() => expect(text('withdraw-fee')).toBe('0.625025 USDT'));
    expect(text('withdraw-total')).toBe('50.635025 USDT');
    expect(screen.queryByTestId('withdraw-problem')).toBeNull();
  });

  it('says inline which limit the amount breaks', async () => {
    open();
    type('请输入提币数量', '9.99');
    expect((await screen.findByTestId('withdraw-problem')).textContent).toBe('单笔最少提币 10.00 USDT');
    type('请输入提币数量', '99.9');
    await waitFor(() => expect(text('withdraw-problem')).toBe('可用余额不足（需数量+手续费）'));
    fireEvent.click(screen.getByRole('tab', { name: 'BEP20' }));
    type('请输入提币数量', '60');
    await waitFor(() => expect(text('withdraw-problem')).toBe('超出24小时剩余额度 50.00 USDT'));
  });

  it('"all" fills the largest amount whose amount + fee fits', async () => {
    open();
    fireEvent.click(screen.getByTestId('withdraw-all'));
    const field = screen.getByPlaceholderText('请输入提币数量') as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('99.25'));
    expect(text('withdraw-total')).toBe('99.998125 USDT');
    // On BEP20 the 24-hour limit left (50) caps it.
    fireEvent.click(screen.getByRole('tab', { name: 'BEP20' }));
    fireEvent.click(screen.getByTestId('withdraw-all'));
    await waitFor(() => expect(field.value).toBe('50.00'));
  });

  it('does not send an amount outside the limits; sends a good one with the payment password', async () => {
    answerRoute(http.call, routes.wallet.withdraw, aWithdrawal({ id: 4 }));
    open();
    type('请输入TRC20地址', ADDRESS);
    type('6位数字', '123456');
    type('请输入提币数量', '5');
    fireEvent.click(screen.getByRole('button', { name: '确认提币' }));
    await screen.findByTestId('withdraw-problem');
    await new Promise((r) => setTimeout(r, 50));
    expect(http.call).not.toHaveBeenCalled();
    type('请输入提币数量', '20');
    fireEvent.click(screen.getByRole('button', { name: '确认提币' }));
    await waitFor(() => expect(sentTo(http.call, routes.wallet.withdraw)).toHaveLength(1));
    expect(sentTo(http.call, routes.wallet.withdraw)[0]?.input).toEqual({
      network: 'TRC20',
      address: ADDRESS,
      amount: '20',
      payPassword: '123456',
    });
  });

  it('checks the address as the server does while typing, per network, and sends nothing while it is wrong', async () => {
    open();
    const addressError = () =>
      screen
        .getByPlaceholderText(/地址$/)
        .closest('.adm-form-item')
        ?.querySelector('.adm-form-item-feedback-error');
    const typo = `${ADDRESS.slice(0, -1)}F`;
    type('请输入TRC20地址', typo);
    await waitFor(() => expect(addressError()?.textContent).toBe(ERROR_TEXTS.ADDRESS_INVALID['zh-Hans']));
    type('请输入TRC20地址', ADDRESS);
    await waitFor(() => expect(addressError()).toBeNull());
    // The TRON address is no BEP20 address: switching the network flags it without another keystroke.
    fireEvent.click(screen.getByRole('tab', { name: 'BEP20' }));
    await waitFor(() => expect(addressError()?.textContent).toBe(ERROR_TEXTS.ADDRESS_INVALID['zh-Hans']));
    // A mixed-case EVM address with a wrong EIP-55 checksum is refused; the right one passes.
    type('请输入BEP20地址', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD');
    await waitFor(() => expect(addressError()?.textContent).toBe(ERROR_TEXTS.ADDRESS_INVALID['zh-Hans']));
    type('6位数字', '123456');
    type('请输入提币数量', '20');
    fireEvent.click(screen.getByRole('button', { name: '确认提币' }));
    await waitFor(() => expect(addressError()).not.toBeNull());
    expect(http.call).not.toHaveBeenCalled();
    type('请输入BEP20地址', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    await waitFor(() => expect(addressError()).toBeNull());
  });

  it('shows the limit the amount breaks under the amount field, and a bad precision as the field error', async () => {
    open();
    const field = screen.getByPlaceholderText('请输入提币数量');
    type('请输入提币数量', '9.99');
    const problem = await screen.findByTestId('withdraw-problem');
    expect(field.closest('.adm-form-item')?.contains(problem)).toBe(true);
    type('请输入提币数量', '10.001');
    await waitFor(() =>
      expect(
        field.closest('.adm-form-item')?.querySelector('.adm-form-item-feedback-error')?.textContent,
      ).toBe(ERROR_TEXTS.AMOUNT_TOO_PRECISE['zh-Hans']),
    );
  });

  it('lists my withdrawals with state, fee, times and the reason when rejected', () => {
    open();
    const item = screen.getByTestId('withdrawal-item');
    expect(item.textContent).toContain('20.00 USDT · TRC20');
    expect(item.textContent).toContain('已驳回');
    expect(item.textContent).toContain('1.00 USDT');
    expect(screen.getByTestId('record-reason').textContent).toBe('地址有误');
  });
});
