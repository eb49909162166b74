import { describe, expect, it } from 'vitest';
import { afterSignIn, carrySignInQuery, safeRedirect, withRedirect } from './redirect.ts';

describe('the sign-in redirect', () => {
  it('follows a path of this app, with its query and hash', () => {
    expect(safeRedirect('/pages/usdt/usdt')).toBe('/pages/usdt/usdt');
    expect(safeRedirect('/pages/pledge/detail?id=3#top')).toBe('/pages/pledge/detail?id=3#top');
    expect(safeRedirect('/')).toBe('/');
  });

  it('refuses other sites however they are spelled', () => {
    for (const raw of [
      '//evil.com',
      '//evil.com/pages/user/user',
      '/\\evil.com',
      '\\\\evil.com',
      'https://evil.com/',
      'http:/evil.com',
      'javascript:alert(1)',
      'data:text/html,hi',
      'pages/user/user',
      '/\t/evil.com',
      '/..//evil.invalid/',
      '/././/evil.invalid/x',
      '/pages/../..//evil.invalid',
      '/%2e%2e//evil.invalid/',
      '/\n/evil.com',
      ' /pages/user/user',
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirect(raw), String(raw)).toBeNull();
    }
  });

  it('never leads back to a sign-in page (a loop)', () => {
    expect(safeRedirect('/pages/login/login')).toBeNull();
    expect(safeRedirect('/pages/login/autoLogin?redirect=/x')).toBeNull();
    expect(safeRedirect('/pages/register/register')).toBeNull();
  });

  it('after sign-in goes to the asking page, else the user centre', () => {
    expect(afterSignIn(new URLSearchParams('redirect=%2Fpages%2Fusdt%2Fusdt'))).toBe('/pages/usdt/usdt');
    expect(afterSignIn(new URLSearchParams('redirect=%2F%2Fevil.com'))).toBe('/pages/user/user');
    expect(afterSignIn(new URLSearchParams(''))).toBe('/pages/user/user');
  });

  it('carries the asking page and the invite code between the sign-in pages', () => {
    expect(withRedirect('/pages/login/autoLogin', '/pages/pledge/detail?id=3')).toBe(
      '/pages/login/autoLogin?redirect=%2Fpages%2Fpledge%2Fdetail%3Fid%3D3',
    );
    expect(withRedirect('/pages/login/autoLogin', '//evil.com')).toBe('/pages/login/autoLogin');
    const query = new URLSearchParams('code=MCC888&redirect=%2Fpages%2Fteam%2Fteam&other=1');
    expect(carrySignInQuery('/pages/register/register', query)).toBe(
      '/pages/register/register?code=MCC888&redirect=%2Fpages%2Fteam%2Fteam',
    );
    expect(carrySignInQuery('/pages/login/login', new URLSearchParams('redirect=https://evil.com'))).toBe(
      '/pages/login/login',
    );
  });
});
