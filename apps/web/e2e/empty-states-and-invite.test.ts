/**
 * Issue 33 item 11 in a real browser against the real server (fresh embedded database with the demo data):
 * 1. a new user's empty lists are readable (contrast ≥ 4.5:1 on the page) and each leads to the step
 *    that fills it: no AI quant orders → the products, no NFTs or NFT orders → the collections on sale,
 *    an empty quant wallet → its transfer in, no team members → the promotion page;
 * 2. the promotion page keeps a long invite link on one line (cut in the middle, the code in sight), and
 *    its copy buttons copy the code and the whole link;
 * 3. the poster is an image whose QR code reads back the invite link; "save" downloads it as a PNG and
 *    "share" hands the PNG file to the Web Share API.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { describeInBrowser, launchBrowser, shot, type TestServer } from '../../../tests/browser/harness.ts';
import { newUser, signedInPhone, startWebServer, userApi, type WebUser } from './web-harness.ts';

/** A public address long enough that the invite link cannot fit the phone's width. */
const PUBLIC_URL = 'https://invite.mcc-quant-exchange-platform.example.com';
const JSQR_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('jsqr/dist/jsQR.js'), 'utf8');

/** WCAG's contrast ratio of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r = 0, g = 0, bl = 0] = (rgb.match(/[\d.]+/g) ?? []).map(Number).map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

/** The empty state's text colour and the colour it sits on (the first opaque background above it). */
const emptyColours = (page: Page) =>
  page
    .locator('.adm-empty-description')
    .first()
    .evaluate((el) => {
      let on: Element | null = el;
      let background = 'rgba(0, 0, 0, 0)';
      while (on && /rgba\(.*, 0\)|transparent/.test(background)) {
        background = getComputedStyle(on).backgroundColor;
        on = on.parentElement;
      }
      return { text: getComputedStyle(el).color, background };
    });

describeInBrowser('empty states and the invitation', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let user: WebUser;

  beforeAll(async () => {
    server = await startWebServer({ env: { PUBLIC_URL } });
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await context?.close();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function phoneOfNewUser() {
    user = await newUser(server);
    page = await signedInPhone(browser, server, user.token);
    context = page.context();
  }

  it('leads from each empty list of a new user to what fills it, in readable text', async () => {
    await phoneOfNewUser();
    const lists = [
      { from: '/pages/pledge/order', to: '/', text: '还没有AI量化订单' },
      { from: '/pages/nft/nft?tab=mine', to: '/pages/nft/nft?tab=series&status=on_sale', text: '还没有藏品' },
      {
        from: '/pages/nft/nft?tab=orders',
        to: '/pages/nft/nft?tab=series&status=on_sale',
        text: '还没有订单',
      },
      { from: '/pages/coinMix/wallet', to: '/pages/coinMix/coinMix', text: '从主钱包转入' },
      { from: '/pages/team/team', to: '/pages/promote/promote', text: '邀请好友' },
    ];
    for (const list of lists) {
      await page.goto(list.from);
      const empty = page.locator('.empty-state').first();
      await empty.waitFor();
      expect(await empty.textContent(), list.from).toContain(list.text);
      const { text, background } = await emptyColours(page);
      expect(contrast(text, background), `${list.from}: ${text} on ${background}`).toBeGreaterThanOrEqual(
        4.5,
      );
      if (list.from === '/pages/pledge/order') await shot(page, 'empty-pledge-orders');
      await empty.getByTestId('empty-action').click();
      await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(list.to);
    }
  });

  it('keeps a long invite link on one line with its code in sight, and copies the code and the link', async () => {
    await phoneOfNewUser();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const { inviteCode } = await userApi(server, user.token)<{ inviteCode: string }>('/api/team/promote');
    const link = `${PUBLIC_URL}/pages/register/register?code=${inviteCode}`;
    await page.goto('/pages/promote/promote');
    const shown = page.getByTestId('invite-link');
    await expect.poll(() => shown.textContent()).toBe(link);
    const layout = await shown.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      const head = el.querySelector('.promote-value-head') as HTMLElement;
      const tail = el.querySelector('.promote-value-tail') as HTMLElement;
      const box = (el.parentElement as HTMLElement).getBoundingClientRect();
      return {
        lines,
        cut: head.scrollWidth > head.clientWidth,
        tail: tail.textContent,
        tailInside: tail.getBoundingClientRect().right <= box.right + 0.5,
      };
    });
    expect(layout).toEqual({ lines: 1, cut: true, tail: `?code=${inviteCode}`, tailInside: true });
    await shot(page, 'promote-link');

    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    await page.getByRole('button', { name: '复制链接' }).click();
    await expect.poll(clipboard).toBe(link);
    await page.getByRole('button', { name: '复制邀请码' }).click();
    await expect.poll(clipboard).toBe(inviteCode);
  });

  it('draws a poster whose QR code reads back the link, saves it as a PNG and shares the PNG file', async () => {
    await phoneOfNewUser();
    // The Web Share API as a phone has it (this desktop Chromium has none): what it was handed is kept.
    await context.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { sharedWith: shared });
      Object.defineProperty(navigator, 'canShare', {
        value: (data: ShareData) => Boolean(data.files?.length),
      });
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => {
          const files = (data.files ?? []).map((f) => ({ name: f.name, type: f.type, size: f.size }));
          shared.push({ title: data.title, text: data.text, url: data.url, files });
        },
      });
    });
    const { inviteCode } = await userApi(server, user.token)<{ inviteCode: string }>('/api/team/promote');
    const link = `${PUBLIC_URL}/pages/register/register?code=${inviteCode}`;
    await page.goto('/pages/promote/promote');
    const poster = page.getByTestId('poster-image');
    await poster.waitFor();
    await poster.evaluate((img: HTMLImageElement) => img.decode());

    await page.evaluate(JSQR_SOURCE);
    const decoded = await poster.evaluate((img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
      ctx.drawImage(img, 0, 0);
      const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      type Decode = (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null;
      return (window as unknown as { jsQR: Decode }).jsQR(data, width, height)?.data;
    });
    expect(decoded).toBe(link);
    await poster.scrollIntoViewIfNeeded();
    await shot(page, 'promote-poster');

    const download = page.waitForEvent('download');
    await page.getByTestId('save-poster').click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(`MCC-invite-${inviteCode}.png`);
    const bytes = fs.readFileSync(await saved.path());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');

    await page.getByTestId('share-poster').click();
    const sharedWith = () => page.evaluate(() => (window as unknown as { sharedWith: unknown[] }).sharedWith);
    await expect.poll(sharedWith).toEqual([
      {
        title: 'MCC',
        text: `用我的邀请码 ${inviteCode} 注册MCC`,
        url: undefined,
        files: [{ name: `MCC-invite-${inviteCode}.png`, type: 'image/png', size: expect.any(Number) }],
      },
    ]);
  });
});
