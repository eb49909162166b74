import { api as routes } from '@mcc/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userCenterKey } from '../../lib/user-center.ts';
import { walletKeys } from '../../lib/wallet-keys.ts';
import { aBalance, aRecipient, aSysConfig, aTransferDone, aUserCenter } from '../../test/fixtures.ts';
import { answerRoute, sentTo } from '../../test/recorded-call.ts';
import { renderInApp } from '../../test/render.tsx';
import TransferPage from './transfer-page.tsx';

const http = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../lib/api.ts', () => http);
const api = vi.hoisted(() => ({ lookupRecipient: vi.fn() }));
vi.mock('../../features/wallet/api/transfer.ts', () => api);
/** The transfer fee rate the settings give (50 bp unless a test says otherwise). */
const settings = vi.hoisted(() => ({ transferFeeBp: 50 }));
vi.mock('../../lib/sys-config.ts', () => ({
  useSysConfig: () => aSysConfig({ transferFeeBp: settings.transferFeeBp }),
}));

const recipient = aRecipient({ uid: '100002', nickname: '张**', contact: '138****0002' });

function open(hasPayPassword = true) {
  return renderInApp(<TransferPage />, [
    [userCenterKey, aUserCenter({ userinfo: { hasPayPassword } })],
    [walletKeys.usdt, aBalance({ available: '100.000000', frozen: '0.000000' })],
  ]);
}

const input = (placeholder: string) => screen.getByPlaceholderText(placeholder);
const type = (placeholder: string, value: string) =>
  fireEvent.change(input(placeholder), { target: { value } });

beforeEach(() => {
  settings.transferFeeBp = 50;
  api.lookupRecipient.mockResolvedValue(recipient);
  answerRoute(
    http.call,
    routes.wallet.transfer,
    aTransferDone({ id: 7, to: recipient, amount: '10.500000', fee: '0.052500' }),
  );
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('transfer page', () => {
  it('shows the fee while typing: transferFeeBp of the amount, exact', async () => {
    open();
    type('请输入转账数量', '10.5');
    await waitFor(() =>
      expect(screen.getByTestId('transfer-fee-preview').textContent).toBe(
        '0.0525 USDT (合计扣除 10.5525 USDT)',
      ),
    );
  });

  it('says the rate as set before an amount is typed, and the available balance with its unit once', () => {
    settings.transferFeeBp = 25;
    open();
    expect(screen.getByTestId('transfer-fee-preview').textContent).toBe('转账金额的 0.25%');
    expect(screen.getByText('可用余额 100.00 USDT')).toBeTruthy();
  });

  it('says a transfer is free at a rate of 0, before and after an amount is typed', async () => {
    settings.transferFeeBp = 0;
    open();
    expect(screen.getByTestId('transfer-fee-preview').textContent).toBe('免手续费');
    type('请输入转账数量', '10.5');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByTestId('transfer-fee-preview').textContent).toBe('免手续费');
  });

  it('looks the recipient up and shows them masked before anything is sent; pays only on confirm', async () => {
    open();
    type('UID / 手机号 / 邮箱', ' 13800000002 ');
    type('请输入转账数量', '10.5');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await screen.findByTestId('transfer-confirm');
    expect(api.lookupRecipient).toHaveBeenCalledWith('13800000002');
    expect(sentTo(http.call, routes.wallet.transfer)).toEqual([]);
    expect(screen.getByTestId('recipient-nickname').textContent).toBe('张**');
    expect(screen.getByTestId('recipient-contact').textContent).toBe('138****0002');
    expect(screen.getByTestId('recipient-uid').textContent).toBe('100002');
    expect(screen.getByTestId('transfer-amount').textContent).toBe('10.50 USDT');
    expect(screen.getByTestId('transfer-fee').textContent).toBe('0.0525 USDT');
    expect(screen.getByTestId('transfer-total').textContent).toBe('10.5525 USDT');

    // The payment password is checked before the call.
    type('6位数字', '12');
    fireEvent.click(screen.getByRole('button', { name: '确认转账' }));
    await screen.findByText('支付密码须为6位数字');
    expect(sentTo(http.call, routes.wallet.transfer)).toEqual([]);

    type('6位数字', '123456');
    fireEvent.click(screen.getByRole('button', { name: '确认转账' }));
    await screen.findByTestId('transfer-done');
    expect(sentTo(http.call, routes.wallet.transfer)).toHaveLength(1);
    const [{ input, key } = {}] = sentTo(http.call, routes.wallet.transfer);
    expect(input).toEqual({ to: '13800000002', amount: '10.5', payPassword: '123456' });
    expect(typeof key).toBe('string');
    expect(screen.getByText('转账成功')).toBeTruthy();
    expect(screen.getByTestId('recipient-uid').textContent).toBe('100002');
  });

  it('"back to edit" returns to the form without sending', async () => {
    open();
    type('UID / 手机号 / 邮箱', '100002');
    type('请输入转账数量', '1');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await screen.findByTestId('transfer-confirm');
    fireEvent.click(screen.getByRole('button', { name: '返回修改' }));
    await screen.findByTestId('transfer-page');
    expect(sentTo(http.call, routes.wallet.transfer)).toEqual([]);
  });

  it('stays on the form when the recipient is not usable (the server says why)', async () => {
    api.lookupRecipient.mockRejectedValue(new Error('RECIPIENT_NOT_FOUND'));
    open();
    type('UID / 手机号 / 邮箱', 'nobody@example.com');
    type('请输入转账数量', '1');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(api.lookupRecipient).toHaveBeenCalled());
    expect(screen.queryByTestId('transfer-confirm')).toBeNull();
    expect(screen.getByTestId('transfer-page')).toBeTruthy();
  });

  it('sends a user without a payment password to set one first', async () => {
    const { router } = open(false);
    type('UID / 手机号 / 邮箱', '100002');
    type('请输入转账数量', '1');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    fireEvent.click(await screen.findByText('去设置'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/user/payPassword'));
    expect(api.lookupRecipient).not.toHaveBeenCalled();
  });
});
