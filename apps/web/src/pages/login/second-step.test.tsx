import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceIdStore, tokenStore } from '../../lib/storage.ts';
import { aFailure, anEnvelope, aResponse, aUserInfo } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';

/** The app's real request client over a recorded fetch: what goes on the wire, and what the user is told. */
const http = vi.hoisted(() => ({ fetch: vi.fn(), toast: vi.fn() }));
vi.mock('../../lib/api.ts', async () => (await import('../../test/recorded-fetch.ts')).signedOutClient(http));
const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../lib/indicators.ts', async (original) => ({
  ...(await original<typeof import('../../lib/indicators.ts')>()),
  showToast: (text: string) => toasts.push(text),
}));
const { default: LoginPage } = await import('./login-page.tsx');

const signedIn = anEnvelope({ userinfo: { ...aUserInfo(), token: 'token-2fa', expiresIn: 86400 } });

/** The sign-in calls answer these envelopes, one per call, in order. */
function answer(...bodies: unknown[]) {
  for (const body of bodies) http.fetch.mockResolvedValueOnce(aResponse(body));
}
/** The bodies the sign-in calls sent. */
const sent = () =>
  http.fetch.mock.calls.map(
    ([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>,
  );
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Types into the second step's one field. */
const typeCode = (value: string) =>
  fireEvent.change(within(screen.getByTestId('second-step')).getByRole('textbox'), { target: { value } });
/** The step's form loads on demand: the first load of its chunk may take a while under test. */
const stepShown = () => screen.findByTestId('second-step');

async function signIn() {
  const view = renderInApp(<LoginPage />);
  type('账号', '13800000001');
  type('密码', 'secret123');
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
  return view;
}

beforeEach(() => {
  deviceIdStore.clear();
  tokenStore.clear();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  toasts.length = 0;
});

describe('sign-in second step', () => {
  it('asks for the authenticator code after the right password and signs in with it, password again', async () => {
    answer(aFailure('TOTP_REQUIRED', '请输入身份验证器中的 6 位动态码'), signedIn);
    const { router } = await signIn();
    expect((await stepShown()).textContent).toContain('此账号已开启身份验证器');
    // The form says what is asked: the server's text is not toasted over it.
    expect(http.toast).not.toHaveBeenCalled();
    typeCode('12345');
    fireEvent.click(screen.getByRole('button', { name: '验证并登录' }));
    await waitFor(() => expect(toasts).toEqual(['动态码格式不正确']));
    expect(http.fetch).toHaveBeenCalledTimes(1);
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: '验证并登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/user/user'));
    expect(sent()[1]).toEqual({
      account: '13800000001',
      password: 'secret123',
      totpCode: '123456',
      deviceId: sent()[0]?.deviceId,
    });
    expect(tokenStore.get()).toBe('token-2fa');
  });

  it('takes a recovery code in place of the app’s', async () => {
    answer(aFailure('TOTP_REQUIRED'), signedIn);
    await signIn();
    await stepShown();
    typeCode('abcd-2345');
    fireEvent.click(screen.getByRole('button', { name: '验证并登录' }));
    await waitFor(() => expect(sent()[1]?.totpCode).toBe('abcd-2345'));
  });

  it('from a new device asks for the code sent to the account, keeping the 2FA code given before', async () => {
    answer(aFailure('TOTP_REQUIRED'), aFailure('DEVICE_CODE_REQUIRED'), signedIn);
    const { router } = await signIn();
    await stepShown();
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: '验证并登录' }));
    expect((await screen.findByText('新设备验证')).tagName).toBe('H2');
    typeCode('654321');
    fireEvent.click(screen.getByRole('button', { name: '验证并登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/user/user'));
    expect(sent()[2]).toMatchObject({ totpCode: '123456', deviceCode: '654321' });
  });

  it('sends one random device id, kept in the browser for every later sign-in', async () => {
    answer(aFailure('TOTP_REQUIRED'), aFailure('TOTP_INVALID', '动态码错误或已使用'));
    await signIn();
    await stepShown();
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: '验证并登录' }));
    // A wrong code is the server's to say, and the step stays for the next one.
    await waitFor(() => expect(http.toast).toHaveBeenCalledWith('动态码错误或已使用', expect.anything()));
    expect(screen.getByTestId('second-step')).toBeTruthy();
    const [first, second] = sent();
    expect(first?.deviceId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(second?.deviceId).toBe(first?.deviceId);
    expect(deviceIdStore.get()).toBe(first?.deviceId);
  });

  it('goes back to the password form', async () => {
    answer(aFailure('TOTP_REQUIRED'));
    await signIn();
    await stepShown();
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByLabelText('密码')).toBeTruthy();
    expect(screen.queryByTestId('second-step')).toBeNull();
  });
});
