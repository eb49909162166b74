import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../lib/storage.ts';
import { aFailure, anEnvelope, aResponse, aUserInfo } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';

/** The app's real request client over a recorded fetch, and an injected wallet that signs what it is given. */
const http = vi.hoisted(() => ({ fetch: vi.fn(), toast: vi.fn() }));
vi.mock('../../lib/api.ts', async () => (await import('../../test/recorded-fetch.ts')).signedOutClient(http));
const { default: AutoLoginPage } = await import('./auto-login-page.tsx');

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const wallet = { request: vi.fn() };
const signedIn = anEnvelope({ userinfo: { ...aUserInfo(), token: 'token-wallet', expiresIn: 86400 } });

function answer(...bodies: unknown[]) {
  for (const body of bodies) http.fetch.mockResolvedValueOnce(aResponse(body));
}
const sent = () =>
  http.fetch.mock.calls.map(
    ([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>,
  );
const signatures = () => wallet.request.mock.calls.filter(([args]) => args.method === 'personal_sign').length;
async function enterCode(code: string) {
  const step = await screen.findByTestId('second-step');
  fireEvent.change(within(step).getByRole('textbox'), { target: { value: code } });
  fireEvent.click(within(step).getByRole('button', { name: '验证并登录' }));
}

beforeEach(() => {
  let n = 0;
  wallet.request.mockImplementation(async ({ method }: { method: string }) =>
    method === 'eth_requestAccounts' ? [ADDRESS] : `0x${String(++n).padStart(2, '0').repeat(65)}`,
  );
  (window as { ethereum?: unknown }).ethereum = wallet;
  tokenStore.clear();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  delete (window as { ethereum?: unknown }).ethereum;
});

describe('wallet sign-in second step', () => {
  it('asks the 2FA code of a wallet account and sends the same signed message again with it', async () => {
    answer(aFailure('TOTP_REQUIRED'), signedIn);
    const { router } = renderInApp(<AutoLoginPage />);
    await enterCode('123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/user/user'));
    const [first, second] = sent();
    expect(second).toEqual({ ...first, totpCode: '123456' });
    expect(first?.deviceId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(signatures()).toBe(1);
    expect(http.toast).not.toHaveBeenCalled();
    expect(tokenStore.get()).toBe('token-wallet');
  });

  it('after a wrong code, has the wallet sign anew (the server spent the message) before trying again', async () => {
    answer(aFailure('TOTP_REQUIRED'), aFailure('TOTP_INVALID', '动态码错误或已使用'), signedIn);
    const { router } = renderInApp(<AutoLoginPage />);
    await enterCode('123456');
    await waitFor(() => expect(http.toast).toHaveBeenCalledWith('动态码错误或已使用', expect.anything()));
    await enterCode('654321');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/user/user'));
    expect(signatures()).toBe(2);
    const [, wrong, right] = sent();
    expect(right?.signature).not.toBe(wrong?.signature);
    expect(right).toMatchObject({ totpCode: '654321', address: ADDRESS });
  });
});
