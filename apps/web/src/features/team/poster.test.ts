import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { drawPoster, POSTER_HEIGHT, POSTER_WIDTH, type PosterContext } from './poster.ts';

/**
 * A canvas stand-in that paints `fillRect` in a flat colour into real RGBA pixels (jsdom has no canvas)
 * and records the texts and the filled paths' rectangles, so the test can decode the poster's QR code
 * the way a phone would. Paths and gradients draw nothing here: the QR code must not need them.
 */
function rasterContext() {
  const pixels = new Uint8ClampedArray(POSTER_WIDTH * POSTER_HEIGHT * 4);
  const texts: { value: string; x: number; y: number; font: string }[] = [];
  const rects: [number, number, number, number][] = [];
  const points: [number, number][] = [];
  const ctx = {
    fillStyle: '#000000' as PosterContext['fillStyle'],
    strokeStyle: '#000000' as PosterContext['strokeStyle'],
    lineWidth: 1,
    lineCap: 'butt' as CanvasLineCap,
    lineJoin: 'miter' as CanvasLineJoin,
    font: '10px sans-serif',
    textAlign: 'start' as CanvasTextAlign,
    textBaseline: 'alphabetic' as CanvasTextBaseline,
    fillRect(x: number, y: number, w: number, h: number) {
      rects.push([x, y, w, h]);
      if (typeof this.fillStyle !== 'string' || !this.fillStyle.startsWith('#')) return;
      const hex = this.fillStyle.replace('#', '');
      const rgb = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
      for (let row = Math.max(0, y); row < Math.min(POSTER_HEIGHT, y + h); row++) {
        for (let col = Math.max(0, x); col < Math.min(POSTER_WIDTH, x + w); col++) {
          pixels.set([...rgb, 255], (row * POSTER_WIDTH + col) * 4);
        }
      }
    },
    fillText(value: string, x: number, y: number) {
      texts.push({ value, x, y, font: this.font });
    },
    /** A CJK character as wide as the font's size, any other 0.6 of it: enough to test what is cut to fit. */
    measureText(value: string) {
      const size = Number(/(\d+)px/.exec(this.font)?.[1] ?? 10);
      const width = [...value].reduce((sum, c) => sum + (c >= '\u2e80' ? size : size * 0.6), 0);
      return { width } as TextMetrics;
    },
    createLinearGradient: () => ({ addColorStop() {} }) as unknown as CanvasGradient,
    beginPath() {},
    closePath() {},
    moveTo(x: number, y: number) {
      points.push([x, y]);
    },
    lineTo(x: number, y: number) {
      points.push([x, y]);
    },
    arcTo(x1: number, y1: number, x2: number, y2: number) {
      points.push([x1, y1], [x2, y2]);
    },
    arc(x: number, y: number) {
      points.push([x, y]);
    },
    fill() {},
    stroke() {},
  };
  return { ctx: ctx as unknown as PosterContext, pixels, texts, rects, points };
}

const TEXTS = {
  brand: 'MCC',
  slogan: '智能量化 · 每日收益',
  headline: '邀你一起做AI量化',
  scan: '扫码注册，加入我的团队',
  codeLabel: '邀请码',
  code: 'K7M2QX',
};

describe('promotion poster', () => {
  it('carries a QR code that decodes back to the invite link', () => {
    const link = 'http://localhost:41234/pages/register/register?code=K7M2QX';
    const { ctx, pixels } = rasterContext();
    drawPoster(ctx, link, TEXTS);
    expect(jsQR(pixels, POSTER_WIDTH, POSTER_HEIGHT)?.data).toBe(link);
  });

  it('still decodes for a long production link (a larger QR version)', () => {
    const link = `https://invite.example-exchange-platform.com/pages/register/register?code=K7M2QX&from=${'x'.repeat(40)}`;
    const { ctx, pixels } = rasterContext();
    drawPoster(ctx, link, TEXTS);
    expect(jsQR(pixels, POSTER_WIDTH, POSTER_HEIGHT)?.data).toBe(link);
  });

  it('writes the brand, slogan, invitation, scan hint, the code under its label and the site address', () => {
    const link = 'https://mcc.example.com/pages/register/register?code=K7M2QX&lang=zh-Hans';
    const { ctx, texts } = rasterContext();
    drawPoster(ctx, link, TEXTS);
    expect(texts.map((t) => t.value)).toEqual([
      'MCC',
      TEXTS.slogan,
      TEXTS.headline,
      TEXTS.scan,
      TEXTS.codeLabel,
      'K7M2QX',
      // The host alone: the whole link is in the QR code and would only break mid-word in writing.
      'mcc.example.com',
    ]);
    // Top to bottom in that order.
    const ys = texts.map((t) => t.y);
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
  });

  it('cuts a text too wide for the poster with an ellipsis instead of running off it', () => {
    const { ctx, texts } = rasterContext();
    drawPoster(ctx, 'https://mcc.example.com/r?code=K7M2QX', { ...TEXTS, brand: 'M'.repeat(80) });
    const brand = texts[0]?.value ?? '';
    expect(brand.endsWith('…')).toBe(true);
    expect(brand.length).toBeLessThan(80);
    expect(brand.slice(0, -1)).toBe('M'.repeat(brand.length - 1));
  });

  it('puts a long scan hint on two lines, broken between words or, without spaces, between characters', () => {
    const link = 'https://mcc.example.com/r?code=K7M2QX';
    for (const scan of [
      'Scan the code to register and join my team today',
      'QRコードを読み取って登録し、チームに参加しよう',
    ]) {
      const { ctx, texts } = rasterContext();
      drawPoster(ctx, link, { ...TEXTS, scan });
      const lines = texts.slice(3, 5).map((t) => t.value);
      expect(texts[5]?.value).toBe(TEXTS.codeLabel);
      const spaced = scan.includes(' ');
      expect(lines.join(spaced ? ' ' : '')).toBe(scan);
      // Whole words; and no line starts with the punctuation a line must not start with.
      if (spaced) expect(scan.split(' ')).toContain(lines[1]?.split(' ')[0]);
      expect(lines[1]).not.toMatch(/^[、。ー]/);
    }
  });

  it('ends a line of Chinese or Japanese at its comma when it has to break', () => {
    const { ctx, texts } = rasterContext();
    drawPoster(ctx, 'https://mcc.example.com/r?code=K7M2QX', {
      ...TEXTS,
      scan: 'QRコードを読み取って登録し、チームに参加しよう',
    });
    expect(texts.slice(3, 5).map((t) => t.value)).toEqual([
      'QRコードを読み取って登録し、',
      'チームに参加しよう',
    ]);
  });

  it('fits inside the poster: nothing is painted or drawn past its edges', () => {
    const { ctx, rects, points } = rasterContext();
    drawPoster(ctx, `https://mcc.example.com/pages/register/register?code=${'K'.repeat(80)}`, TEXTS);
    for (const [x, y, w, h] of rects) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(x + w).toBeLessThanOrEqual(POSTER_WIDTH);
      expect(y + h).toBeLessThanOrEqual(POSTER_HEIGHT);
    }
    // Shapes (the card, the mark, the code's frame) stay inside too; the backdrop's circles are centred in it.
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(POSTER_WIDTH);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(POSTER_HEIGHT);
    }
  });
});
