/**
 * The route table: every route of the spec's table (plus the payment-password page, the blind boxes'
 * verify page, the account security pages and the proof of liabilities, see docs/web-app.md), one
 * entry each, with everything
 * the app knows about it:
 * - `refresh`: the spec marks the page pull-to-refresh;
 * - `tab`: one of the four top-level pages that show the bottom bar;
 * - `page`: the page module under src/pages, once the page is built (the router loads it lazily, the
 *   post-build size report reads the same entry); routes without one show "not available yet";
 * - `signIn`: signing in happens there (a 401 does not bounce away from it, no notice pops up over it);
 * - `customNav`: the page draws its own navigation bar (the spec's "custom nav bar"), so the layout shows none;
 * - `parent`: the page's natural parent, where its back arrow leads when the app was opened on it (a reload,
 *   a shared link, a notification) and there is no in-app history to go back through. Every page has one
 *   but the four tab pages and where sign-in starts (login, autoLogin: a signed-out visitor lands there
 *   from a 401, and every page behind would send them straight back).
 */
export type TabName = 'pledge' | 'nft' | 'market' | 'me';

interface RouteEntry {
  path: string;
  refresh?: boolean;
  tab?: TabName;
  page?: string;
  signIn?: boolean;
  customNav?: boolean;
  parent?: string;
}

