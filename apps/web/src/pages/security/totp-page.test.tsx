import { api as routes } from '@mcc/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import QRCode from 'qrcode';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QR_OPTIONS } from '../../components/qr-code.tsx';
import { securityKeys } from '../../lib/security.ts';
import { userCenterKey } from '../../lib/user-center.ts';
import { anEnvelope, aSecurityOverview, aTotpSetup, aUserCenter } from '../../test/fixtures.ts';
import { sentTo } from '../../test/recorded-call.ts';
import { renderInApp } from '../../test/render.tsx';
import TotpPage from './totp-page.tsx';

const http = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../lib/api.ts', () => http);

const SETUP = aTotpSetup('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
const CODES = Array.from({ length: 10 }, (_, i) => `ab${i}c-d${i}fg`);

/** The calls answer: the set-up, the enabling (the codes), turning off; the overview read again says on. */
function answerSecurity() {
  http.call.mockImplementation(async (route: unknown) => {
    if (route === routes.security.totpSetup) return anEnvelope(SETUP);
    if (route === routes.security.totpEnable) return anEnvelope({ codes: CODES });
    if (route === routes.security.totpDisable) return anEnvelope(null);
    if (route === routes.security.overview)
      return anEnvelope(aSecurityOverview({ totp: { on: true, recoveryCodesLeft: 10 } }));
    return undefined;
  });
}

function open(overview = aSecurityOverview()) {
  return renderInApp(<TotpPage />, [
    [securityKeys.overview, overview],
    [userCenterKey, aUserCenter({ userinfo: { hasPayPassword: true } })],
  ]);
}
/** The inputs sent to `route` (a call without a payment password: no Idempotency-Key). */
const inputsTo = (route: unknown) =>
  http.call.mock.calls.filter(([called]) => called === route).map(([, input]) => input);
const type = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('authenticator set-up', () => {
  it('shows the secret as a QR code of its otpauth URI and as a key to type, grouped by four', async () => {
    answerSecurity();
    open();
    expect(screen.getByTestId('totp-intro').textContent).toContain('Google Authenticator');
    fireEvent.click(screen.getByTestId('totp-start'));
    const qr = (await screen.findByTestId('totp-qr')) as HTMLImageElement;
    const svg = await QRCode.toString(SETUP.uri, QR_OPTIONS);
    expect(decodeURIComponent(qr.src.replace('data:image/svg+xml;charset=utf-8,', ''))).toBe(svg);
    expect(screen.getByTestId('totp-key').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
  });

  it('enables with a six-digit code and shows the ten recovery codes until the user has saved them', async () => {
    answerSecurity();
    const { router } = open();
    fireEvent.click(screen.getByTestId('totp-start'));
    await screen.findByTestId('totp-setup');
    type('身份验证器中的6位动态码', '12345');
    fireEvent.click(screen.getByTestId('totp-enable'));
    await new Promise((r) => setTimeout(r, 50));
    expect(inputsTo(routes.security.totpEnable)).toEqual([]);
    type('身份验证器中的6位动态码', '123456');
    fireEvent.click(screen.getByTestId('totp-enable'));
    await waitFor(() => expect(screen.getAllByTestId('recovery-code')).toHaveLength(10));
    expect(inputsTo(routes.security.totpEnable)).toEqual([{ code: '123456' }]);
    expect(screen.getAllByTestId('recovery-code').map((c) => c.textContent)).toEqual(CODES);
    // The overview is read again (now "on"); the codes stay on screen all the same.
    await waitFor(() => expect(inputsTo(routes.security.overview)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByTestId('recovery-codes')).toBeTruthy();
    fireEvent.click(screen.getByTestId('recovery-saved'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/security/security'));
  });

  it('turns off with a code or a recovery code and the payment password, saying withdrawals pause', async () => {
    answerSecurity();
    open(aSecurityOverview({ totp: { on: true, recoveryCodesLeft: 4 } }));
    const on = screen.getByTestId('totp-on').textContent;
    expect(on).toContain('恢复码剩余 4 个');
    expect(on).toContain('关闭后提币将暂停 24 小时');
    type('6位动态码或恢复码', 'abcd-2345');
    type('6位数字', '123456');
    fireEvent.click(screen.getByTestId('totp-turn-off'));
    await waitFor(() => expect(sentTo(http.call, routes.security.totpDisable)).toHaveLength(1));
    expect(sentTo(http.call, routes.security.totpDisable)[0]?.input).toEqual({
      code: 'abcd-2345',
      payPassword: '123456',
    });
  });
});
