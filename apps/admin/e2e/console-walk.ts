/**
 * A walk through every page of the console (apps/admin/src/lib/routes.ts) as an operator of a live
 * platform sees it, for the console's screenshots (scripts/screenshots.ts): `stockConsole` gives the
 * server one of everything through the APIs — the web app's route walk's user (a stake, NFTs, a box
 * opened, a bid, transfers, a recharge and a withdrawal waiting for review), a resale in appeal, a
 * price plan, a second operator, a ledger check, a manual adjustment waiting for its second operator —
 * and `consoleWalk` answers each page's address with the ids that made, plus the views behind a tab or
 * a click worth their own picture (a picker open in the console's language). The sign-in page is
 * visited signed out.
 */
import { type Envelope, LANGUAGES, type Language } from '@mcc/contract';
import type { Page } from 'playwright-core';
import { callApi, operatorToken, type TestServer } from '../../../tests/browser/harness.ts';
import { type AppMarks, visitDrawn } from '../../../tests/browser/page-walk.ts';
import { stockUser } from '../../web/e2e/route-walk.ts';
import { demoUser } from '../../web/e2e/web-harness.ts';
import { type PageName, paths } from '../src/lib/routes.ts';
import { disputedResale } from './resale-dispute.ts';

/** What `stockConsole` made: the ids the pages that show one record need. */
export interface ConsoleStock {
  userId: number;
  noticeId: number;
}

/** One picture of the walk: a page (`name` is its route's; a second view adds a suffix). */
export interface ConsoleStop {
  name: string;
  path: string;
  signedOut: boolean;
  /** What to do on the page before the picture (open a tab, a picker, a dialog). */
  open?: (page: Page) => Promise<void>;
}

const HOUR = 3_600_000;

/** An operator's call that must succeed; answers its data. */
async function adminCall<T>(server: TestServer, path: string, body?: unknown): Promise<T> {
  const res: Envelope<T> = await callApi<T>(server, path, { bearer: await operatorToken(server), body });
  if (res.code !== 1) throw new Error(`${path}: ${res.msg}`);
  return res.data;
}

/** Gives the platform one of everything a console page lists; answers the ids the walk needs. */
export async function stockConsole(server: TestServer): Promise<ConsoleStock> {
  const demo = await demoUser(server);
  const stock = await stockUser(server, demo);
  await disputedResale(server, '13900000077');
  const start = Math.ceil(Date.now() / HOUR) * HOUR + HOUR;
  await adminCall(server, '/admin-api/market/plans', {
    symbol: 'MCC',
    ramp: {
      startAt: new Date(start).toISOString(),
      endAt: new Date(start + 4 * HOUR).toISOString(),
      startPrice: '1.25',
      endPrice: '1.3125',
      steps: 4,
    },
  });
  await adminCall(server, '/admin-api/operators', { username: 'finance.li', role: 'finance' });
  await adminCall(server, '/admin-api/ledger/verify', {});
  const users = await adminCall<{ list: { id: number }[] }>(server, `/admin-api/users?q=${demo.uid}`);
  const userId = users.list[0]?.id;
  if (!userId) throw new Error(`no console user for ${demo.uid}`);
  // A manual adjustment waits for a second operator (four eyes): the proposals queue has one.
  await adminCall(server, `/admin-api/users/${userId}/adjust`, {
    asset: 'USDT',
    direction: 'credit',
    amount: '25.5',
    reason: '补发 11 月推广活动奖励',
  });
  return { userId, noticeId: stock.noticeId };
}

/** The address of each page that shows one record, from what `stockConsole` made. */
const RECORDS: Partial<Record<PageName, (s: ConsoleStock) => string>> = {
  userDetail: (s) => `/users/${s.userId}`,
  noticeEdit: (s) => `/content/notices/${s.noticeId}`,
};

/** Views behind a tab or a click, each its own picture. */
const MORE_VIEWS: ConsoleStop[] = [
  { name: 'ledger-accounts', path: '/finance/ledger?tab=accounts', signedOut: false },
  { name: 'ledger-verify', path: '/finance/ledger?tab=verify', signedOut: false },
  {
    name: 'recharges-date-range',
    path: '/finance/recharges?state=all',
    signedOut: false,
    open: async (page) => {
      await page.getByTestId('date-range').first().click();
      await page.locator('.ant-picker-dropdown').first().waitFor();
    },
  },
  {
    name: 'noticeNew-publish-time',
    path: paths.noticeNew,
    signedOut: false,
    open: async (page) => {
      await page.locator('#publishAt').click();
      await page.locator('.ant-picker-dropdown').first().waitFor();
    },
  },
];

/** Every page of the route table (and the extra views), in the table's order, with its address. */
export function consoleWalk(stock: ConsoleStock): ConsoleStop[] {
  const pages = (Object.entries(paths) as [PageName, string][]).map(([name, path]) => ({
    name,
    path: RECORDS[name]?.(stock) ?? path,
    signedOut: name === 'login',
  }));
  return [...pages, ...MORE_VIEWS];
}

/** The console's frame (signed in, or the sign-in card), and what it shows while loading. */
const CONSOLE: AppMarks = {
  frame: '.ant-layout, .login-card',
  busy: '.ant-spin-spinning, .ant-skeleton-active, [data-testid="page-loading"]',
};

/**
 * Opens a page and waits until it has drawn; a page that could not load its chunk (a test run beside
 * this one rebuilding apps/admin/dist, for a moment) is loaded afresh, up to three times.
 */
async function visit(page: Page, path: string) {
  for (let attempt = 1; ; attempt++) {
    await visitDrawn(page, path, CONSOLE);
    if (attempt === 3 || (await page.locator('.page-center[role="alert"]').count()) === 0) return;
    await page.goto('about:blank');
  }
}

/**
 * Switches the console's language as an operator does (the header's select signed in, the sign-in
 * page's switch signed out) and waits for the page to say it is in `lang`.
 */
async function switchLanguage(page: Page, lang: Language, signedIn: boolean) {
  if (signedIn) {
    await visit(page, '/admin/account');
    await page.getByTestId('language-select').click();
    await page.locator('.ant-select-item-option').nth(LANGUAGES.indexOf(lang)).click();
  } else {
    await page.goto('/admin/login');
    await page
      .getByTestId('language-switch')
      .locator('.ant-segmented-item')
      .nth(LANGUAGES.indexOf(lang))
      .click();
  }
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
}

/** Walks every stop in `lang` (each page switched to it first) and runs `atStop` on each page reached. */
export async function walkConsoleIn(
  pages: { signedIn: Page; signedOut: Page },
  stops: ConsoleStop[],
  lang: Language,
  atStop: (page: Page, stop: ConsoleStop) => Promise<void>,
) {
  for (const [page, signedOut] of [
    [pages.signedIn, false],
    [pages.signedOut, true],
  ] as const) {
    await switchLanguage(page, lang, !signedOut);
    for (const stop of stops.filter((s) => s.signedOut === signedOut)) {
      await visit(page, `/admin${stop.path === '/' ? '' : stop.path}`);
      await stop.open?.(page);
      await atStop(page, stop);
      await page.keyboard.press('Escape');
    }
  }
}
