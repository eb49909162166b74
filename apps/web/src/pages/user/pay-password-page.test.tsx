import { api as routes } from '@mcc/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { securityKeys } from '../../lib/security.ts';
import { userCenterKey } from '../../lib/user-center.ts';
import { anEnvelope, aSecurityOverview, aUserCenter } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import PayPasswordPage from './pay-password-page.tsx';

const http = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../lib/api.ts', () => http);

const inputsTo = (route: unknown) =>
  http.call.mock.calls.filter(([called]) => called === route).map(([, input]) => input);
const type = (placeholder: string, value: string, nth = 0) =>
  fireEvent.change(screen.getAllByPlaceholderText(placeholder)[nth] as HTMLElement, { target: { value } });

function open(totpOn: boolean) {
  http.call.mockResolvedValue(anEnvelope(null));
  return renderInApp(<PayPasswordPage />, [
    [userCenterKey, aUserCenter({ userinfo: { mobile: '13800000001', hasPayPassword: true } })],
    [securityKeys.overview, aSecurityOverview({ totp: { on: totpOn, recoveryCodesLeft: 10 } })],
  ]);
}
function fill() {
  type('6位验证码', '246810');
  type('6位数字', '135790', 0);
  type('6位数字', '135790', 1);
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('payment password and 2FA', () => {
  it("asks for the authenticator's code when 2FA is on, and sends it", async () => {
    open(true);
    fill();
    type('身份验证器中的6位动态码', '112233');
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(inputsTo(routes.accounts.payPassword)).toEqual([
        { payPassword: '135790', code: '246810', totpCode: '112233' },
      ]),
    );
  });

  it('asks for no code when 2FA is off', async () => {
    open(false);
    expect(screen.queryByTestId('totp-code')).toBeNull();
    fill();
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(inputsTo(routes.accounts.payPassword)).toEqual([{ payPassword: '135790', code: '246810' }]),
    );
  });
});
