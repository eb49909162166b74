import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { drawPoster, POSTER_HEIGHT, POSTER_WIDTH, type PosterContext } from './poster.ts';

/**
 * A canvas stand-in that paints `fillRect` into real RGBA pixels (jsdom has no canvas) and records the
 * texts, so the test can decode the poster's QR code the way a phone would.
 */
function rasterContext() {
  const pixels = new Uint8ClampedArray(POSTER_WIDTH * POSTER_HEIGHT * 4);
  const texts: { value: string; font: string }[] = [];
  const ctx = {
    fillStyle: '#000000' as PosterContext['fillStyle'],
    font: '',
    textAlign: 'start' as CanvasTextAlign,
    textBaseline: 'alphabetic' as CanvasTextBaseline,
    fillRect(x: number, y: number, w: number, h: number) {
      const hex = String(this.fillStyle).replace('#', '');
      const rgb = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
      for (let row = Math.max(0, y); row < Math.min(POSTER_HEIGHT, y + h); row++) {
        for (let col = Math.max(0, x); col < Math.min(POSTER_WIDTH, x + w); col++) {
          const at = (row * POSTER_WIDTH + col) * 4;
          pixels.set([...rgb, 255], at);
        }
      }
    },
    fillText(value: string) {
      texts.push({ value, font: this.font });
    },
  };
  return { ctx: ctx as unknown as PosterContext, pixels, texts };
}

const TEXTS = { title: 'MCC AI量化', slogan: '智能量化 · 稳健收益', code: '邀请码 K7M2QX', scan: '扫码注册' };

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

  it('writes the title, slogan, invite code, scan hint and the link in words, wrapped', () => {
    const link = 'https://mcc.example.com/pages/register/register?code=K7M2QX&lang=zh-Hans';
    const { ctx, texts } = rasterContext();
    drawPoster(ctx, link, TEXTS);
    const values = texts.map((t) => t.value);
    expect(values.slice(0, 4)).toEqual([TEXTS.title, TEXTS.slogan, TEXTS.code, TEXTS.scan]);
    // The link is split over lines that put it back together exactly.
    expect(values.slice(4).join('')).toBe(link);
    expect(values.length).toBeGreaterThan(5);
  });

  it('fits inside the poster: nothing is painted past its edges', () => {
    const { ctx } = rasterContext();
    const drawn: [number, number, number, number][] = [];
    const fillRect = ctx.fillRect.bind(ctx);
    ctx.fillRect = (x, y, w, h) => {
      drawn.push([x, y, w, h]);
      fillRect(x, y, w, h);
    };
    drawPoster(ctx, `https://mcc.example.com/pages/register/register?code=${'K'.repeat(80)}`, TEXTS);
    for (const [x, y, w, h] of drawn) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(x + w).toBeLessThanOrEqual(POSTER_WIDTH);
      expect(y + h).toBeLessThanOrEqual(POSTER_HEIGHT);
    }
  });
});
