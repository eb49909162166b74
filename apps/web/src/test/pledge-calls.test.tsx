import { api, type Envelope } from '@mcc/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMoneyCall } from '../components/money/use-money-submit.ts';
import { useCoinMixWallet } from '../features/coin-mix/api/coin-mix.ts';
import { usePledgeEarnings, usePledgeTotal } from '../features/pledge/api/pledge.ts';
import { useTeamMembers } from '../features/team/api/team.ts';
import {
  aBalance,
  aFailure,
  anEnvelope,
  aPage,
  aPledgeEarningPage,
  aPledgeOrder,
  aPledgeTotal,
  aResponse,
  aTeamMember,
} from './fixtures.ts';

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

/** Every request answers this envelope. */
function answer(body: Envelope) {
  http.fetch.mockImplementation(async () => aResponse(body));
}

/** The last request sent: its address, method, body and headers. */
function sent() {
  const [url, init] = http.fetch.mock.lastCall as [string, RequestInit];
  return { url, method: init.method, body: init.body, headers: init.headers as Record<string, string> };
}

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
    answer(anEnvelope(aPledgeTotal()));
    const result = run(() => usePledgeTotal());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(sent()).toMatchObject({ url: '/api/pledge/total', method: 'GET' });
    expect(http.loading).not.toHaveBeenCalled();
  });

  it('/api/pledge/add is a POST with the submit Idempotency-Key', async () => {
    const order = aPledgeOrder({ id: 9 });
    answer(anEnvelope(order));
    const input = { productId: 1, amount: '100', payPassword: '123456' };
    // The stake sheet's call (its money form submits through it).
    const stake = run(() => useMoneyCall(api.pledge.add));
    expect(await stake.current.run(input)).toEqual(order);
    expect(sent()).toMatchObject({ url: '/api/pledge/add', method: 'POST', body: JSON.stringify(input) });
    expect(sent().headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(http.loading).toHaveBeenCalledWith('提交数据');
  });

  it('paged calls send their own parameters with every page: earnings ?id, members ?level', async () => {
    const order = aPledgeOrder({ id: 7 });
    answer(anEnvelope(aPledgeEarningPage([], order)));
    const earnings = run(() => usePledgeEarnings(7));
    await waitFor(() => expect(earnings.current.isSuccess).toBe(true));
    expect(sent()).toMatchObject({ url: '/api/pledge/earnings?id=7&page=1&limit=10', method: 'GET' });
    expect(http.loading).toHaveBeenCalledWith('加载中');
    expect(earnings.current.data?.pages[0]?.order).toEqual(order);

    answer(anEnvelope(aPage([aTeamMember()])));
    const members = run(() => useTeamMembers(3));
    await waitFor(() => expect(members.current.isSuccess).toBe(true));
    expect(sent()).toMatchObject({ url: '/api/team/member?level=3&page=1&limit=10', method: 'GET' });
  });

  it('an order the user may not read is shown in place of the order, not toasted', async () => {
    answer(aFailure('PLEDGE_NOT_FOUND', 'refused'));
    const earnings = run(() => usePledgeEarnings(7));
    await waitFor(() => expect(earnings.current.isError).toBe(true));
    expect(http.toast).not.toHaveBeenCalled();
  });

  it('the coin-mix wallet answers its balance with every statement page', async () => {
    const balance = aBalance({ available: '1.000000', frozen: '0.000000' });
    answer(anEnvelope(aPage([], { balance })));
    const wallet = run(() => useCoinMixWallet());
    await waitFor(() => expect(wallet.current.isSuccess).toBe(true));
    expect(sent()).toMatchObject({ url: '/api/coinMix/wallet?page=1&limit=10', method: 'GET' });
    expect(wallet.current.data?.pages[0]?.balance).toEqual(balance);
  });
});
