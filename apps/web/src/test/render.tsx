import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach } from 'vitest';
import { installAntdRender } from '../lib/antd-render.ts';
import { i18n } from '../lib/i18n.ts';

installAntdRender();

// A toast still open when a test file ends would close on its own timer after the file's DOM is gone
// (an unhandled "window is not defined" that fails the run): close it while the DOM is there.
afterEach(() => Toast.clear());

/**
 * Renders a component the way the app does (texts in zh-Hans, a query client, a router), with the
 * queries it reads already answered (`data`: query key → answer), so no request goes out.
 */
export function renderInApp(ui: ReactNode, data: [readonly unknown[], unknown][] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [key, value] of data) client.setQueryData(key, value);
  const router = createMemoryRouter(
    [
      { path: '/', element: ui },
      { path: '*', element: <div data-testid="navigated" /> },
    ],
    { initialEntries: ['/'] },
  );
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, client };
}
