import { IMAGE_WIDTHS, imageVariantPath } from '@mcc/contract/image-variants';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../db/seed.ts';
import { client, createTestApp, type TestApp } from '../../test/harness.ts';
import { type LocalS3, startLocalS3 } from '../../test/local-s3.ts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';
import {
  bucketProbe,
  createStorageTestApp,
  ringsPng,
  type StoreProbe,
  sha256,
  type Upload,
  uniquePng,
  uploader,
} from '../../test/uploads.ts';
import { uploadedFiles } from './upload.tables.ts';

/** Signs the demo user in on `app` and answers `upload` as them. */
async function demoUploader(app: TestApp): Promise<Upload> {
  const login = await client(app).post('/api/user/login', { account: DEMO.mobile, password: DEMO.password });
  return uploader(app, login.body.data.userinfo.token);
}

describe('uploads served by pre-signed redirects to the store (UPLOADS_REDIRECT)', () => {
  let app: TestApp;
  let store: StoreProbe;
  let upload: Upload;
  beforeAll(async () => {
    ({ app, store } = await createStorageTestApp('s3', { redirect: true }));
    upload = await demoUploader(app);
  });
  afterAll(() => app.dispose());
  afterEach(() => vi.useRealTimers());

  const get = (url: string) => app.inject({ method: 'GET', url });
  const maxAgeOf = (answer: { headers: Record<string, unknown> }) =>
    Number(/^public, max-age=(\d+)$/.exec(String(answer.headers['cache-control']))?.[1]);

  it('answers an upload with a 302 to a signed address at the store, which serves the bytes as the app would', async () => {
    const bytes = await uniquePng();
    const { url } = (await upload({ bytes, name: 'proof.png' })).body.data;
    const res = await get(url);
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(location.pathname).toMatch(new RegExp(`/${sha256(bytes)}\\.png$`));
    expect(location.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('600');
    // Kept no longer than the five-minute window it was signed in, never as immutable.
    expect(maxAgeOf(res)).toBeGreaterThan(0);
    expect(maxAgeOf(res)).toBeLessThanOrEqual(300);
    expect(res.headers.etag).toBeUndefined();

    const fetched = await fetch(location);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('image/png');
    expect(fetched.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await fetched.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('gives every request of one window the same address, kept until the window ends and valid beyond it', async () => {
    const { url } = (await upload({ bytes: await uniquePng(), name: 'same.png' })).body.data;
    // The window before this one: its addresses are still valid now, as the redirect promised.
    const window = (Math.floor(Date.now() / 300_000) - 1) * 300_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(window + 10_000);
    const first = await get(url);
    vi.setSystemTime(window + 250_000);
    const later = await get(url);
    vi.useRealTimers();
    expect([maxAgeOf(first), maxAgeOf(later)]).toEqual([290, 50]);
    expect(later.headers.location).toBe(first.headers.location);
    expect((await fetch(String(first.headers.location))).status).toBe(200);
  });

  it('redirects a smaller size too, made on the first request and kept in the bucket', async () => {
    const bytes = ringsPng();
    const { url } = (await upload({ bytes, name: 'art.png' })).body.data;
    const variant = imageVariantPath(url, IMAGE_WIDTHS[0]) ?? '';
    const res = await get(variant);
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(location.pathname).toMatch(new RegExp(`/w/240/${sha256(bytes)}\\.webp$`));
    const fetched = await fetch(location);
    expect([fetched.status, fetched.headers.get('content-type')]).toEqual([200, 'image/webp']);
    const meta = await sharp(Buffer.from(await fetched.arrayBuffer())).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 240]);
    expect(await store.keys()).toContain(`w/240/${sha256(bytes)}.webp`);
  });

  it('checks the name as before: a name no upload has, or of another shape, is the envelope 404, not a redirect', async () => {
    for (const url of [
      `/uploads/${'0'.repeat(64)}.png`,
      `/uploads/${'0'.repeat(64)}.PNG`,
      '/uploads/..%2fsecret',
      `/uploads/w/240/${'0'.repeat(64)}.webp`,
    ]) {
      const res = await get(url);
      expect([url, res.statusCode, res.json().data?.error]).toEqual([url, 404, 'NOT_FOUND']);
    }
  });
});

describe('an upload store out of reach', () => {
  let s3: LocalS3;
  let bucket: string;
  let proxy: TcpProxy;
  let app: TestApp;
  let upload: Upload;
  beforeAll(async () => {
    s3 = await startLocalS3();
    bucket = await s3.newBucket();
    proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(s3.endpoint).port) });
    app = await createTestApp({
      env: { ...s3.settings(bucket), S3_ENDPOINT: `http://127.0.0.1:${proxy.port}` },
    });
    upload = await demoUploader(app);
  });
  afterAll(async () => {
    await app.dispose();
    await proxy.close();
    await s3.stop();
  });

  it('refuses an upload with a localised 503 and a retry hint, records nothing, and takes it once the store is back', async () => {
    const kept = await uniquePng();
    const keptUrl = (await upload({ bytes: kept, name: 'before.png' })).body.data.url;
    const bytes = await uniquePng();
    const name = `${sha256(bytes)}.png`;
    proxy.cut();
    try {
      for (const [lang, msg] of [
        ['en', 'Pictures cannot be stored or read right now; try again in 5 s'],
        ['zh-Hans', '图片存储暂时不可用，请 5 秒后重试'],
      ] as const) {
        const res = await upload({ bytes, name: 'during.png' }, { lang });
        expect([res.status, res.body.code, res.body.msg, res.body.data]).toEqual([
          503,
          0,
          msg,
          { error: 'UPLOAD_STORE_UNAVAILABLE', retryAfter: 5 },
        ]);
      }
      const rows = await app.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.name, name));
      expect(rows).toEqual([]);

      // Reading what was stored before: the same answer, never a 404 (the picture is not gone).
      for (const url of [keptUrl, imageVariantPath(keptUrl, 240) ?? '']) {
        const res = await app.inject({ method: 'GET', url });
        expect([url, res.statusCode, res.headers['retry-after'], res.json().data.error]).toEqual([
          url,
          503,
          '5',
          'UPLOAD_STORE_UNAVAILABLE',
        ]);
      }
    } finally {
      proxy.heal();
    }
    const again = await upload({ bytes, name: 'after.png' });
    expect([again.status, again.body.data.url]).toEqual([200, `/uploads/${name}`]);
    const served = await app.inject({ method: 'GET', url: `/uploads/${name}` });
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect((await bucketProbe(s3.client, bucket).read(name))?.equals(bytes)).toBe(true);
  });
});
