/**
 * A walk through every route of the web app (apps/web/src/lib/routes.ts) as a user with something in
 * each list sees it, shared by the accessibility test (e2e/accessibility.test.ts) and the screenshot
 * script (scripts/screenshots.ts): `stockUser` gives a user one of everything through the API (a stake,
 * coin-mix money, SSK bought, MCC credited, transfers, a recharge and a withdrawal waiting for review, an NFT bought
 * in the sale, a box opened, a bid in a live auction, a friend in the team), and `routeWalk` answers
 * each route's address with the ids that made. The sign-in pages are visited signed out.
 */
import { type Envelope, LANGUAGES, type Language } from '@mcc/contract';
import type { Page } from 'playwright-core';
import {
  callApi,
  operatorToken,
  PNG,
  type TestServer,
  TRC20_ADDRESS,
} from '../../../tests/browser/harness.ts';
import { type AppMarks, visitDrawn } from '../../../tests/browser/page-walk.ts';
import { type RouteName, routeTable, SIGN_IN_PAGES } from '../src/lib/routes.ts';
import { boughtCopy, credit, newUser, ok, seriesNamed, userApi, type WebUser } from './web-harness.ts';

/** What `stockUser` made: the ids the pages that show one record need. */
export interface Stock {
  pledgeOrderId: number;
  seriesId: number;
  copyId: number;
  boxId: number;
  drawId: number;
  auctionId: number;
  noticeId: number;
}

/** One page of the walk: `name` is the route's (a second view of a route adds a suffix). */
export interface Stop {
  name: string;
  route: RouteName;
  path: string;
  signedOut: boolean;
}

/** A series on sale in the demo data. */
const SERIES = '星河序章';
const MINUTE = 60_000;

/** A file stored through the upload call, as the recharge form's screenshot is. */
async function uploaded(server: TestServer, token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'proof.png');
  const res = await fetch(`${server.url}/api/common/upload`, {
    method: 'POST',
    headers: { token },
    body: form,
  });
  return (await ok(res.json() as Promise<Envelope<{ url: string }>>)).url;
}

/**
 * Gives `user` (with a payment password and at least ~1,000 USDT) one record of each kind through the
 * API, as the app's own forms would; answers the ids of what it made.
 */
export async function stockUser(server: TestServer, user: WebUser): Promise<Stock> {
  const call = userApi(server, user.token);
  const pay = { payPassword: user.payPassword };

  const { products } = await call<{ products: { id: number; minAmount: string; open: boolean }[] }>(
    '/api/pledge/index',
  );
  const product = products.find((p) => p.open) ?? products[0];
  if (!product) throw new Error('the demo data has no pledge product');
  const order = await call<{ id: number }>('/api/pledge/add', {
    productId: product.id,
    amount: product.minAmount,
    ...pay,
  });
  await call('/api/coinMix/transferIn', { amount: '50', ...pay });
  await call('/api/fund/buySsk', { amount: '500', ...pay });
  await credit(server, user.mobile, '100', 'MCC');

  const { inviteCode } = await call<{ inviteCode: string }>('/api/team/promote');
  const friend = await newUser(server, { inviteCode, payPassword: null });
  await call('/api/fund/transfer', { to: friend.uid, amount: '5', ...pay });
  await call('/api/fund/transferMcc', { to: friend.uid, amount: '1', ...pay });
  await call('/api/fund/recharge', {
    network: 'TRC20',
    amount: '100',
    txHash: 'a'.repeat(48) + String(Date.now()).padStart(16, '0'),
    proof: await uploaded(server, user.token),
  });
  await call('/api/fund/withdraw', { network: 'TRC20', address: TRC20_ADDRESS, amount: '20', ...pay });

  const series = await seriesNamed(server, user.token, SERIES);
  const copyId = await boughtCopy(server, user, series.id);
  const { list: boxes } = await call<{ list: { id: number }[] }>('/api/nft/boxes');
  const boxId = boxes[0]?.id;
  if (!boxId) throw new Error('the demo data has no box');
  await call('/api/nft/box/open', { boxId, count: 1, ...pay });
  const { list: draws } = await call<{ list: { id: number }[] }>(`/api/nft/draws?boxId=${boxId}`);
  const drawId = draws[0]?.id ?? 0;

  const auctionId = await liveAuction(server, series.id);
  await call('/api/auction/bid', { id: auctionId, amount: '10', ...pay });
  const { list: notices } = await call<{ list: { id: number }[] }>('/api/index/notice');
  return {
    pledgeOrderId: order.id,
    seriesId: series.id,
    copyId,
    boxId,
    drawId,
    auctionId,
    noticeId: notices[0]?.id ?? 0,
  };
}

