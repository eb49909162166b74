import { type AdminPermission, type AdminUserDetail, adminUserDetail } from '@mcc/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dateTime } from '../../lib/format.ts';
import { setNotifier } from '../../lib/notify.ts';
import { pageOf, renderInConsole, type SentRequest, stubAdminApi } from '../../test/console.tsx';
import { stubBrowserApis } from '../../test/jsdom.ts';
import UserDetailPage from './user-detail-page.tsx';

beforeAll(stubBrowserApis);
// On a loaded machine the page or a dialog may take more than a second to show what a wait looks for.

const HELD_UNTIL = '2026-03-02T10:00:00.000Z';

/** User 7: 2FA on with 7 recovery codes, withdrawals held after a password reset. */
const USER: AdminUserDetail = adminUserDetail.parse({
  id: 7,
  uid: 'U100007',
  nickname: '小林',
  mobile: '13800000007',
  email: null,
  walletAddress: null,
  inviteCode: 'ABC123',
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  avatar: '',
  bio: '',
  inviter: null,
  hasPayPassword: true,
  loginLockedUntil: null,
  payLockedUntil: null,
  updatedAt: '2026-03-01T00:00:00.000Z',
  balances: [],
  counts: { directMembers: 0, recharges: 1, withdrawals: 0, sessions: 2 },
  security: {
    totpOn: true,
    recoveryCodesLeft: 7,
    antiPhishingSet: true,
    addresses: 3,
    whitelistOnly: true,
    lock: { until: HELD_UNTIL, reason: 'password_reset' },
    sessions: 2,
  },
});
const withSecurity = (security: Partial<AdminUserDetail['security']>): AdminUserDetail => ({
  ...USER,
  security: { ...USER.security, ...security },
});

const toasts = { error: vi.fn(), success: vi.fn(), warning: vi.fn() };
let api: ReturnType<typeof stubAdminApi>;

/** The console's user detail at /users/7, reading `detail`, and answering a security action with `after`. */
function openDetail(
  permissions: AdminPermission[],
  detail = USER,
  after: (request: SentRequest) => AdminUserDetail = () => detail,
) {
  api = stubAdminApi((request) => {
    if (request.url.startsWith('/admin-api/users/7/statement')) return pageOf([]);
    if (request.method === 'POST') return after(request);
    return detail;
  });
  return renderDetail(permissions);
}

