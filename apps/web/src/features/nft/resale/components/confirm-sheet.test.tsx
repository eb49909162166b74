import { api as routes } from '@mcc/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatTime } from '../../../../lib/format.ts';
import { securityKeys } from '../../../../lib/security.ts';
import { userCenterKey } from '../../../../lib/user-center.ts';
import {
  aFailure,
  anEnvelope,
  aResaleOrder,
  aSecurityOverview,
  aUserCenter,
} from '../../../../test/fixtures.ts';
import { sentTo } from '../../../../test/recorded-call.ts';
import { renderInApp } from '../../../../test/render.tsx';
import { ConfirmSheet } from './confirm-sheet.tsx';

const http = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../../../lib/api.ts', () => http);
const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../../../lib/indicators.ts', async (original) => ({
  ...(await original<typeof import('../../../../lib/indicators.ts')>()),
  showToast: (text: string) => toasts.push(text),
}));

function open(totpOn: boolean) {
  return renderInApp(<ConfirmSheet order={aResaleOrder()} onClose={() => {}} />, [
    [userCenterKey, aUserCenter({ userinfo: { hasPayPassword: true } })],
    [securityKeys.overview, aSecurityOverview({ totp: { on: totpOn, recoveryCodesLeft: 10 } })],
  ]);
}
const type = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  toasts.length = 0;
});

describe('releasing a resale copy', () => {
  it("asks for the authenticator's code when 2FA is on and sends it with the payment password", async () => {
    http.call.mockImplementation(async (route: unknown) =>
      route === routes.resale.confirm ? anEnvelope(aResaleOrder({ status: 'completed' })) : undefined,
    );
    open(true);
    type('6位数字', '123456');
    type('身份验证器中的6位动态码', '778899');
    fireEvent.click(await screen.findByTestId('confirm-submit'));
    await waitFor(() => expect(sentTo(http.call, routes.resale.confirm)).toHaveLength(1));
    expect(sentTo(http.call, routes.resale.confirm)[0]?.input).toEqual({
      id: 41,
      payPassword: '123456',
      totpCode: '778899',
    });
  });

  it('asks for no code with 2FA off, and says a hold refuses it until when', async () => {
    const until = '2099-01-02T08:00:00.000Z';
    http.call.mockResolvedValue(
      aFailure('SECURITY_LOCKED', 'server text', { until, reason: 'totp_changed' }),
    );
    open(false);
    expect(screen.queryByTestId('totp-code')).toBeNull();
    type('6位数字', '123456');
    fireEvent.click(await screen.findByTestId('confirm-submit'));
    await waitFor(() =>
      expect(toasts).toEqual([
        `更改身份验证器后，为保护资金安全，提币和转售确认收款暂停至 ${formatTime(until)}`,
      ]),
    );
  });
});
