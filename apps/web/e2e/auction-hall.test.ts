/**
 * The auction hall as a new user meets it, in a real browser against the real server (fresh embedded
 * database with the demo data, which brings platform auctions running from the server's start):
 * 1. the hall opens on auctions that take bids now, not on an empty list;
 * 2. in every language, its five tabs fit a 360 px phone (none cut off or hidden off screen) and say
 *    what each lists: every open auction, the user's own bids, won, lost, and the user's listings.
 * Each test registers its own user and opens its own phone, so the tests pass in any order.
 */
import type { Language } from '@mcc/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeInBrowser, launchBrowser, shot, type TestServer } from '../../../tests/browser/harness.ts';
import { newUser, signedInPhone, startWebServer } from './web-harness.ts';

const LANGUAGES: Language[] = ['zh-Hans', 'en', 'ja', 'zh-Hant'];

describeInBrowser('the auction hall', () => {
  let server: TestServer;
  let browser: Browser;
  const pageErrors: string[] = [];

  /** A new user's phone in `lang`, on the hall. */
  async function hall(lang: Language): Promise<Page> {
    const user = await newUser(server, { payPassword: null });
    const page = await signedInPhone(browser, server, user.token, pageErrors);
    await page.context().addInitScript((l) => localStorage.setItem('lang', l), lang);
    await page.goto('/pages/auction/auction');
    await page.getByTestId('auction-page').waitFor();
    return page;
  }

  beforeAll(async () => {
    server = await startWebServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens on the demo’s auctions that take bids now', async () => {
    const page = await hall('zh-Hans');
    const live = page.locator('.auction-card', { has: page.locator('[data-status="live"]') });
    await live.first().waitFor();
    expect(await live.count()).toBeGreaterThanOrEqual(1);
    // A running auction opens on its page with a bid button.
    await live.first().click();
    await page.getByTestId('auction-detail-page').waitFor();
    expect(await page.getByTestId('open-bid').isDisabled()).toBe(false);
    expect(pageErrors).toEqual([]);
  });

  it('shows all five tabs within a narrow phone’s width, in every language', async () => {
    for (const lang of LANGUAGES) {
      const page = await hall(lang);
      // A common Android width, narrower than the harness's iPhone.
      const width = 360;
      await page.setViewportSize({ width, height: 740 });
      const tabs = page.locator('[data-testid="auction-page"] .adm-tabs-tab');
      await expect.poll(() => tabs.count()).toBe(5);
      for (const tab of await tabs.all()) {
        const box = await tab.boundingBox();
        expect(box, `${lang}: ${await tab.textContent()}`).not.toBeNull();
        expect(box?.x ?? -1, `${lang}: ${await tab.textContent()}`).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0), `${lang}: ${await tab.textContent()}`).toBeLessThanOrEqual(
          width,
        );
      }
      // Nothing of the tab row is left to scroll to.
      const row = page.locator('[data-testid="auction-page"] .adm-tabs-tab-list');
      expect(await row.evaluate((el) => el.scrollWidth - el.clientWidth), lang).toBeLessThanOrEqual(1);
      await shot(page, `auction-hall-${lang}`);
      await page.context().close();
    }
  });

  it('names the tabs by what they list, and the hall by what it is', async () => {
    const page = await hall('zh-Hans');
    const tabs = page.locator('[data-testid="auction-page"] .adm-tabs-tab');
    await expect.poll(() => tabs.count()).toBe(5);
    expect(await tabs.allTextContents()).toEqual(['全部在拍', '我的出价', '已拍得', '未拍得', '我发起的']);
    expect(await page.locator('.app-nav-title').textContent()).toBe('拍卖大厅');
  });
});
