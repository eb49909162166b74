import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/routes.ts';
import { safeNext } from './login-page.tsx';

describe("the sign-in page's next target", () => {
  it('follows a path of the console, with its query', () => {
    expect(safeNext('/users/3')).toBe('/users/3');
    expect(safeNext('/finance/recharges?state=all')).toBe('/finance/recharges?state=all');
  });

  it('refuses other sites however they are spelled, also after dot segments are resolved', () => {
    for (const raw of [
      '//evil.invalid',
      '/\\evil.invalid',
      'https://evil.invalid/',
      '/\t/evil.invalid',
      '/..//evil.invalid/',
      '/users/../..//evil.invalid',
      '/%2e%2e//evil.invalid/',
      'users/3',
      null,
    ]) {
      expect(safeNext(raw), String(raw)).toBe(paths.dashboard);
    }
  });
});
