import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EarningsPage } from '../../features/pledge/api/pledge.ts';
import { ApiError } from '../../lib/request.ts';
import {
  aFailedPagedQuery,
  aPagedQuery,
  aPledgeEarning,
  aPledgeEarningPage,
  aPledgeOrder,
} from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import PledgeDetailPage from './detail-page.tsx';

const order = aPledgeOrder({
  id: 42,
  productName: '稳健7天',
  amount: '1000.000000',
  earned: '16.000000',
  startDate: '2026-11-23',
  endDate: '2026-11-29',
  paidThrough: '2026-11-24',
  status: 'active',
});

const earnings = vi.hoisted(() => ({ usePledgeEarnings: vi.fn() }));
vi.mock('../../features/pledge/api/pledge.ts', () => earnings);

/** The order's earnings as the hook gives them: these pages, or the error of a failed read. */
function answer(pages: EarningsPage[] | Error) {
  earnings.usePledgeEarnings.mockReturnValue(
    pages instanceof Error ? aFailedPagedQuery(pages) : aPagedQuery(pages),
  );
}

/** The page at `/pages/pledge/detail?…`: it reads the order id from the query. */
function openAt(search: string) {
  const view = renderInApp(<PledgeDetailPage />);
  void view.router.navigate(`/${search}`);
  return view;
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('order detail', () => {
  it("shows the order's facts and its daily earnings, newest first", async () => {
    answer([
      aPledgeEarningPage(
        [
          aPledgeEarning({ id: 2, day: '2026-11-24', amount: '8.000000' }),
          aPledgeEarning({ id: 1, day: '2026-11-23', amount: '8.000000' }),
        ],
        order,
      ),
    ]);
    openAt('?id=42');
    const card = within(await screen.findByTestId('order-card'));
    expect(earnings.usePledgeEarnings).toHaveBeenCalledWith(42);
    expect(card.getByTestId('order-title').textContent).toBe('稳健7天 · 1,000.00 USDT');
    expect(card.getByTestId('order-status').textContent).toBe('收益中');
    expect(card.getByTestId('order-earned').textContent).toBe('16.00 USDT');
    expect(card.getByTestId('order-period').textContent).toBe('2026-11-23 – 2026-11-29');
    expect(card.getByTestId('order-paid-through').textContent).toBe('2026-11-24');
    expect(card.getByText('到期后本金自动返还主钱包，期间不支持提前赎回。')).toBeTruthy();
    expect(screen.getAllByTestId('earning-day').map((d) => d.textContent)).toEqual([
      '2026-11-24',
      '2026-11-23',
    ]);
    expect(screen.getAllByTestId('earning-amount').map((d) => d.textContent)).toEqual(['+8.00', '+8.00']);
  });

  it('says "no such order" for a bad id without asking the server, and when the server refuses', async () => {
    openAt('?id=abc');
    await screen.findByText('订单不存在');
    expect(earnings.usePledgeEarnings).not.toHaveBeenCalled();
    cleanup();
    answer(new ApiError('PLEDGE_ORDER_NOT_FOUND', '订单不存在'));
    openAt('?id=99');
    await screen.findByText('订单不存在');
    expect(screen.queryByTestId('order-card')).toBeNull();
  });

  it('does not claim the order is gone when the call was lost (the request client said so)', async () => {
    answer(new ApiError('REQUEST_FAILED', ''));
    openAt('?id=42');
    // Not a dead end: try again, or go on.
    await screen.findByRole('button', { name: '重试' });
    screen.getByText('数据请求错误!');
    expect(screen.queryByText('订单不存在')).toBeNull();
  });
});
