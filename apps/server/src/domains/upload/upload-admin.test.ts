import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, operatorToken, type TestApp } from '../../test/harness.ts';
import { createStorageTestApp, STORAGES, type StoreProbe } from '../../test/uploads.ts';
import { PNG } from '../../test/users.ts';

describe.each(STORAGES)('operator uploads, kept in the %s store', (storage) => {
  let app: TestApp;
  let store: StoreProbe;
  let operations: string;
  let finance: string;
  beforeAll(async () => {
    ({ app, store } = await createStorageTestApp(storage));
    [operations, finance] = await Promise.all([
      operatorToken(app, 'operations'),
      operatorToken(app, 'finance'),
    ]);
  });
  afterAll(() => app.dispose());

  async function upload(token: string | null, bytes: Buffer, name = 'series.png') {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
    const res = await app.inject({
      method: 'POST',
      url: '/admin-api/upload',
      payload: form,
      headers: token ? bearer(token) : {},
    });
    return { status: res.statusCode, body: res.json() };
  }

  it('stores an image for content.write under its SHA-256, ready for a series', async () => {
    const res = await upload(operations, PNG);
    expect(res.status).toBe(200);
    const name = `${createHash('sha256').update(PNG).digest('hex')}.png`;
    expect(res.body.data.url).toBe(`/uploads/${name}`);
    expect((await store.read(name))?.equals(PNG)).toBe(true);
    const served = await app.inject({ method: 'GET', url: res.body.data.url });
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses what is not an image, operators without content.write, and no operator at all', async () => {
    const text = await upload(operations, Buffer.from('not an image at all'), 'a.png');
    expect(text.body.data.error).toBe('UPLOAD_TYPE_NOT_ALLOWED');
    expect((await upload(finance, PNG)).status).toBe(403);
    expect((await upload(null, PNG)).status).toBe(401);
  });
});
