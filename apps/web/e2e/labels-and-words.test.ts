/**
 * Units, labels and words in a real browser against the real server (issue 33, items 3 and 10). Each
 * test registers the user it needs, on a phone of its own:
 *
 * 1. the USDT and MCC pages print each unit once, and a transfer at a fee rate of 0 says it is free;
 * 2. every route's title is in the navigation bar and the document's title, and a view inside a route
 *    names itself: the market's SSK tab, the auction detail, one's own NFTs;
 * 3. an auction card of a copy minted only for its winner gives the edition, not "#— / 500";
 * 4. the series page and its buy sheet state one limit, from the same figure; the sheet, which pays at
 *    once, says nothing of an order being held;
 * 5. the withdrawal pages say 提币 and never 提现;
 * 6. in Japanese: the page's language is ja, lines break strictly (no line starts with ー or a small
 *    kana, as "NFTチェーンゲ/ーム" did on the user centre), and Latin text is drawn in a Latin font
 *    (the font stack puts Latin faces before the CJK ones).
 */
import type { Language } from '@mcc/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  callApi,
  describeInBrowser,
  launchBrowser,
  operatorToken,
  shot,
  type TestServer,
} from '../../../tests/browser/harness.ts';
import { routeTable } from '../src/lib/routes.ts';
import {
  boughtCopy,
  credit,
  newUser,
  ok,
  seriesNamed,
  serverNow,
  signedInPhone,
  startWebServer,
  type WebUser,
} from './web-harness.ts';

const MINUTE = 60_000;
/** Two units side by side on one line ("USDT USDT", "MCC USDT"). */
const UNIT_TWICE = /\b(USDT|MCC|SSK)[ \u00a0]+(USDT|MCC|SSK)\b/;

