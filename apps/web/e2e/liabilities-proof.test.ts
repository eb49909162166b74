/**
 * The proof of liabilities (资产证明, issue 37) as a user checks it, in a real browser against the real
 * server (fresh embedded database with the demo data, its clock movable). Each test makes a user with a
 * USDT balance of their own, moves the clock past the business day's end (00:00 UTC+8) and has an
 * operator sign that day's digest through the console's API, then opens the page from the wallet:
 * 1. the page checks the signature, the signed root and total and the user's own leaf in the browser, and
 *    says their exact balance is included in the day's published total;
 * 2. a proof changed on its way to the browser (its balance, or a sibling's sum on the path) is shown as
 *    not verified, with the reason.
 * The tests pass in any order: each signs the day its own user was credited on.
 */
import { type AnswerOf, type api, type LedgerDigest, moneyText } from '@mcc/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  advanceClock,
  callApi,
  describeInBrowser,
  launchBrowser,
  operatorToken,
  shot,
  type TestServer,
} from '../../../tests/browser/harness.ts';
import { newUser, ok, serverNow, signedInPhone, startWebServer, type WebUser } from './web-harness.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

type ProofAnswer = AnswerOf<typeof api.ledgerProofs.proof>;

describeInBrowser('the proof of liabilities, checked in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    server = await startWebServer({ testControls: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    expect(pageErrors).toEqual([]);
  });

  /**
   * A user credited `usdt` today (by the server's clock), that business day closed (the clock moved a
   * minute past 00:00 UTC+8) and its digest signed by an operator: the user and the digest.
   */
  async function creditedAndSigned(usdt: string): Promise<{ user: WebUser; digest: LedgerDigest }> {
    const user = await newUser(server, { usdt, payPassword: null });
    const now = (await serverNow(server)).getTime();
    const sinceMidnight = (now + 8 * HOUR_MS) % DAY_MS;
    await advanceClock(server, DAY_MS - sinceMidnight + 60_000);
    const digest = await ok(
      callApi<LedgerDigest>(server, '/admin-api/ledger/digests', {
        bearer: await operatorToken(server),
        body: {},
      }),
    );
    return { user, digest };
  }

  /** The user's phone on the wallet, then the proof page through the wallet's link, checked. */
  async function proofPage(user: WebUser): Promise<Page> {
    const page = await signedInPhone(browser, server, user.token, pageErrors);
    await page.goto('/pages/wallet/wallet');
    await page.getByTestId('wallet-proof').click();
    await page.waitForURL('**/pages/wallet/proof');
    await page.getByTestId('proof-verdict').waitFor();
    return page;
  }

  it("says the user's exact balance is included in the day's signed total, every check passed", async () => {
    const { user, digest } = await creditedAndSigned('1234.56');
    const usdt = digest.assets.find((a) => a.asset === 'USDT');
    expect(usdt && BigInt(usdt.total)).toBeGreaterThanOrEqual(1_234_560_000n);
    const totalText = `${moneyText(BigInt(usdt?.total ?? '0'), 'USDT', 'zh-Hans')} USDT`;
    const page = await proofPage(user);

    const verdict = page.getByTestId('proof-verdict');
    expect(await verdict.getAttribute('data-verdict')).toBe('included');
    expect(await page.getByTestId('proof-day').textContent()).toBe(digest.day);
    expect(await verdict.getByTestId('proof-verdict-text').textContent()).toBe(
      `您在 ${digest.day} 的 1,234.56 USDT 余额已计入平台公布的总额 ${totalText}。`,
    );
    for (const step of ['signature', 'signed', 'leaf']) {
      expect(await page.getByTestId(`proof-check-${step}`).getAttribute('data-state'), step).toBe('passed');
    }
    expect(await page.getByTestId('proof-fact-entries').textContent()).toBe(digest.entries);
    expect(await page.getByTestId('proof-fact-key').textContent()).toBe(
      `${digest.publicKey.slice(0, 8)}…${digest.publicKey.slice(-8)}`,
    );
    await shot(page, 'liabilities-proof-verified');
    await page.getByTestId('proof-details').locator('summary').click();
    await expect.poll(() => page.getByTestId('proof-leaf-hash').textContent()).toMatch(/^[0-9a-f]{64}$/);
    await page.getByTestId('proof-details').scrollIntoViewIfNeeded();
    await shot(page, 'liabilities-proof-details');

    // MCC: the user held none that day, so nothing was owed to them to count.
    await page.getByTestId('proof-asset').getByText('MCC', { exact: true }).click();
    await expect.poll(() => verdict.getAttribute('data-verdict')).toBe('noBalance');
  });

  it('shows a proof changed on its way to the browser as not verified, with the reason', async () => {
    const { user } = await creditedAndSigned('88.8');
    const page = await signedInPhone(browser, server, user.token, pageErrors);
    let change: (proof: NonNullable<ProofAnswer['proof']>) => void = (proof) => {
      proof.balance = String(BigInt(proof.balance) + 1_000_000n);
    };
    // The server's answer, rewritten in flight as a dishonest server (or a man in the middle) would.
    await page.route('**/api/ledger/proof?**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: ProofAnswer };
      if (body.data.proof) change(body.data.proof);
      await route.fulfill({ response, json: body });
    });
    await page.goto('/pages/wallet/proof');
    const verdict = page.getByTestId('proof-verdict');
    await verdict.waitFor();
    expect(await verdict.getAttribute('data-verdict')).toBe('refused');
    expect(await verdict.getAttribute('data-reason')).toBe('PROOF_ROOT_MISMATCH');
    expect(await verdict.textContent()).toContain('未通过验证');
    expect(await page.getByTestId('proof-check-leaf').getAttribute('data-state')).toBe('failed');
    expect(await page.getByTestId('proof-check-signature').getAttribute('data-state')).toBe('passed');
    await shot(page, 'liabilities-proof-tampered');

    // A sibling's sum lowered instead (liabilities moved out of sight): refused as well.
    change = (proof) => {
      const step = proof.path[0];
      if (step) step.sum = String(BigInt(step.sum) - 1n);
      else proof.root.sum = String(BigInt(proof.root.sum) + 1n);
    };
    await page.reload();
    await verdict.waitFor();
    await expect.poll(() => verdict.getAttribute('data-verdict')).toBe('refused');
    expect(await verdict.getAttribute('data-reason')).toMatch(/^PROOF_(ROOT_MISMATCH|NOT_PUBLISHED_ROOT)$/);
  });
});