const ROUTES = {
  pledge: { path: '/', refresh: true, tab: 'pledge', page: 'pledge/pledge-page.tsx', customNav: true },
  nftHome: { path: '/pages/index/index', refresh: true, tab: 'nft', page: 'nft/home-page.tsx' },
  autoLogin: {
    path: '/pages/login/autoLogin',
    page: 'login/auto-login-page.tsx',
    signIn: true,
  },
  user: { path: '/pages/user/user', refresh: true, tab: 'me', page: 'user/user-page.tsx' },
  market: { path: '/pages/market/market', refresh: true, tab: 'market', page: 'market/market-page.tsx' },
  profile: {
    path: '/pages/profile/profile',
    refresh: true,
    page: 'profile/profile-page.tsx',
    parent: 'user',
  },
  usdt: { path: '/pages/usdt/usdt', refresh: true, page: 'usdt/usdt-page.tsx', parent: 'wallet' },
  mcc: { path: '/pages/mcc/mcc', refresh: true, parent: 'wallet', page: 'mcc/mcc-page.tsx' },
  auction: {
    path: '/pages/auction/auction',
    refresh: true,
    parent: 'user',
    page: 'auction/auction-page.tsx',
  },
  team: { path: '/pages/team/team', refresh: true, page: 'team/team-page.tsx', parent: 'user' },
  wallet: { path: '/pages/wallet/wallet', refresh: true, page: 'wallet/wallet-page.tsx', parent: 'user' },
  promote: {
    path: '/pages/promote/promote',
    refresh: true,
    page: 'promote/promote-page.tsx',
    parent: 'user',
  },
  login: { path: '/pages/login/login', page: 'login/login-page.tsx', signIn: true },
  register: {
    path: '/pages/register/register',
    page: 'register/register-page.tsx',
    signIn: true,
    parent: 'login',
  },
  profileEdit: { path: '/pages/profile/edit', page: 'profile/edit-profile-page.tsx', parent: 'profile' },
  findPwd: {
    path: '/pages/findPwd/findPwd',
    page: 'find-pwd/find-pwd-page.tsx',
    signIn: true,
    parent: 'login',
  },
  usdtRecharge: { path: '/pages/usdt/recharge', page: 'usdt/recharge-page.tsx', parent: 'usdt' },
  usdtWithdraw: { path: '/pages/usdt/withdraw', page: 'usdt/withdraw-page.tsx', parent: 'usdt' },
  auctionDetail: { path: '/pages/auction/detail', parent: 'auction', page: 'auction/detail-page.tsx' },
  nft: { path: '/pages/nft/nft', refresh: true, parent: 'user', page: 'nft/nft-page.tsx' },
  nftDetail: { path: '/pages/nft/detail', refresh: true, parent: 'nft', page: 'nft/detail-page.tsx' },
  luckbox: { path: '/pages/nft/luckbox', refresh: true, parent: 'nftHome', page: 'nft/luckbox-page.tsx' },
  nftGame: { path: '/pages/nft/game', parent: 'nftHome', page: 'nft/game-page.tsx' },
  nftVerify: { path: '/pages/nft/verify', parent: 'luckbox', page: 'nft/verify-page.tsx' },
  tpregister: {
    path: '/pages/register/tpregister',
    page: 'register/tp-register-page.tsx',
    signIn: true,
    parent: 'login',
  },
  feedback: { path: '/pages/feedback/feedback', page: 'feedback/feedback-page.tsx', parent: 'user' },
  autoRecharge: { path: '/pages/usdt/autoRecharge', page: 'usdt/auto-recharge-page.tsx', parent: 'usdt' },
  notice: { path: '/pages/notice/notice', refresh: true, page: 'notice/notice-page.tsx', parent: 'user' },
  noticeDetail: {
    path: '/pages/notice/detail',
    refresh: true,
    page: 'notice/notice-detail-page.tsx',
    parent: 'notice',
  },
  transfer: { path: '/pages/transfer/transfer', parent: 'mcc', page: 'transfer/transfer-page.tsx' },
  pledgeOrder: { path: '/pages/pledge/order', page: 'pledge/order-page.tsx', parent: 'pledge' },
  pledgeDetail: { path: '/pages/pledge/detail', page: 'pledge/detail-page.tsx', parent: 'pledgeOrder' },
  coinMix: {
    path: '/pages/coinMix/coinMix',
    refresh: true,
    page: 'coin-mix/coin-mix-page.tsx',
    parent: 'user',
  },
  coinMixWallet: {
    path: '/pages/coinMix/wallet',
    refresh: true,
    page: 'coin-mix/wallet-page.tsx',
    parent: 'coinMix',
  },
  coinMixTransfer: {
    path: '/pages/coinMix/transfer',
    page: 'coin-mix/transfer-page.tsx',
    parent: 'coinMixWallet',
  },
  coinMixWithdraw: {
    path: '/pages/coinMix/withdraw',
    page: 'coin-mix/withdraw-page.tsx',
    parent: 'coinMixWallet',
  },
  usdtTransfer: { path: '/pages/usdt/transfer', page: 'usdt/transfer-page.tsx', parent: 'usdt' },
  payPassword: { path: '/pages/user/payPassword', page: 'user/pay-password-page.tsx', parent: 'user' },
  // Account security (docs/security.md): the overview, and a page for each protection it lists.
  security: {
    path: '/pages/security/security',
    refresh: true,
    page: 'security/security-page.tsx',
    parent: 'user',
  },
  securityTotp: { path: '/pages/security/totp', page: 'security/totp-page.tsx', parent: 'security' },
  securityAddresses: {
    path: '/pages/security/addresses',
    page: 'security/addresses-page.tsx',
    parent: 'security',
  },
  securitySessions: {
    path: '/pages/security/sessions',
    page: 'security/sessions-page.tsx',
    parent: 'security',
  },
  securityAntiPhishing: {
    path: '/pages/security/antiPhishing',
    page: 'security/anti-phishing-page.tsx',
    parent: 'security',
  },
  changeMobile: {
    path: '/pages/security/changeMobile',
    page: 'security/change-mobile-page.tsx',
    parent: 'security',
  },
  changeEmail: {
    path: '/pages/security/changeEmail',
    page: 'security/change-email-page.tsx',
    parent: 'security',
  },
  // The proof of liabilities (issue 37): the user checks their balance is counted in a day's signed total.
  liabilityProof: { path: '/pages/wallet/proof', page: 'wallet/proof-page.tsx', parent: 'wallet' },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof ROUTES;

// A parent must name a route: checked by the compiler, not at run time.
ROUTES satisfies Record<string, { path: string; parent?: RouteName }>;

export interface RouteMeta {
  name: RouteName;
  path: string;
  refresh: boolean;
  tab?: TabName;
  /** The page is built (it has a `page` module); the others show "not available yet". */
  live: boolean;
  customNav?: boolean;
  /** Where back leads without in-app history (see `parent` above). */
  parentPath?: string;
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
  ...(r.parent ? { parentPath: ROUTES[r.parent as RouteName].path } : {}),
}));

/** The bottom bar's four entries, in order. */
const TAB_ORDER: TabName[] = ['pledge', 'nft', 'market', 'me'];
export const TAB_ITEMS: { tab: TabName; path: string }[] = TAB_ORDER.map((tab) => ({
  tab,
  path: entries.find(([, r]) => r.tab === tab)?.[1].path ?? '/',
}));
