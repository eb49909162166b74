/**
 * The console's ledger proofs (issue 37), in a real browser against the real server (embedded database,
 * demo data, a movable clock). The first operator:
 *
 * 1. Moves past the end of the business day (UTC+8) the demo data was made on, signs that day's digest
 *    (asked first) and finds it listed with the liabilities users see published, to the micro-unit, and
 *    its signed message; runs Verify now and sees the run finish "passed".
 * 2. Someone rewrites one journal entry's hash with SQL (its sealing trigger switched off and on again,
 *    the server stopped meanwhile: the embedded database belongs to one process). Verify now finishes
 *    "failed": a red banner names that entry's sequence number and the menu counts it, on every page.
 * 3. The same page in English, at 1440 px.
 *
 * Tests run in order. Screenshots land in artifacts/admin (ledger-proofs-*).
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type LedgerDigest, type LedgerVerification, moneyText } from '@mcc/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  advanceClock,
  callApi,
  describeInBrowser,
  launchBrowser,
  startServer,
  type TestServer,
} from '../../../tests/browser/harness.ts';
import {
  adminGet,
  adminShot,
  confirmDialog,
  desktopContext,
  poll,
  signInFirstOperator,
  toast,
} from './admin-harness.ts';

const DAY_MS = 86_400_000;
/** The business day's zone, UTC+8. */
const ZONE_MS = 8 * 3_600_000;

