import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { expect } from 'vitest';
import { artworkPng } from '../db/demo-artwork.ts';
import { DEMO } from '../db/seed.ts';
import { client, createTestApp, type TestApp } from './harness.ts';
import { startLocalS3 } from './local-s3.ts';

/** A demo artwork (the NFT series' size): wide enough for the smaller sizes to be made of it. */
export const ringsPng = () =>
  artworkPng({
    motif: 'rings',
    palette: [
      [40, 20, 90],
      [10, 10, 30],
      [250, 200, 60],
    ],
  });

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

/** The upload stores: each upload test runs on both, with the same assertions. */
export const STORAGES = ['local', 's3'] as const;
export type Storage = (typeof STORAGES)[number];

/** The upload store seen from outside the app (the folder, the bucket): what a test checks and plants. */
export interface StoreProbe {
  /** Every object's key (`<sha256>.<ext>`, `w/240/<sha256>.webp`, …), sorted. */
  keys(): Promise<string[]>;
  read(key: string): Promise<Buffer | undefined>;
  /** Puts an object there as an earlier server (or release) would have. */
  plant(key: string, bytes: Buffer): Promise<void>;
  remove(key: string): Promise<void>;
}

export function folderProbe(dir: string): StoreProbe {
  return {
    keys: async () =>
      fs.existsSync(dir) ? filesUnder(dir).filter((f) => fs.statSync(path.join(dir, f)).isFile()) : [],
    read: async (key) =>
      fs.existsSync(path.join(dir, key)) ? fs.readFileSync(path.join(dir, key)) : undefined,
    async plant(key, bytes) {
      fs.mkdirSync(path.dirname(path.join(dir, key)), { recursive: true });
      fs.writeFileSync(path.join(dir, key), bytes);
    },
    remove: async (key) => fs.rmSync(path.join(dir, key)),
  };
}

export function bucketProbe(s3: S3Client, Bucket: string): StoreProbe {
  return {
    async keys() {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        keys.push(...(page.Contents ?? []).map((o) => o.Key ?? ''));
        ContinuationToken = page.NextContinuationToken;
      } while (ContinuationToken);
      return keys.sort();
    },
    async read(Key) {
      const object = await s3.send(new GetObjectCommand({ Bucket, Key })).catch((err) => {
        if (err.name === 'NoSuchKey') return undefined;
        throw err;
      });
      return object?.Body && Buffer.from(await object.Body.transformToByteArray());
    },
    plant: async (Key, Body) => void (await s3.send(new PutObjectCommand({ Bucket, Key, Body }))),
    remove: async (Key) => void (await s3.send(new DeleteObjectCommand({ Bucket, Key }))),
  };
}

/**
 * A test app (`createTestApp`) keeping its uploads on `storage`: the data folder, or a bucket of its own
 * on a local S3 server started for it (stopped with the app); with `redirect`, answering uploads with
 * pre-signed redirects. `store` looks at that store from outside; `stored()` is everything the app has
 * written, in its data folder and its store, to compare before and after a refusal.
 */
export async function createStorageTestApp(storage: Storage, opts: { redirect?: boolean } = {}) {
  const s3 = storage === 's3' ? await startLocalS3() : undefined;
  const bucket = s3 && (await s3.newBucket());
  const app = await createTestApp({
    env: s3 && bucket ? { ...s3.settings(bucket), UPLOADS_REDIRECT: String(opts.redirect ?? false) } : {},
  });
  const store =
    s3 && bucket ? bucketProbe(s3.client, bucket) : folderProbe(path.join(app.dataDir, 'uploads'));
  if (s3) {
    const disposeApp = app.dispose;
    app.dispose = async () => {
      await disposeApp();
      await s3.stop();
    };
  }
  return {
    app,
    store,
    stored: async () => ({ files: filesUnder(app.dataDir), objects: await store.keys() }),
  };
}

/**
 * What an upload test starts from (call it in `beforeAll`, dispose of the app in `afterAll`): the
 * app on `storage`, its request client, a look at its store, the signed-in demo user's token and
 * `upload` as that user.
 */
export async function openUploadTestApp(storage: Storage) {
  const { app, store, stored } = await createStorageTestApp(storage);
  const api = client(app);
  const login = await api.post('/api/user/login', { account: DEMO.mobile, password: DEMO.password });
  expect(login.body.code).toBe(1);
  const token: string = login.body.data.userinfo.token;
  return { app, api, store, stored, token, upload: uploader(app, token) };
}
