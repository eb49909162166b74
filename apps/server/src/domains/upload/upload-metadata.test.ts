import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { GIF, JPEG, openUploadTestApp, STORAGES, sha256, type Upload } from '../../test/uploads.ts';
import { signUp } from '../../test/users.ts';

/** Where the photos below were taken, and by what: what must not reach anyone who sees them. */
const CAMERA_EXIF = {
  IFD0: { Make: 'PhoneMaker', Model: 'Secret Phone 9' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '31/1 14/1 0/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '121/1 28/1 0/1',
  },
};
const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Secret Author"/></rdf:RDF></x:xmpmeta>';

/**
 * A photo as a phone stores one held on its side: 64 × 32 pixels, left half red and right half blue,
 * tagged "turn 90° clockwise to show" (orientation 6), so it shows 32 × 64 with red on top.
 */
function sidewaysPhoto() {
  const pixels = Buffer.alloc(64 * 32 * 3);
  for (let i = 0; i < 64 * 32; i++) pixels.set(i % 64 < 32 ? [220, 20, 20] : [20, 20, 220], i * 3);
  return sharp(pixels, { raw: { width: 64, height: 32, channels: 3 } })
    .withMetadata({ orientation: 6 })
    .withExif(CAMERA_EXIF)
    .withXmp(XMP);
}

