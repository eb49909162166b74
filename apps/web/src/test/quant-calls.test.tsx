import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCoinMixWallet } from '../features/coin-mix/api/coin-mix.ts';
import { submitPledge, usePledgeEarnings, usePledgeTotal } from '../features/pledge/api/pledge.ts';
import { useTeamMembers } from '../features/team/api/team.ts';

const api = vi.hoisted(() => ({ request: vi.fn() }));
vi.mock('../lib/api.ts', () => api);

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
    api.request.mockResolvedValue({ code: 1, msg: '', time: '', data: {} });
    const result = run(() => usePledgeTotal());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(api.request).toHaveBeenCalledWith({ url: '/api/pledge/total', loading: false });
  });

  it('/api/pledge/add is a POST with the submit Idempotency-Key', async () => {
    api.request.mockResolvedValue({ code: 1, msg: '', time: '', data: { id: 9 } });
    const input = { productId: 1, amount: '100', payPassword: '123456' };
    expect(await submitPledge(input, 'key-1')).toEqual({ id: 9 });
    expect(api.request).toHaveBeenCalledWith({
      url: '/api/pledge/add',
      method: 'POST',
      data: input,
      idempotencyKey: 'key-1',
    });
  });

  it('paged calls send their own parameters with every page: earnings ?id, members ?level', async () => {
    api.request.mockResolvedValue({ code: 1, msg: '', time: '', data: page({ order: { id: 7 } }) });
    const earnings = run(() => usePledgeEarnings(7));
    await waitFor(() => expect(earnings.current.isSuccess).toBe(true));
    expect(api.request).toHaveBeenLastCalledWith({
      url: '/api/pledge/earnings',
      data: { id: 7, page: 1, limit: 10 },
      loading: true,
      // The detail page shows a refusal in place of the order: no toast on top.
      toastFailure: false,
    });
    expect(earnings.current.data?.pages[0]?.order).toEqual({ id: 7 });

    const members = run(() => useTeamMembers(3));
    await waitFor(() => expect(members.current.isSuccess).toBe(true));
    expect(api.request).toHaveBeenLastCalledWith({
      url: '/api/team/member',
      data: { level: 3, page: 1, limit: 10 },
      loading: true,
    });
  });

  it('the coin-mix wallet answers its balance with every statement page', async () => {
    const balance = { available: '1.000000', frozen: '0.000000', total: '1.000000' };
    api.request.mockResolvedValue({ code: 1, msg: '', time: '', data: page({ balance }) });
    const wallet = run(() => useCoinMixWallet());
    await waitFor(() => expect(wallet.current.isSuccess).toBe(true));
    expect(api.request).toHaveBeenCalledWith({
      url: '/api/coinMix/wallet',
      data: { page: 1, limit: 10 },
      loading: true,
    });
    expect(wallet.current.data?.pages[0]?.balance).toEqual(balance);
  });
});
