import { LoadedPage, type PageLoad, type PageModule, pageLoad } from '@mcc/client';
import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { setNavigator } from '../lib/navigation.ts';
import { type PageName, paths } from '../lib/routes.ts';
import { RouteError } from './route-error.tsx';

/** Every page module as its own chunk, loaded on first visit. */
const pageModules = import.meta.glob<PageModule>('../pages/**/*-page.tsx');

/** The page file of each route, under src/pages (the size report reads the same map). */
export const PAGE_FILES: Record<PageName, string> = {
  login: 'login/login-page.tsx',
  dashboard: 'dashboard/dashboard-page.tsx',
  users: 'users/users-page.tsx',
  userDetail: 'users/user-detail-page.tsx',
  recharges: 'finance/recharges-page.tsx',
  withdrawals: 'finance/withdrawals-page.tsx',
  ledger: 'finance/ledger-page.tsx',
  proposals: 'finance/proposals-page.tsx',
  chainDeposits: 'finance/chain-deposits-page.tsx',
  ledgerProofs: 'finance/ledger-proofs-page.tsx',
  notices: 'content/notices-page.tsx',
  noticeNew: 'content/notice-edit-page.tsx',
  noticeEdit: 'content/notice-edit-page.tsx',
  banners: 'content/banners-page.tsx',
  pledgeProducts: 'pledge/products-page.tsx',
  pledgeOrders: 'pledge/orders-page.tsx',
  nftSeries: 'nft/series-page.tsx',
  nftBoxes: 'nft/boxes-page.tsx',
  nftRecipes: 'nft/recipes-page.tsx',
  nftAuctions: 'nft/auctions-page.tsx',
  nftOrders: 'nft/orders-page.tsx',
  nftAppeals: 'nft/appeals-page.tsx',
  market: 'market/market-page.tsx',
  settings: 'settings/settings-page.tsx',
  operators: 'operators/operators-page.tsx',
  audit: 'audit/audit-page.tsx',
  account: 'account/account-page.tsx',
};
export const NOT_FOUND_PAGE = 'not-found/not-found-page.tsx';

const pageLoads = new Map<string, PageLoad>();
function loadOf(file: string): PageLoad {
  let load = pageLoads.get(file);
  if (!load) {
    const loadModule = pageModules[`../pages/${file}`];
    if (!loadModule) throw new Error(`missing page module ${file}`);
    load = pageLoad(loadModule);
    pageLoads.set(file, load);
  }
  return load;
}

/** The signed-in frame (menu, header) and its page guard: one chunk the sign-in page never loads. */
const AdminLayout = lazy(() => import('./layouts/admin-layout.tsx'));
const PageGate = lazy(() => import('./layouts/admin-layout.tsx').then((m) => ({ default: m.PageGate })));

export function PageSpin() {
  return (
    <div className="page-center" data-testid="page-loading">
      <Spin size="large" />
    </div>
  );
}

function gated(page: PageName) {
  const load = loadOf(PAGE_FILES[page]);
  return (
    <Suspense fallback={<PageSpin />}>
      <PageGate page={page}>
        <LoadedPage load={load} />
      </PageGate>
    </Suspense>
  );
}

export function buildRoutes(): RouteObject[] {
  const inside = (Object.keys(paths) as PageName[]).filter((p) => p !== 'login');
  return [
    {
      path: paths.login,
      errorElement: <RouteError />,
      element: (
        <Suspense fallback={<PageSpin />}>
          <LoadedPage load={loadOf(PAGE_FILES.login)} />
        </Suspense>
      ),
    },
    {
      errorElement: <RouteError />,
      element: (
        <Suspense fallback={<PageSpin />}>
          <AdminLayout />
        </Suspense>
      ),
      children: [
        ...inside.map((page) => ({ path: paths[page], element: gated(page) })),
        {
          path: '*',
          element: (
            <Suspense fallback={<PageSpin />}>
              <LoadedPage load={loadOf(NOT_FOUND_PAGE)} />
            </Suspense>
          ),
        },
      ],
    },
  ];
}

export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes(), { basename: '/admin' });
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}

/**
 * On the sign-in page, loads its code before the first render, so index.html's shell is followed by the
 * form itself, not by a frame with a spinner.
 */
export function loadSignInPage(router: ReturnType<typeof createAppRouter>): Promise<unknown> {
  return router.state.location.pathname === paths.login ? loadOf(PAGE_FILES.login)() : Promise.resolve();
}
