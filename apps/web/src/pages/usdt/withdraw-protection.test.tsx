import { type Route, api as routes } from '@mcc/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatTime } from '../../lib/format.ts';
import { securityKeys } from '../../lib/security.ts';
import { userCenterKey } from '../../lib/user-center.ts';
import { walletKeys } from '../../lib/wallet-keys.ts';
import {
  aBalance,
  aBookAddress,
  aFailure,
  anAddressBook,
  anEnvelope,
  aPage,
  aPagedQuery,
  aSecurityOverview,
  aSysConfig,
  aUserCenter,
  aWithdrawal,
  aWithdrawQuota,
} from '../../test/fixtures.ts';
import { sentTo } from '../../test/recorded-call.ts';
import { renderInApp } from '../../test/render.tsx';

/** The withdrawal form and the account's protection: the address book, 2FA, the hold, their refusals. */
const http = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../lib/api.ts', () => http);
const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../lib/indicators.ts', async (original) => ({
  ...(await original<typeof import('../../lib/indicators.ts')>()),
  showToast: (text: string) => toasts.push(text),
}));
vi.mock('../../features/wallet/api/withdraw.ts', () => ({
  useWithdrawQuota: () => ({ data: aWithdrawQuota() }),
  useWithdrawals: () => aPagedQuery([aPage([])]),
}));
vi.mock('../../lib/sys-config.ts', () => ({ useSysConfig: () => aSysConfig() }));
const { default: WithdrawPage } = await import('./withdraw-page.tsx');

const USABLE = aBookAddress({ id: 1, label: '交易所', usableAt: '2020-01-01T00:00:00.000Z' });
const COOLING = aBookAddress({
  id: 2,
  label: '冷钱包',
  address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
  usableAt: '2099-01-01T08:00:00.000Z',
});
const BEP20 = aBookAddress({
  id: 3,
  network: 'BEP20',
  label: '链上',
  address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
});

function open(overview = aSecurityOverview(), book = anAddressBook([USABLE, COOLING, BEP20])) {
  return renderInApp(<WithdrawPage />, [
    [userCenterKey, aUserCenter({ userinfo: { hasPayPassword: true } })],
    [walletKeys.usdt, aBalance({ available: '100.000000', frozen: '0.000000' })],
    [securityKeys.overview, overview],
    [securityKeys.addresses, book],
  ]);
}
const type = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
/** Every call answers `answer` for `route`, nothing for the rest (the balances read again). */
const answer = (route: Route, envelope: unknown) =>
  http.call.mockImplementation(async (called: Route) => (called === route ? envelope : undefined));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  toasts.length = 0;
});

