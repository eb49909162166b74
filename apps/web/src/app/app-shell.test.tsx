import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { installAntdRender } from '../lib/antd-render.ts';
import { type RouteMeta, routeTable } from '../lib/routes.ts';
import { AppProviders } from './providers.tsx';
import { buildRoutes } from './router.tsx';

// Pages call the API on mount, and antd-mobile's loading toast needs React 19's renderer.
installAntdRender();

/** Renders the app at `path`; the awaited act lets React wait for the page's code, as a browser does. */
async function renderAt(path: string, table?: RouteMeta[]) {
  const router = createMemoryRouter(buildRoutes(table), { initialEntries: [path] });
  const view = await act(async () =>
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  );
  return { ...view, router };
}

afterEach(cleanup);

describe('app shell', () => {
  it('shows "not available yet" with the route title for an unbuilt area, without the tab bar', async () => {
    // Every route of the spec has its page now; one marked as not built still gets this page.
    const table = routeTable.map((r) => (r.name === 'autoRecharge' ? { ...r, live: false } : r));
    const { container } = await renderAt('/pages/usdt/autoRecharge', table);
    await screen.findByTestId('not-available');
    expect(screen.getByText('自动充值')).toBeTruthy();
    expect(screen.getByText('暂未开放')).toBeTruthy();
    expect(container.querySelector('.app-tab-bar')).toBeNull();
  });

  it('shows the tab bar with four entries on the entry page, the current one marked', async () => {
    const { container } = await renderAt('/');
    await screen.findByTestId('pledge-page');
    const links = [...container.querySelectorAll('.app-tab-bar a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/',
      '/pages/index/index',
      '/pages/market/market',
      '/pages/user/user',
    ]);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
    // The entry page is marked pull-to-refresh.
    expect(container.querySelector('.adm-pull-to-refresh')).not.toBeNull();
    // It draws its own navigation bar (the spec's "custom nav bar") instead of the layout's.
    expect([...container.querySelectorAll('.app-nav')].map((bar) => bar.className)).toEqual([
      'app-nav pledge-nav',
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('AI量化');
  });

  it('answers an unknown path with the 404 page', async () => {
    await renderAt('/pages/nothing/here');
    await screen.findByTestId('not-found');
    expect(screen.getAllByText('页面不存在').length).toBeGreaterThan(0);
  });

  it('opened directly, a page has a back arrow to its parent; a tab page has none', async () => {
    const { container, router } = await renderAt('/pages/findPwd/findPwd');
    await screen.findByTestId('find-pwd-page');
    // Not marked pull-to-refresh (its code loads only with the pages that are).
    expect(container.querySelector('.adm-pull-to-refresh')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '返回' })));
    await screen.findByTestId('login-page');
    expect(router.state.location.pathname).toBe('/pages/login/login');
    await act(() => router.navigate('/pages/user/user'));
    await screen.findByTestId('user-page');
    expect(container.querySelector('.app-nav-back')).toBeNull();
    expect(container.querySelector('.app-tab-bar')).not.toBeNull();
  });
});

describe('page loading', () => {
  it('a page that fails to load shows the error picture and text, and a reload button', async () => {
    const { RouteError } = await import('./route-error.tsx');
    const router = createMemoryRouter([{ path: '/', element: <RouteError /> }]);
    const { container } = render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(container.querySelector('.adm-error-block-image svg')).not.toBeNull();
    expect(screen.getByText('数据请求错误!')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
    // Not a dead end even when the page itself cannot load.
    expect(screen.getByRole('button', { name: '返回首页' })).toBeTruthy();
  });

  it('a page chunk that does not arrive within 60 s fails (and the route shows its error page)', async () => {
    const { withTimeout, PAGE_LOAD_TIMEOUT_MS } = await import('./router.tsx');
    expect(PAGE_LOAD_TIMEOUT_MS).toBe(60_000);
    const never = withTimeout(() => new Promise<never>(() => {}), 20);
    await expect(never()).rejects.toThrow('timed out');
    const quick = withTimeout(async () => 'page', 20);
    expect(await quick()).toBe('page');
  });
});
