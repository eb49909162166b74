import type { AdminMe } from '@mcc/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { meKey } from '../../lib/operator.ts';
import { tokenStore } from '../../lib/storage.ts';
import { stubBrowserApis } from '../../test/jsdom.ts';
import AdminLayout, { PageGate } from './admin-layout.tsx';

beforeAll(stubBrowserApis);

afterEach(() => {
  cleanup();
  tokenStore.clear();
});

function renderAs(me: AdminMe, path = '/') {
  tokenStore.set('token');
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(meKey, me);
  const router = createMemoryRouter(
    [
      {
        element: <AdminLayout />,
        children: [
          { path: '/', element: <p>home</p> },
          {
            path: '/settings',
            element: (
              <PageGate page="settings">
                <p>settings page</p>
              </PageGate>
            ),
          },
        ],
      },
      { path: '/login', element: <p>sign-in page</p> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const finance: AdminMe = {
  operator: { id: 2, username: 'fin', role: 'finance', totpEnabled: false },
  permissions: ['finance.review', 'finance.adjust', 'ledger.read', 'users.read', 'audit.read'],
};
const operations: AdminMe = {
  operator: { id: 3, username: 'ops', role: 'operations', totpEnabled: false },
  permissions: ['users.read', 'users.write', 'content.write', 'settings.write'],
};

const menuLinks = () =>
  [...screen.getByTestId('side-menu').querySelectorAll('[data-testid^="menu-"]')].map((a) =>
    a.getAttribute('data-testid'),
  );

describe('admin layout', () => {
  it('shows a finance operator only the pages their role allows', async () => {
    renderAs(finance);
    await screen.findByText('home');
    expect(menuLinks()).toEqual([
      'menu-dashboard',
      'menu-users',
      'menu-recharges',
      'menu-withdrawals',
      'menu-proposals',
      'menu-chainDeposits',
      'menu-ledger',
      'menu-ledgerProofs',
      'menu-pledgeProducts',
      'menu-pledgeOrders',
      'menu-nftSeries',
      'menu-nftBoxes',
      'menu-nftRecipes',
      'menu-nftAuctions',
      'menu-nftOrders',
      'menu-nftAppeals',
      'menu-market',
      'menu-audit',
    ]);
    expect(screen.getByTestId('operator-name').textContent).toBe('fin');
    expect(screen.getByText('财务', { selector: '.ant-tag' })).toBeTruthy();
  });

  it('shows an operations operator content and settings but no money', async () => {
    renderAs(operations);
    await screen.findByText('home');
    expect(menuLinks()).toEqual([
      'menu-dashboard',
      'menu-users',
      'menu-notices',
      'menu-banners',
      'menu-pledgeProducts',
      'menu-pledgeOrders',
      'menu-nftSeries',
      'menu-nftBoxes',
      'menu-nftRecipes',
      'menu-nftAuctions',
      'menu-nftOrders',
      'menu-nftAppeals',
      'menu-market',
      'menu-settings',
    ]);
  });

  it('answers a page the role may not open with 403 instead of the page', async () => {
    renderAs(finance, '/settings');
    await screen.findByTestId('forbidden');
    expect(screen.queryByText('settings page')).toBeNull();
  });

  it('opens the page for a role that may', async () => {
    renderAs(operations, '/settings');
    await screen.findByText('settings page');
  });

  it('sends a visitor without a session to the sign-in page', async () => {
    renderAs(finance);
    cleanup();
    tokenStore.clear();
    const client = new QueryClient();
    const router = createMemoryRouter(
      [
        { path: '/', element: <AdminLayout /> },
        { path: '/login', element: <p>sign-in page</p> },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    await screen.findByText('sign-in page');
  });
});
