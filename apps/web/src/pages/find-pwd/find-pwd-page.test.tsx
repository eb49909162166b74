import { api as routes } from '@mcc/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aFailure, anEnvelope } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import FindPwdPage from './find-pwd-page.tsx';

const http = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../lib/api.ts', () => http);

const inputsTo = (route: unknown) =>
  http.call.mock.calls.filter(([called]) => called === route).map(([, input]) => input);
const type = (placeholder: string, value: string, nth = 0) =>
  fireEvent.change(screen.getAllByPlaceholderText(placeholder)[nth] as HTMLElement, { target: { value } });

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('password reset and 2FA', () => {
  it("asks for the authenticator's code once the server says the account has 2FA on, and sends it", async () => {
    http.call
      .mockResolvedValueOnce(aFailure('TOTP_REQUIRED', '请输入身份验证器中的 6 位动态码'))
      .mockResolvedValueOnce(anEnvelope(null));
    const { router } = renderInApp(<FindPwdPage />);
    expect(screen.queryByTestId('totp-code')).toBeNull();
    type('请输入手机号', '13800000001');
    type('6位验证码', '246810');
    type('请输入密码', 'newpass123', 0);
    type('请输入密码', 'newpass123', 1);
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    await screen.findByTestId('totp-code');
    expect(screen.getByText('此账号已开启身份验证器，请同时输入验证器中的6位动态码')).toBeTruthy();
    type('身份验证器中的6位动态码', '135790');
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login/login'));
    expect(inputsTo(routes.accounts.resetPassword)).toEqual([
      { mobile: '13800000001', code: '246810', newPassword: 'newpass123' },
      { mobile: '13800000001', code: '246810', newPassword: 'newpass123', totpCode: '135790' },
    ]);
  });
});
