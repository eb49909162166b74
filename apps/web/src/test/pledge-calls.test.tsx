import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCoinMixWallet } from '../features/coin-mix/api/coin-mix.ts';
import { submitPledge, usePledgeEarnings, usePledgeTotal } from '../features/pledge/api/pledge.ts';
import { useTeamMembers } from '../features/team/api/team.ts';

/** The app's real request client over a recorded fetch: what goes on the wire, and what the user sees. */
const http = vi.hoisted(() => ({ fetch: vi.fn(), loading: vi.fn(), toast: vi.fn() }));
vi.mock('../lib/api.ts', async () => {
  const { createRequestClient } = await import('../lib/request.ts');
  return createRequestClient({
    baseUrl: '',
    fetch: http.fetch,
    getToken: () => 'token',
    getLang: () => 'zh-Hans',
    onUnauthorized: () => {},
    indicators: { showLoading: http.loading, hideLoading: () => {}, toast: http.toast },
    texts: () => ({ loading: '加载中', submitting: '提交数据', requestError: '数据请求错误!' }),
  });
});

function answer(data: unknown, code = 1) {
  http.fetch.mockImplementation(
    async () =>
      new Response(JSON.stringify({ code, msg: code ? '' : 'refused', time: '', data }), { status: 200 }),
  );
}

/** The last request sent: its address, method, body and headers. */
function sent() {
  const [url, init] = http.fetch.mock.lastCall as [string, RequestInit];
  return { url, method: init.method, body: init.body, headers: init.headers as Record<string, string> };
}

const page = (extra: object = {}) => ({ list: [], total: 0, page: 1, limit: 10, hasMore: false, ...extra });

function run<T>(hook: () => T) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(hook, { wrapper }).result;
}

afterEach(() => vi.clearAllMocks());

/**
 * The calls exactly as the spec and the contract name them. The AI quant area spans three features
 * (pledge, coin-mix, team), so its call test lives here rather than in one of them.
 */
describe('AI quant calls', () => {
  it('/api/pledge/total shows no loading toast (spec §7)', async () => {
    answer({});
    const result = run(() => usePledgeTotal());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(sent()).toMatchObject({ url: '/api/pledge/total', method: 'GET' });
    expect(http.loading).not.toHaveBeenCalled();
  });

  it('/api/pledge/add is a POST with the submit Idempotency-Key', async () => {
    answer({ id: 9 });
    const input = { productId: 1, amount: '100', payPassword: '123456' };
    expect(await submitPledge(input, 'key-1')).toEqual({ id: 9 });
    expect(sent()).toMatchObject({ url: '/api/pledge/add', method: 'POST', body: JSON.stringify(input) });
    expect(sent().headers['idempotency-key']).toBe('key-1');
    expect(http.loading).toHaveBeenCalledWith('提交数据');
  });

  it('paged calls send their own parameters with every page: earnings ?id, members ?level', async () => {
    answer(page({ order: { id: 7 } }));
    const earnings = run(() => usePledgeEarnings(7));
    await waitFor(() => expect(earnings.current.isSuccess).toBe(true));
    expect(sent()).toMatchObject({ url: '/api/pledge/earnings?id=7&page=1&limit=10', method: 'GET' });
    expect(http.loading).toHaveBeenCalledWith('加载中');
    expect(earnings.current.data?.pages[0]?.order).toEqual({ id: 7 });

    const members = run(() => useTeamMembers(3));
    await waitFor(() => expect(members.current.isSuccess).toBe(true));
    expect(sent()).toMatchObject({ url: '/api/team/member?level=3&page=1&limit=10', method: 'GET' });
  });

  it('an order the user may not read is shown in place of the order, not toasted', async () => {
    answer({ error: 'PLEDGE_NOT_FOUND' }, 0);
    const earnings = run(() => usePledgeEarnings(7));
    await waitFor(() => expect(earnings.current.isError).toBe(true));
    expect(http.toast).not.toHaveBeenCalled();
  });

  it('the coin-mix wallet answers its balance with every statement page', async () => {
    const balance = { available: '1.000000', frozen: '0.000000', total: '1.000000' };
    answer(page({ balance }));
    const wallet = run(() => useCoinMixWallet());
    await waitFor(() => expect(wallet.current.isSuccess).toBe(true));
    expect(sent()).toMatchObject({ url: '/api/coinMix/wallet?page=1&limit=10', method: 'GET' });
    expect(wallet.current.data?.pages[0]?.balance).toEqual(balance);
  });
});
