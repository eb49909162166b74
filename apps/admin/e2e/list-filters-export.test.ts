/**
 * A console list an operator works with, in a real browser on a real server (issue 35, items 2 and 3):
 * recharges made on two days (the server's clock moved a day between them) with known hashes; the
 * operator, in Shanghai's time zone, filters the recharge queue to the first day with the date picker,
 * then finds one recharge by its hash, and exports the filtered list: the CSV starts with a BOM, its
 * header is in the console's language (Chinese, then English after switching), and it holds exactly
 * the rows the filters picked. At 1440×900 the queue's row fits beside its fixed actions.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  advanceClock,
  describeInBrowser,
  launchBrowser,
  startServer,
  type TestServer,
} from '../../../tests/browser/harness.ts';
import {
  adminShot,
  demoUserSession,
  madeRecharge,
  openFromMenu,
  poll,
  signInFirstOperator,
} from './admin-harness.ts';

const DAY_MS = 86_400_000;
const ZONE = 'Asia/Shanghai';
/** A day as the operator's calendar in Shanghai shows it. */
const shanghaiDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
const hash = () => randomBytes(32).toString('hex');

describeInBrowser('a console list: dates, a hash, an export', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** Two recharges on the first day, one on the next. */
  const first = [
    { amount: '11.11', txHash: hash() },
    { amount: '22.22', txHash: hash() },
  ];
  const next = { amount: '33.33', txHash: hash() };
  let day1 = '';

  beforeAll(async () => {
    server = await startServer({ testControls: true });
    browser = await launchBrowser();
    const { token } = await demoUserSession(server);
    const made = [];
    for (const r of first) made.push(await madeRecharge(server, token, r.amount, r.txHash));
    day1 = shanghaiDay(made[0]?.createdAt ?? '');
    // Both on one Shanghai day, the test's premise (the server's clock does not move between them).
    expect(shanghaiDay(made[1]?.createdAt ?? '')).toBe(day1);
    await advanceClock(server, DAY_MS);
    const later = await madeRecharge(server, token, next.amount, next.txHash);
    expect(shanghaiDay(later.createdAt)).not.toBe(day1);

    context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      baseURL: server.url,
      locale: 'zh-CN',
      timezoneId: ZONE,
      reducedMotion: 'reduce',
      acceptDownloads: true,
    });
    page = await context.newPage();
    await signInFirstOperator(page, server);
  }, 400_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  /** Types a day into each end of the date range, as an operator would, and checks the picker took them. */
  async function pickDays(from: string, to: string) {
    const start = page.getByPlaceholder('开始日期');
    const end = page.getByPlaceholder('结束日期');
    await start.click();
    await start.fill(from);
    await start.press('Enter');
    await end.fill(to);
    await end.press('Enter');
    await poll(() => start.inputValue()).toBe(from);
    await poll(() => end.inputValue()).toBe(to);
  }

  /** The hashes of the rows shown, in order (each cell shows it shortened, the whole in its title). */
  const shownHashes = () =>
    page.getByTestId('recharge-hash').evaluateAll((cells) => cells.map((c) => c.getAttribute('title')));
  const address = () => new URL(page.url()).searchParams;

  it('fits the recharge row beside its actions at 1440×900, hashes linked to the explorer', async () => {
    await openFromMenu(page, 'recharges', 'recharges-page');
    await poll(shownHashes).toEqual([...first.map((r) => r.txHash), next.txHash]);
    const link = page.getByTestId('recharge-hash').first().locator('a');
    expect(await link.getAttribute('href')).toBe(`https://tronscan.org/#/transaction/${first[0]?.txHash}`);
    expect(await link.getAttribute('target')).toBe('_blank');

    // Nothing scrolls sideways: confirmations (under the state), the reason and both times are left of
    // the fixed actions, not under them.
    const table = page.getByTestId('recharge-table');
    const actions = await table.getByRole('columnheader', { name: '操作' }).boundingBox();
    for (const name of ['状态', '原因', '提交时间 / 审核时间']) {
      const box = await table.getByRole('columnheader', { name }).boundingBox();
      expect(box && actions && box.x + box.width <= actions.x + 1, name).toBe(true);
    }
    const scroller = table.locator('.ant-table-content, .ant-table-body').first();
    expect(await scroller.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
    await adminShot(page, 'recharges-1440');
  });

  it('filters by a date range picked in the operator’s time zone', async () => {
    await pickDays(day1, day1);
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await poll(() => address().get('from')).toBe(day1);
    expect(address().get('to')).toBe(day1);
    await poll(shownHashes).toEqual(first.map((r) => r.txHash));
    // A reload keeps it.
    await page.reload();
    await poll(shownHashes).toEqual(first.map((r) => r.txHash));
    await poll(() => page.getByPlaceholder('开始日期').inputValue()).toBe(day1);
  });

  it('finds a recharge by its transaction hash', async () => {
    await page.getByRole('button', { name: '重置', exact: true }).click();
    await poll(shownHashes).toEqual([...first.map((r) => r.txHash), next.txHash]);
    await page.getByTestId('list-search').fill(next.txHash);
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await poll(shownHashes).toEqual([next.txHash]);
    expect(address().get('q')).toBe(next.txHash);
    await adminShot(page, 'recharges-by-hash');
  });

  /** Exports the list as filtered now; answers the file's bytes and name. */
  async function exported() {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-button').click(),
    ]);
    const bytes = fs.readFileSync(await download.path());
    return {
      bytes,
      name: download.suggestedFilename(),
      lines: bytes.toString('utf8').slice(1).trim().split(/\r?\n/),
    };
  }

  it('exports the filtered rows: a BOM, the header in the console’s language, those rows only', async () => {
    await page.getByRole('button', { name: '重置', exact: true }).click();
    await poll(() => address().has('q')).toBe(false);
    await pickDays(day1, day1);
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await poll(() => address().get('to')).toBe(day1);
    await poll(shownHashes).toEqual(first.map((r) => r.txHash));

    const zh = await exported();
    expect(zh.name).toMatch(/\.csv$/);
    expect([...zh.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header = '', ...rows] = zh.lines;
    expect(header).toContain('交易哈希');
    expect(rows).toHaveLength(2);
    expect(first.map((r) => rows.some((line) => line.includes(r.txHash)))).toEqual([true, true]);
    expect(zh.lines.some((line) => line.includes(next.txHash))).toBe(false);

    // In English the same rows under an English header.
    await page.getByTestId('language-select').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'English' }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).waitFor();
    const en = await exported();
    expect(en.lines[0]).not.toMatch(/[\u4e00-\u9fff]/);
    expect(en.lines[0]).toContain('UID');
    expect(en.lines.slice(1)).toHaveLength(2);
  });
});
