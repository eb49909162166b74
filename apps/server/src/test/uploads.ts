import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import { DEMO } from '../db/seed.ts';
import { client, createTestApp, type TestApp } from './harness.ts';

/** A real 1x1 GIF. */
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** A real 1x1 JPEG. */
export const JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAj/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKpAB//Z',
  'base64',
);
/** A real 1x1 WebP (lossless). */
export const WEBP = Buffer.from('UklGRh4AAABXRUJQVlA4TBEAAAAvAAAAAAfQ//73v/+BiOh/AAA=', 'base64');

export const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A PNG no other upload has (random pixels, nothing but the picture, so stored as it is): `side` × `side`. */
export const uniquePng = (side = 4) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

/** Every file below the data dir, relative to it (the uploads dir and anything that escaped it). */
export function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
}

/**
 * `upload(file, opts)` on `app`: POSTs a multipart body with one file part (or the given form) to
 * `/api/common/upload` through the real parser, as the user holding `token` unless `opts.token` says
 * otherwise (`null`: no token).
 */
export function uploader(app: Pick<TestApp, 'inject'>, token: string) {
  return async function upload(
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
  };
}

export type Upload = ReturnType<typeof uploader>;

/**
 * What an upload test starts from (call it in `beforeAll`, dispose of the app in `afterAll`): the
 * app, its request client, the folder uploads are stored in, the signed-in demo user's token and
 * `upload` as that user.
 */
export async function openUploadTestApp() {
  const app = await createTestApp();
  const api = client(app);
  const uploadDir = path.join(app.dataDir, 'uploads');
  const login = await api.post('/api/user/login', { account: DEMO.mobile, password: DEMO.password });
  expect(login.body.code).toBe(1);
  const token: string = login.body.data.userinfo.token;
  return { app, api, uploadDir, token, upload: uploader(app, token) };
}
