import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api, TestApp } from '../../test/harness.ts';
import {
  GIF,
  JPEG,
  openUploadTestApp,
  STORAGES,
  type StoreProbe,
  sha256,
  type Upload,
  uniquePng,
  WEBP,
} from '../../test/uploads.ts';
import { PNG } from '../../test/users.ts';
import { isSafeFileName } from './upload.service.ts';

describe.each(STORAGES)('upload, kept in the %s store', (storage) => {
  let app: TestApp;
  let api: Api;
  let token: string;
  let store: StoreProbe;
  let stored: () => Promise<unknown>;
  let upload: Upload;
  beforeAll(async () => {
    ({ app, api, token, store, stored, upload } = await openUploadTestApp(storage));
  });
  afterAll(() => app.dispose());

  const temporaries = async () => (await store.keys()).filter((key) => key.endsWith('.tmp'));

  it('stores a PNG under its SHA-256 and serves the same bytes back as image/png', async () => {
    const res = await upload({ bytes: PNG, name: 'avatar.png' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
    const name = `${sha256(PNG)}.png`;
    expect(res.body.data).toEqual({
      url: `/uploads/${name}`,
      fullurl: `http://localhost:3000/uploads/${name}`,
    });
    expect((await store.read(name))?.equals(PNG)).toBe(true);
    // No temporary file is left behind.
    expect(await temporaries()).toEqual([]);
    // Kept in the store alone: on S3, nothing of it is on the server's disk.
    expect(fs.existsSync(path.join(app.dataDir, 'uploads'))).toBe(storage === 'local');

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
    expect((await store.keys()).filter((key) => key.startsWith(sha256(PNG)))).toHaveLength(1);
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
    expect((await store.read(`${sha256(bytes)}.png`))?.equals(bytes)).toBe(true);
    expect(await temporaries()).toEqual([]);
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

    // An object in the store that is not an upload's name (a variant, a temporary file, another
    // extension, the variants' folder) is not served, and the answer is the envelope's 404.
    await store.plant(`${sha256(GIF)}.gif.0123.tmp`, Buffer.from('partial'));
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
    await store.remove(`${sha256(GIF)}.gif.0123.tmp`);
  });

  it('never rewrites a published file', async () => {
    // What is already published under a name stands: an upload of that name's bytes finds it there and
    // writes nothing. Marked bytes stand in for the published file, so a rewrite would show.
    const bytes = await uniquePng();
    const name = `${sha256(bytes)}.png`;
    const published = Buffer.concat([bytes, Buffer.from('as first published')]);
    await store.plant(name, published);
    const again = await upload({ bytes, name: 'kept-again.png' });
    expect(again.body.data?.url).toBe(`/uploads/${name}`);
    expect((await store.read(name))?.equals(published)).toBe(true);
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
    const before = await stored();
    const text = Buffer.from('just some text, not a picture\n');
    const res = await upload({ bytes: text, name: 'x.png', type: 'image/png' }, { lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, data: { error: 'UPLOAD_TYPE_NOT_ALLOWED' } });
    expect(res.body.msg).toBe('Only JPEG, PNG, WebP and GIF images are allowed');
    // SVG (scriptable) is not on the list either.
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const svgRes = await upload({ bytes: svg, name: 'x.svg', type: 'image/svg+xml' });
    expect(svgRes.body.data.error).toBe('UPLOAD_TYPE_NOT_ALLOWED');
    expect(await stored()).toEqual(before);
  });

  it('answers HTTP 413 with the envelope for a file over the 5 MB default', async () => {
    const before = await stored();
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
    expect(await stored()).toEqual(before);

    // Exactly at the limit it is read, and refused only because it is no picture.
    const atLimit = big.subarray(0, 5 * 1024 * 1024);
    const read = await upload({ bytes: atLimit, name: 'limit.png' }, { lang: 'en' });
    expect([read.status, read.body.data.error]).toEqual([200, 'UPLOAD_IMAGE_UNREADABLE']);
    expect(read.body.msg).toBe('The picture cannot be read (damaged, or too many pixels)');
    expect(await stored()).toEqual(before);
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
      const before = await stored();
      const res = await upload({ bytes, name });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 0, data: { error: 'UPLOAD_FILE_NAME_INVALID' } });
      expect(await stored()).toEqual(before);
      expect(await store.read(`${sha256(bytes)}.png`)).toBeUndefined();
      expect(fs.existsSync(path.join(app.dataDir, 'evil.png'))).toBe(false);
    },
  );

  it('needs a token: HTTP 401 without one or with an unknown one, and nothing is stored', async () => {
    const before = await stored();
    const bytes = Buffer.concat([PNG, Buffer.from('anonymous')]);
    const none = await upload({ bytes, name: 'a.png' }, { token: null });
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ code: 0, data: { error: 'UNAUTHORIZED' } });
    const unknown = await upload({ bytes, name: 'a.png' }, { token: 'not-a-token' });
    expect(unknown.status).toBe(401);
    expect(await stored()).toEqual(before);
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
    expect(await store.read(`${sha256(second)}.png`)).toBeUndefined();
  });

  it('still works after every refusal above: the parser is not left in a bad state', async () => {
    const res = await upload({ bytes: PNG, name: 'again.png' });
    expect(res.body.code).toBe(1);
  });
});

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