describeInBrowser('labels and words in a browser', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startWebServer({ testControls: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A phone signed in as `user`, in `lang` from its first page on. */
  async function phone(user: WebUser, lang: Language = 'zh-Hans'): Promise<Page> {
    const page = await signedInPhone(browser, server, user.token);
    await page.context().addInitScript((l) => localStorage.setItem('lang', l), lang);
    return page;
  }
  const text = async (page: Page, testId: string) =>
    (await page.getByTestId(testId).first().textContent()) ?? '';
  const bodyText = async (page: Page) => (await page.locator('body').textContent()) ?? '';
  const title = (page: Page) => page.locator('h1').first().textContent();

  it('prints each unit once on the USDT and MCC pages, and calls a transfer at a rate of 0 free', async () => {
    const user = await newUser(server, { usdt: '10000' });
    await credit(server, user.mobile, '1000', 'MCC');
    const page = await phone(user);

    // The two transfer forms, once the balance is in: its unit once, and no fee at the demo's rate of 0.
    for (const [path, available] of [
      ['/pages/usdt/transfer', /可用余额 10,000(\.0+)? USDT/],
      ['/pages/transfer/transfer', /可用余额 1,000(\.0+)? MCC/],
    ] as const) {
      await page.goto(path);
      await expect.poll(() => text(page, 'transfer-page'), { message: path }).toMatch(available);
      expect(await text(page, 'transfer-page'), path).not.toMatch(UNIT_TWICE);
      expect(await text(page, 'transfer-fee-preview'), path).toBe('免手续费');
      await shot(page, `labels-transfer-${path.split('/')[2]}`);
    }
    // The wallets' other pages, once their amounts are in.
    for (const path of [
      '/pages/usdt/usdt',
      '/pages/mcc/mcc',
      '/pages/usdt/withdraw',
      '/pages/coinMix/coinMix',
      '/pages/coinMix/withdraw',
    ]) {
      await page.goto(path);
      await expect.poll(() => bodyText(page), { message: path }).toMatch(/\d\.\d\d/);
      expect(await bodyText(page), path).not.toMatch(UNIT_TWICE);
    }
  });

  it('titles every route in the bar and the document, and lets a view name itself', async () => {
    const user = await newUser(server, { usdt: '100' });
    const page = await phone(user);
    for (const route of routeTable) {
      if (route.name === 'autoLogin') continue; // blank by the spec, and it signs in and moves on
      await page.goto(route.path);
      const heading = page.locator('h1').first();
      await heading.waitFor();
      const shown = (await heading.textContent()) ?? '';
      expect(shown.trim(), route.name).not.toBe('');
      await expect.poll(() => page.title(), { message: route.name }).toBe(`${shown} - MCC`);
    }

    // The market's tabs are two markets.
    await page.goto('/pages/market/market?symbol=SSK');
    await expect.poll(() => title(page)).toBe('SSK行情');
    await shot(page, 'labels-market-ssk');
    await page.getByRole('tab', { name: 'MCC/USDT' }).click();
    await expect.poll(() => title(page)).toBe('MCC行情');
    await expect.poll(() => page.title()).toBe('MCC行情 - MCC');

    // An auction is an auction, not an order.
    const auction = await platformAuction('年轮');
    await page.goto(`/pages/auction/detail?id=${auction}`);
    await page.getByTestId('auction-detail-page').waitFor();
    expect(await title(page)).toBe('拍卖详情');
    await shot(page, 'labels-auction-detail');

    // The NFT route's tabs of one's own, and one's own copy.
    await page.goto('/pages/nft/nft?tab=mine');
    await expect.poll(() => title(page)).toBe('我的藏品');
    await page.goto('/pages/nft/nft?tab=orders');
    await expect.poll(() => title(page)).toBe('我的订单');
    await page.goto('/pages/nft/nft');
    await expect.poll(() => title(page)).toBe('NFT藏品');
  });

  /** The platform auctions a copy of `seriesName` (minted for the winner), live for half an hour. */
  async function platformAuction(seriesName: string): Promise<number> {
    const bearer = await operatorToken(server);
    const reader = await newUser(server, { payPassword: null });
    const series = await seriesNamed(server, reader.token, seriesName);
    const now = (await serverNow(server)).getTime();
    const made = await ok(
      callApi<{ id: number }>(server, '/admin-api/nft/auctions', {
        bearer,
        body: {
          seriesId: series.id,
          startPrice: '10',
          startsAt: new Date(now - MINUTE).toISOString(),
          endsAt: new Date(now + 30 * MINUTE).toISOString(),
        },
      }),
    );
    return made.id;
  }

  it('gives the edition on the card of an auction whose copy is minted for the winner', async () => {
    const user = await newUser(server, { usdt: '100' });
    const id = await platformAuction('星河序章');
    const page = await phone(user);
    await page.goto('/pages/auction/auction');
    const card = page.getByTestId(`auction-${id}`);
    await card.waitFor();
    expect(await card.textContent()).toContain('限量 500 份');
    expect(await bodyText(page)).not.toContain('#—');
    await shot(page, 'labels-auction-card');
  });

  it('states one purchase limit on the series page and its buy sheet, and holds nothing it pays at once', async () => {
    const user = await newUser(server, { usdt: '10000' });
    const unlimited = await seriesNamed(server, user.token, '潮汐之歌');
    const limited = await seriesNamed(server, user.token, '年轮');
    await boughtCopy(server, user, limited.id, 2);
    const page = await phone(user);

    for (const [series, expected] of [
      [unlimited, '不限购 · 每单最多 10 份'],
      [limited, '每人限购 5 份 · 本次最多 3 份'],
    ] as const) {
      await page.goto(`/pages/nft/detail?id=${series.id}`);
      await expect.poll(() => text(page, 'nft-detail-page')).toContain(expected);
      expect(await text(page, 'series-limit')).toBe(expected);
      await page.getByTestId('open-buy').click();
      const sheet = page.getByTestId('buy-sheet');
      await sheet.waitFor();
      expect(await text(page, 'buy-limit')).toBe(expected);
      expect(await sheet.textContent()).not.toContain('保留');
      await shot(page, `labels-buy-sheet-${series.perUserLimit}`);
    }
  });

  it('says 提币 on the withdrawal pages, and never 提现', async () => {
    const user = await newUser(server, { usdt: '100' });
    const page = await phone(user);
    for (const [path, expected] of [
      ['/pages/usdt/usdt', '提币'],
      ['/pages/usdt/withdraw', 'USDT提币'],
      ['/pages/coinMix/coinMix', '提币'],
      ['/pages/coinMix/withdraw', '量化钱包提币'],
    ] as const) {
      await page.goto(path);
      await expect.poll(() => bodyText(page), { message: path }).toContain(expected);
      expect(await bodyText(page), path).not.toContain('提现');
    }
  });

  it('in Japanese, breaks no line before ー or a small kana and draws Latin text in a Latin font', async () => {
    const user = await newUser(server, { usdt: '100' });
    const page = await phone(user, 'ja');
    await page.goto('/pages/user/user');
    await page.getByText('NFTチェーンゲーム').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
    expect(await page.evaluate(() => getComputedStyle(document.body).lineBreak)).toBe('strict');
    expect(await page.evaluate(linesStartingBadly)).toEqual([]);
    await shot(page, 'labels-ja-user');
    for (const path of [
      '/',
      '/pages/user/payPassword',
      '/pages/wallet/wallet',
      '/pages/coinMix/coinMix',
      '/pages/nft/luckbox',
    ]) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(linesStartingBadly), path).toEqual([]);
    }

    // The font stack: Latin faces (a generic one among them) before any CJK face.
    const families = (await page.evaluate(() => getComputedStyle(document.body).fontFamily))
      .split(',')
      .map((f) => f.trim().replace(/^"|"$/g, ''));
    const firstCjk = families.findIndex((f) =>
      /PingFang|Hiragino|YaHei|JhengHei|Noto Sans CJK|Han Sans|WenQuanYi|Yu Gothic|Meiryo/.test(f),
    );
    expect(firstCjk).toBeGreaterThan(0);
    expect(families.slice(0, firstCjk)).toContain('Arial');

    // What the browser draws "collection’s" with, in English: a Latin face, not a CJK one.
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.context().addInitScript(() => localStorage.setItem('lang', 'en'));
    await page.goto('/pages/nft/luckbox');
    const hint = page.locator('.box-section-hint').first();
    await expect.poll(() => hint.textContent()).toContain('collection’s');
    await shot(page, 'labels-en-luckbox');
    expect(await fontsDrawing(page, '.box-section-hint')).not.toContainEqual(
      expect.stringMatching(/WenQuanYi/),
    );
  });
});

/**
 * The text on the page where a line starts with a character that Japanese does not start a line with
 * (ー, small kana), as "before/after" of the break: each such character's box is compared with the box
 * of the character before it (a new line starts below it).
 */
function linesStartingBadly(): string[] {
  const bad: string[] = [];
  const forbidden = /[ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ]/;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const box = (node: Node, at: number) => {
    range.setStart(node, at);
    range.setEnd(node, at + 1);
    return range.getClientRects()[0];
  };
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (let i = 1; i < text.length; i++) {
      if (!forbidden.test(text[i] as string)) continue;
      const before = box(node, i - 1);
      const at = box(node, i);
      if (before && at && at.top >= before.bottom - 1) bad.push(`${text.slice(0, i)}/${text.slice(i)}`);
    }
  }
  return bad;
}

/** The platform fonts Chromium drew the text of the first `selector` with (DevTools protocol). */
async function fontsDrawing(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((f) => f.familyName);
}
