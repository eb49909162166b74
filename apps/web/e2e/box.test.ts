/**
 * Blind boxes and the chain game in a real browser against the real server (fresh embedded database
 * with the demo data). The operators' side is set up through the admin API: pictures uploaded, three
 * collections, two boxes of two of them (the first test's own, whose stock it reads, and one the other
 * tests open), and a recipe that burns one of each for the third. Each test has a user of its own
 * (10,000 USDT, a payment password, a seed pair of its own) and makes the draws it needs, so the tests
 * pass in any order.
 *
 * 1. from the NFT tab to the box: open one, see the copy revealed, find the draw in the list;
 * 2. the draw cannot be verified before its seed pair is rotated; rotating reveals the server seed,
 *    whose SHA-256 is the hash shown before; the verify page then says "matches";
 * 3. a visitor who is not signed in verifies a revealed draw from typed inputs (and a wrong nonce fails);
 * 4. the chain game burns the chosen copies and shows the new copy, which opens with its certificate;
 * 5. ten opens at once reveal ten copies and lead on to My NFTs.
 */
import { createHash, createHmac } from 'node:crypto';
import type { BoxDraw, Envelope, NftSeries, Recipe, SeedPair } from '@mcc/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  callApi,
  describeInBrowser,
  launchBrowser,
  operatorToken,
  phoneContext,
  shot,
  type TestServer,
} from '../../../tests/browser/harness.ts';
import { artworkPng } from '../../server/src/db/demo-artwork.ts';
import { newUser, signedInPhone, startWebServer, type WebUser } from './web-harness.ts';

type Art = Parameters<typeof artworkPng>[0];
const BOX_ART: Art = {
  motif: 'sunburst',
  palette: [
    [92, 40, 140],
    [20, 10, 40],
    [255, 197, 61],
  ],
};
const ART: Record<'ember' | 'frost' | 'crown', Art> = {
  ember: {
    motif: 'rings',
    palette: [
      [140, 50, 20],
      [30, 10, 8],
      [255, 143, 31],
    ],
  },
  frost: {
    motif: 'spiral',
    palette: [
      [20, 80, 140],
      [6, 16, 40],
      [120, 210, 255],
    ],
  },
  crown: {
    motif: 'orb',
    palette: [
      [120, 90, 10],
      [30, 20, 4],
      [255, 215, 90],
    ],
  },
};

