import type { Mock } from 'vitest';
import { createRequestClient } from '../lib/request.ts';

/**
 * The app's real request client, signed out and in zh-Hans, over a recorded `fetch` and `toast`: what a
 * sign-in page puts on the wire, and what the user is told. For `vi.mock('…/lib/api.ts', async () =>
 * (await import('…/test/recorded-fetch.ts')).signedOutClient(http))`.
 */
export function signedOutClient(http: { fetch: Mock; toast: Mock }) {
  return createRequestClient({
    baseUrl: '',
    fetch: http.fetch,
    getToken: () => null,
    getLang: () => 'zh-Hans',
    onUnauthorized: () => {},
    indicators: { showLoading: () => {}, hideLoading: () => {}, toast: http.toast },
    texts: () => ({ loading: '加载中', submitting: '提交数据', requestError: '数据请求错误!' }),
  });
}