/** A PNG chunk, to add a comment (`tEXt`) as editors write them. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const frame = Buffer.alloc(8);
  frame.writeUInt32BE(data.length, 0);
  frame.writeUInt32BE(crc32(body), 4);
  return Buffer.concat([frame.subarray(0, 4), body, frame.subarray(4)]);
}

describe.each(STORAGES)(
  'metadata of uploaded pictures (issue 31, item 9), kept in the %s store',
  (storage) => {
    let app: TestApp;
    let upload: Upload;
    let stored: () => Promise<unknown>;
    beforeAll(async () => {
      ({ app, upload, stored } = await openUploadTestApp(storage));
    });
    afterAll(() => app.dispose());

    async function served(url: string) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      return res.rawPayload;
    }

    it('strips where a photo was taken and by what, and stores it upright under the hash of what is stored', async () => {
      const photo = await sidewaysPhoto().jpeg({ quality: 95 }).toBuffer();
      const before = await sharp(photo).metadata();
      expect([
        before.orientation,
        before.width,
        before.height,
        Boolean(before.exif),
        Boolean(before.xmp),
      ]).toEqual([6, 64, 32, true, true]);

      const res = await upload({ bytes: photo, name: 'IMG_0001.jpg', type: 'image/jpeg' });
      expect(res.body.code).toBe(1);
      const bytes = await served(res.body.data.url);
      expect(res.body.data.url).toBe(`/uploads/${sha256(bytes)}.jpg`);
      const after = await sharp(bytes).metadata();
      expect(after).toMatchObject({ format: 'jpeg', width: 32, height: 64 });
      expect([after.orientation, after.exif, after.xmp, after.iptc, after.comments]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      for (const secret of ['Exif', 'Secret Phone', 'PhoneMaker', 'Secret Author', 'xmpmeta']) {
        expect(bytes.includes(secret), secret).toBe(false);
      }
      // Upright: the red half, which the tag said goes on top, is on top in the pixels themselves.
      const pixels = await sharp(bytes).raw().toBuffer();
      const at = (x: number, y: number) => [...pixels.subarray((y * 32 + x) * 3, (y * 32 + x) * 3 + 3)];
      expect(at(16, 8)[0]).toBeGreaterThan(150);
      expect(at(16, 56)[2]).toBeGreaterThan(150);
    });

    it('strips EXIF and XMP from PNG and WebP, text chunks from PNG and comments from GIF', async () => {
      const exifPng = await sidewaysPhoto().png().toBuffer();
      // An editor's comment: a tEXt chunk right after the header.
      const png = Buffer.concat([
        exifPng.subarray(0, 33),
        pngChunk('tEXt', Buffer.from('Comment\0Taken at home, 12 Secret Road')),
        exifPng.subarray(33),
      ]);
      expect((await sharp(png).metadata()).comments).toEqual([
        { keyword: 'Comment', text: 'Taken at home, 12 Secret Road' },
      ]);
      const webp = await sidewaysPhoto().webp().toBuffer();
      // A comment extension before the trailer.
      const gif = Buffer.concat([
        GIF.subarray(0, -1),
        Buffer.from([0x21, 0xfe, 11]),
        Buffer.from('Secret Road'),
        Buffer.from([0, 0x3b]),
      ]);

      for (const [bytes, ext] of [
        [png, 'png'],
        [webp, 'webp'],
        [gif, 'gif'],
      ] as const) {
        const res = await upload({ bytes, name: `photo.${ext}` });
        expect(res.body.code, ext).toBe(1);
        const stored = await served(res.body.data.url);
        expect(res.body.data.url).toBe(`/uploads/${sha256(stored)}.${ext}`);
        const meta = await sharp(stored).metadata();
        expect([
          ext,
          meta.format === 'jpeg' ? 'jpg' : meta.format,
          meta.exif,
          meta.xmp,
          meta.comments,
        ]).toEqual([ext, ext, undefined, undefined, undefined]);
        if (ext !== 'gif') expect([meta.width, meta.height, meta.orientation]).toEqual([32, 64, undefined]);
        for (const secret of ['Secret', 'Exif', 'xmpmeta'])
          expect(stored.includes(secret), `${ext} ${secret}`).toBe(false);
      }
    });

    it('stores a picture with nothing beside it byte for byte, its colour profile included', async () => {
      const jpeg = await sharp(randomBytes(16 * 16 * 3), { raw: { width: 16, height: 16, channels: 3 } })
        .withIccProfile('p3')
        .jpeg()
        .toBuffer();
      const res = await upload({ bytes: jpeg, name: 'wide-colour.jpg' });
      expect(res.body.data.url).toBe(`/uploads/${sha256(jpeg)}.jpg`);
      expect((await served(res.body.data.url)).equals(jpeg)).toBe(true);
    });

    it("re-encodes one picture of a user's at a time: a second at once is refused, another user's goes through", async () => {
      // Large enough that re-encoding takes a while, with a position to strip; unique to this test.
      const photo = (side: number) =>
        sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
          .withExif(CAMERA_EXIF)
          .jpeg({ quality: 95 })
          .toBuffer();
      const other = await signUp(app);
      const [first, second, theirs] = await Promise.all([photo(1600), photo(1600), photo(1600)]);
      const answers = await Promise.all([
        upload({ bytes: first, name: 'a.jpg' }, { lang: 'en' }),
        upload({ bytes: second, name: 'b.jpg' }, { lang: 'en' }),
        upload({ bytes: theirs, name: 'c.jpg' }, { token: other.token }),
      ]);
      const mine = answers
        .slice(0, 2)
        .map((a) => a.body.data.error ?? 'OK')
        .sort();
      expect(mine).toEqual(['OK', 'UPLOAD_BUSY']);
      expect(answers.find((a) => a.body.data.error)?.body.msg).toBe(
        'Pictures are being processed; try again in a moment',
      );
      expect(answers[2]?.body.code).toBe(1);
      // Once the first is stored, the same user may upload again.
      const refused = answers[0]?.body.data.error ? first : second;
      expect((await upload({ bytes: refused, name: 'again.jpg' })).body.code).toBe(1);
    });

    it('refuses a picture it would re-encode but cannot decode (cut short, over 25 megapixels): nothing stored', async () => {
      const before = await stored();
      const cut = Buffer.concat([JPEG.subarray(0, 200), Buffer.from('Exif')]);
      // 5,001 × 5,001 of one colour: a few kilobytes that would take 75 MB to decode, with a comment.
      const flat = await sharp({ create: { width: 5001, height: 5001, channels: 3, background: '#888' } })
        .png()
        .toBuffer();
      const huge = Buffer.concat([
        flat.subarray(0, 33),
        pngChunk('tEXt', Buffer.from('Comment\0hi')),
        flat.subarray(33),
      ]);
      for (const [bytes, name] of [
        [cut, 'cut.jpg'],
        [huge, 'huge.png'],
      ] as const) {
        const res = await upload({ bytes, name });
        expect([name, res.body.code, res.body.data.error]).toEqual([name, 0, 'UPLOAD_IMAGE_UNREADABLE']);
      }
      expect(await stored()).toEqual(before);
    });
  },
);