describeInBrowser('blind boxes and the chain game in a browser', () => {
  let server: TestServer;
  let browser: Browser;
  /** The test's user and their phone. */
  let me: WebUser;
  let page: Page;
  let bearer: string;
  /** `box`: the first test's own; `shared`: the box the other tests open. */
  const ids = { ember: 0, frost: 0, crown: 0, box: 0, shared: 0, recipe: 0 };
  const pageErrors: string[] = [];

  async function ok<T>(pending: Promise<Envelope<T>>): Promise<T> {
    const body = await pending;
    expect(body.code, body.msg).toBe(1);
    return body.data;
  }
  const user = <T>(path: string, body?: unknown) => ok(callApi<T>(server, path, { token: me.token, body }));
  const admin = <T>(path: string, body?: unknown) => ok(callApi<T>(server, path, { bearer, body }));

  /** A picture as the console uploads one; answers its address. */
  async function upload(art: Art, name: string): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(artworkPng(art))], { type: 'image/png' }), `${name}.png`);
    const res = await fetch(`${server.url}/admin-api/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}` },
      body: form,
    });
    return (await ok(res.json() as Promise<Envelope<{ url: string }>>)).url;
  }

  const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();
  async function series(key: keyof typeof ART, zh: string, en: string, rarity: string, supply: number) {
    const made = await admin<{ id: number }>('/admin-api/nft/series', {
      name: { 'zh-Hans': zh, en },
      description: { 'zh-Hans': `${zh}：盲盒与合成的测试藏品`, en: `${en}: a test collection` },
      image: await upload(ART[key], key),
      price: '5',
      supply,
      perUserLimit: 0,
      saleStart: hourAgo(),
      saleEnd: null,
      rarity,
      creator: 'MCC Studio',
      chain: 'BNB Chain',
      contractAddress: '0x5f3a9c2b7e1d4f6a8b0c3e5d7f9a1b2c4d6e8f0a',
      tokenStandard: 'ERC-721',
      featured: false,
      published: true,
      sort: 0,
    });
    return made.id;
  }

  /** A box of ember (70 %, 50 in stock) and frost (30 %, 20 in stock) at 20 USDT an open. */
  async function makeBox(zh: string, en: string, image: string) {
    const box = await admin<{ id: number }>('/admin-api/nft/boxes', {
      name: { 'zh-Hans': zh, en },
      description: { 'zh-Hans': '余烬与霜晶，随机开出一份', en: 'Ember or frost, one at random' },
      image,
      price: '20',
      asset: 'USDT',
      opensAt: hourAgo(),
      closesAt: null,
      perUserLimit: 0,
      published: true,
      sort: 0,
      pool: [
        { seriesId: ids.ember, weight: 70, stock: 50 },
        { seriesId: ids.frost, weight: 30, stock: 20 },
      ],
    });
    return box.id;
  }

  beforeAll(async () => {
    server = await startWebServer();
    bearer = await operatorToken(server);
    ids.ember = await series('ember', '余烬徽章', 'Ember badge', 'common', 200);
    ids.frost = await series('frost', '霜晶之心', 'Frost heart', 'rare', 100);
    ids.crown = await series('crown', '星冠', 'Star crown', 'legendary', 20);
    const boxImage = await upload(BOX_ART, 'box');
    ids.box = await makeBox('星辰盲盒', 'Stardust box', boxImage);
    ids.shared = await makeBox('月光盲盒', 'Moonlight box', boxImage);
    const recipe = await admin<{ id: number }>('/admin-api/nft/recipes', {
      name: { 'zh-Hans': '加冕', en: 'Coronation' },
      inputs: [
        { seriesId: ids.ember, count: 1 },
        { seriesId: ids.frost, count: 1 },
      ],
      outputSeriesId: ids.crown,
      fee: '2',
      feeAsset: 'USDT',
      published: true,
      sort: 0,
    });
    ids.recipe = recipe.id;

    browser = await launchBrowser();
  });
  beforeEach(async () => {
    me = await newUser(server, { usdt: '10000' });
    page = await signedInPhone(browser, server, me.token, pageErrors);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The user's draws from a box, newest first. */
  const draws = async (boxId = ids.shared) =>
    (await user<{ list: BoxDraw[] }>(`/api/nft/draws?boxId=${boxId}&limit=50`)).list;
  /** The user opens the shared box once through the API: a draw of their own. */
  async function drawn(): Promise<BoxDraw> {
    await user('/api/nft/box/open', { boxId: ids.shared, count: 1, payPassword: me.payPassword });
    const [draw] = await draws();
    if (!draw) throw new Error('no draw recorded');
    return draw;
  }

  it('opens a box from the NFT tab and reveals the copy drawn', async () => {
    await page.goto('/pages/user/user');
    await page.locator('.app-tab-bar a', { hasText: 'NFT' }).click();
    await page.getByTestId('nft-play-box').waitFor();
    await shot(page, 'box-nft-home');
    await page.getByTestId('nft-play-box').click();
    await page.waitForURL('**/pages/nft/luckbox');
    await page.getByTestId('box-hero').waitFor();
    // The demo data brings boxes of its own, and the other tests open another: this one may be a tab away.
    if ((await page.getByTestId('box-name').textContent()) !== '星辰盲盒') {
      await page.locator('.adm-capsule-tabs-tab', { hasText: '星辰盲盒' }).click();
      await page.waitForURL(`**/pages/nft/luckbox?id=${ids.box}`);
    }
    // The address changes before the page has drawn the box it names.
    await expect.poll(() => page.getByTestId('box-name').textContent()).toBe('星辰盲盒');
    expect(await page.getByTestId('box-price').textContent()).toBe('20.00 USDT / 次');
    expect(await page.getByTestId(`odds-${ids.ember}`).textContent()).toBe('70.00%');
    expect(await page.getByTestId(`odds-${ids.frost}`).textContent()).toBe('30.00%');
    expect(await page.getByTestId('box-left').textContent()).toBe('70');
    const seedBefore = await user<SeedPair>('/api/nft/seed');
    await expect.poll(() => page.getByTestId('seed-hash').textContent()).toBe(seedBefore.serverSeedHash);
    await expect
      .poll(() =>
        page
          .locator('.box-hero img, .box-pool img')
          .evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    await shot(page, 'box-page');
    await page.getByTestId('draw-list').scrollIntoViewIfNeeded();
    await shot(page, 'box-fairness');

    await page.getByTestId('open-1').click();
    const sheet = page.getByTestId('open-sheet');
    await sheet.waitFor();
    expect(await sheet.getByTestId('open-total').textContent()).toBe('20.00 USDT');
    await sheet.getByPlaceholder('6位数字').fill(me.payPassword);
    await shot(page, 'box-open-sheet');
    await sheet.getByTestId('open-submit').click();

    const reveal = page.getByTestId('box-reveal');
    await reveal.waitFor();
    // The reveal ends by itself within 1.5 s.
    await expect.poll(() => reveal.getAttribute('data-done'), { timeout: 2500 }).toBe('true');
    const [draw] = await draws(ids.box);
    if (!draw) throw new Error('no draw recorded');
    expect([ids.ember, ids.frost]).toContain(draw.seriesId);
    expect(await reveal.getByTestId('reveal-serial').textContent()).toBe(`#${draw.serial} / ${draw.supply}`);
    expect(await reveal.locator('.box-reveal-card strong').textContent()).toBe(draw.seriesName);
    await shot(page, 'box-reveal');
    await reveal.getByTestId('reveal-done').click();
    await reveal.waitFor({ state: 'detached' });

    expect((await user<{ available: string }>('/api/fund/usdt')).available).toBe('9980.000000');
    await expect.poll(() => page.getByTestId('box-left').textContent()).toBe('69');
    await page.getByTestId(`draw-${draw.id}`).waitFor();
    await expect.poll(() => page.getByTestId('seed-nonce').textContent()).toBe('1');
  });

  it('reveals the server seed when the pair is rotated, and the verify page then says "matches"', async () => {
    const draw = await drawn();
    expect(draw.serverSeed).toBeNull();
    await page.goto(`/pages/nft/luckbox?id=${ids.shared}`);

    // Before rotating: the verify page says why it cannot verify yet.
    await page.getByTestId(`draw-${draw.id}`).getByTestId('draw-verify').click();
    await page.waitForURL(`**/pages/nft/verify?draw=${draw.id}`);
    await page.getByTestId('verify-not-revealed').waitFor();
    await shot(page, 'box-verify-hidden');
    await page.goBack();
    await page.waitForURL('**/pages/nft/luckbox**');

    await page.getByTestId('rotate-open').click();
    const sheet = page.getByTestId('rotate-sheet');
    await sheet.getByTestId('rotate-client-seed').locator('input').fill('my-lucky-seed');
    await sheet.getByTestId('rotate-submit').click();
    const revealed = sheet.getByTestId('revealed-server-seed');
    await revealed.waitFor();
    const serverSeed = (await revealed.textContent()) ?? '';
    expect(createHash('sha256').update(serverSeed).digest('hex')).toBe(draw.serverSeedHash);
    await shot(page, 'box-seed-revealed');
    await sheet.getByTestId('rotate-done').click();
    await expect.poll(() => page.getByTestId('client-seed').textContent()).toBe('my-lucky-seed');
    expect(await page.getByTestId('seed-nonce').textContent()).toBe('0');

    await page.getByTestId(`draw-${draw.id}`).getByTestId('draw-verify').click();
    await page.waitForURL(`**/pages/nft/verify?draw=${draw.id}`);
    const verdict = page.getByTestId('verify-verdict');
    await expect.poll(() => verdict.textContent()).toContain('结果一致');
    // Opened from the end of the box's page, the verify page still starts at its top.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.getByTestId('verify-hash-check').textContent()).toBe('与开盒前公开的哈希一致');
    const hmac = createHmac('sha256', serverSeed).update(`${draw.clientSeed}:${draw.nonce}`).digest('hex');
    expect(await page.getByTestId('verify-hmac').first().textContent()).toBe(hmac);
    expect(await page.getByTestId('verify-total').textContent()).toBe('100');
    await shot(page, 'box-verify');
    await page.getByTestId('verify-result').scrollIntoViewIfNeeded();
    await shot(page, 'box-verify-steps');
  });

  it('lets a visitor who is not signed in verify the draw from typed inputs', async () => {
    // A draw of the user's, revealed by rotating their seed pair.
    await drawn();
    await user('/api/nft/seed/rotate', { clientSeed: 'my-lucky-seed' });
    const [draw] = await draws();
    if (!draw?.serverSeed) throw new Error('the draw is not revealed');
    const visitor = await (await phoneContext(browser, server.url)).newPage();
    visitor.on('pageerror', (e) => pageErrors.push(e.message));
    await visitor.goto('/pages/nft/verify');
    await visitor.getByTestId('verify-server-seed').locator('input').fill(draw.serverSeed);
    await visitor.getByTestId('verify-client-seed').locator('input').fill(draw.clientSeed);
    await visitor.getByTestId('verify-nonce').locator('input').fill(String(draw.nonce));
    // Rows this time: series ID and weight, as someone copies them by hand.
    await visitor
      .getByRole('textbox', { name: '奖池权重' })
      .fill(draw.pool.map((e) => `${e.seriesId} ${e.weight}`).join('\n'));
    await visitor.getByPlaceholder('用于比对的系列 ID（可不填）').fill(String(draw.seriesId));
    await visitor.getByTestId('verify-submit').click();
    await expect.poll(() => visitor.getByTestId('verify-verdict').textContent()).toContain('结果一致');
    expect(new URL(visitor.url()).pathname).toBe('/pages/nft/verify');
    await shot(visitor, 'box-verify-visitor');

    // Another nonce draws from another HMAC: until one lands on another series, the verdict flips.
    let mismatch = false;
    for (let nonce = draw.nonce + 1; nonce < draw.nonce + 40 && !mismatch; nonce++) {
      await visitor.getByTestId('verify-nonce').locator('input').fill(String(nonce));
      await visitor.getByTestId('verify-submit').click();
      await visitor.getByTestId('verify-verdict').waitFor();
      mismatch = ((await visitor.getByTestId('verify-verdict').textContent()) ?? '').includes('结果不一致');
    }
    expect(mismatch).toBe(true);
    await visitor.close();
  });

  it('synthesises in the chain game: the chosen copies are burned and the new copy opens', async () => {
    // One copy of each input, bought in the primary sale.
    for (const seriesId of [ids.ember, ids.frost]) {
      const order = await user<{ id: number }>('/api/order/add', { seriesId, quantity: 1 });
      await user('/api/order/pay', { id: order.id, payPassword: me.payPassword });
    }
    const recipeNow = async () =>
      (await user<{ list: Recipe[] }>('/api/nft/recipes?limit=50')).list.find((r) => r.id === ids.recipe);
    const recipe = await recipeNow();
    if (!recipe) throw new Error('no recipe');
    expect(recipe.ready).toBe(true);
    const lowest = recipe.inputs.map((i) => i.owned[0]?.copyId);

    await page.goto('/pages/index/index');
    await page.getByTestId('nft-play-game').click();
    await page.waitForURL('**/pages/nft/game');
    const card = page.getByTestId(`recipe-${ids.recipe}`);
    await card.waitFor();
    await expect
      .poll(() =>
        card
          .locator('img')
          .evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    await shot(page, 'game-page');

    await card.getByTestId(`synthesize-${ids.recipe}`).click();
    const sheet = page.getByTestId('synthesize-sheet');
    await sheet.waitFor();
    for (const copyId of lowest)
      expect(await sheet.getByTestId(`burn-copy-${copyId}`).getAttribute('aria-pressed')).toBe('true');
    expect(await sheet.getByTestId('synthesize-fee').textContent()).toBe('2.00 USDT');
    await sheet.getByPlaceholder('6位数字').fill(me.payPassword);
    await shot(page, 'game-sheet');
    await sheet.getByTestId('synthesize-submit').click();

    const made = page.getByTestId('synthesis-made');
    await made.waitFor();
    expect(await made.getByTestId('made-serial').textContent()).toBe('#1 / 20');
    await shot(page, 'game-made');
    const after = await recipeNow();
    for (const [i, input] of (after?.inputs ?? []).entries())
      expect(input.owned.map((c) => c.copyId)).not.toContain(lowest[i]);

    await made.getByTestId('made-view').click();
    await page.waitForURL('**/pages/nft/detail?copy=*');
    expect(await page.getByTestId('held-copy-serial').textContent()).toBe('#1 / 20');
    await expect.poll(() => page.getByText('合成获得').count()).toBeGreaterThan(0);
    await shot(page, 'game-certificate');
    const crown = (await user<{ list: NftSeries[] }>('/api/nft/series?limit=50')).list.find(
      (s) => s.id === ids.crown,
    );
    expect(crown?.remaining).toBe(19);
  });

  it('opens ten at once: ten cards, the stock and the nonces move by ten', async () => {
    await page.goto(`/pages/nft/luckbox?id=${ids.shared}`);
    await page.getByTestId('open-10').click();
    const sheet = page.getByTestId('open-sheet');
    expect(await sheet.getByTestId('open-total').textContent()).toBe('200.00 USDT');
    await sheet.getByPlaceholder('6位数字').fill(me.payPassword);
    await sheet.getByTestId('open-submit').click();
    const reveal = page.getByTestId('box-reveal');
    await expect.poll(() => reveal.getByTestId('reveal-card').count()).toBe(10);
    await expect.poll(() => reveal.getAttribute('data-done'), { timeout: 2500 }).toBe('true');
    await shot(page, 'box-reveal-ten');
    await reveal.getByTestId('reveal-mine').click();
    await page.waitForURL('**/pages/nft/nft?tab=mine');
    expect((await draws()).length).toBe(10);
    expect((await user<SeedPair>('/api/nft/seed')).nonce).toBe(10);
    expect(pageErrors).toEqual([]);
  });
});
