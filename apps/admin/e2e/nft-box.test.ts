/**
 * Blind boxes and chain-game recipes in the console, in a real browser against the real server (fresh
 * embedded database with the demo data, which has a box and recipes of its own). Three series are
 * made over HTTP as an operator would with the series form; then a box is created with two of them in
 * its pool through the form (the odds follow the weights as they are typed), its stock is seen set
 * aside from the series, it is edited (the pool shown read-only) and closed (the stock goes back);
 * last, a recipe is made from the three.
 *
 * Tests run in order and share one server. Screenshots land in artifacts/admin (nft-box*, nft-recipe*).
 */

import type { AdminBox, AdminRecipe, AdminSeries } from '@mcc/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  callApi,
  describeInBrowser,
  launchBrowser,
  operatorToken,
  startServer,
  type TestServer,
} from '../../../tests/browser/harness.ts';
import { type Artwork, artworkPng } from '../../server/src/db/demo-artwork.ts';
import {
  adminGet,
  adminShot,
  confirmDialog,
  desktopContext,
  fieldError,
  signInFirstOperator,
} from './admin-harness.ts';

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

const BOX_ART: Artwork = {
  motif: 'sunburst',
  palette: [
    [255, 244, 214],
    [246, 190, 120],
    [170, 70, 30],
  ],
};
/** The three series: two go in the box and are a recipe's inputs, the third is what the recipe makes. */
const SERIES: { name: string; supply: number; art: Artwork }[] = [
  {
    name: '星河',
    supply: 50,
    art: {
      motif: 'spiral',
      palette: [
        [226, 232, 255],
        [150, 160, 230],
        [50, 40, 140],
      ],
    },
  },
  {
    name: '极光',
    supply: 20,
    art: {
      motif: 'waves',
      palette: [
        [220, 252, 240],
        [120, 220, 190],
        [20, 110, 90],
      ],
    },
  },
  {
    name: '星核',
    supply: 10,
    art: {
      motif: 'orb',
      palette: [
        [255, 236, 236],
        [240, 150, 160],
        [150, 20, 60],
      ],
    },
  },
];

