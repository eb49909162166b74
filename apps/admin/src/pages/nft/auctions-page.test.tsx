import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuctionModal } from '../../features/nft/auctions/auction-form.tsx';
import { setNotifier } from '../../lib/notify.ts';
import { pageOf, renderInConsole, stubAdminApi } from '../../test/console.tsx';
import { stubBrowserApis } from '../../test/jsdom.ts';
import { OWNER_AUCTION, PLATFORM_AUCTION, storedSeries } from '../../test/nft-fixtures.ts';
import AuctionsPage from './auctions-page.tsx';

beforeAll(stubBrowserApis);

/** 晨星 has 50 copies left, 极光 none (it is not offered), 海浪 30. */
const SERIES = [storedSeries(1, '晨星', 50), storedSeries(2, '极光', 0), storedSeries(3, '海浪', 30)];

const toasts = { error: vi.fn(), success: vi.fn(), warning: vi.fn() };
let api: ReturnType<typeof stubAdminApi>;

beforeEach(() => {
  api = stubAdminApi(({ url, method }) => {
    if (method === 'POST') return { ...PLATFORM_AUCTION, status: 'cancelled' };
    if (url.startsWith('/admin-api/nft/series')) return pageOf(SERIES);
    return pageOf([PLATFORM_AUCTION, OWNER_AUCTION]);
  });
  setNotifier(toasts);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const itemOf = (testId: string) => input(testId).closest('.ant-form-item') as HTMLElement;
const rowOf = (id: number) => document.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement;

describe('auctions page', () => {
  it('lists the platform’s and an owner’s auctions, and cancels one nobody has bid on', async () => {
    renderInConsole(<AuctionsPage />, ['users.read', 'content.write']);
    const table = await screen.findByTestId('auction-table');
    await waitFor(() => expect(table.textContent).toContain('晨星'));
    const platform = rowOf(7);
    for (const text of ['平台份额', '平台', '20.00 USDT', '加价 5%', '50.00', '暂无出价', '竞拍中'])
      expect(platform.textContent).toContain(text);
    const owner = rowOf(8);
    for (const text of ['#12 / 100', '138****0001', 'ID 3', '加价 12.5%', '无', '24.00 USDT', '139****0002'])
      expect(owner.textContent).toContain(text);
    // Bid on: no Cancel.
    expect(screen.queryByTestId('cancel-auction-8')).toBeNull();

    fireEvent.click(screen.getByTestId('cancel-auction-7'));
    const text = await screen.findByText('尚无人出价。取消后预留的一份退回系列，此操作不可撤销。');
    const dialog = text.closest('.ant-modal-confirm') as HTMLElement;
    expect(dialog.textContent).toContain('取消拍卖 #7「晨星」？');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消拍卖' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('拍卖已取消'));
    expect(api.posts().map((p) => p.url)).toEqual(['/admin-api/nft/auctions/7/cancel']);
  });

  it('offers no writes to an operator without content.write', async () => {
    renderInConsole(<AuctionsPage />, ['users.read']);
    const table = await screen.findByTestId('auction-table');
    await waitFor(() => expect(table.textContent).toContain('晨星'));
    expect(screen.queryByTestId('new-auction')).toBeNull();
    expect(screen.queryByTestId('cancel-auction-7')).toBeNull();
  });
});

describe('new auction form', () => {
  it('offers only series with copies left, raises by 5 % unless told, and says what it refuses', async () => {
    renderInConsole(<AuctionModal onClose={() => {}} />, ['content.write']);
    await waitFor(() => expect(api.sent.some((r) => r.url.startsWith('/admin-api/nft/series'))).toBe(true));
    const select = screen.getByTestId('auction-series').closest('.ant-select') as HTMLElement;
    fireEvent.mouseDown(select.querySelector('input') ?? select);
    await waitFor(() =>
      expect(document.querySelectorAll('.ant-select-dropdown .ant-select-item-option').length).toBe(2),
    );
    const options = [...document.querySelectorAll('.ant-select-dropdown .ant-select-item-option')];
    expect(options.map((o) => o.textContent)).toEqual([
      '#1 晨星 · 稀有 · 剩余 50 份',
      '#3 海浪 · 稀有 · 剩余 30 份',
    ]);
    fireEvent.click(options[1] as HTMLElement);
    expect(input('auction-increment').value).toBe('5');

    fireEvent.change(input('auction-increment'), { target: { value: '60' } });
    fireEvent.change(input('auction-reserve'), { target: { value: '1.1234567' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(itemOf('auction-increment').textContent).toContain('加价幅度为 1%–50%'));
    expect(itemOf('auction-startPrice').textContent).toContain('金额不正确');
    expect(itemOf('auction-reserve').textContent).toContain('金额小数位过多');
    expect(itemOf('auction-series').textContent).not.toContain('请选择系列');
    expect(api.posts()).toEqual([]);
  });
});
