import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aNotice } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { NoticePopup, resetShownNotices } from './notice-popup.tsx';

const api = vi.hoisted(() => ({ fetchPopup: vi.fn(), markPopupSeen: vi.fn() }));
vi.mock('../api/popup.ts', () => api);

const notice = (id: number, title: string) =>
  aNotice({ id, title, content: `<p>第 ${id} 号 <strong>正文</strong></p>`, important: true });
const A = notice(7, '系统维护');
const B = notice(5, '费率调整');

/** Whether the popup is showing (or opening); `false` as soon as it starts to close. */
const isOpen = () => screen.queryByTestId('notice-popup')?.dataset.open === 'true';

const title = () => (isOpen() ? document.querySelector('.adm-dialog-title')?.textContent : undefined);

beforeEach(() => {
  resetShownNotices();
  api.fetchPopup.mockReset();
  api.markPopupSeen.mockReset().mockResolvedValue(null);
});
afterEach(cleanup);

describe('the important-notice popup', () => {
  it('shows the notice once, tells the server as it shows, and not again when the same one comes back', async () => {
    api.fetchPopup.mockResolvedValue(A);
    const view = renderInApp(<NoticePopup />);
    await waitFor(() => expect(isOpen()).toBe(true));
    expect(title()).toBe('系统维护');
    expect(screen.getByTestId('notice-popup').innerHTML).toBe('<p>第 7 号 <strong>正文</strong></p>');
    expect(api.markPopupSeen).toHaveBeenCalledTimes(1);
    expect(api.markPopupSeen).toHaveBeenCalledWith(7);

    fireEvent.click(screen.getByText('我知道了'));
    // Closing looks for the next one; the server (say, slow to record) answers the same notice.
    await waitFor(() => expect(api.fetchPopup).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(isOpen()).toBe(false));
    expect(api.markPopupSeen).toHaveBeenCalledTimes(1);

    // A fresh mount in the same page (another layout render) does not bring it back either.
    view.unmount();
    renderInApp(<NoticePopup />);
    await waitFor(() => expect(api.fetchPopup).toHaveBeenCalledTimes(3));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(isOpen()).toBe(false);
    expect(api.markPopupSeen).toHaveBeenCalledTimes(1);
  });

  it('shows the next unseen notice after the first is closed, each once', async () => {
    api.fetchPopup.mockResolvedValueOnce(A).mockResolvedValueOnce(B).mockResolvedValue(null);
    renderInApp(<NoticePopup />);
    await waitFor(() => expect(title()).toBe('系统维护'));
    fireEvent.click(screen.getByText('我知道了'));
    await waitFor(() => expect(title()).toBe('费率调整'));
    expect(isOpen()).toBe(true);
    fireEvent.click(screen.getByText('我知道了'));
    await waitFor(() => expect(api.fetchPopup).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(isOpen()).toBe(false));
    expect(api.markPopupSeen.mock.calls).toEqual([[7], [5]]);
  });

  it('opens the notice when asked for the details', async () => {
    api.fetchPopup.mockResolvedValueOnce(A).mockResolvedValue(null);
    const { router } = renderInApp(<NoticePopup />);
    await waitFor(() => expect(isOpen()).toBe(true));
    fireEvent.click(screen.getByText('查看详情'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/notice/detail'));
    expect(router.state.location.search).toBe('?id=7');
  });

  it('shows nothing when there is no unseen important notice', async () => {
    api.fetchPopup.mockResolvedValue(null);
    renderInApp(<NoticePopup />);
    await waitFor(() => expect(api.fetchPopup).toHaveBeenCalled());
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(isOpen()).toBe(false);
    expect(api.markPopupSeen).not.toHaveBeenCalled();
  });
});
