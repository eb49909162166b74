import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { IMAGE_WIDTHS, imageVariantPath } from '@mcc/contract/image-variants';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkPng } from '../../db/demo-artwork.ts';
import { DEMO } from '../../db/seed.ts';
import { client, type TestApp } from '../../test/harness.ts';
import { createStorageTestApp, ringsPng, STORAGES, type StoreProbe } from '../../test/uploads.ts';

describe.each(STORAGES)('image variants, kept in the %s store', (storage) => {
  let app: TestApp;
  let store: StoreProbe;
  /** A demo artwork of 480 × 480 pixels, uploaded. */
  let artwork: { url: string; bytes: Buffer };

  beforeAll(async () => {
    ({ app, store } = await createStorageTestApp(storage));
    const bytes = ringsPng();
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

    it('makes each variant once, a burst of first requests included, and keeps it in the store', async () => {
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
      const kept = `w/240/${path.basename(variant)}`;
      expect(await store.read(kept)).toEqual(answers[0]?.rawPayload);
      // No temporary file left beside it.
      expect((await store.keys()).filter((key) => key.endsWith('.tmp'))).toEqual([]);
      // Served from the store afterwards: the original's removal does not matter to it.
      await store.remove(path.basename(url));
      const again = await get(variant);
      expect([again.statusCode, again.rawPayload.equals(answers[0]?.rawPayload ?? Buffer.alloc(0))]).toEqual([
        200,
        true,
      ]);
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
      // A PNG by its first bytes but no picture behind them, stored before uploads were decoded.
      const broken = Buffer.concat([artwork.bytes.subarray(0, 8), Buffer.from('not a picture')]);
      const url = `/uploads/${createHash('sha256').update(broken).digest('hex')}.png`;
      await store.plant(path.basename(url), broken);
      const res = await get(variantOf(url, 360));
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(url);
      // Not kept by a browser or a proxy: the same address may be a variant another time.
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  /**
   * `count` distinct large photos (2400 × 2400, noise: as costly to decode as a photo gets at its size),
   * put in the store as uploads stored before metadata was stripped: one picture, each copy
   * made distinct by a JPEG comment (the upload call would strip it, and store one file).
   */
  async function largePhotos(count: number): Promise<string[]> {
    const size = 2400;
    const photo = await sharp(randomBytes(size * size * 3), {
      raw: { width: size, height: size, channels: 3 },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    return Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const text = Buffer.from(`copy ${i} ${Date.now()}`);
        const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, text.length + 2]), text]);
        const bytes = Buffer.concat([photo.subarray(0, 2), comment, photo.subarray(2)]);
        const name = `${createHash('sha256').update(bytes).digest('hex')}.jpg`;
        await store.plant(name, bytes);
        return `/uploads/${name}`;
      }),
    );
  }

  describe('many first requests for large pictures at once (issue 31, item 7)', () => {
    it('make one picture at a time, send the rest the original, and never slow sign-in', async () => {
      const api = client(app);
      async function signIn(): Promise<number> {
        const started = performance.now();
        const res = await api.post('/api/user/login', { account: DEMO.mobile, password: DEMO.password });
        expect(res.body.code).toBe(1);
        return performance.now() - started;
      }
      await signIn();
      const quiet = Math.max(await signIn(), await signIn(), await signIn());

      const photos = await largePhotos(12);
      const requests = photos.flatMap((url) =>
        IMAGE_WIDTHS.map((width) => ({ url, variant: variantOf(url, width) })),
      );
      // Pictures still being made for a test before this one (files share a worker, and sharp counts
      // the whole process's jobs) would count as this flood's.
      while (sharp.counters().queue + sharp.counters().process > 0) await sleep(5);
      // Image jobs in flight (waiting for a thread or being made), seen each time one is queued or done.
      let peak = 0;
      // sharp's two counters are read one after the other while a thread may be moving a job from
      // the queue to work on it, so one read can count that job twice; of two reads in a row, one is whole.
      const inFlight = () => {
        const { queue, process } = sharp.counters();
        return queue + process;
      };
      const watch = () => {
        peak = Math.max(peak, Math.min(inFlight(), inFlight()));
      };
      sharp.queue.on('change', watch);
      try {
        let floodDone = 0;
        const flood = Promise.all(requests.map((r) => get(r.variant))).finally(() => {
          floodDone = performance.now();
        });
        while (sharp.counters().process === 0) await sleep(2);
        const loaded = [await signIn(), await signIn(), await signIn()];
        const signedIn = performance.now();
        const answers = await flood;

        // The sign-ins ran while pictures were being made, and were not held up by them (before: 2.6 s
        // against 0.02 s quiet, with 39 jobs in flight).
        expect(signedIn).toBeLessThan(floodDone);
        expect(Math.max(...loaded), `quiet: ${quiet} ms`).toBeLessThan(quiet * 4 + 300);
        expect(peak).toBe(1);
        // Each answer is the variant (at least the nine the line holds) or, at once, the original, which
        // no browser or proxy keeps: a later visit gets the variant.
        const answered = requests.map((r, i) => ({ ...r, answer: answers[i] }));
        expect(answered.filter((r) => r.answer?.statusCode === 200).length).toBeGreaterThanOrEqual(9);
        const redirected = answered.filter((r) => r.answer?.statusCode !== 200);
        expect(redirected.length).toBeGreaterThan(0);
        expect(
          redirected.map((r) => [
            r.answer?.statusCode,
            r.answer?.headers.location,
            r.answer?.headers['cache-control'],
          ]),
        ).toEqual(redirected.map((r) => [302, r.url, 'no-store']));
        const later = await get(redirected[0]?.variant ?? '');
        expect([later.statusCode, later.headers['content-type']]).toEqual([200, 'image/webp']);
      } finally {
        sharp.queue.off('change', watch);
      }
    });

    it('never decodes an original over 16 MB for its sizes: the page shows the original', async () => {
      // A real picture (2,400 × 2,400 stored without compression: 17 MB), well within the pixel limit.
      const side = 2400;
      const big = await sharp(randomBytes(side * side * 3), {
        raw: { width: side, height: side, channels: 3 },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(big.length).toBeGreaterThan(16 * 1024 * 1024);
      const url = `/uploads/${createHash('sha256').update(big).digest('hex')}.png`;
      await store.plant(path.basename(url), big);
      const res = await get(variantOf(url, 240));
      expect([res.statusCode, res.headers.location]).toEqual([302, url]);
    });

    it('turns a photo stored with an orientation tag upright in its sizes', async () => {
      const sideways = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#c33' } })
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer();
      const url = `/uploads/${createHash('sha256').update(sideways).digest('hex')}.jpg`;
      await store.plant(path.basename(url), sideways);
      const meta = await sharp((await get(variantOf(url, 240))).rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([32, 64]);
    });
  });
});
