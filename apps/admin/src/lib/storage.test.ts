import { afterEach, describe, expect, it } from 'vitest';
import { langStore, tokenStore } from './storage.ts';

afterEach(() => {
  tokenStore.clear();
  langStore.clear();
});

describe('console storage', () => {
  it("keeps the operator's token in the tab's session storage, out of the origin's local storage", () => {
    tokenStore.set('operator-token');
    expect(sessionStorage.getItem('mcc-admin-token')).toBe('operator-token');
    expect(Object.values({ ...localStorage })).not.toContain('operator-token');
    expect(tokenStore.get()).toBe('operator-token');
    tokenStore.clear();
    expect(sessionStorage.getItem('mcc-admin-token')).toBeNull();
  });

  it('keeps the language across tabs', () => {
    langStore.set('ja');
    expect(localStorage.getItem('mcc-admin-lang')).toBe('ja');
  });
});
