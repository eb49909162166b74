import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed.ts';
import { client, createTestApp, type TestApp } from '../../test/harness.ts';
import { signUp } from '../../test/users.ts';
import { isSafeFileName, sniffImage } from './upload.service.ts';

const ALL_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A real 1x1 GIF. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** A real 1x1 JPEG. */
const JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAj/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKpAB//Z',
  'base64',
);
/** A real 1x1 WebP (lossless). */
const WEBP = Buffer.from('UklGRh4AAABXRUJQVlA4TBEAAAAvAAAAAAfQ//73v/+BiOh/AAA=', 'base64');

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A PNG no other upload has (random pixels, nothing but the picture, so stored as it is): `side` × `side`. */
const uniquePng = (side = 4) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

let app: TestApp;
let api: ReturnType<typeof client>;
let token: string;
let uploadDir: string;

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  uploadDir = path.join(app.dataDir, 'uploads');
  const login = await api.post('/api/user/login', { account: DEMO.mobile, password: DEMO.password });
  expect(login.body.code).toBe(1);
  token = login.body.data.userinfo.token;
});
afterAll(() => app.dispose());

/** POSTs a multipart body with one file part (or the given form) through the real parser. */
async function upload(
  file: { bytes: Buffer; name: string; type?: string; field?: string } | FormData,
  opts: { token?: string | null; lang?: string } = {},
) {
  let form: FormData;
  if (file instanceof FormData) form = file;
  else {
    form = new FormData();
    form.append(
      file.field ?? 'file',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }),
      file.name,
    );
  }
  const headers: Record<string, string> = {};
  const t = opts.token === undefined ? token : opts.token;
  if (t) headers.token = t;
  if (opts.lang) headers.lang = opts.lang;
  const res = await app.inject({ method: 'POST', url: '/api/common/upload', payload: form, headers });
  return { status: res.statusCode, body: res.json() };
}

/** Every file below the data dir, relative to it (the uploads dir and anything that escaped it). */
function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
}

