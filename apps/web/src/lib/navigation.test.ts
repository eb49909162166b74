import { afterEach, describe, expect, it } from 'vitest';
import { backTarget, historyIndex } from './navigation.ts';
import { routeTable } from './routes.ts';

const route = (name: string) => routeTable.find((r) => r.name === name);

afterEach(() => window.history.replaceState(null, ''));

describe('the back arrow', () => {
  it('goes back through the app when there is history', () => {
    expect(backTarget(route('usdtRecharge'), 2)).toBe(-1);
  });

  it("opened directly (reload, shared link), leads to the page's natural parent", () => {
    expect(backTarget(route('usdt'), 0)).toBe('/pages/wallet/wallet');
    expect(backTarget(route('usdtRecharge'), 0)).toBe('/pages/usdt/usdt');
    expect(backTarget(route('pledgeDetail'), 0)).toBe('/pages/pledge/order');
    expect(backTarget(route('wallet'), 0)).toBe('/pages/user/user');
  });

  it('is not shown on the tab pages, nor where there is neither history nor a parent', () => {
    expect(backTarget(route('user'), 3)).toBeNull();
    expect(backTarget(route('pledge'), 0)).toBeNull();
    expect(backTarget(undefined, 0)).toBeNull();
  });

  it("reads the index React Router keeps in the browser's history state; the first entry is 0", () => {
    expect(historyIndex('default')).toBe(0);
    window.history.replaceState({ idx: 0, key: 'abc' }, '');
    // The first entry replaced by its parent: still nothing behind it.
    expect(historyIndex('abc')).toBe(0);
    window.history.replaceState({ idx: 4, key: 'def' }, '');
    expect(historyIndex('def')).toBe(4);
  });
});

describe('route parents', () => {
  it('every page but the tab pages and the sign-in entry has a parent; following parents ends on one of them', () => {
    const ends = (r: (typeof routeTable)[number]) =>
      r.tab !== undefined || r.name === 'login' || r.name === 'autoLogin';
    for (const r of routeTable) {
      if (ends(r)) {
        expect(r.parentPath, r.name).toBeUndefined();
        continue;
      }
      const seen = new Set<string>();
      let at: (typeof routeTable)[number] | undefined = r;
      while (at && !ends(at)) {
        expect(at.parentPath, `${at.name} has a parent`).toBeDefined();
        expect(seen.has(at.path), `${r.name}: a cycle through ${at.path}`).toBe(false);
        seen.add(at.path);
        at = routeTable.find((x) => x.path === at?.parentPath);
      }
      expect(at && ends(at), `${r.name} ends on a tab page or login`).toBe(true);
    }
  });
});
