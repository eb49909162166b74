/**
 * The web app's additions to the shared browser harness (tests/browser/harness.ts), so that each test
 * of a file makes what it needs and no test leans on what another one did (the files pass in any
 * order, `--sequence.shuffle.tests`): users registered through the API with their own money, a phone
 * signed in as one of them without going through the sign-in page, and the server's own clock.
 */
import type { Envelope, HeldCopyDetail, NftSeries } from '@mcc/contract';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { adjustApproved } from '../../../tests/browser/four-eyes.ts';
import {
  advanceClock,
  callApi,
  DEMO,
  operatorToken,
  phoneContext,
  registerUser,
  startServer,
  type TestServer,
} from '../../../tests/browser/harness.ts';

/**
 * The real server as harness.ts starts it, for a file whose tests register users of their own: each
 * user takes two verification codes (register, payment password), more from the one address than the
 * default 50 a day (CODE_SENDS_PER_IP_PER_DAY) allows a file.
 */
export const startWebServer = (options: Parameters<typeof startServer>[0] = {}) =>
  startServer({ ...options, env: { CODE_SENDS_PER_IP_PER_DAY: '1000', ...options.env } });

/** The data of a successful answer; fails the test with the server's message otherwise. */
export async function ok<T>(pending: Promise<Envelope<T>>): Promise<T> {
  const body = await pending;
  expect(body.code, body.msg).toBe(1);
  return body.data;
}

/** Calls to the user API as the holder of `token` (GET without a body, POST with one). */
export const userApi =
  (server: TestServer, token: string) =>
  <T = Record<string, unknown>>(path: string, body?: unknown): Promise<T> =>
    ok(callApi<T>(server, path, { token, body }));

/** A user a test made for itself: how it signs in, pays and is called through the API. */
export interface WebUser {
  uid: string;
  token: string;
  mobile: string;
  password: string;
  payPassword: string;
}

let made = 0;

/** A mobile number no other user of this run has (`prefix` and eight digits). */
export function freshMobile(prefix = '139'): string {
  made += 1;
  return `${prefix}${String(Date.now()).slice(-6)}${String(made % 100).padStart(2, '0')}`;
}

/**
 * Credits a user's asset as operators do by hand: a 系统调整 (adjustment) line of `amount`, proposed by
 * one operator and approved by another (four eyes).
 */
export async function credit(server: TestServer, mobile: string, amount: string, asset = 'USDT') {
  const bearer = await operatorToken(server);
  const users = await ok(
    callApi<{ list: { id: number }[] }>(server, `/admin-api/users?q=${mobile}`, { bearer }),
  );
  await ok(
    adjustApproved(server, users.list[0]?.id ?? 0, {
      asset,
      direction: 'credit',
      amount,
      reason: 'e2e: the test user’s own money',
    }),
  );
}

/**
 * A user registered through the API as the register page does (invited by `inviteCode`, the root
 * account's by default), with a payment password (`payPassword: null` for none) and `usdt` credited
 * by an operator when given. No one else uses it: its balances follow from its own test alone.
 */
export async function newUser(
  server: TestServer,
  options: { usdt?: string; inviteCode?: string; payPassword?: string | null; mobile?: string } = {},
): Promise<WebUser> {
  const mobile = options.mobile ?? freshMobile();
  const password = 'e2e-pass1234';
  const payPassword = options.payPassword === undefined ? '246810' : options.payPassword;
  const { uid, token } = await registerUser(server, { mobile, password, inviteCode: options.inviteCode });
  if (payPassword !== null) {
    await ok(callApi(server, '/api/sms/send', { body: { mobile, event: 'paypwd' } }));
    await ok(
      callApi(server, '/api/user/payPassword', {
        token,
        body: { payPassword, code: server.codeFor(mobile, 'paypwd') },
      }),
    );
  }
  if (options.usdt) await credit(server, mobile, options.usdt);
  return { uid, token, mobile, password, payPassword: payPassword ?? '' };
}

/** The demo user signed in through the API (a session of its own), for tests that read its seeded data. */
export async function demoUser(server: TestServer): Promise<WebUser> {
  const login = await ok(
    callApi<{ userinfo: { uid: string; token: string } }>(server, '/api/user/login', {
      body: { account: DEMO.mobile, password: DEMO.password },
    }),
  );
  return { ...login.userinfo, mobile: DEMO.mobile, password: DEMO.password, payPassword: DEMO.payPassword };
}

/**
 * A phone (a browser context of its own) signed in with `token` as the app keeps it, without the
 * sign-in page (which accounts.test.ts and first-impressions.test.ts check): the first page it opens
 * starts signed in, and a sign-out later in the test stays signed out. `pageErrors` collects what its
 * pages throw (logged when not given).
 */
export async function signedInPhone(
  browser: Browser,
  server: TestServer,
  token: string,
  pageErrors?: string[],
): Promise<Page> {
  const context = await phoneContext(browser, server.url);
  await context.addInitScript((t) => {
    try {
      if (sessionStorage.getItem('e2e-signed-in')) return;
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem('token', t);
    } catch {
      // about:blank has no storage of its own: the app's first page sets it.
    }
  }, token);
  const page = await context.newPage();
  page.on('pageerror', (e) =>
    pageErrors ? pageErrors.push(e.message) : console.error('page error:', e.message),
  );
  return page;
}

/** The series of the catalogue with this name, as a signed-in user (`token`) reads it. */
export async function seriesNamed(server: TestServer, token: string, name: string): Promise<NftSeries> {
  const all = await userApi(server, token)<{ list: NftSeries[] }>('/api/nft/series?limit=50');
  const found = all.list.find((s) => s.name === name);
  if (!found) throw new Error(`no series ${name}`);
  return found;
}

/**
 * `user` buys `quantity` copies of a series in the primary sale through the API (the order, then its
 * payment); answers the id of a copy of it they hold and have not listed.
 */
export async function boughtCopy(server: TestServer, user: WebUser, seriesId: number, quantity = 1) {
  const call = userApi(server, user.token);
  const order = await call<{ id: number }>('/api/order/add', { seriesId, quantity });
  await call('/api/order/pay', { id: order.id, payPassword: user.payPassword });
  const held = await call<{ list: HeldCopyDetail[] }>('/api/coupon/index');
  const id = held.list.find((c) => c.seriesId === seriesId && !c.listing)?.id;
  if (!id) throw new Error(`${user.mobile} holds no copy of series ${seriesId} to sell`);
  return id;
}

/** The server's business time (a server started with `testControls`), which earlier tests may have moved. */
export const serverNow = (server: TestServer): Promise<Date> => advanceClock(server, 0);