describe('withdrawal and the address book', () => {
  it("offers the network's book addresses: a usable one is picked and sent, a cooling one says until when", async () => {
    answer(routes.wallet.withdraw, anEnvelope(aWithdrawal({ id: 9 })));
    open();
    const choices = screen.getAllByTestId('book-choice');
    expect(choices.map((c) => c.textContent)).toEqual([
      `交易所${USABLE.address}可用`,
      `冷钱包${COOLING.address}冷却中，${formatTime(COOLING.usableAt)} 后可用`,
    ]);
    expect((within(choices[1] as HTMLElement).getByRole('radio') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(choices[0] as HTMLElement).getByRole('radio'));
    type('请输入提币数量', '20');
    type('6位数字', '123456');
    fireEvent.click(screen.getByRole('button', { name: '确认提币' }));
    await waitFor(() => expect(sentTo(http.call, routes.wallet.withdraw)).toHaveLength(1));
    expect(sentTo(http.call, routes.wallet.withdraw)[0]?.input).toEqual({
      network: 'TRC20',
      address: USABLE.address,
      amount: '20',
      payPassword: '123456',
    });
  });

  it("judges an address's cooling period by the server's clock, not the phone's", () => {
    // The server's clock is past COOLING's end (the phone's is decades before it); then, an hour before the
    // end of an address the phone's clock is past.
    const endsSoon = aBookAddress({ id: 4, label: '新地址', usableAt: '2026-11-22T11:00:00.000Z' });
    open(aSecurityOverview(), anAddressBook([COOLING], { now: '2099-01-01T09:00:00.000Z' }));
    const choice = screen.getByTestId('book-choice');
    expect(choice.textContent).toBe(`冷钱包${COOLING.address}可用`);
    expect((within(choice).getByRole('radio') as HTMLInputElement).disabled).toBe(false);
    cleanup();
    open(aSecurityOverview(), anAddressBook([endsSoon], { now: '2026-11-22T10:00:00.000Z' }));
    expect(screen.getByTestId('book-choice').textContent).toBe(
      `新地址${endsSoon.address}冷却中，${formatTime(endsSoon.usableAt)} 后可用`,
    );
  });

  it('takes a typed one-off address only while whitelist-only is off', () => {
    open(aSecurityOverview(), anAddressBook([COOLING], { whitelistOnly: true }));
    expect(screen.queryByPlaceholderText(/请输入TRC20地址|或输入其他 TRC20 地址/)).toBeNull();
    expect(screen.getByTestId('whitelist-only').textContent).toBe('地址簿中还没有可用的TRC20地址');
    cleanup();
    // Switched off, but its cooling period has not passed: still in force.
    open(
      aSecurityOverview(),
      anAddressBook([USABLE], { whitelistOnly: false, whitelistOffAt: '2099-01-01T00:00:00.000Z' }),
    );
    expect(screen.queryByPlaceholderText(/请输入TRC20地址|或输入其他 TRC20 地址/)).toBeNull();
    expect(screen.getByTestId('whitelist-only').textContent).toBe(
      '已开启白名单模式，只能提币到地址簿中已过冷却期的地址',
    );
    cleanup();
    open(aSecurityOverview(), anAddressBook([USABLE]));
    // Beside the book's addresses, the field says it is for another one.
    expect(screen.getByPlaceholderText('或输入其他 TRC20 地址')).toBeTruthy();
  });

  it("asks for the authenticator's code when 2FA is on, and sends it", async () => {
    answer(routes.wallet.withdraw, anEnvelope(aWithdrawal({ id: 9 })));
    open(aSecurityOverview({ totp: { on: true, recoveryCodesLeft: 10 } }), anAddressBook());
    type('请输入TRC20地址', USABLE.address);
    type('请输入提币数量', '20');
    type('6位数字', '123456');
    fireEvent.click(screen.getByRole('button', { name: '确认提币' }));
    // Without the code nothing is sent: the field says what it needs.
    await new Promise((r) => setTimeout(r, 50));
    expect(sentTo(http.call, routes.wallet.withdraw)).toEqual([]);
    type('身份验证器中的6位动态码', '654321');
    fireEvent.click(screen.getByRole('button', { name: '确认提币' }));
    await waitFor(() => expect(sentTo(http.call, routes.wallet.withdraw)).toHaveLength(1));
    expect(sentTo(http.call, routes.wallet.withdraw)[0]?.input).toMatchObject({ totpCode: '654321' });
  });

  it('shows the hold on withdrawals, why and until when, above the form', () => {
    const until = '2099-01-03T08:00:00.000Z';
    open(aSecurityOverview({ lock: { until, reason: 'contact_changed' } }));
    expect(screen.getByTestId('security-lock').textContent).toBe(
      `更换手机号或邮箱后，为保护资金安全，提币和转售确认收款暂停至 ${formatTime(until)}`,
    );
  });

  it("says a cooling address's refusal in the app's words with the time, not the server's toast", async () => {
    const until = '2099-01-01T08:00:00.000Z';
    answer(routes.wallet.withdraw, aFailure('ADDRESS_COOLING', 'server text', { until }));
    open(aSecurityOverview(), anAddressBook());
    type('请输入TRC20地址', USABLE.address);
    type('请输入提币数量', '20');
    type('6位数字', '123456');
    fireEvent.click(screen.getByRole('button', { name: '确认提币' }));
    await waitFor(() => expect(toasts).toEqual([`该地址仍在冷却期内，${formatTime(until)} 后可用`]));
    const options = http.call.mock.calls.find(([route]) => route === routes.wallet.withdraw)?.[2] as {
      toastFailure: (key: string) => boolean;
    };
    expect([options.toastFailure('ADDRESS_COOLING'), options.toastFailure('PAY_PASSWORD_WRONG')]).toEqual([
      false,
      true,
    ]);
  });
});
