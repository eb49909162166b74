import { ADMIN_PERMISSIONS } from '@mcc/contract';
import { describe, expect, it } from 'vitest';
import { MENU, mayOpen, PAGE_PERMISSIONS, paths, selectedMenuPage, visibleMenu } from './routes.ts';

/** The roles' permissions as docs/admin-permissions.md lists them (the server's ROLE_PERMISSIONS). */
const ROLES = {
  super: [...ADMIN_PERMISSIONS],
  finance: ['finance.review', 'finance.adjust', 'ledger.read', 'users.read', 'audit.read'],
  operations: ['users.read', 'users.write', 'content.write', 'settings.write'],
};

/** The menu as page names, groups as `group:[children]`. */
const flat = (permissions: readonly string[]) =>
  visibleMenu(permissions).map((e) =>
    e.kind === 'page' ? e.page : `${e.key}:[${e.children.map((c) => c.page).join(',')}]`,
  );

describe('permission-driven menu', () => {
  it('super sees every page', () => {
    expect(flat(ROLES.super)).toEqual([
      'dashboard',
      'users',
      'finance:[recharges,withdrawals,proposals,chainDeposits,ledger,ledgerProofs]',
      'content:[notices,banners]',
      'pledge:[pledgeProducts,pledgeOrders]',
      'nft:[nftSeries,nftBoxes,nftRecipes,nftAuctions,nftOrders,nftAppeals]',
      'market',
      'settings',
      'operators',
      'audit',
    ]);
  });

  it('finance sees the queues, the ledger, users, AI quant and the audit log; no content, settings or operators', () => {
    expect(flat(ROLES.finance)).toEqual([
      'dashboard',
      'users',
      'finance:[recharges,withdrawals,proposals,chainDeposits,ledger,ledgerProofs]',
      'pledge:[pledgeProducts,pledgeOrders]',
      'nft:[nftSeries,nftBoxes,nftRecipes,nftAuctions,nftOrders,nftAppeals]',
      'market',
      'audit',
    ]);
  });

  it('operations sees users, content and settings; no money', () => {
    expect(flat(ROLES.operations)).toEqual([
      'dashboard',
      'users',
      'content:[notices,banners]',
      'pledge:[pledgeProducts,pledgeOrders]',
      'nft:[nftSeries,nftBoxes,nftRecipes,nftAuctions,nftOrders,nftAppeals]',
      'market',
      'settings',
    ]);
  });

  it('a group keeps only the children the operator may open, and disappears when none is left', () => {
    expect(flat(['ledger.read'])).toEqual([
      'dashboard',
      'finance:[ledger,ledgerProofs]',
      'pledge:[pledgeProducts]',
      'nft:[nftSeries,nftBoxes,nftRecipes]',
      'market',
    ]);
    expect(flat([])).toEqual([
      'dashboard',
      'pledge:[pledgeProducts]',
      'nft:[nftSeries,nftBoxes,nftRecipes]',
      'market',
    ]);
  });

  it('pages not in the menu are guarded too', () => {
    expect(mayOpen('userDetail', ROLES.operations)).toBe(true);
    expect(mayOpen('noticeEdit', ROLES.finance)).toBe(false);
    expect(mayOpen('account', [])).toBe(true);
    expect(mayOpen('dashboard', [])).toBe(true);
  });

  it('asks only for permissions the contract knows, and every menu page has a path', () => {
    for (const p of Object.values(PAGE_PERMISSIONS)) expect(ADMIN_PERMISSIONS).toContain(p);
    for (const e of MENU)
      for (const l of e.kind === 'page' ? [e] : e.children) expect(l.path).toBe(paths[l.page]);
  });

  it('highlights the menu entry of the current page', () => {
    expect(selectedMenuPage('/')).toBe('dashboard');
    expect(selectedMenuPage('/users/12')).toBe('users');
    expect(selectedMenuPage('/content/notices/new')).toBe('notices');
    expect(selectedMenuPage('/finance/ledger')).toBe('ledger');
    expect(selectedMenuPage('/pledge/orders')).toBe('pledgeOrders');
    expect(selectedMenuPage('/nft/appeals')).toBe('nftAppeals');
    expect(selectedMenuPage('/nft/auctions')).toBe('nftAuctions');
    expect(selectedMenuPage('/account')).toBeUndefined();
  });
});
