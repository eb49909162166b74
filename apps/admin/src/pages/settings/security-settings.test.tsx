import type { SysConfig } from '@mcc/contract';
import { defaultSysConfig } from '@mcc/contract/defaults';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNotifier } from '../../lib/notify.ts';
import { renderInConsole, stubAdminApi } from '../../test/console.tsx';
import { stubBrowserApis } from '../../test/jsdom.ts';
import SettingsPage from './settings-page.tsx';

beforeAll(stubBrowserApis);
// On a loaded machine the form may take more than a second to show what a wait looks for.

/** Saved settings that differ from a fresh install's, so a field bound to a default would show. */
const config: SysConfig = {
  ...defaultSysConfig,
  security: {
    addressCoolingHours: 12,
    lockAfterPasswordHours: 36,
    lockAfterContactHours: 72,
    newDeviceCode: true,
  },
};

const toasts = { error: vi.fn(), success: vi.fn(), warning: vi.fn() };
let api: ReturnType<typeof stubAdminApi>;

beforeEach(() => {
  api = stubAdminApi(({ url, method, body }) => {
    if (url.startsWith('/admin-api/chain/status')) return [];
    return method === 'POST' ? body : config;
  });
  setNotifier(toasts);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const errorOf = (testId: string) =>
  screen.getByTestId(testId).closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')
    ?.textContent;

/** Save, then OK in the confirmation. */
async function saveAndConfirm() {
  fireEvent.click(screen.getByTestId('save-settings'));
  const dialog = (await screen.findByText('保存后立即对所有用户生效。')).closest(
    '.ant-modal-confirm',
  ) as HTMLElement;
  fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
}

// The whole settings form renders in a DOM that other test files load too: more than the default 5 s.
describe('account security settings', { timeout: 30_000 }, () => {
  it('shows the saved waits in hours and the new-device switch, each with its help', async () => {
    renderInConsole(<SettingsPage />, ['settings.write']);
    const card = await screen.findByTestId('settings-security');
    expect(within(card).getByText('账户安全')).toBeTruthy();
    expect(input('security-addressCoolingHours').value).toBe('12');
    expect(input('security-lockAfterPasswordHours').value).toBe('36');
    expect(input('security-lockAfterContactHours').value).toBe('72');
    expect(screen.getByTestId('security-newDeviceCode').getAttribute('aria-checked')).toBe('true');
    expect(within(card).getAllByText('小时')).toHaveLength(3);
    expect(within(card).getByText('更换手机号或邮箱后，暂停提币的时长。')).toBeTruthy();
  });

  it('saves the changed waits and switch with the rest of the configuration', async () => {
    renderInConsole(<SettingsPage />, ['settings.write']);
    await screen.findByTestId('settings-security');
    fireEvent.change(input('security-addressCoolingHours'), { target: { value: '48' } });
    fireEvent.change(input('security-lockAfterPasswordHours'), { target: { value: '0' } });
    fireEvent.change(input('security-lockAfterContactHours'), { target: { value: '96' } });
    fireEvent.click(screen.getByTestId('security-newDeviceCode'));
    await saveAndConfirm();
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    const sent = api.posts()[0]?.body as SysConfig;
    expect(sent.security).toEqual({
      addressCoolingHours: 48,
      lockAfterPasswordHours: 0,
      lockAfterContactHours: 96,
      newDeviceCode: false,
    });
    expect(sent.withdraw).toEqual(config.withdraw);
  });

  it('marks a wait beyond 720 hours and sends nothing', async () => {
    renderInConsole(<SettingsPage />, ['settings.write']);
    await screen.findByTestId('settings-security');
    fireEvent.change(input('security-lockAfterContactHours'), { target: { value: '721' } });
    fireEvent.click(screen.getByTestId('save-settings'));
    await waitFor(() => expect(errorOf('security-lockAfterContactHours')).toBe('取值无效'));
    expect(toasts.error).toHaveBeenCalledWith('请先修正标红的字段');
    expect(api.posts()).toEqual([]);
  });
});
