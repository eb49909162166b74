/**
 * The verify page of a blind-box draw as its owner reads it, in a real browser against the real server
 * (fresh embedded database with the demo data and its blind box over four demo series). Each test's
 * user opens the demo box once through the API and changes their seed pair, so the draw can be
 * verified; the tests pass in any order.
 * 1. the pool and the pick show the series by name and picture, not as ids or JSON;
 * 2. "how it works" explains the fair draw in plain words, folded until tapped, in each language.
 */
import type { BoxOpenAnswer, Language, NftBox } from '@mcc/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeInBrowser, launchBrowser, shot, type TestServer } from '../../../tests/browser/harness.ts';
import { newUser, signedInPhone, startWebServer, userApi } from './web-harness.ts';

describeInBrowser('the verify page', () => {
  let server: TestServer;
  let browser: Browser;
  const pageErrors: string[] = [];

  /** A new user who opened the demo box once and revealed the seed; their phone on the draw's verify page. */
  async function verifiedDraw(lang: Language): Promise<{ page: Page; box: NftBox }> {
    const user = await newUser(server, { usdt: '100' });
    const call = userApi(server, user.token);
    const [box] = (await call<{ list: NftBox[] }>('/api/nft/boxes')).list;
    if (!box) throw new Error('the demo has no box');
    const opened = await call<BoxOpenAnswer>('/api/nft/box/open', {
      boxId: box.id,
      count: 1,
      payPassword: user.payPassword,
    });
    await call('/api/nft/seed/rotate', {});
    const page = await signedInPhone(browser, server, user.token, pageErrors);
    await page.context().addInitScript((l) => localStorage.setItem('lang', l), lang);
    await page.goto(`/pages/nft/verify?draw=${opened.draws[0]?.id}`);
    await page.getByTestId('verify-verdict').waitFor();
    return { page, box };
  }

  beforeAll(async () => {
    server = await startWebServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the pool and the pick by series name and picture, no ids or JSON', async () => {
    const { page, box } = await verifiedDraw('zh-Hans');
    const rows = page.getByTestId('verify-entry');
    await expect.poll(() => rows.count()).toBe(box.pool.length);
    for (const [i, entry] of box.pool.entries()) {
      const row = rows.nth(i);
      expect(await row.textContent()).toContain(entry.seriesName);
      await expect
        .poll(() => row.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
    // What is shown, not all that is in the page: the folded inputs hold the pool as JSON.
    // biome-ignore lint/performance/useDomNodeTextContent: only rendered text counts here
    const shown = await page.getByTestId('verify-page').innerText();
    const pick = await page.getByTestId('verify-pick').textContent();
    expect(box.pool.map((e) => e.seriesName)).toContain(pick?.replace(/^第 \d+ 项：/, ''));
    expect(shown).not.toMatch(/系列 #\d/);
    expect(shown).not.toContain('seriesId');
    expect(shown).not.toContain('{');
    await shot(page, 'verify-named');
    await page.getByTestId('verify-result').scrollIntoViewIfNeeded();
    await shot(page, 'verify-named-steps');
    expect(pageErrors).toEqual([]);
  });

  it('explains the fair draw in plain words behind "how it works", in each language', async () => {
    const words: Record<Language, RegExp> = {
      'zh-Hans': /指纹.*nonce.*HMAC-SHA256/s,
      en: /fingerprint.*nonce.*HMAC-SHA256/s,
      ja: /指紋.*nonce.*HMAC-SHA256/s,
      'zh-Hant': /指紋.*nonce.*HMAC-SHA256/s,
    };
    for (const lang of Object.keys(words) as Language[]) {
      const { page } = await verifiedDraw(lang);
      const how = page.getByTestId('verify-how');
      expect(await how.locator('p').first().isVisible(), lang).toBe(false);
      await how.locator('summary').click();
      await expect.poll(() => how.textContent(), { message: lang }).toMatch(words[lang]);
      expect(await how.locator('p').first().isVisible(), lang).toBe(true);
      await shot(page, `verify-how-${lang}`);
      await page.context().close();
    }
  });
});