/** The console's page at /users/7, signed in with `permissions`; resolves its security card. */
function renderDetail(permissions: AdminPermission[]) {
  renderInConsole(
    <Routes location="/users/7">
      <Route path="/users/:id" element={<UserDetailPage />} />
    </Routes>,
    permissions,
  );
  return screen.findByTestId('user-security');
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

/** Opens an action's form, gives `reason` and goes on to the confirmation, which it returns. */
async function giveReason(action: 'reset-totp' | 'lift-lock', reason: string) {
  fireEvent.click(screen.getByTestId(action));
  const modal = await screen.findByTestId(`${action}-modal`);
  fireEvent.change(within(modal).getByTestId(`${action}-reason`), { target: { value: reason } });
  fireEvent.click(within(modal).getByRole('button', { name: '下一步' }));
  return (await screen.findByText(`原因：${reason.trim()}`)).closest('.ant-modal-confirm') as HTMLElement;
}

beforeEach(() => setNotifier(toasts));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the account security card of a user', { timeout: 30_000 }, () => {
  it('shows what protects the account, read-only', async () => {
    await openDetail(['users.read']);
    expect(text('security-totp')).toBe('已开启剩余 7 个恢复码');
    expect(text('security-anti-phishing')).toBe('已设置');
    expect(text('security-addresses')).toBe('3 个地址仅限白名单');
    expect(text('security-lock')).toBe(`限制至 ${dateTime(HELD_UNTIL)}登录密码已重置`);
    expect(text('security-sessions')).toBe('2');
  });

  it('says what is off, and offers no action where there is nothing to do', async () => {
    const bare = withSecurity({
      totpOn: false,
      recoveryCodesLeft: 0,
      antiPhishingSet: false,
      addresses: 0,
      whitelistOnly: false,
      lock: null,
    });
    await openDetail(['users.read', 'users.write'], bare);
    expect(text('security-totp')).toBe('未开启');
    expect(text('security-anti-phishing')).toBe('未设置');
    expect(text('security-addresses')).toBe('0 个地址不限地址');
    expect(text('security-lock')).toBe('无');
    expect(screen.queryByTestId('reset-totp')).toBeNull();
    expect(screen.queryByTestId('lift-lock')).toBeNull();
  });

  it('offers reset only while 2FA is on, and lift only while held', async () => {
    await openDetail(['users.read', 'users.write'], withSecurity({ lock: null }));
    expect(screen.getByTestId('reset-totp').textContent).toBe('重置身份验证器');
    expect(screen.queryByTestId('lift-lock')).toBeNull();
    cleanup();
    await openDetail(['users.read', 'users.write'], withSecurity({ totpOn: false }));
    expect(screen.queryByTestId('reset-totp')).toBeNull();
    expect(screen.getByTestId('lift-lock').textContent).toBe('解除提币限制');
  });

  it('offers neither action to an operator without users.write', async () => {
    await openDetail(['users.read']);
    expect(screen.queryByTestId('reset-totp')).toBeNull();
    expect(screen.queryByTestId('lift-lock')).toBeNull();
  });

  it('asks for a reason before resetting 2FA, sends it, and shows the answer', async () => {
    const reset = withSecurity({
      totpOn: false,
      recoveryCodesLeft: 0,
      lock: { until: '2026-03-03T10:00:00.000Z', reason: 'totp_changed' },
    });
    await openDetail(['users.read', 'users.write'], USER, () => reset);
    fireEvent.click(screen.getByTestId('reset-totp'));
    const modal = await screen.findByTestId('reset-totp-modal');
    // Spaces alone are no reason: the contract's rule marks the field and nothing is sent.
    fireEvent.change(within(modal).getByTestId('reset-totp-reason'), { target: { value: '   ' } });
    fireEvent.click(within(modal).getByRole('button', { name: '下一步' }));
    expect(await within(modal).findByText('请填写原因（一行，最多 200 字）')).toBeTruthy();
    expect(api.posts()).toEqual([]);
    fireEvent.click(within(modal).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByTestId('reset-totp-modal')).toBeNull());

    const dialog = await giveReason('reset-totp', ' 手机丢失，已视频核实本人 ');
    expect(dialog.querySelector('.ant-modal-confirm-title')?.textContent).toBe(
      '确定重置用户 U100007 的身份验证器？',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(api.posts()[0]).toMatchObject({
      url: '/admin-api/users/7/reset-2fa',
      body: { reason: '手机丢失，已视频核实本人' },
    });
    // The answer is the user's detail as it now is: 2FA off, held after the change.
    await waitFor(() => expect(text('security-totp')).toBe('未开启'));
    expect(text('security-lock')).toBe(`限制至 ${dateTime('2026-03-03T10:00:00.000Z')}身份验证器已变更`);
    expect(screen.queryByTestId('reset-totp')).toBeNull();
    expect(toasts.success).toHaveBeenCalledWith('身份验证器已重置');
    await waitFor(() => expect(screen.queryByTestId('reset-totp-modal')).toBeNull());
    // Not read again: the answer replaced the page's detail.
    expect(api.sent.filter((r) => r.url === '/admin-api/users/7')).toHaveLength(1);
  });

  it('lifts a hold with the reason given, and the card says none', async () => {
    await openDetail(['users.read', 'users.write'], USER, () => withSecurity({ lock: null }));
    const dialog = await giveReason('lift-lock', '本人来电核实，密码为本人重置');
    expect(dialog.querySelector('.ant-modal-confirm-title')?.textContent).toBe(
      '确定解除用户 U100007 的提币限制？',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(text('security-lock')).toBe('无'));
    expect(api.posts()).toEqual([
      {
        url: '/admin-api/users/7/lift-lock',
        method: 'POST',
        body: { reason: '本人来电核实，密码为本人重置' },
      },
    ]);
    expect(screen.queryByTestId('lift-lock')).toBeNull();
    // 2FA is untouched by lifting a hold.
    expect(screen.getByTestId('reset-totp')).toBeTruthy();
    expect(toasts.success).toHaveBeenCalledWith('提币限制已解除');
  });

  it('shows a refusal in the form and reads the user again (another operator was first)', async () => {
    let detailReads = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const envelope = (code: number, msg: string, data: unknown) =>
          new Response(JSON.stringify({ code, msg, time: '0', data }));
        if (url.startsWith('/admin-api/users/7/statement')) return envelope(1, '', pageOf([]));
        if (init.method === 'POST')
          return envelope(0, '该用户未开启身份验证器', { error: 'TOTP_NOT_ENABLED' });
        detailReads += 1;
        return envelope(1, '', detailReads === 1 ? USER : withSecurity({ totpOn: false }));
      }),
    );
    await renderDetail(['users.read', 'users.write']);
    const dialog = await giveReason('reset-totp', '手机丢失');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect((await screen.findByTestId('reset-totp-refusal')).textContent).toBe('该用户未开启身份验证器');
    // Said in the form, not in a toast that passes before it is read.
    expect(toasts.error).not.toHaveBeenCalled();
    await waitFor(() => expect(text('security-totp')).toBe('未开启'));
    expect(detailReads).toBe(2);
  });
});
