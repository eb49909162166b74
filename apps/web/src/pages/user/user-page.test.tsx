import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatTime } from '../../lib/format.ts';
import { userCenterKey } from '../../lib/user-center.ts';
import { AT, aSecurityEvent, aUserCenter } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import UserPage from './user-page.tsx';

// No request answers: the balances and order tips stay unknown, which this file does not look at.
const http = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../lib/api.ts', () => http);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** The user centre's entry to the security page (its grid item, by its title). */
const securityEntry = () => screen.getByText('账户安全').closest('.adm-grid-item') as HTMLElement;

describe('the user centre’s security alert', () => {
  it('says the newest change above the menu, counts them on the security entry, and leads to the security page', async () => {
    const latest = aSecurityEvent({
      kind: 'sign_in_new_device',
      device: 'Windows · Chrome',
      ip: '198.51.100.*',
    });
    const { router } = renderInApp(<UserPage />, [
      [userCenterKey, aUserCenter({ securityAlerts: { count: 2, latest } })],
    ]);
    const alert = await screen.findByTestId('security-alert');
    expect(alert.textContent).toBe(
      `新设备登录：Windows · Chrome，${formatTime(AT)}（另有 1 条）。不是您本人？立即查看`,
    );
    expect(within(securityEntry()).getByTestId('security-badge').textContent).toBe('2');
    fireEvent.click(alert);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/security/security'));
  });

  it('says an operator’s change as asked for, not as a device’s sign-in', async () => {
    const latest = aSecurityEvent({ kind: 'totp_reset', device: '', ip: '' });
    renderInApp(<UserPage />, [[userCenterKey, aUserCenter({ securityAlerts: { count: 1, latest } })]]);
    expect((await screen.findByTestId('security-alert')).textContent).toBe(
      `平台重置了身份验证器，${formatTime(AT)}。不是您申请的？立即查看`,
    );
    expect(within(securityEntry()).getByTestId('security-badge').textContent).toBe('1');
  });

  it('shows neither the alert nor a count when every change has been seen', async () => {
    renderInApp(<UserPage />, [[userCenterKey, aUserCenter()]]);
    expect((await screen.findByTestId('user-nickname')).textContent).toBe('Demo');
    expect(screen.queryByTestId('security-alert')).toBeNull();
    expect(screen.queryByTestId('security-badge')).toBeNull();
  });
});
