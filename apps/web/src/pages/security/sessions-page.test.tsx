import { api as routes } from '@mcc/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatTime } from '../../lib/format.ts';
import { securityKeys } from '../../lib/security.ts';
import { anEnvelope, aUserSession } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import SessionsPage from './sessions-page.tsx';

const http = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../lib/api.ts', () => http);
const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../lib/indicators.ts', async (original) => ({
  ...(await original<typeof import('../../lib/indicators.ts')>()),
  showToast: (text: string) => toasts.push(text),
}));

const OTHER = aUserSession({
  id: 7,
  device: 'Windows · Chrome',
  ip: '198.51.100.*',
  signedInAt: '2026-11-20T02:00:00.000Z',
  lastSeenAt: '2026-11-21T03:15:00.000Z',
  current: false,
});
const THIS = aUserSession({ id: 9, device: 'iPhone · Safari', current: true });

function open(sessions = [OTHER, THIS]) {
  http.call.mockImplementation(async (route: unknown) => {
    if (route === routes.security.endSession) return anEnvelope(null);
    if (route === routes.security.endOtherSessions) return anEnvelope({ sessions: 1 });
    return undefined;
  });
  return renderInApp(<SessionsPage />, [[securityKeys.sessions, sessions]]);
}
const inputsTo = (route: unknown) =>
  http.call.mock.calls.filter(([called]) => called === route).map(([, input]) => input);
const confirmDialog = async (question: string) => {
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain(question);
  fireEvent.click(within(dialog).getByText('确定'));
};

afterEach(() => {
  cleanup();
  // A confirm dialog lives outside what the test rendered: one left fading out would be found next.
  document.body.replaceChildren();
  vi.clearAllMocks();
  toasts.length = 0;
});

describe('signed-in devices', () => {
  it('lists this device first, marked 本机, then the others with address, sign-in and last use', () => {
    open();
    const rows = screen.getAllByTestId('session');
    expect(rows.map((r) => within(r).getByTestId('session-device').textContent)).toEqual([
      'iPhone · Safari',
      'Windows · Chrome',
    ]);
    expect(within(rows[0] as HTMLElement).getByTestId('session-current').textContent).toBe('本机');
    expect(within(rows[1] as HTMLElement).queryByTestId('session-current')).toBeNull();
    expect(rows[1]?.textContent).toContain('198.51.100.*');
    expect(rows[1]?.textContent).toContain(`登录时间 ${formatTime(OTHER.signedInAt)}`);
    expect(rows[1]?.textContent).toContain(`最近活动 ${formatTime(OTHER.lastSeenAt)}`);
    // This device is signed out from the user centre, not here.
    expect(within(rows[0] as HTMLElement).queryByText('下线')).toBeNull();
  });

  it('signs another device out once confirmed, and reads the list again', async () => {
    open();
    fireEvent.click(within(screen.getAllByTestId('session')[1] as HTMLElement).getByText('下线'));
    await confirmDialog('确定让「Windows · Chrome」退出登录吗？');
    await waitFor(() => expect(inputsTo(routes.security.endSession)).toEqual([{ id: 7 }]));
    await waitFor(() => expect(toasts).toEqual(['已下线']));
    await waitFor(() => expect(inputsTo(routes.security.sessions)).toHaveLength(1));
  });

  it('calls a device the server could not name an unknown device, in the list and the question', async () => {
    open([aUserSession({ id: 8, device: '', current: false }), THIS]);
    const nameless = screen.getAllByTestId('session')[1] as HTMLElement;
    expect(within(nameless).getByTestId('session-device').textContent).toBe('未知设备');
    fireEvent.click(within(nameless).getByText('下线'));
    await confirmDialog('确定让「未知设备」退出登录吗？');
    await waitFor(() => expect(inputsTo(routes.security.endSession)).toEqual([{ id: 8 }]));
  });

  it('signs out every other device at once and says how many', async () => {
    open();
    fireEvent.click(screen.getByTestId('end-other-sessions'));
    await confirmDialog('除本机外，此账号在所有设备上都将退出登录。确定吗？');
    await waitFor(() => expect(toasts).toEqual(['已退出 1 个设备']));
    expect(inputsTo(routes.security.endOtherSessions)).toHaveLength(1);
  });

  it('says no other device is signed in, with nothing to sign out', () => {
    open([THIS]);
    expect(screen.queryByTestId('end-other-sessions')).toBeNull();
    expect(screen.getByText('没有其他设备登录此账号')).toBeTruthy();
  });

  it('shows an error with a retry when the list cannot be read', async () => {
    http.call.mockResolvedValue(undefined);
    renderInApp(<SessionsPage />);
    expect((await screen.findByTestId('error-state')).textContent).toContain('安全信息加载失败');
    http.call.mockResolvedValue(anEnvelope([THIS]));
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect((await screen.findByTestId('session-current')).textContent).toBe('本机');
  });
});