describe('upload', () => {
  it('stores a PNG under its SHA-256 and serves the same bytes back as image/png', async () => {
    const res = await upload({ bytes: PNG, name: 'avatar.png' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
    const name = `${sha256(PNG)}.png`;
    expect(res.body.data).toEqual({
      url: `/uploads/${name}`,
      fullurl: `http://localhost:3000/uploads/${name}`,
    });
    expect(fs.readFileSync(path.join(uploadDir, name)).equals(PNG)).toBe(true);
    // No temporary file is left behind.
    expect(fs.readdirSync(uploadDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);

    const served = await app.inject({ method: 'GET', url: res.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('gives the same URL for the same bytes, whatever the name, and stores one file', async () => {
    const first = await upload({ bytes: PNG, name: 'one.png' });
    const second = await upload({ bytes: PNG, name: 'two.png' });
    expect(first.body.code).toBe(1);
    expect(second.body.data.url).toBe(first.body.data.url);
    expect(fs.readdirSync(uploadDir).filter((f) => f.startsWith(sha256(PNG)))).toHaveLength(1);
  });

  it('takes the same new bytes uploaded 30 times at once: every upload answers, readers never see part of the file', async () => {
    // Large enough (2 MB) that writing it takes a while (a torn write shows), unique to this test.
    const bytes = await uniquePng(820);
    const url = `/uploads/${sha256(bytes)}.png`;
    const served: number[] = [];
    let uploading = true;
    const reader = (async () => {
      while (uploading) {
        const res = await app.inject({ method: 'GET', url });
        if (res.statusCode === 200) served.push(res.rawPayload.length);
        await new Promise((r) => setImmediate(r));
      }
    })();
    const answers = await Promise.all(Array.from({ length: 30 }, () => upload({ bytes, name: 'same.png' })));
    uploading = false;
    await reader;
    expect(answers.map((a) => [a.status, a.body.code])).toEqual(answers.map(() => [200, 1]));
    expect(new Set(answers.map((a) => a.body.data.url))).toEqual(new Set([url]));
    expect(served.filter((length) => length !== bytes.length)).toEqual([]);
    expect(fs.readFileSync(path.join(uploadDir, `${sha256(bytes)}.png`)).equals(bytes)).toBe(true);
    expect(fs.readdirSync(uploadDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('serves an upload by its content hash alone: cached for a year, revalidated by ETag, nothing else under /uploads', async () => {
    const res = await upload({ bytes: GIF, name: 'served.gif' });
    const url: string = res.body.data.url;
    const got = await app.inject({ method: 'GET', url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/gif');
    expect(got.headers['content-length']).toBe(String(GIF.length));
    expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(got.headers.etag).toBe(`"${sha256(GIF)}"`);
    expect(got.rawPayload.equals(GIF)).toBe(true);
    const again = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': got.headers.etag as string },
    });
    expect([again.statusCode, again.rawPayload.length]).toEqual([304, 0]);
    const head = await app.inject({ method: 'HEAD', url });
    expect([head.statusCode, head.headers['content-length'], head.rawPayload.length]).toEqual([
      200,
      String(GIF.length),
      0,
    ]);

    // A file in the directory that is not an upload's name (a variant, a temporary file, another
    // extension, the directory itself) is not served, and the answer is the envelope's 404.
    fs.writeFileSync(path.join(uploadDir, `${sha256(GIF)}.gif.0123.tmp`), 'partial');
    for (const other of [
      `${sha256(GIF)}.gif.0123.tmp`,
      `${sha256(GIF)}.GIF`,
      `${sha256(GIF).toUpperCase()}.gif`,
      'w',
      '',
      '..%2fsecret',
    ]) {
      const miss = await app.inject({ method: 'GET', url: `/uploads/${other}` });
      expect([other, miss.statusCode, miss.json().data?.error]).toEqual([other, 404, 'NOT_FOUND']);
    }
    fs.rmSync(path.join(uploadDir, `${sha256(GIF)}.gif.0123.tmp`));
  });

  it('never rewrites a published file', async () => {
    const bytes = await uniquePng();
    const first = await upload({ bytes, name: 'kept.png' });
    const file = path.join(uploadDir, `${sha256(bytes)}.png`);
    const published = fs.statSync(file);
    await upload({ bytes, name: 'kept-again.png' });
    const after = fs.statSync(file);
    expect(first.body.code).toBe(1);
    expect([after.ino, after.mtimeMs]).toEqual([published.ino, published.mtimeMs]);
  });

  it('records who uploaded a file: the uploader owns it, another user does not until they upload it too', async () => {
    const me = (await api.get('/api/user/index', { token })).body.data.userinfo.id as number;
    const other = await app.services.auth.createUser({});
    const bytes = await uniquePng();
    const { url } = (await upload({ bytes, name: 'proof.png' })).body.data;
    expect(await app.services.uploads.isUploadedBy(me, url)).toBe(true);
    expect(await app.services.uploads.isUploadedBy(other.id, url)).toBe(false);
    await app.services.uploads.store(other.id, 'mine.png', bytes, ['image/png']);
    expect(await app.services.uploads.isUploadedBy(other.id, url)).toBe(true);
    expect(await app.services.uploads.isUploadedBy(me, '/uploads/../x.png')).toBe(false);
  });

  it('takes the type from the bytes, not from the name or the declared content type', async () => {
    const gif = await upload({ bytes: GIF, name: 'photo.png', type: 'image/png' });
    expect(gif.body.data.url).toBe(`/uploads/${sha256(GIF)}.gif`);
    const jpeg = await upload({ bytes: JPEG, name: 'photo.bin', type: 'application/octet-stream' });
    expect(jpeg.body.data.url).toBe(`/uploads/${sha256(JPEG)}.jpg`);
    const webp = await upload({ bytes: WEBP, name: 'photo.webp', type: 'image/webp' });
    expect(webp.body.data.url).toBe(`/uploads/${sha256(WEBP)}.webp`);
    const served = await app.inject({ method: 'GET', url: gif.body.data.url });
    expect(served.headers['content-type']).toBe('image/gif');
  });

  it('refuses a file that is not an image, even named .png', async () => {
    const before = filesUnder(app.dataDir);
    const text = Buffer.from('just some text, not a picture\n');
    const res = await upload({ bytes: text, name: 'x.png', type: 'image/png' }, { lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, data: { error: 'UPLOAD_TYPE_NOT_ALLOWED' } });
    expect(res.body.msg).toBe('Only JPEG, PNG, WebP and GIF images are allowed');
    // SVG (scriptable) is not on the list either.
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const svgRes = await upload({ bytes: svg, name: 'x.svg', type: 'image/svg+xml' });
    expect(svgRes.body.data.error).toBe('UPLOAD_TYPE_NOT_ALLOWED');
    expect(filesUnder(app.dataDir)).toEqual(before);
  });

  it('answers HTTP 413 with the envelope for a file over the 5 MB default', async () => {
    const before = filesUnder(app.dataDir);
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    PNG.copy(big, 0, 0, 8);
    const res = await upload({ bytes: big, name: 'big.png' }, { lang: 'en' });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: 0,
      msg: 'The file is too large',
      data: { error: 'FILE_TOO_LARGE' },
    });
    expect(res.body.time).toMatch(/^\d+$/);
    expect(filesUnder(app.dataDir)).toEqual(before);

    // Exactly at the limit it is read, and refused only because it is no picture.
    const atLimit = big.subarray(0, 5 * 1024 * 1024);
    const read = await upload({ bytes: atLimit, name: 'limit.png' }, { lang: 'en' });
    expect([read.status, read.body.data.error]).toEqual([200, 'UPLOAD_IMAGE_UNREADABLE']);
    expect(read.body.msg).toBe('The picture cannot be read (damaged, or too many pixels)');
    expect(filesUnder(app.dataDir)).toEqual(before);
  });

  it('reads the size limit and the allowed types from the settings at request time', async () => {
    const { settings } = app.services;
    const original = await settings.get();
    try {
      await settings.update({ ...original, upload: { maxBytes: PNG.length - 1, types: ['image/png'] } });
      const tooBig = await upload({ bytes: PNG, name: 'a.png' });
      expect(tooBig.status).toBe(413);
      expect(tooBig.body.data.error).toBe('FILE_TOO_LARGE');
      // Exactly at the limit is fine.
      await settings.update({ ...original, upload: { maxBytes: PNG.length, types: ['image/png'] } });
      expect((await upload({ bytes: PNG, name: 'a.png' })).body.code).toBe(1);
      expect((await upload({ bytes: GIF, name: 'a.gif' })).body.data.error).toBe('UPLOAD_TYPE_NOT_ALLOWED');
    } finally {
      await settings.update(original);
    }
    expect((await upload({ bytes: GIF, name: 'a.gif' })).body.code).toBe(1);
  });

  it.each(['../evil.png', 'a/b.png', 'a\\b.png', '..\\..\\evil.png', '/etc/evil.png'])(
    'refuses the file name %j and writes nothing',
    async (name) => {
      // Distinct bytes per case, so a wrongly accepted file would show up as a new entry.
      const bytes = Buffer.concat([PNG, Buffer.from(name)]);
      const before = filesUnder(app.dataDir);
      const res = await upload({ bytes, name });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 0, data: { error: 'UPLOAD_FILE_NAME_INVALID' } });
      expect(filesUnder(app.dataDir)).toEqual(before);
      expect(fs.existsSync(path.join(uploadDir, `${sha256(bytes)}.png`))).toBe(false);
      expect(fs.existsSync(path.join(app.dataDir, 'evil.png'))).toBe(false);
    },
  );

  it('unit: file names with paths, control characters or dot-dot are unsafe', () => {
    expect(isSafeFileName('photo.png')).toBe(true);
    expect(isSafeFileName('我的头像 (1).jpg')).toBe(true);
    for (const bad of [
      '',
      '.',
      '..',
      '../a.png',
      'a/b.png',
      'a\\b.png',
      'a\u0000.png',
      'a\nb.png',
      'x'.repeat(256),
    ]) {
      expect(isSafeFileName(bad), bad).toBe(false);
    }
  });

  it('needs a token: HTTP 401 without one or with an unknown one, and nothing is stored', async () => {
    const before = filesUnder(app.dataDir);
    const bytes = Buffer.concat([PNG, Buffer.from('anonymous')]);
    const none = await upload({ bytes, name: 'a.png' }, { token: null });
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ code: 0, data: { error: 'UNAUTHORIZED' } });
    const unknown = await upload({ bytes, name: 'a.png' }, { token: 'not-a-token' });
    expect(unknown.status).toBe(401);
    expect(filesUnder(app.dataDir)).toEqual(before);
  });

  it('answers UPLOAD_NO_FILE (code 0, not a fault) without a file in the field `file`', async () => {
    const onlyText = new FormData();
    onlyText.append('note', 'hello');
    const noFile = await upload(onlyText, { lang: 'en' });
    expect(noFile.status).toBe(200);
    expect(noFile.body).toMatchObject({
      code: 0,
      msg: 'Choose a file to upload',
      data: { error: 'UPLOAD_NO_FILE' },
    });

    const otherField = await upload({ bytes: PNG, name: 'a.png', field: 'image' });
    expect(otherField.status).toBe(200);
    expect(otherField.body).toMatchObject({ code: 0, data: { error: 'UPLOAD_NO_FILE' } });

    const empty = await upload(new FormData());
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ code: 0, data: { error: 'UPLOAD_NO_FILE' } });
  });

  it('answers a JSON body as a format error with code 0, not a fault', async () => {
    const res = await api.post('/api/common/upload', { file: 'x' }, { token });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    expect(res.body.data.error).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('takes only the first file of a request; a second one is never stored', async () => {
    const first = await uniquePng();
    const second = await uniquePng();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(first)]), 'a.png');
    form.append('file', new Blob([new Uint8Array(second)]), 'b.png');
    const res = await upload(form);
    expect(res.status).toBe(200);
    expect(res.body.data.url).toBe(`/uploads/${sha256(first)}.png`);
    expect(fs.existsSync(path.join(uploadDir, `${sha256(second)}.png`))).toBe(false);
  });

  it('still works after every refusal above: the parser is not left in a bad state', async () => {
    const res = await upload({ bytes: PNG, name: 'again.png' });
    expect(res.body.code).toBe(1);
  });
});

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

describe('metadata of uploaded pictures (issue 31, item 9)', () => {
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
      expect([ext, meta.format === 'jpeg' ? 'jpg' : meta.format, meta.exif, meta.xmp, meta.comments]).toEqual(
        [ext, ext, undefined, undefined, undefined],
      );
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
    const before = filesUnder(app.dataDir);
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
    expect(filesUnder(app.dataDir)).toEqual(before);
  });
});

