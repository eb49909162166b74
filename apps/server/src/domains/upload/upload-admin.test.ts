import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, openTestApp, type TestApp } from '../../test/harness.ts';
import { PNG } from '../../test/users.ts';

let app: TestApp;
let operations: string;
let finance: string;
beforeAll(async () => {
  ({
    app,
    tokens: { operations, finance },
  } = await openTestApp('operations', 'finance'));
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

describe('operator uploads', () => {
  it('stores an image for content.write under its SHA-256, ready for a series', async () => {
    const res = await upload(operations, PNG);
    expect(res.status).toBe(200);
    const name = `${createHash('sha256').update(PNG).digest('hex')}.png`;
    expect(res.body.data.url).toBe(`/uploads/${name}`);
    expect(fs.readFileSync(path.join(app.dataDir, 'uploads', name)).equals(PNG)).toBe(true);
  });

  it('refuses what is not an image, operators without content.write, and no operator at all', async () => {
    const text = await upload(operations, Buffer.from('not an image at all'), 'a.png');
    expect(text.body.data.error).toBe('UPLOAD_TYPE_NOT_ALLOWED');
    expect((await upload(finance, PNG)).status).toBe(403);
    expect((await upload(null, PNG)).status).toBe(401);
  });
});
