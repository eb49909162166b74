/**
 * The market chart as a user reads it, in a real browser against the real server (fresh embedded
 * database with the demo's 90 days of hourly prices). The chart draws on canvases, so the page records
 * what they draw: every text (with its box on its canvas) and the pixels of the price pane.
 * 1. candles have bodies: blocks of the rise and fall colours several pixels wide, about 30 candles;
 * 2. every axis label and the last price's tag lie wholly inside their canvas, and the canvases inside the
 *    chart's box (no "1.3200" cut at the top, no ":00" at the left edge);
 * 3. in English the axis shows English dates ("Jan 28"), no "日";
 * 4. a rise is red in Chinese and green in English until the user switches, which flips the candles'
 *    colours and the change's;
 * 5. the ticker says why the volume may be 0 while the price moves.
 * Each test registers its own user on a phone of its own, so the tests pass in any order.
 */
import type { Language } from '@mcc/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeInBrowser, launchBrowser, shot, type TestServer } from '../../../tests/browser/harness.ts';
import { newUser, signedInPhone, startWebServer } from './web-harness.ts';

/** One text a canvas drew: its box in the canvas's pixels, and the canvas's size. */
interface DrawnText {
  text: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
  height: number;
  /** Canvas pixels to a CSS pixel. */
  scale: number;
}

/** Runs in the page before the app: keeps every text a canvas draws, with its box, in `__drawnTexts`. */
function recordCanvasTexts() {
  const drawn: (DrawnText & { canvas: HTMLCanvasElement })[] = [];
  Object.assign(window, { __drawnTexts: drawn });
  const fillText = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (text: string, x: number, y: number, max?: number) {
    const m = this.measureText(text);
    const t = this.getTransform();
    drawn.push({
      text: String(text),
      left: t.a * (x - m.actualBoundingBoxLeft) + t.e,
      right: t.a * (x + m.actualBoundingBoxRight) + t.e,
      top: t.d * (y - m.actualBoundingBoxAscent) + t.f,
      bottom: t.d * (y + m.actualBoundingBoxDescent) + t.f,
      width: this.canvas.width,
      height: this.canvas.height,
      scale: this.canvas.width / (this.canvas.getBoundingClientRect().width || this.canvas.width),
      canvas: this.canvas,
    });
    if (max === undefined) fillText.call(this, text, x, y);
    else fillText.call(this, text, x, y, max);
  };
}

/** The texts the chart's canvases drew since `since` was called, and where its canvases are. */
async function chartTexts(page: Page) {
  return page.getByTestId('price-chart').evaluate((chart) => {
    const drawn = (window as unknown as { __drawnTexts: (DrawnText & { canvas: HTMLCanvasElement })[] })
      .__drawnTexts;
    const box = chart.getBoundingClientRect();
    const texts = drawn
      .filter((d) => d.canvas.isConnected && chart.contains(d.canvas))
      .map(({ canvas: _, ...d }) => d);
    const canvasesOutside = [...chart.querySelectorAll('canvas')]
      .map((c) => c.getBoundingClientRect())
      .filter(
        (r) =>
          r.width > 0 &&
          (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.bottom > box.bottom + 0.5),
      ).length;
    return { texts, canvasesOutside };
  });
}

/** Starts recording the chart's texts afresh and makes it draw everything again (a resize). */
async function redraw(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __drawnTexts: unknown[] }).__drawnTexts.length = 0;
  });
  const size = page.viewportSize() ?? { width: 390, height: 664 };
  await page.setViewportSize({ width: size.width - 1, height: size.height });
  await page.waitForTimeout(600);
}

/**
 * The price pane (the chart's widest canvas): how many of its pixels are in the red and the green of
 * the theme, and whether some block of 3 × 3 CSS pixels is filled with them (a candle's body).
 */
async function paneColours(page: Page) {
  return page.getByTestId('price-chart').evaluate((chart) => {
    const canvases = [...chart.querySelectorAll('canvas')];
    const pane = canvases.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
    const rgb = (name: string) => {
      const probe = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
      probe.fillStyle = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
      const hex = String(probe.fillStyle);
      return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
    };
    const [red, green] = [rgb('--adm-color-danger'), rgb('--adm-color-success')];
    const ctx = pane.getContext('2d') as CanvasRenderingContext2D;
    const { data, width, height } = ctx.getImageData(0, 0, pane.width, pane.height);
    const near = (i: number, c: number[]) =>
      Math.abs((data[i] ?? 0) - (c[0] ?? 0)) +
        Math.abs((data[i + 1] ?? 0) - (c[1] ?? 0)) +
        Math.abs((data[i + 2] ?? 0) - (c[2] ?? 0)) <
      24;
    // A summed-area table of candle-coloured pixels finds a filled block in one pass.
    const sums = new Int32Array((width + 1) * (height + 1));
    let reds = 0;
    let greens = 0;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        const isRed = near(i, red);
        const isGreen = !isRed && near(i, green);
        reds += Number(isRed);
        greens += Number(isGreen);
        sums[(y + 1) * (width + 1) + x + 1] =
          Number(isRed || isGreen) +
          (sums[y * (width + 1) + x + 1] ?? 0) +
          (sums[(y + 1) * (width + 1) + x] ?? 0) -
          (sums[y * (width + 1) + x] ?? 0);
      }
    // Three CSS pixels in the canvas's own (its bitmap may be drawn at any pixel ratio).
    const k = Math.round((3 * pane.width) / pane.getBoundingClientRect().width);
    let body = false;
    for (let y = k; y <= height && !body; y++)
      for (let x = k; x <= width && !body; x++) {
        const filled =
          (sums[y * (width + 1) + x] ?? 0) -
          (sums[(y - k) * (width + 1) + x] ?? 0) -
          (sums[y * (width + 1) + x - k] ?? 0) +
          (sums[(y - k) * (width + 1) + x - k] ?? 0);
        body = filled === k * k;
      }
    return { reds, greens, body, red: `rgb(${red.join(', ')})`, green: `rgb(${green.join(', ')})` };
  });
}

