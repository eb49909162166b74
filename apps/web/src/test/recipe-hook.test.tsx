import { type AnswerOf, routes } from '@mcc/contract';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { call } from '../lib/api.ts';
import { unwrap } from '../lib/request.ts';

/*
 * The last step of CONTRIBUTING.md's recipe "A read call" (the server's steps are followed in
 * apps/server/src/recipe.test.ts): the hook, which names the route and nothing else.
 */
const fixture = routes('fixture', {
  unread: {
    method: 'GET',
    path: '/api/fixture/unread',
    auth: 'user',
    query: 'idQuery',
    answer: 'tipsUnread',
  },
});

// The hook, as a feature's api/ folder writes it.
const useUnread = (id: number) =>
  useQuery({ queryKey: ['fixture', id], queryFn: () => unwrap(call(fixture.unread, { id })) });

/** The app's real request client over a recorded fetch. */
const http = vi.hoisted(() => ({ fetch: vi.fn() }));
vi.mock('../lib/api.ts', async () => {
  const { createRequestClient } = await import('../lib/request.ts');
  const quiet = { showLoading: () => {}, hideLoading: () => {}, toast: () => {} };
  return createRequestClient({
    baseUrl: '',
    fetch: http.fetch,
    getToken: () => 'token',
    getLang: () => 'en',
    onUnauthorized: () => {},
    indicators: quiet,
    texts: () => ({ loading: '', submitting: '', requestError: '' }),
  });
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('a read call added by the recipe, in the web app', () => {
  it('is called at its path with its input, and answers the route’s type', async () => {
    http.fetch.mockImplementation(
      async () => new Response(JSON.stringify({ code: 1, msg: '', time: '0', data: { unread: 42 } })),
    );
    const { result } = renderHook(() => useUnread(21), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ unread: 42 });
    const [url, init] = http.fetch.mock.lastCall as [string, RequestInit];
    expect(url).toBe('/api/fixture/unread?id=21');
    expect(init.headers).toMatchObject({ token: 'token' });
    expectTypeOf(result.current.data).toEqualTypeOf<AnswerOf<typeof fixture.unread> | undefined>();
    expectTypeOf<AnswerOf<typeof fixture.unread>>().toEqualTypeOf<{ unread: number }>();
  });
});
