/**
 * 加载中 over a page that already shows its data is noise: the app's query client refetches such
 * queries quietly, while a first load (nothing to show yet) and every submit keep their indicator.
 */
import { InfiniteQueryObserver, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { anEnvelope, aPage, aResponse } from '../test/fixtures.ts';
import { loadingQuiet } from './indicators.ts';
import { queryClient } from './query-client.ts';
import { createRequestClient } from './request.ts';

const events: string[] = [];
const { request } = createRequestClient({
  baseUrl: 'https://api.test',
  fetch: (async () => aResponse(anEnvelope(aPage([])))) as typeof fetch,
  getToken: () => null,
  getLang: () => 'zh-Hans',
  onUnauthorized: () => {},
  indicators: {
    showLoading: (text) => events.push(`show:${text}`),
    hideLoading: () => {},
    toast: () => {},
  },
  quiet: loadingQuiet,
  texts: () => ({ loading: '加载中', submitting: '提交数据', requestError: 'x' }),
});

afterEach(() => {
  queryClient.clear();
  events.length = 0;
});

describe('quiet refetches', () => {
  it('a first load shows 加载中, a refetch of data already shown does not', async () => {
    const observer = new QueryObserver(queryClient, {
      queryKey: ['quiet', 'balance'],
      queryFn: () => request({ url: '/api/user/balance' }),
    });
    await observer.refetch();
    expect(events).toEqual(['show:加载中']);
    await observer.refetch();
    expect(events).toEqual(['show:加载中']);
  });

  it('the same for a paged list: its first page shows it once, the refetch of its pages stays quiet', async () => {
    const observer = new InfiniteQueryObserver(queryClient, {
      queryKey: ['quiet', 'statement'],
      queryFn: ({ pageParam }) => request({ url: '/api/usdt/statement', data: { page: pageParam } }),
      initialPageParam: 1,
      getNextPageParam: () => undefined,
    });
    await observer.refetch();
    await observer.refetch();
    expect(events).toEqual(['show:加载中']);
  });

  it('a submit always shows 提交数据, even while a refetch is quiet', async () => {
    const observer = new QueryObserver(queryClient, {
      queryKey: ['quiet', 'mixed'],
      queryFn: () => request({ url: '/api/user/balance' }),
    });
    await observer.refetch();
    events.length = 0;
    await Promise.all([observer.refetch(), request({ url: '/api/user/transfer', method: 'POST' })]);
    expect(events).toEqual(['show:提交数据']);
  });
});