describeInBrowser('the market chart', () => {
  let server: TestServer;
  let browser: Browser;
  const pageErrors: string[] = [];

  /** A new user's phone in `lang` on the MCC market, its chart drawn. */
  async function market(lang: Language): Promise<Page> {
    const user = await newUser(server, { payPassword: null });
    const page = await signedInPhone(browser, server, user.token, pageErrors);
    await page.context().addInitScript((l) => localStorage.setItem('lang', l), lang);
    await page.context().addInitScript(recordCanvasTexts);
    await page.goto('/pages/market/market');
    const chart = page.getByTestId('price-chart');
    await expect.poll(async () => Number(await chart.getAttribute('data-points'))).toBeGreaterThan(20);
    await chart.locator('canvas').first().waitFor();
    await page.waitForTimeout(600);
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

  it('draws candles with bodies, about thirty to a range', async () => {
    const page = await market('zh-Hans');
    await expect.poll(async () => (await paneColours(page)).body, { timeout: 10_000 }).toBe(true);
    await shot(page, 'market-chart-1d');
    const candles = Number(await page.getByTestId('price-chart').getAttribute('data-candles'));
    expect(candles).toBeGreaterThanOrEqual(10);
    expect(candles).toBeLessThanOrEqual(40);
    await page.getByTestId('range-3M').click();
    const chart = page.getByTestId('price-chart');
    await expect.poll(async () => Number(await chart.getAttribute('data-points'))).toBeGreaterThan(400);
    await expect.poll(async () => (await paneColours(page)).body, { timeout: 10_000 }).toBe(true);
    await shot(page, 'market-chart-3m');
    expect(pageErrors).toEqual([]);
  });

  it('draws every axis label and the last price’s tag whole, inside the chart', async () => {
    for (const symbol of ['MCC', 'SSK']) {
      const page = await market('zh-Hans');
      if (symbol === 'SSK') await page.getByRole('tab', { name: 'SSK/USDT' }).click();
      await redraw(page);
      const { texts, canvasesOutside } = await chartTexts(page);
      expect(texts.length, symbol).toBeGreaterThan(5);
      // Up to a CSS pixel is the library's rounding, not a cut.
      const clipped = texts.filter(
        (d) =>
          d.left < -d.scale ||
          d.top < -d.scale ||
          d.right > d.width + d.scale ||
          d.bottom > d.height + d.scale,
      );
      expect(clipped, symbol).toEqual([]);
      expect(canvasesOutside, symbol).toBe(0);
      await shot(page, `market-chart-${symbol.toLowerCase()}`);
      await page.context().close();
    }
  });

  it('writes the time axis in the app’s language: English dates, no 日', async () => {
    const page = await market('en');
    await redraw(page);
    const { texts } = await chartTexts(page);
    const words = texts.map((d) => d.text);
    expect(words.filter((w) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(w))).toEqual([]);
    expect(words.some((w) => /^[A-Z][a-z]{2} \d{1,2}$/.test(w))).toBe(true);
    await shot(page, 'market-chart-en');
  });

  it('draws a rise red in Chinese and green in English, and the switch flips the colours', async () => {
    for (const [lang, upFirst] of [
      ['zh-Hans', 'red'],
      ['en', 'green'],
    ] as const) {
      const page = await market(lang);
      const before = await paneColours(page);
      const change = page.getByTestId('ticker-change');
      const falling = (await change.textContent())?.startsWith('-');
      const colourOf = async () => change.evaluate((el) => getComputedStyle(el).color);
      const expected = (up: 'red' | 'green') => ((up === 'red') !== falling ? before.red : before.green);
      expect(await colourOf(), lang).toBe(expected(upFirst));

      await page.getByTestId('up-colour-switch').click();
      const flipped = upFirst === 'red' ? 'green' : 'red';
      await expect.poll(colourOf).toBe(expected(flipped));
      await expect.poll(async () => (await paneColours(page)).reds).not.toBe(before.reds);
      const after = await paneColours(page);
      // The same candles in the other colours: the reds and the greens trade places.
      expect(Math.abs(after.reds - before.greens)).toBeLessThan(before.greens / 10 + 100);
      expect(Math.abs(after.greens - before.reds)).toBeLessThan(before.reds / 10 + 100);
      await shot(page, `market-chart-flipped-${lang}`);
      // Kept on the device, and MCC's change on the NFT home follows it.
      await page.reload();
      await expect.poll(colourOf).toBe(expected(flipped));
      await page.goto('/pages/index/index');
      const home = page.getByTestId('nft-mcc').locator('em');
      const homeFalling = (await home.textContent())?.startsWith('-');
      expect(await home.evaluate((el) => getComputedStyle(el).color)).toBe(
        (flipped === 'red') !== homeFalling ? 'rgb(255, 49, 65)' : 'rgb(0, 181, 120)',
      );
      await page.context().close();
    }
  });

  it('says why the volume may be 0 while the price moves', async () => {
    const page = await market('zh-Hans');
    expect(await page.getByTestId('ticker-volume-note').textContent()).toContain('平台设定');
    expect(await page.getByTestId('ticker-volume-note').isVisible()).toBe(true);
  });
});
