import { expect } from 'vitest';
import type { Api } from './harness.ts';
import { PASSWORD } from './users.ts';

/** Browsers as they name themselves, for sessions and new-device tests. */
export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68';

/**
 * A password sign-in of `account` from a browser (its user agent), an address (honoured by an app
 * behind TRUST_PROXY) and the app's device id, with whatever else the body should carry.
 */
export function signInFrom(
  api: Api,
  account: string,
  from: { agent: string; ip?: string; deviceId: string },
  extra: Record<string, string> = {},
) {
  return api.post(
    '/api/user/login',
    { account, password: PASSWORD, deviceId: from.deviceId, ...extra },
    { headers: { 'user-agent': from.agent, ...(from.ip ? { 'x-forwarded-for': from.ip } : {}) } },
  );
}

/** As `signInFrom`, asserting success; answers the session's token. */
export async function tokenFrom(api: Api, account: string, from: Parameters<typeof signInFrom>[2]) {
  const res = await signInFrom(api, account, from);
  expect(res.body.code, res.body.msg).toBe(1);
  return res.body.data.userinfo.token as string;
}
