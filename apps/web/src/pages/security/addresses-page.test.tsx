import { api as routes } from '@mcc/contract';
import { ERROR_TEXTS } from '@mcc/contract/error-texts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatTime } from '../../lib/format.ts';
import { securityKeys } from '../../lib/security.ts';
import { userCenterKey } from '../../lib/user-center.ts';
import {
  aBookAddress,
  anAddressBook,
  anEnvelope,
  aSecurityOverview,
  aSysConfig,
  aUserCenter,
} from '../../test/fixtures.ts';
import { sentTo } from '../../test/recorded-call.ts';
import { renderInApp } from '../../test/render.tsx';
import AddressesPage from './addresses-page.tsx';

const http = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../lib/api.ts', () => http);
vi.mock('../../lib/sys-config.ts', () => ({ useSysConfig: () => aSysConfig() }));

const USABLE = aBookAddress({ id: 1, label: '交易所', usableAt: '2020-01-01T00:00:00.000Z' });
const COOLING = aBookAddress({
  id: 2,
  network: 'BEP20',
  label: '冷钱包',
  address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  usableAt: '2099-01-01T08:00:00.000Z',
});
const NEW_TRC20 = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

function open(book = anAddressBook([USABLE, COOLING]), totpOn = false) {
  http.call.mockImplementation(async (route: unknown) =>
    route === routes.security.addresses ? undefined : anEnvelope(null),
  );
  return renderInApp(<AddressesPage />, [
    [securityKeys.addresses, book],
    [securityKeys.overview, aSecurityOverview({ totp: { on: totpOn, recoveryCodesLeft: totpOn ? 10 : 0 } })],
    [userCenterKey, aUserCenter({ userinfo: { hasPayPassword: true } })],
  ]);
}
const type = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

afterEach(() => {
  cleanup();
  // A confirm dialog lives outside what the test rendered: one left fading out would be found next.
  document.body.replaceChildren();
  vi.clearAllMocks();
});

describe('address book', () => {
  it('lists each address with its network, label, the address and whether it is usable or cooling until when', () => {
    open();
    const rows = screen.getAllByTestId('book-address');
    expect(rows.map((r) => within(r).getByTestId('book-address-label').textContent)).toEqual([
      '交易所',
      '冷钱包',
    ]);
    expect(rows.map((r) => within(r).getByTestId('book-address-value').textContent)).toEqual([
      USABLE.address,
      COOLING.address,
    ]);
    expect(rows.map((r) => within(r).getByTestId('book-address-state').textContent)).toEqual([
      '可用',
      `冷却中，${formatTime(COOLING.usableAt)} 后可用`,
    ]);
    expect(rows[1]?.textContent).toContain('BEP20');
  });

  it('says the book is empty', () => {
    open(anAddressBook());
    expect(screen.getByTestId('addresses-empty').textContent).toContain('地址簿还没有地址');
  });

  it('adds an address checked as the server checks it, with a label, the payment password and the 2FA code', async () => {
    open(anAddressBook(), true);
    fireEvent.click(screen.getByTestId('add-address'));
    const sheet = await screen.findByTestId('add-address-sheet');
    expect(sheet.textContent).toContain('新地址需经过 24 小时冷却期');
    type('请输入TRC20地址', `${NEW_TRC20.slice(0, -1)}8`);
    type('如：我的交易所账户', '冷钱包');
    type('6位数字', '123456');
    type('身份验证器中的6位动态码', '112233');
    fireEvent.click(screen.getByTestId('add-address-submit'));
    await waitFor(() => expect(sheet.textContent).toContain(ERROR_TEXTS.ADDRESS_INVALID['zh-Hans']));
    expect(sentTo(http.call, routes.security.addAddress)).toEqual([]);
    type('请输入TRC20地址', NEW_TRC20);
    fireEvent.click(screen.getByTestId('add-address-submit'));
    await waitFor(() => expect(sentTo(http.call, routes.security.addAddress)).toHaveLength(1));
    expect(sentTo(http.call, routes.security.addAddress)[0]?.input).toEqual({
      network: 'TRC20',
      address: NEW_TRC20,
      label: '冷钱包',
      payPassword: '123456',
      totpCode: '112233',
    });
  });

  it('removes an address once the user confirms', async () => {
    open();
    fireEvent.click(within(screen.getAllByTestId('book-address')[1] as HTMLElement).getByText('删除'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('确定从地址簿删除「冷钱包」吗？');
    fireEvent.click(within(dialog).getByText('删除'));
    await waitFor(() =>
      expect(
        http.call.mock.calls.filter(([r]) => r === routes.security.removeAddress).map(([, i]) => i),
      ).toEqual([{ id: 2 }]),
    );
  });

  it('switching whitelist-only off says it waits for the cooling period, and sends it with the payment password', async () => {
    open(anAddressBook([USABLE], { whitelistOnly: true }));
    const toggle = screen.getByTestId('whitelist-switch');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    const sheet = await screen.findByTestId('whitelist-sheet');
    expect(sheet.textContent).toContain('关闭需经过 24 小时冷却期才生效');
    type('6位数字', '123456');
    fireEvent.click(screen.getByTestId('whitelist-submit'));
    await waitFor(() => expect(sentTo(http.call, routes.security.whitelist)).toHaveLength(1));
    expect(sentTo(http.call, routes.security.whitelist)[0]?.input).toEqual({
      on: false,
      payPassword: '123456',
    });
  });

  it('shows a whitelist switched off as off, and when it goes off', () => {
    const offAt = '2099-01-01T00:00:00.000Z';
    open(anAddressBook([USABLE], { whitelistOnly: true, whitelistOffAt: offAt }));
    expect(screen.getByTestId('whitelist-switch').getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTestId('whitelist-off-at').textContent).toBe(
      `已申请关闭，${formatTime(offAt)} 起生效`,
    );
  });
});
