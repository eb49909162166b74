import type { AdminPermission } from '@mcc/contract';

/**
 * Every page of the console, relative to its base `/admin` (history mode), and the permission each
 * needs (docs/admin-permissions.md). The menu shows, and the router opens, only what `me.permissions`
 * allows; the server checks again on every call.
 */
export const paths = {
  login: '/login',
  dashboard: '/',
  users: '/users',
  userDetail: '/users/:id',
  recharges: '/finance/recharges',
  withdrawals: '/finance/withdrawals',
  ledger: '/finance/ledger',
  proposals: '/finance/proposals',
  chainDeposits: '/finance/chain',
  ledgerProofs: '/finance/ledger-proofs',
  notices: '/content/notices',
  noticeNew: '/content/notices/new',
  noticeEdit: '/content/notices/:id',
  banners: '/content/banners',
  pledgeProducts: '/pledge/products',
  pledgeOrders: '/pledge/orders',
  nftSeries: '/nft/series',
  nftBoxes: '/nft/boxes',
  nftRecipes: '/nft/recipes',
  nftAuctions: '/nft/auctions',
  nftOrders: '/nft/orders',
  nftAppeals: '/nft/appeals',
  market: '/market',
  settings: '/settings',
  operators: '/operators',
  audit: '/audit',
  account: '/account',
} as const;

export type PageName = keyof typeof paths;

export const userPath = (id: number | string) => `/users/${id}`;
export const noticePath = (id: number | string) => `/content/notices/${id}`;

/** The permission a page needs; pages not listed are open to every signed-in operator. */
export const PAGE_PERMISSIONS: Partial<Record<PageName, AdminPermission>> = {
  users: 'users.read',
  userDetail: 'users.read',
  recharges: 'finance.review',
  withdrawals: 'finance.review',
  ledger: 'ledger.read',
  proposals: 'finance.review',
  chainDeposits: 'finance.review',
  ledgerProofs: 'ledger.read',
  notices: 'content.write',
  noticeNew: 'content.write',
  noticeEdit: 'content.write',
  banners: 'content.write',
  // Products are open to every operator (read-only without `content.write`); orders show whose money it is.
  pledgeOrders: 'users.read',
  // Series, blind boxes and recipes are open to every operator (read-only without `content.write`);
  // auctions, orders and appeals show who sells, bids or bought what (deciding an appeal needs
  // `finance.review` as well: the page hides the form without it; starting or cancelling an auction,
  // `content.write`).
  nftAuctions: 'users.read',
  nftOrders: 'users.read',
  nftAppeals: 'users.read',
  settings: 'settings.write',
  operators: 'operators.manage',
  audit: 'audit.read',
};

export function mayOpen(page: PageName, permissions: readonly string[]): boolean {
  const needed = PAGE_PERMISSIONS[page];
  return needed === undefined || permissions.includes(needed);
}

export interface MenuLeaf {
  kind: 'page';
  page: PageName;
  path: string;
}
export interface MenuGroup {
  kind: 'group';
  key: 'finance' | 'content' | 'pledge' | 'nft';
  children: MenuLeaf[];
}
export type MenuEntry = MenuLeaf | MenuGroup;

const leaf = (page: PageName): MenuLeaf => ({ kind: 'page', page, path: paths[page] });

/** The side menu, in order. */
export const MENU: MenuEntry[] = [
  leaf('dashboard'),
  leaf('users'),
  {
    kind: 'group',
    key: 'finance',
    children: [
      leaf('recharges'),
      leaf('withdrawals'),
      leaf('proposals'),
      leaf('chainDeposits'),
      leaf('ledger'),
      leaf('ledgerProofs'),
    ],
  },
  { kind: 'group', key: 'content', children: [leaf('notices'), leaf('banners')] },
  { kind: 'group', key: 'pledge', children: [leaf('pledgeProducts'), leaf('pledgeOrders')] },
  {
    kind: 'group',
    key: 'nft',
    children: [
      leaf('nftSeries'),
      leaf('nftBoxes'),
      leaf('nftRecipes'),
      leaf('nftAuctions'),
      leaf('nftOrders'),
      leaf('nftAppeals'),
    ],
  },
  leaf('market'),
  leaf('settings'),
  leaf('operators'),
  leaf('audit'),
];

/** The menu an operator with these permissions sees: pages they may open, groups that keep a child. */
export function visibleMenu(permissions: readonly string[]): MenuEntry[] {
  return MENU.flatMap((entry): MenuEntry[] => {
    if (entry.kind === 'page') return mayOpen(entry.page, permissions) ? [entry] : [];
    const children = entry.children.filter((c) => mayOpen(c.page, permissions));
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

/** The menu entry to highlight for a location: the longest menu path that prefixes it. */
export function selectedMenuPage(pathname: string): PageName | undefined {
  let best: MenuLeaf | undefined;
  for (const entry of MENU) {
    for (const l of entry.kind === 'page' ? [entry] : entry.children) {
      const match =
        l.path === '/' ? pathname === '/' : pathname === l.path || pathname.startsWith(`${l.path}/`);
      if (match && (!best || l.path.length > best.path.length)) best = l;
    }
  }
  return best?.page;
}
