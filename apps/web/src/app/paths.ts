/**
 * Every route of the spec's table (plus the payment-password page, see docs/web-app.md), in one place.
 * `refresh`: the spec marks the page pull-to-refresh. `tab`: one of the four top-level pages that show
 * the bottom bar. `live`: the page is built; the others show "not available yet" until their area lands.
 */
export const paths = {
  pledge: '/',
  nftHome: '/pages/index/index',
  autoLogin: '/pages/login/autoLogin',
  user: '/pages/user/user',
  market: '/pages/market/market',
  profile: '/pages/profile/profile',
  usdt: '/pages/usdt/usdt',
  mcc: '/pages/mcc/mcc',
  auction: '/pages/auction/auction',
  team: '/pages/team/team',
  wallet: '/pages/wallet/wallet',
  promote: '/pages/promote/promote',
  login: '/pages/login/login',
  register: '/pages/register/register',
  profileEdit: '/pages/profile/edit',
  findPwd: '/pages/findPwd/findPwd',
  usdtRecharge: '/pages/usdt/recharge',
  usdtWithdraw: '/pages/usdt/withdraw',
  auctionDetail: '/pages/auction/detail',
  nft: '/pages/nft/nft',
  nftDetail: '/pages/nft/detail',
  luckbox: '/pages/nft/luckbox',
  nftGame: '/pages/nft/game',
  tpregister: '/pages/register/tpregister',
  feedback: '/pages/feedback/feedback',
  autoRecharge: '/pages/usdt/autoRecharge',
  notice: '/pages/notice/notice',
  noticeDetail: '/pages/notice/detail',
  transfer: '/pages/transfer/transfer',
  pledgeOrder: '/pages/pledge/order',
  pledgeDetail: '/pages/pledge/detail',
  coinMix: '/pages/coinMix/coinMix',
  coinMixWallet: '/pages/coinMix/wallet',
  coinMixTransfer: '/pages/coinMix/transfer',
  coinMixWithdraw: '/pages/coinMix/withdraw',
  usdtTransfer: '/pages/usdt/transfer',
  payPassword: '/pages/user/payPassword',
} as const;

export type RouteName = keyof typeof paths;

/** Where signing in happens: a 401 does not bounce away from them, and no notice pops up over them. */
export const SIGN_IN_PAGES = new Set<string>([
  paths.autoLogin,
  paths.login,
  paths.register,
  paths.tpregister,
  paths.findPwd,
]);

export type TabName = 'quant' | 'nft' | 'market' | 'me';

export interface RouteMeta {
  name: RouteName;
  path: string;
  refresh: boolean;
  tab?: TabName;
  live: boolean;
  /** The page draws its own navigation bar (the spec's "custom nav bar"), so the layout shows none. */
  customNav?: boolean;
}

const REFRESH: RouteName[] = [
  'pledge',
  'nftHome',
  'user',
  'market',
  'profile',
  'usdt',
  'mcc',
  'auction',
  'team',
  'wallet',
  'promote',
  'nft',
  'nftDetail',
  'luckbox',
  'notice',
  'noticeDetail',
  'coinMix',
  'coinMixWallet',
];

const TABS: Partial<Record<RouteName, TabName>> = {
  pledge: 'quant',
  nftHome: 'nft',
  market: 'market',
  user: 'me',
};

/**
 * Pages built so far, by route, as files under src/pages (the router loads them lazily, the post-build
 * size report reads the same map). Grows as the area issues land; a test pins the live list.
 */
export const PAGE_FILES: Partial<Record<RouteName, string>> = {
  autoLogin: 'login/auto-login-page.tsx',
  login: 'login/login-page.tsx',
  register: 'register/register-page.tsx',
  tpregister: 'register/tp-register-page.tsx',
  findPwd: 'find-pwd/find-pwd-page.tsx',
  user: 'user/user-page.tsx',
  profile: 'profile/profile-page.tsx',
  profileEdit: 'profile/edit-profile-page.tsx',
  payPassword: 'user/pay-password-page.tsx',
  usdt: 'usdt/usdt-page.tsx',
  usdtRecharge: 'usdt/recharge-page.tsx',
  usdtWithdraw: 'usdt/withdraw-page.tsx',
  usdtTransfer: 'usdt/transfer-page.tsx',
  wallet: 'wallet/wallet-page.tsx',
  notice: 'notice/notice-page.tsx',
  noticeDetail: 'notice/notice-detail-page.tsx',
  pledge: 'pledge/pledge-page.tsx',
  pledgeOrder: 'pledge/order-page.tsx',
  pledgeDetail: 'pledge/detail-page.tsx',
  coinMix: 'coin-mix/coin-mix-page.tsx',
  coinMixWallet: 'coin-mix/wallet-page.tsx',
  coinMixTransfer: 'coin-mix/transfer-page.tsx',
  coinMixWithdraw: 'coin-mix/withdraw-page.tsx',
  team: 'team/team-page.tsx',
  promote: 'promote/promote-page.tsx',
};
export const NOT_AVAILABLE_PAGE = 'not-available/not-available-page.tsx';
export const NOT_FOUND_PAGE = 'not-found/not-found-page.tsx';

export const LIVE_ROUTES = Object.keys(PAGE_FILES) as RouteName[];

export const routeTable: RouteMeta[] = (Object.keys(paths) as RouteName[]).map((name) => ({
  name,
  path: paths[name],
  refresh: REFRESH.includes(name),
  ...(TABS[name] ? { tab: TABS[name] } : {}),
  live: LIVE_ROUTES.includes(name),
  ...(name === 'pledge' ? { customNav: true } : {}),
}));

/** The bottom bar's four entries, in order. */
export const TAB_ITEMS: { tab: TabName; path: string }[] = [
  { tab: 'quant', path: paths.pledge },
  { tab: 'nft', path: paths.nftHome },
  { tab: 'market', path: paths.market },
  { tab: 'me', path: paths.user },
];