describeInBrowser('ledger proofs in the console', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];
  /** The business day signed, and the entry rewritten. */
  let day: string;
  let badSeq: string;

  /** The newest verification's row. */
  const newestRun = () => page.getByTestId('verification-table').locator('tr.ant-table-row').first();
  const menuBadge = () => page.getByTestId('ledger-verification-badge').locator('.ant-badge-count');

  /** Verify now, asked first; waits until the newest run has finished with `result`. */
  async function verifyNow(result: string) {
    await page.getByTestId('verify-chain').click();
    await confirmDialog(page, '不做任何修改');
    await toast(page, '校验已开始').waitFor();
    await poll(() => newestRun().locator('.ant-tag').textContent()).toBe(result);
  }

  beforeAll(async () => {
    server = await startServer({ testControls: true });
    browser = await launchBrowser();
    page = await (await desktopContext(browser, server.url)).newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    // A fresh server catches up on the seal job at start: it signs the day before today and verifies
    // the chain. Waited for, so that its run does not race the runs this file starts.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const runs = await adminGet<{ list: LedgerVerification[] }>(server, '/admin-api/ledger/verifications');
      if (runs.list.some((v) => v.trigger === 'daily' && v.state !== 'running')) break;
      if (Date.now() > deadline) throw new Error('the seal job did not verify the chain at start');
      await new Promise((r) => setTimeout(r, 200));
    }
    await signInFirstOperator(page, server);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('signs the closed day’s digest, shows what users see published, and verifies the chain clean', async () => {
    // The demo data was made today (UTC+8): move a minute past the day's end, so today is closed.
    const now = await advanceClock(server, 0);
    const local = now.getTime() + ZONE_MS;
    day = new Date(local).toISOString().slice(0, 10);
    await advanceClock(server, DAY_MS - (local % DAY_MS) + 60_000);

    await page.getByTestId('menu-ledgerProofs').click();
    await page.getByTestId('ledger-proofs-page').waitFor();
    await poll(() => page.getByTestId('chain-entries').textContent()).toMatch(/^[1-9][\d,]*$/);
    expect(await page.getByTestId('chain-public-key').textContent()).toMatch(/[0-9a-f]{64}/);

    await page.getByTestId('sign-digest').click();
    await confirmDialog(page, '每个营业日只签一次');
    await toast(page, `${day} 的摘要已签署`).waitFor();
    await poll(() => page.getByTestId('chain-last-digest').textContent()).toContain(day);

    // What users see published, in the console to the micro-unit.
    const published = await callApi<{ list: LedgerDigest[] }>(server, '/api/ledger/digests');
    const signed = published.data.list.find((d) => d.day === day);
    const usdt = signed?.assets.find((a) => a.asset === 'USDT');
    expect(usdt, 'the demo users hold USDT').toBeTruthy();
    await poll(() => page.getByTestId(`digest-total-${day}-USDT`).textContent()).toBe(
      moneyText(BigInt(usdt?.total ?? '0'), 'USDT', 'zh-Hans'),
    );
    const digestRow = page.getByTestId('digest-table').locator(`tr[data-row-key="${day}"]`);
    await digestRow.locator('.ant-table-row-expand-icon').click();
    const detail = page.getByTestId(`digest-detail-${day}`);
    expect(await detail.getByTestId('digest-message').textContent()).toBe(signed?.message);
    expect(await detail.getByTestId('digest-root-USDT').textContent()).toContain(usdt?.root);
    await adminShot(page, 'ledger-proofs-signed');

    await verifyNow('通过');
    await poll(() => page.getByTestId('chain-last-verification-state').textContent()).toBe('通过');
    expect(await page.getByTestId('verification-failed').count()).toBe(0);
    expect(await menuBadge().count()).toBe(0);
    await adminShot(page, 'ledger-proofs-passed');
    expect(pageErrors).toEqual([]);
  });

  it('names the entry rewritten with SQL, in a red banner and on the menu from every page', async () => {
    await server.restart(async () => {
      const db = new PGlite(path.join(server.dataDir, 'pglite'));
      try {
        const { rows } = await db.query<{ seq: string; hash: string }>(
          'SELECT j.seq::text AS seq, j.hash FROM ledger_journal j ORDER BY j.seq OFFSET 4 LIMIT 1',
        );
        const entry = rows[0];
        if (!entry) throw new Error('the demo data made fewer than 5 journal entries');
        badSeq = entry.seq;
        const forged = `${entry.hash.slice(0, -1)}${entry.hash.endsWith('0') ? '1' : '0'}`;
        await db.exec('ALTER TABLE ledger_journal DISABLE TRIGGER ledger_journal_sealed');
        await db.query('UPDATE ledger_journal SET hash = $1 WHERE seq = $2', [forged, badSeq]);
        await db.exec('ALTER TABLE ledger_journal ENABLE TRIGGER ledger_journal_sealed');
      } finally {
        await db.close();
      }
    });
    await page.reload();
    await page.getByTestId('ledger-proofs-page').waitFor();
    await poll(() => newestRun().locator('.ant-tag').textContent()).toBe('通过');

    await verifyNow('未通过');
    const banner = page.getByTestId('verification-failed');
    await poll(() => banner.locator('.ant-alert-title').textContent()).toBe(
      `账本校验未通过：首个异常条目 #${badSeq}`,
    );
    expect(await banner.getByTestId('verification-failed-problems').textContent()).toContain(badSeq);
    expect(await newestRun().locator('[data-testid^="verification-first-bad-"]').textContent()).toBe(
      `#${badSeq}`,
    );
    await poll(() => menuBadge().textContent()).toBe('1');
    await poll(() => page.getByTestId('chain-last-verification').textContent()).toContain(`#${badSeq}`);
    await adminShot(page, 'ledger-proofs-failed');

    // Seen from anywhere in the console: another page keeps the count on the menu.
    await page.getByTestId('menu-dashboard').click();
    await page.getByTestId('dashboard-page').waitFor();
    await poll(() => menuBadge().textContent()).toBe('1');
    await adminShot(page, 'ledger-proofs-failed-menu');
    expect(pageErrors).toEqual([]);
  });

  it('reads in English at 1440 px', async () => {
    await page.getByTestId('menu-ledgerProofs').click();
    await page.getByTestId('language-select').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'English' }).click();
    const banner = page.getByTestId('verification-failed');
    await poll(() => banner.locator('.ant-alert-title').textContent()).toBe(
      `Ledger verification failed: first bad entry #${badSeq}`,
    );
    expect(await newestRun().locator('.ant-tag').textContent()).toBe('Failed');
    await page.getByTestId('digest-table').locator(`tr[data-row-key="${day}"]`).waitFor();
    await adminShot(page, 'ledger-proofs-en');
    expect(pageErrors).toEqual([]);
  });
});
