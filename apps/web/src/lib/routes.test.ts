import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_AVAILABLE_PAGE, NOT_FOUND_PAGE, PAGE_FILES, routeTable, TAB_ITEMS } from './routes.ts';

/** The spec's route table (§2): path and whether it has pull-to-refresh. */
const SPEC_ROUTES: [string, boolean][] = [
  ['/', true],
  ['/pages/index/index', true],
  ['/pages/login/autoLogin', false],
  ['/pages/user/user', true],
  ['/pages/market/market', true],
  ['/pages/profile/profile', true],
  ['/pages/usdt/usdt', true],
  ['/pages/mcc/mcc', true],
  ['/pages/auction/auction', true],
  ['/pages/team/team', true],
  ['/pages/wallet/wallet', true],
  ['/pages/promote/promote', true],
  ['/pages/login/login', false],
  ['/pages/register/register', false],
  ['/pages/profile/edit', false],
  ['/pages/findPwd/findPwd', false],
  ['/pages/usdt/recharge', false],
  ['/pages/usdt/withdraw', false],
  ['/pages/auction/detail', false],
  ['/pages/nft/nft', true],
  ['/pages/nft/detail', true],
  ['/pages/nft/luckbox', true],
  ['/pages/nft/game', false],
  ['/pages/register/tpregister', false],
  ['/pages/feedback/feedback', false],
  ['/pages/usdt/autoRecharge', false],
  ['/pages/notice/notice', true],
  ['/pages/notice/detail', true],
  ['/pages/transfer/transfer', false],
  ['/pages/pledge/order', false],
  ['/pages/pledge/detail', false],
  ['/pages/coinMix/coinMix', true],
  ['/pages/coinMix/wallet', true],
  ['/pages/coinMix/transfer', false],
  ['/pages/coinMix/withdraw', false],
  ['/pages/usdt/transfer', false],
];

describe('route table', () => {
  it('has every route of the spec with its pull-to-refresh flag', () => {
    for (const [path, refresh] of SPEC_ROUTES) {
      const route = routeTable.find((r) => r.path === path);
      expect(route, path).toBeDefined();
      expect(route?.refresh, path).toBe(refresh);
    }
  });

  it("adds only the blind boxes' verify page, the payment-password page, the security pages and the proof of liabilities to the spec", () => {
    const extra = routeTable.filter((r) => !SPEC_ROUTES.some(([p]) => p === r.path)).map((r) => r.path);
    expect(extra).toEqual([
      '/pages/nft/verify',
      '/pages/user/payPassword',
      '/pages/security/security',
      '/pages/security/totp',
      '/pages/security/addresses',
      '/pages/security/sessions',
      '/pages/security/antiPhishing',
      '/pages/security/changeMobile',
      '/pages/security/changeEmail',
      '/pages/wallet/proof',
    ]);
  });

  it('only the entry page draws its own navigation bar (the spec\'s "custom nav bar")', () => {
    expect(routeTable.filter((r) => r.customNav).map((r) => r.path)).toEqual(['/']);
  });

  it('shows the tab bar on exactly the four top-level pages', () => {
    expect(TAB_ITEMS.map((t) => t.path)).toEqual([
      '/',
      '/pages/index/index',
      '/pages/market/market',
      '/pages/user/user',
    ]);
    expect(
      routeTable
        .filter((r) => r.tab)
        .map((r) => r.path)
        .sort(),
    ).toEqual(TAB_ITEMS.map((t) => t.path).sort());
  });

  it('lists the live routes (grows as the areas land); each has a page, the rest say "not available yet"', () => {
    expect(routeTable.filter((r) => r.live).map((r) => r.path)).toEqual([
      '/',
      '/pages/index/index',
      '/pages/login/autoLogin',
      '/pages/user/user',
      '/pages/market/market',
      '/pages/profile/profile',
      '/pages/usdt/usdt',
      '/pages/mcc/mcc',
      '/pages/auction/auction',
      '/pages/team/team',
      '/pages/wallet/wallet',
      '/pages/promote/promote',
      '/pages/login/login',
      '/pages/register/register',
      '/pages/profile/edit',
      '/pages/findPwd/findPwd',
      '/pages/usdt/recharge',
      '/pages/usdt/withdraw',
      '/pages/auction/detail',
      '/pages/nft/nft',
      '/pages/nft/detail',
      '/pages/nft/luckbox',
      '/pages/nft/game',
      '/pages/nft/verify',
      '/pages/register/tpregister',
      '/pages/feedback/feedback',
      '/pages/usdt/autoRecharge',
      '/pages/notice/notice',
      '/pages/notice/detail',
      '/pages/transfer/transfer',
      '/pages/pledge/order',
      '/pages/pledge/detail',
      '/pages/coinMix/coinMix',
      '/pages/coinMix/wallet',
      '/pages/coinMix/transfer',
      '/pages/coinMix/withdraw',
      '/pages/usdt/transfer',
      '/pages/user/payPassword',
      '/pages/security/security',
      '/pages/security/totp',
      '/pages/security/addresses',
      '/pages/security/sessions',
      '/pages/security/antiPhishing',
      '/pages/security/changeMobile',
      '/pages/security/changeEmail',
      '/pages/wallet/proof',
    ]);
    const pagesDir = path.resolve(import.meta.dirname, '../pages');
    for (const file of [...Object.values(PAGE_FILES), NOT_AVAILABLE_PAGE, NOT_FOUND_PAGE]) {
      expect(existsSync(path.join(pagesDir, file)), file).toBe(true);
    }
  });
});
