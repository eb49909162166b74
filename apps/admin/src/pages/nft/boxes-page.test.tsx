import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNotifier } from '../../lib/notify.ts';
import { pageOf, renderInConsole, stubAdminApi } from '../../test/console.tsx';
import { stubBrowserApis } from '../../test/jsdom.ts';
import { STORED_BOX } from '../../test/nft-fixtures.ts';
import BoxesPage from './boxes-page.tsx';

beforeAll(stubBrowserApis);

const toasts = { error: vi.fn(), success: vi.fn(), warning: vi.fn() };
let api: ReturnType<typeof stubAdminApi>;

beforeEach(() => {
  // The box list, and the box as closing it answers.
  api = stubAdminApi(({ method }) =>
    method === 'POST' ? { ...STORED_BOX, closed: true } : pageOf([STORED_BOX]),
  );
  setNotifier(toasts);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('blind boxes page', () => {
  it('lists a box with its stock and pool, and closes it after a confirmation', async () => {
    renderInConsole(<BoxesPage />, ['content.write']);
    const table = await screen.findByTestId('box-table');
    await waitFor(() => expect(table.textContent).toContain('星辰盲盒'));
    for (const text of ['9.90 USDT', '进行中', '剩余 14 / 15', '已发布', '2 个系列', '开启 1 次'])
      expect(table.textContent).toContain(text);

    fireEvent.click(screen.getByTestId('close-box-5'));
    const text = await screen.findByText('关闭后用户不能再开启，剩余的 14 份将退回各系列。此操作不可撤销。');
    const dialog = text.closest('.ant-modal-confirm') as HTMLElement;
    expect(dialog.textContent).toContain('关闭盲盒「星辰盲盒」？');
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭盲盒' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('盲盒已关闭'));
    expect(api.posts().map((p) => p.url)).toEqual(['/admin-api/nft/boxes/5/close']);
  });

  it('offers no writes to an operator without content.write', async () => {
    renderInConsole(<BoxesPage />, ['users.read']);
    const table = await screen.findByTestId('box-table');
    await waitFor(() => expect(table.textContent).toContain('星辰盲盒'));
    expect(screen.queryByTestId('new-box')).toBeNull();
    expect(screen.queryByTestId('edit-box-5')).toBeNull();
    expect(screen.queryByTestId('close-box-5')).toBeNull();
  });
});