/** The platform auctions a copy of the series from 10 USDT: started a minute ago, ending in a day. */
async function liveAuction(server: TestServer, seriesId: number): Promise<number> {
  const now = Date.now();
  const made = await ok(
    callApi<{ id: number }>(server, '/admin-api/nft/auctions', {
      bearer: await operatorToken(server),
      body: {
        seriesId,
        startPrice: '10',
        startsAt: new Date(now - MINUTE).toISOString(),
        endsAt: new Date(now + 24 * 60 * MINUTE).toISOString(),
      },
    }),
  );
  return made.id;
}

/** The query each route that shows one record needs, from what `stockUser` made. */
const QUERIES: Partial<Record<RouteName, (s: Stock) => string>> = {
  auctionDetail: (s) => `?id=${s.auctionId}`,
  nftDetail: (s) => `?id=${s.seriesId}`,
  luckbox: (s) => `?id=${s.boxId}`,
  nftVerify: (s) => `?draw=${s.drawId}`,
  noticeDetail: (s) => `?id=${s.noticeId}`,
  pledgeDetail: (s) => `?id=${s.pledgeOrderId}`,
};

/** Routes with a second view worth its own stop: the user's own copy on the NFT detail page. */
const MORE_VIEWS: { name: string; route: RouteName; query: (s: Stock) => string }[] = [
  { name: 'nftDetail-copy', route: 'nftDetail', query: (s) => `?copy=${s.copyId}` },
];

/** Every route of the route table (and the extra views), in the table's order, with its address. */
export function routeWalk(stock: Stock): Stop[] {
  const stops = routeTable.map(({ name, path }) => ({
    name,
    route: name,
    path: path + (QUERIES[name]?.(stock) ?? ''),
    signedOut: SIGN_IN_PAGES.has(path),
  }));
  const extra = MORE_VIEWS.map(({ name, route, query }) => {
    const base = stops.find((s) => s.route === route);
    return { name, route, path: (base?.path.split('?')[0] ?? '') + query(stock), signedOut: false };
  });
  return [...stops, ...extra];
}

/**
 * Switches the app's language as a user does: signed in, in the user centre's language sheet (its
 * actions in the order of LANGUAGES); signed out, with the sign-in page's switch. Waits for the page to
 * say it is in `lang`. Tried up to three times: a test run beside this one in the same checkout rebuilds
 * apps/web/dist, and a page loaded while it is being written is "not built" for a moment.
 */
async function switchLanguage(page: Page, lang: Language, signedIn: boolean) {
  for (let attempt = 1; ; attempt++) {
    try {
      if (signedIn) {
        await page.goto('/pages/user/user');
        await page.getByTestId('language-item').click({ timeout: 15_000 });
        await page.locator('.adm-action-sheet-button-item').nth(LANGUAGES.indexOf(lang)).click();
      } else {
        await page.goto('/pages/login/login');
        await page
          .getByTestId('language-switch')
          .locator(`button[lang="${lang}"]`)
          .click({ timeout: 15_000 });
      }
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      return;
    } catch (e) {
      if (attempt === 3) throw e;
    }
  }
}

/** The web app's frame, and what it shows while loading (skeletons, spinners, the loading toast). */
const WEB_APP: AppMarks = {
  frame: '.app-column',
  busy: '[aria-busy="true"], .adm-skeleton, .adm-dot-loading, .adm-toast-mask, [role="status"] .adm-spin-loading',
};

/** The walk's two phones: signed in as the stocked user, and signed out for the sign-in pages. */
export interface WalkPhones {
  signedIn: Page;
  signedOut: Page;
}

/** Walks every stop in `lang` (each phone switched to it first) and runs `atStop` on each page reached. */
export async function walkInLanguage(
  phones: WalkPhones,
  stops: Stop[],
  lang: Language,
  atStop: (page: Page, stop: Stop) => Promise<void>,
) {
  for (const [page, signedOut] of [
    [phones.signedIn, false],
    [phones.signedOut, true],
  ] as const) {
    await switchLanguage(page, lang, !signedOut);
    for (const stop of stops.filter((s) => s.signedOut === signedOut)) {
      await visitDrawn(page, stop.path, WEB_APP);
      await atStop(page, stop);
    }
  }
}
