import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_WIDTHS, imageVariantPath } from '@mcc/contract/image-variants';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkPng } from '../../db/demo-artwork.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let app: TestApp;
let uploadDir: string;
/** A demo artwork of 480 × 480 pixels, uploaded. */
let artwork: { url: string; bytes: Buffer };

beforeAll(async () => {
  app = await createTestApp();
  uploadDir = path.join(app.dataDir, 'uploads');
  const bytes = artworkPng({
    motif: 'rings',
    palette: [
      [40, 20, 90],
      [10, 10, 30],
      [250, 200, 60],
    ],
  });
  const { url } = await app.services.uploads.store(1, 'art.png', bytes, ['image/png']);
  artwork = { url, bytes };
});
afterAll(() => app.dispose());

const get = (url: string) => app.inject({ method: 'GET', url });
const variantOf = (url: string, width: (typeof IMAGE_WIDTHS)[number]) => imageVariantPath(url, width) ?? '';

describe('an upload in smaller sizes', () => {
  it('serves WebP at each width, never wider than the original, far smaller, cached for good', async () => {
    for (const width of IMAGE_WIDTHS) {
      const res = await get(variantOf(artwork.url, width));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(Math.min(width, 480));
      expect(res.rawPayload.length).toBeLessThan(artwork.bytes.length / 2);
    }
  });

  it('makes each variant once, a burst of first requests included, and keeps it on disk', async () => {
    const { url } = await app.services.uploads.store(
      1,
      'other.png',
      artworkPng({
        motif: 'waves',
        palette: [
          [90, 20, 40],
          [10, 30, 10],
          [60, 200, 250],
        ],
      }),
      ['image/png'],
    );
    const variant = variantOf(url, 240);
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(variant)));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
    const kept = path.join(uploadDir, 'w', '240', path.basename(variant));
    expect(fs.readFileSync(kept)).toEqual(answers[0]?.rawPayload);
    // No temporary file left beside it.
    expect(fs.readdirSync(path.dirname(kept)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    // Served from disk afterwards: the original's removal does not matter to it.
    fs.rmSync(path.join(uploadDir, path.basename(url)));
    expect((await get(variant)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown picture, a width not offered and any other spelling', async () => {
    const hash = path.basename(artwork.url).split('.')[0];
    for (const url of [
      `/uploads/w/240/${'0'.repeat(64)}.webp`,
      `/uploads/w/241/${hash}.webp`,
      `/uploads/w/0240/${hash}.webp`,
      `/uploads/w/240.0/${hash}.webp`,
      `/uploads/w/1e3/${hash}.webp`,
      `/uploads/w/240/${hash}.png`,
      `/uploads/w/240/${hash?.toUpperCase()}.webp`,
      `/uploads/w/240/..%2F${hash}.png`,
      `/uploads/w/240/%00${hash}.webp`,
      `/uploads/w/240/${hash}.webp%00`,
      `/uploads/w/%ED%A0%80/${hash}.webp`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('sends the original when the upload cannot be decoded', async () => {
    // Sniffed as PNG at upload (its first bytes), but no picture behind them.
    const broken = Buffer.concat([artwork.bytes.subarray(0, 8), Buffer.from('not a picture')]);
    const { url } = await app.services.uploads.store(1, 'broken.png', broken, ['image/png']);
    const res = await get(variantOf(url, 360));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(url);
  });
});