describe('sniffImage', () => {
  it('recognises PNG, JPEG, GIF (87a and 89a) and WebP by their first bytes', () => {
    expect(sniffImage(PNG, ALL_TYPES)).toMatchObject({ mime: 'image/png', ext: 'png' });
    expect(sniffImage(JPEG, ALL_TYPES)).toMatchObject({ mime: 'image/jpeg', ext: 'jpg' });
    expect(sniffImage(GIF, ALL_TYPES)).toMatchObject({ mime: 'image/gif', ext: 'gif' });
    expect(sniffImage(Buffer.from('GIF87a\x01\x00', 'latin1'), ALL_TYPES)?.ext).toBe('gif');
    expect(sniffImage(WEBP, ALL_TYPES)).toMatchObject({ mime: 'image/webp', ext: 'webp' });
  });

  it('refuses look-alikes, empty input and types not allowed', () => {
    expect(sniffImage(Buffer.alloc(0), ALL_TYPES)).toBeUndefined();
    expect(sniffImage(Buffer.from('hello world'), ALL_TYPES)).toBeUndefined();
    expect(sniffImage(PNG.subarray(0, 7), ALL_TYPES)).toBeUndefined();
    expect(sniffImage(Buffer.from('GIF90a', 'latin1'), ALL_TYPES)).toBeUndefined();
    // RIFF but not WebP (a WAV file).
    expect(sniffImage(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'), ALL_TYPES)).toBeUndefined();
    expect(sniffImage(PNG, ['image/jpeg'])).toBeUndefined();
    expect(sniffImage(JPEG, ['image/png', 'image/gif'])).toBeUndefined();
  });
});