describeInBrowser('Blind boxes and recipes in the console', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let token: string;
  /** The series' ids by name. */
  const ids = new Map<string, number>();
  let boxId = 0;
  const pageErrors: string[] = [];

  const modal = (testId: string) => page.locator('.ant-modal').filter({ has: page.getByTestId(testId) });
  const toast = (text: string) => page.locator('.ant-message-notice').filter({ hasText: text }).first();
  const save = () => page.locator('.ant-modal-footer .ant-btn-primary').click();

  /** A series picker's option for this series (options read "#<id> <name> · <rarity>…"). */
  const option = (name: string) =>
    page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: new RegExp(`^#\\d+ ${name} ·`) });

  async function pickSeries(testId: string, name: string) {
    await page.getByTestId(testId).click();
    // Typed into the picker's search first: its list is virtual, and an option scrolled out of it
    // cannot be clicked (seen on a loaded CI, with the demo's series above the test's own).
    await page.keyboard.type(name);
    await option(name).click();
    // The list fades out: gone before the next picker opens, whose options would match too.
    await poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
  }

  async function fillTime(testId: string, text: string) {
    const input = page
      .getByTestId(testId)
      .locator('input')
      .or(page.locator(`input[data-testid="${testId}"]`));
    await input.first().click();
    await input.first().fill(text);
    await input.first().press('Enter');
  }

  /** A picture uploaded as the operator's form uploads one; answers its address. */
  async function upload(art: Artwork): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(artworkPng(art))], { type: 'image/png' }), 'art.png');
    const res = await fetch(`${server.url}/admin-api/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return ((await res.json()) as { data: { url: string } }).data.url;
  }

  const seriesByName = async () => {
    const list = await adminGet<{ list: AdminSeries[] }>(server, '/admin-api/nft/series?limit=50');
    return new Map(list.list.map((s) => [s.name['zh-Hans'], s]));
  };
  const storedBox = async () =>
    (await adminGet<{ list: AdminBox[] }>(server, '/admin-api/nft/boxes')).list.find((b) => b.id === boxId);

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await (await desktopContext(browser, server.url)).newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await signInFirstOperator(page, server);
    token = await operatorToken(server);
    for (const s of SERIES) {
      const res = await callApi<AdminSeries>(server, '/admin-api/nft/series', {
        bearer: token,
        body: {
          name: { 'zh-Hans': s.name },
          description: { 'zh-Hans': `${s.name}系列` },
          image: await upload(s.art),
          price: '10',
          supply: s.supply,
          perUserLimit: 0,
          saleStart: '2026-01-01T00:00:00.000Z',
          saleEnd: null,
          rarity: 'rare',
          creator: 'MCC Studio',
          chain: 'BNB Smart Chain',
          contractAddress: '',
          tokenStandard: 'ERC-721',
          featured: false,
          published: true,
          sort: 0,
        },
      });
      expect(res.code, res.msg).toBe(1);
      ids.set(s.name, res.data.id);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('creates a box with two series in its pool; their stock is set aside and the odds listed', async () => {
    await page.getByTestId('menu-nftBoxes').click();
    await page.getByTestId('nft-boxes-page').waitFor();
    await page.getByTestId('new-box').click();
    const form = modal('box-name-zh-Hans');
    await form.waitFor();

    await page.getByTestId('box-name-zh-Hans').fill('星辰盲盒');
    await page.getByTestId('box-description-zh-Hans').fill('随机开出星河或极光中的一份藏品');
    await form.getByRole('tab', { name: 'English' }).click();
    await page.getByTestId('box-name-en').fill('Star box');
    await form.getByRole('tab', { name: '简体中文' }).click();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'box.png',
      mimeType: 'image/png',
      buffer: artworkPng(BOX_ART),
    });
    await form.locator('.ant-image img').waitFor();
    await page.getByTestId('box-price').fill('9.9');
    await page.getByTestId('box-perUserLimit').fill('5');
    await fillTime('box-opensAt', '2026-01-01 10:00');
    await page.getByTestId('box-published').click();

    // The pool: a stock above what the series has left is refused before anything is sent.
    await pickSeries('pool-series-0', '星河');
    await page.getByTestId('pool-weight-0').fill('3');
    await page.getByTestId('pool-stock-0').fill('60');
    await poll(() => fieldError(page, 'pool-stock-0')).toBe('该系列仅剩 50 份可放入');
    await page.getByTestId('pool-stock-0').fill('10');
    await poll(() => page.getByTestId('pool-odds-0').textContent()).toBe('100.00%');
    await page.getByTestId('pool-add').click();
    // A series already in the pool is offered disabled.
    await page.getByTestId('pool-series-1').click();
    expect(await option('星河').getAttribute('class')).toContain('ant-select-item-option-disabled');
    await page.keyboard.press('Escape');
    await pickSeries('pool-series-1', '极光');
    await page.getByTestId('pool-weight-1').fill('1');
    await page.getByTestId('pool-stock-1').fill('5');
    await poll(() => page.getByTestId('pool-odds-0').textContent()).toBe('75.00%');
    expect(await page.getByTestId('pool-odds-1').textContent()).toBe('25.00%');
    expect(await page.getByTestId('pool-rows').textContent()).toContain('2 个系列，库存共 15 份');
    await page.getByTestId('pool-rows').scrollIntoViewIfNeeded();
    await adminShot(page, 'nft-box-form');

    await save();
    await confirmDialog(page, '星辰盲盒：9.9 USDT，奖池 2 个系列共 15 份（从系列中预留），已发布。');
    await form.waitFor({ state: 'detached' });

    const series = await seriesByName();
    expect(series.get('星河')).toMatchObject({ reserved: 10, remaining: 40 });
    expect(series.get('极光')).toMatchObject({ reserved: 5, remaining: 15 });
    const boxes = await adminGet<{ list: AdminBox[] }>(server, '/admin-api/nft/boxes');
    const box = boxes.list.find((b) => b.name['zh-Hans'] === '星辰盲盒');
    if (!box) throw new Error('the box is not listed');
    boxId = box.id;
    expect(box).toMatchObject({
      name: { 'zh-Hans': '星辰盲盒', en: 'Star box' },
      price: '9.900000',
      asset: 'USDT',
      status: 'open',
      perUserLimit: 5,
      left: 15,
      published: true,
      image: expect.stringMatching(/^\/uploads\/[0-9a-f]{64}\.png$/),
    });
    expect(box.pool.map((e) => [e.seriesId, e.weight, e.stock, e.left, e.odds])).toEqual([
      [ids.get('星河'), 3, 10, 10, '75.00'],
      [ids.get('极光'), 1, 5, 5, '25.00'],
    ]);

    const row = page.getByTestId('box-table').locator('tr', { hasText: '星辰盲盒' });
    await poll(() => row.textContent()).toContain('剩余 15 / 15');
    for (const text of ['9.90 USDT', '进行中', '已发布', '2 个系列'])
      expect(await row.textContent()).toContain(text);
    await row.locator('.ant-table-row-expand-icon').click();
    const pool = page.getByTestId(`box-pool-${boxId}`);
    await pool.waitFor();
    expect(await pool.textContent()).toMatch(/星河.*75\.00%.*剩余 10 \/ 10.*极光.*25\.00%.*剩余 5 \/ 5/);
    await poll(() => page.locator('.ant-message-notice').count()).toBe(0);
    await adminShot(page, 'nft-boxes');
  });

  it('edits the box; its pool is shown, not edited', async () => {
    await page.getByTestId(`edit-box-${boxId}`).click();
    const form = modal('box-name-zh-Hans');
    await form.waitFor();
    const pool = page.getByTestId('box-pool-view');
    expect(await pool.textContent()).toContain('75.00%');
    expect(await page.getByTestId('pool-rows').count()).toBe(0);
    await page.getByTestId('box-price').fill('12.5');
    await page.getByTestId('box-perUserLimit').fill('3');
    await pool.scrollIntoViewIfNeeded();
    await adminShot(page, 'nft-box-edit');
    await save();
    await confirmDialog(page, '星辰盲盒：12.5 USDT，已发布。');
    await form.waitFor({ state: 'detached' });
    expect(await storedBox()).toMatchObject({ price: '12.500000', perUserLimit: 3, left: 15 });
    const row = page.getByTestId('box-table').locator('tr', { hasText: '星辰盲盒' });
    await poll(() => row.getByTestId('box-row-price').textContent()).toContain('12.50');
  });

  it('closes the box after a confirmation; its stock goes back to the series', async () => {
    await page.getByTestId(`close-box-${boxId}`).click();
    await confirmDialog(page, '关闭后用户不能再开启，剩余的 15 份将退回各系列。');
    await toast('盲盒已关闭').waitFor();
    const row = page.getByTestId('box-table').locator('tr', { hasText: '星辰盲盒' });
    await poll(() => row.textContent()).toContain('已关闭');
    expect(await page.getByTestId(`close-box-${boxId}`).count()).toBe(0);
    expect(await storedBox()).toMatchObject({ closed: true, status: 'ended', left: 0 });
    const series = await seriesByName();
    expect(series.get('星河')).toMatchObject({ reserved: 0, remaining: 50 });
    expect(series.get('极光')).toMatchObject({ reserved: 0, remaining: 20 });
    await poll(() => page.locator('.ant-message-notice').count()).toBe(0);
    await adminShot(page, 'nft-box-closed');

    const audit = await adminGet<{ list: { action: string; targetId: string }[] }>(
      server,
      '/admin-api/audit?targetType=nft_box',
    );
    // The demo box was made at start-up; every write of this one is there, newest first.
    const ours = audit.list.filter((a) => a.targetId === String(boxId)).map((a) => a.action);
    expect(ours).toEqual(['nft.box.close', 'nft.box.update', 'nft.box.create']);
  });

  it('creates a chain-game recipe from the three series', async () => {
    await page.getByTestId('menu-nftRecipes').click();
    await page.getByTestId('nft-recipes-page').waitFor();
    await page.getByTestId('new-recipe').click();
    const form = modal('recipe-name-zh-Hans');
    await form.waitFor();

    // Saving with nothing filled names what is missing, beside each field.
    await save();
    await poll(() => fieldError(page, 'recipe-name-zh-Hans')).toBe('请填写名称（简体中文必填）');
    expect(await fieldError(page, 'recipe-output')).toBe('请选择系列');

    await page.getByTestId('recipe-name-zh-Hans').fill('星核合成');
    await pickSeries('inputs-series-0', '星河');
    await page.getByTestId('inputs-count-0').fill('2');
    await page.getByTestId('inputs-add').click();
    await pickSeries('inputs-series-1', '极光');
    await pickSeries('recipe-output', '星核');
    await page.getByTestId('recipe-fee').fill('1.5');
    await page.getByTestId('recipe-feeAsset').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: 'MCC' })
      .click();
    await page.getByTestId('recipe-published').click();
    await adminShot(page, 'nft-recipe-form');
    await save();
    await confirmDialog(page, '星核合成：星河 × 2 + 极光 × 1 → 星核，手续费 1.5 MCC，已发布。');
    await form.waitFor({ state: 'detached' });

    const recipes = await adminGet<{ list: AdminRecipe[] }>(server, '/admin-api/nft/recipes');
    // Beside the demo's recipes.
    expect(recipes.list.find((r) => r.name['zh-Hans'] === '星核合成')).toMatchObject({
      name: { 'zh-Hans': '星核合成' },
      inputs: [
        { seriesId: ids.get('星河'), count: 2 },
        { seriesId: ids.get('极光'), count: 1 },
      ],
      output: { seriesId: ids.get('星核'), left: 10 },
      fee: '1.500000',
      feeAsset: 'MCC',
      published: true,
      made: 0,
    });
    const row = page.getByTestId('recipe-table').locator('tr', { hasText: '星核合成' });
    await poll(() => row.textContent()).toContain('1.5000 MCC');
    expect(await row.getByTestId('recipe-row-inputs').textContent()).toMatch(/星河.*× 2.*极光.*× 1/);
    expect(await row.getByTestId('recipe-row-output').textContent()).toContain('星核 剩余 10 份');
    await poll(() => page.locator('.ant-message-notice').count()).toBe(0);
    await adminShot(page, 'nft-recipes');
    expect(pageErrors).toEqual([]);
  });
});
