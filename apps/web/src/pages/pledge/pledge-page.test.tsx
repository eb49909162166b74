import { type PledgeProduct, api as routes } from '@mcc/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userCenterKey } from '../../lib/user-center.ts';
import { aPledgeOrder, aPledgeProduct, aPledgeTotal, aUserCenter } from '../../test/fixtures.ts';
import { answerRoute, sentTo } from '../../test/recorded-call.ts';
import { renderInApp } from '../../test/render.tsx';
import PledgePage from './pledge-page.tsx';

/** The 7-day product at 0.8 % a day, 100 – 50,000, 750,000 of its quota left, unless told otherwise. */
const product = (over: Partial<PledgeProduct>) =>
  aPledgeProduct({
    id: 1,
    name: '稳健7天',
    termDays: 7,
    dailyRateBp: 80,
    minAmount: '100.000000',
    maxAmount: '50000.000000',
    quota: '1000000.000000',
    sold: '250000.000000',
    remaining: '750000.000000',
    open: true,
    ...over,
  });

const http = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../lib/api.ts', () => http);
const api = vi.hoisted(() => ({
  products: [] as PledgeProduct[],
  refresh: vi.fn(),
}));
vi.mock('../../features/pledge/api/pledge.ts', () => ({
  usePledgeIndex: () => ({ data: { products: api.products } }),
  usePledgeTotal: () => ({
    data: aPledgeTotal({
      staked: '1500.000000',
      todayEarnings: '12.345678',
      totalEarnings: '80.000000',
      activeOrders: 2,
      available: '3000.000000',
    }),
  }),
  useRefreshPledge: () => api.refresh,
}));

function open() {
  return renderInApp(<PledgePage />, [[userCenterKey, aUserCenter({ userinfo: { hasPayPassword: true } })]]);
}
const type = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
const text = (testId: string) => screen.getByTestId(testId).textContent;

async function openSheet(name = '稳健7天') {
  const card = screen.getByRole('region', { name });
  fireEvent.click(within(card).getByRole('button'));
  return screen.findByTestId('stake-sheet');
}

beforeEach(() => {
  api.products = [
    product({}),
    product({ id: 2, name: '进取30天', termDays: 30, dailyRateBp: 120, minAmount: '500.000000' }),
    product({ id: 3, name: '已售罄', remaining: '0.000000', sold: '1000000.000000' }),
    product({ id: 4, name: '已关闭', open: false }),
  ];
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('AI quant entry page', () => {
  it("draws its own navigation bar and shows the user's figures from /api/pledge/total", () => {
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('AI量化');
    expect(screen.getByRole('button', { name: '我的AI量化订单' })).toBeTruthy();
    expect(text('pledge-staked')).toBe('1,500.00');
    expect(text('pledge-today-earnings')).toBe('12.345678');
    expect(text('pledge-total-earnings')).toBe('80.00');
    expect(text('pledge-active-orders')).toBe('2');
  });

  it('shows each product: rate, term, limits, quota left; sold-out and closed ones cannot be staked', () => {
    open();
    const card = within(screen.getByRole('region', { name: '稳健7天' }));
    expect(card.getByTestId('product-rate').textContent).toBe('0.8%');
    expect(card.getAllByText('7天').length).toBeGreaterThan(0);
    expect(card.getByTestId('product-limits').textContent).toBe('100.00 – 50,000.00 USDT');
    expect(card.getByTestId('product-remaining').textContent).toBe('750,000.00 USDT');
    expect((card.getByRole('button', { name: '立即质押' }) as HTMLButtonElement).disabled).toBe(false);
    const soldOut = within(screen.getByRole('region', { name: '已售罄' })).getByRole('button');
    expect(soldOut.textContent).toBe('已售罄');
    expect((soldOut as HTMLButtonElement).disabled).toBe(true);
    const closed = within(screen.getByRole('region', { name: '已关闭' })).getByRole('button');
    expect(closed.textContent).toBe('已关闭');
    expect((closed as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the expected daily earning, the term total and the end total while typing', async () => {
    open();
    await openSheet();
    expect(text('stake-available')).toBe('可用余额 3,000.00 USDT');
    type('请输入质押数量', '1000');
    await waitFor(() => expect(text('stake-daily')).toBe('8.00 USDT'));
    expect(text('stake-earnings')).toBe('56.00 USDT');
    expect(text('stake-at-end')).toBe('1,056.00 USDT');
    // Earnings are shown to the micro-unit: 123.45 × 0.8 % = 0.9876 a day.
    type('请输入质押数量', '123.45');
    await waitFor(() => expect(text('stake-daily')).toBe('0.9876 USDT'));
    expect(text('stake-earnings')).toBe('6.9132 USDT');
  });

  it('says which limit the amount breaks and sends nothing', async () => {
    open();
    await openSheet();
    type('6位数字', '123456');
    type('请输入质押数量', '99');
    expect((await screen.findByTestId('stake-problem')).textContent).toBe('单笔最少质押 100.00 USDT');
    fireEvent.click(screen.getByRole('button', { name: '确认质押' }));
    type('请输入质押数量', '3000.01');
    await waitFor(() => expect(text('stake-problem')).toBe('可用余额不足'));
    fireEvent.click(screen.getByRole('button', { name: '确认质押' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(http.call).not.toHaveBeenCalled();
  });

  it('"all" stakes what is available, within the product max', async () => {
    open();
    await openSheet();
    fireEvent.click(screen.getByTestId('stake-all'));
    const field = screen.getByPlaceholderText('请输入质押数量') as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('3000.00'));
    expect(text('stake-at-end')).toBe('3,168.00 USDT');
  });

  it('stakes with the payment password and an Idempotency-Key, then opens the new order', async () => {
    answerRoute(http.call, routes.pledge.add, aPledgeOrder({ id: 42 }));
    const { router } = open();
    await openSheet('进取30天');
    type('请输入质押数量', '600');
    await waitFor(() => expect(text('stake-earnings')).toBe('216.00 USDT'));
    type('6位数字', '123456');
    fireEvent.click(screen.getByRole('button', { name: '确认质押' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/pledge/detail'));
    expect(router.state.location.search).toBe('?id=42');
    expect(sentTo(http.call, routes.pledge.add)).toHaveLength(1);
    const [{ input, key } = {}] = sentTo(http.call, routes.pledge.add);
    expect(input).toEqual({ productId: 2, amount: '600', payPassword: '123456' });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    // The products' quota and the summary are fetched again.
    expect(api.refresh).toHaveBeenCalled();
  });
});
