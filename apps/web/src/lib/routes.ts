/**
 * The route table: every route of the spec's table (plus the payment-password page, see
 * docs/web-app.md), one entry each, with everything the app knows about it:
 * - `refresh`: the spec marks the page pull-to-refresh;
 * - `tab`: one of the four top-level pages that show the bottom bar;
 * - `page`: the page module under src/pages, once the page is built (the router loads it lazily, the
 *   post-build size report reads the same entry); routes without one show "not available yet";
 * - `signIn`: signing in happens there (a 401 does not bounce away from it, no notice pops up over it);
 * - `customNav`: the page draws its own navigation bar (the spec's "custom nav bar"), so the layout shows none.
 */
export type TabName = 'quant' | 'nft' | 'market' | 'me';

interface RouteEntry {
  path: string;
  refresh?: boolean;
  tab?: TabName;
  page?: string;
  signIn?: boolean;
  customNav?: boolean;
}

const ROUTES = {
  pledge: { path: '/', refresh: true, tab: 'quant', page: 'pledge/pledge-page.tsx', customNav: true },
  nftHome: { path: '/pages/index/index', refresh: true, tab: 'nft' },
  autoLogin: { path: '/pages/login/autoLogin', page: 'login/auto-login-page.tsx', signIn: true },
  user: { path: '/pages/user/user', refresh: true, tab: 'me', page: 'user/user-page.tsx' },
  market: { path: '/pages/market/market', refresh: true, tab: 'market' },
  profile: { path: '/pages/profile/profile', refresh: true, page: 'profile/profile-page.tsx' },
  usdt: { path: '/pages/usdt/usdt', refresh: true, page: 'usdt/usdt-page.tsx' },
  mcc: { path: '/pages/mcc/mcc', refresh: true },
  auction: { path: '/pages/auction/auction', refresh: true },
  team: { path: '/pages/team/team', refresh: true, page: 'team/team-page.tsx' },
  wallet: { path: '/pages/wallet/wallet', refresh: true, page: 'wallet/wallet-page.tsx' },
  promote: { path: '/pages/promote/promote', refresh: true, page: 'promote/promote-page.tsx' },
  login: { path: '/pages/login/login', page: 'login/login-page.tsx', signIn: true },
  register: { path: '/pages/register/register', page: 'register/register-page.tsx', signIn: true },
  profileEdit: { path: '/pages/profile/edit', page: 'profile/edit-profile-page.tsx' },
  findPwd: { path: '/pages/findPwd/findPwd', page: 'find-pwd/find-pwd-page.tsx', signIn: true },
  usdtRecharge: { path: '/pages/usdt/recharge', page: 'usdt/recharge-page.tsx' },
  usdtWithdraw: { path: '/pages/usdt/withdraw', page: 'usdt/withdraw-page.tsx' },
  auctionDetail: { path: '/pages/auction/detail' },
  nft: { path: '/pages/nft/nft', refresh: true },
  nftDetail: { path: '/pages/nft/detail', refresh: true },
  luckbox: { path: '/pages/nft/luckbox', refresh: true },
  nftGame: { path: '/pages/nft/game' },
  tpregister: { path: '/pages/register/tpregister', page: 'register/tp-register-page.tsx', signIn: true },
  feedback: { path: '/pages/feedback/feedback' },
  autoRecharge: { path: '/pages/usdt/autoRecharge' },
  notice: { path: '/pages/notice/notice', refresh: true, page: 'notice/notice-page.tsx' },
  noticeDetail: { path: '/pages/notice/detail', refresh: true, page: 'notice/notice-detail-page.tsx' },
  transfer: { path: '/pages/transfer/transfer' },
  pledgeOrder: { path: '/pages/pledge/order', page: 'pledge/order-page.tsx' },
  pledgeDetail: { path: '/pages/pledge/detail', page: 'pledge/detail-page.tsx' },
  coinMix: { path: '/pages/coinMix/coinMix', refresh: true, page: 'coin-mix/coin-mix-page.tsx' },
  coinMixWallet: { path: '/pages/coinMix/wallet', refresh: true, page: 'coin-mix/wallet-page.tsx' },
  coinMixTransfer: { path: '/pages/coinMix/transfer', page: 'coin-mix/transfer-page.tsx' },
  coinMixWithdraw: { path: '/pages/coinMix/withdraw', page: 'coin-mix/withdraw-page.tsx' },
  usdtTransfer: { path: '/pages/usdt/transfer', page: 'usdt/transfer-page.tsx' },
  payPassword: { path: '/pages/user/payPassword', page: 'user/pay-password-page.tsx' },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof ROUTES;

export interface RouteMeta {
  name: RouteName;
  path: string;
  refresh: boolean;
  tab?: TabName;
  /** The page is built (it has a `page` module); the others show "not available yet". */
  live: boolean;
  customNav?: boolean;
}

const entries = Object.entries(ROUTES) as [RouteName, RouteEntry][];

export const paths = Object.fromEntries(entries.map(([name, r]) => [name, r.path])) as {
  [N in RouteName]: (typeof ROUTES)[N]['path'];
};

/** Where signing in happens: a 401 does not bounce away from them, and no notice pops up over them. */
export const SIGN_IN_PAGES = new Set<string>(entries.filter(([, r]) => r.signIn).map(([, r]) => r.path));

/** Pages built so far, by route, as files under src/pages. Grows as the area issues land. */
export const PAGE_FILES: Partial<Record<RouteName, string>> = Object.fromEntries(
  entries.flatMap(([name, r]) => (r.page ? [[name, r.page]] : [])),
);
export const NOT_AVAILABLE_PAGE = 'not-available/not-available-page.tsx';
export const NOT_FOUND_PAGE = 'not-found/not-found-page.tsx';

export const LIVE_ROUTES = Object.keys(PAGE_FILES) as RouteName[];

export const routeTable: RouteMeta[] = entries.map(([name, r]) => ({
  name,
  path: r.path,
  refresh: r.refresh ?? false,
  ...(r.tab ? { tab: r.tab } : {}),
  live: r.page !== undefined,
  ...(r.customNav ? { customNav: true } : {}),
}));

/** The bottom bar's four entries, in order. */
const TAB_ORDER: TabName[] = ['quant', 'nft', 'market', 'me'];
export const TAB_ITEMS: { tab: TabName; path: string }[] = TAB_ORDER.map((tab) => ({
  tab,
  path: entries.find(([, r]) => r.tab === tab)?.[1].path ?? '/',
}));
