import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed.ts';
import { client, createTestApp, type TestApp } from '../../test/harness.ts';
import { isSafeFileName, sniffImage } from './upload.service.ts';

const ALL_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A real 1x1 GIF. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** JPEG and WebP headers: the server only reads the first bytes. */
const JPEG = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(32),
]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF', 'latin1'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8L', 'latin1'),
  Buffer.alloc(18),
]);

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

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
    // Large enough that writing it takes a while (a torn write shows), unique to this test.
    const bytes = Buffer.concat([PNG, Buffer.alloc(2_000_000, 7), Buffer.from(`parallel-${Date.now()}`)]);
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
    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': got.headers.etag as string } });
    expect([again.statusCode, again.rawPayload.length]).toEqual([304, 0]);
    const head = await app.inject({ method: 'HEAD', url });
    expect([head.statusCode, head.headers['content-length'], head.rawPayload.length]).toEqual([200, String(GIF.length), 0]);

    // A file in the directory that is not an upload's name (a variant, a temporary file, another
    // extension, the directory itself) is not served, and the answer is the envelope's 404.
    fs.writeFileSync(path.join(uploadDir, `${sha256(GIF)}.gif.0123.tmp`), 'partial');
    for (const other of [`${sha256(GIF)}.gif.0123.tmp`, `${sha256(GIF)}.GIF`, `${sha256(GIF).toUpperCase()}.gif`, 'w', '', '..%2fsecret']) {
      const miss = await app.inject({ method: 'GET', url: `/uploads/${other}` });
      expect([other, miss.statusCode, miss.json().data?.error]).toEqual([other, 404, 'NOT_FOUND']);
    }
    fs.rmSync(path.join(uploadDir, `${sha256(GIF)}.gif.0123.tmp`));
  });

  it('never rewrites a published file', async () => {
    const bytes = Buffer.concat([PNG, Buffer.from(`kept-${Date.now()}`)]);
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
    const bytes = Buffer.concat([PNG, Buffer.from(`owner-${Date.now()}`)]);
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

    // Exactly at the limit is fine.
    const atLimit = big.subarray(0, 5 * 1024 * 1024);
    const ok = await upload({ bytes: atLimit, name: 'limit.png' });
    expect(ok.body.code).toBe(1);
    expect(ok.body.data.url).toBe(`/uploads/${sha256(atLimit)}.png`);
  });

  it('reads the size limit and the allowed types from the settings at request time', async () => {
    const { settings } = app.services;
    const original = await settings.get();
    try {
      await settings.update({ ...original, upload: { maxBytes: PNG.length - 1, types: ['image/png'] } });
      const tooBig = await upload({ bytes: PNG, name: 'a.png' });
      expect(tooBig.status).toBe(413);
      expect(tooBig.body.data.error).toBe('FILE_TOO_LARGE');
      await settings.update({ ...original, upload: { maxBytes: 1024, types: ['image/png'] } });
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
    const first = Buffer.concat([PNG, Buffer.from('first')]);
    const second = Buffer.concat([GIF, Buffer.from('second')]);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(first)]), 'a.png');
    form.append('file', new Blob([new Uint8Array(second)]), 'b.gif');
    const res = await upload(form);
    expect(res.status).toBe(200);
    expect(res.body.data.url).toBe(`/uploads/${sha256(first)}.png`);
    expect(fs.existsSync(path.join(uploadDir, `${sha256(second)}.gif`))).toBe(false);
  });

  it('still works after every refusal above: the parser is not left in a bad state', async () => {
    const res = await upload({ bytes: PNG, name: 'again.png' });
    expect(res.body.code).toBe(1);
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
