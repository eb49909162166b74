import { api } from '@mcc/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anEnvelope, aPage, aResponse, aStatementLine } from '../test/fixtures.ts';
import { PAGE_LIMIT, usePagedQuery } from './paged-query.ts';

// The app's request client, without its toasts (they render outside the hook under test).
vi.mock('./api.ts', async () => {
  const { createRequestClient } = await import('./request.ts');
  return createRequestClient({
    baseUrl: '',
    fetch: (...args) => fetch(...args),
    getToken: () => null,
    getLang: () => 'en',
    onUnauthorized: () => {},
    indicators: { showLoading: () => {}, hideLoading: () => {}, toast: () => {} },
    quiet: () => false,
    texts: () => ({ loading: '', submitting: '', requestError: '' }),
  });
});

/** A statement of 25 lines with ids 25..1, answered page by page as the server does. */
function server() {
  const asked: URLSearchParams[] = [];
  const fetchMock = vi.fn(async (url: string) => {
    const query = new URL(url, 'https://app.test').searchParams;
    asked.push(query);
    const page = Number(query.get('page'));
    const before = query.get('before');
    const ids = Array.from({ length: 25 }, (_, i) => 25 - i);
    const rest =
      before === null ? ids.slice((page - 1) * PAGE_LIMIT) : ids.filter((id) => id < Number(before));
    const list = rest.slice(0, PAGE_LIMIT).map((id) => aStatementLine({ id }));
    return aResponse(
      anEnvelope(aPage(list, { total: 25, page, limit: PAGE_LIMIT, hasMore: page * PAGE_LIMIT < 25 })),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return asked;
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Loads every page of the list and answers the ids shown and what each request asked. */
async function readAll(keyset: boolean) {
  const asked = server();
  const { result } = renderHook(
    () => usePagedQuery(['paged', keyset], api.wallet.usdtStatement, {}, { keyset }),
    { wrapper },
  );
  await vi.waitFor(() => expect(result.current.isSuccess).toBe(true));
  while (result.current.hasNextPage) {
    await act(() => result.current.fetchNextPage());
  }
  const ids = result.current.data?.pages.flatMap((p) => p.list.map((row) => row.id));
  return { ids, asked: asked.map((q) => [q.get('page'), q.get('before')]) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('usePagedQuery', () => {
  it('asks for later pages by number', async () => {
    const { ids, asked } = await readAll(false);
    expect(ids).toEqual(Array.from({ length: 25 }, (_, i) => 25 - i));
    expect(asked).toEqual([
      ['1', null],
      ['2', null],
      ['3', null],
    ]);
  });

  it('with keyset, asks for each later page after the last row shown, and shows the same rows', async () => {
    const { ids, asked } = await readAll(true);
    expect(ids).toEqual(Array.from({ length: 25 }, (_, i) => 25 - i));
    expect(asked).toEqual([
      ['1', null],
      ['2', '16'],
      ['3', '6'],
    ]);
  });
});
