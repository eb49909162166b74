import type { AdminMe, AdminPermission } from '@mcc/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { meKey } from '../lib/operator.ts';

/**
 * Renders a piece of the console as the signed-in frame holds it: translations, queries (no retries),
 * antd's dialogs and a router at `at`, signed in with `permissions`.
 */
export function renderInConsole(ui: ReactNode, permissions: AdminPermission[] = [], at = '/') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const me: AdminMe = {
    operator: { id: 1, username: 'admin', role: 'super', totpEnabled: false },
    permissions,
  };
  client.setQueryData(meKey, me);
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        {/* As the console's providers set it: "保存", not antd's spaced "保 存". */}
        <ConfigProvider button={{ autoInsertSpace: false }}>
          <App>
            <MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>
          </App>
        </ConfigProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

export interface SentRequest {
  url: string;
  method: string;
  body: unknown;
}

/**
 * Stands in for the admin API (call in `beforeEach`; `vi.unstubAllGlobals` undoes it): each request is
 * kept, and answered with the envelope of what `answer` gives for it.
 */
export function stubAdminApi(answer: (request: SentRequest) => unknown) {
  const sent: SentRequest[] = [];
  /** Each request's headers, by the request (an Idempotency-Key, the language). */
  const headers = new Map<SentRequest, Record<string, string>>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const request = { url, method: String(init.method), body: JSON.parse(String(init.body ?? 'null')) };
      sent.push(request);
      headers.set(request, (init.headers ?? {}) as Record<string, string>);
      return new Response(JSON.stringify({ code: 1, msg: '', time: '0', data: answer(request) }));
    }),
  );
  return { sent, headers, posts: () => sent.filter((r) => r.method === 'POST') };
}

/** A page of a list as the admin API answers it. */
export const pageOf = (list: unknown[]) => ({ list, total: list.length, page: 1, limit: 50, hasMore: false });
