import { adminApi } from '@mcc/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, signInTarget } from './api.ts';
import { setNavigator } from './navigation.ts';
import { setNotifier } from './notify.ts';
import { tokenStore } from './storage.ts';

describe('the console’s API instance', () => {
  const navigate = vi.fn();
  const notifier = { error: vi.fn(), success: vi.fn(), warning: vi.fn() };

  beforeEach(() => {
    setNavigator(navigate);
    setNotifier(notifier);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    tokenStore.clear();
    window.history.replaceState(null, '', '/');
  });

  it('on HTTP 401 forgets the token and opens the sign-in page, remembering where the operator was', async () => {
    tokenStore.set('dead-token');
    window.history.replaceState(null, '', '/admin/finance/recharges?state=all');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 0, msg: '', time: '', data: { error: 'UNAUTHORIZED' } }), {
            status: 401,
          }),
      ),
    );
    await expect(api.call(adminApi.auth.me)).rejects.toMatchObject({ key: 'UNAUTHORIZED' });
    expect(tokenStore.get()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?next=%2Ffinance%2Frecharges%3Fstate%3Dall', {
      replace: true,
    });
    expect(notifier.warning).toHaveBeenCalledTimes(1);
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('on the sign-in page a 401 stays there', async () => {
    window.history.replaceState(null, '', '/admin/login');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 401 })),
    );
    await expect(api.call(adminApi.auth.logout)).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends the stored token as a bearer token', async () => {
    tokenStore.set('live-token');
    const fetch = vi.fn(
      async (_u: string, _i?: RequestInit) =>
        new Response(JSON.stringify({ code: 1, msg: '', time: '', data: { ok: true } }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await api.call(adminApi.auth.me)).toEqual({ ok: true });
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({
      authorization: 'Bearer live-token',
      lang: 'zh-Hans',
    });
  });

  it('sign-in targets', () => {
    expect(signInTarget('/')).toBe('/login');
    expect(signInTarget('/users/3')).toBe('/login?next=%2Fusers%2F3');
    expect(signInTarget('/login?next=%2Fx')).toBe('/login?next=%2Fx');
  });
});
