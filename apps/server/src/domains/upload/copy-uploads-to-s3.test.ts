import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { imageVariantPath } from '@mcc/contract/image-variants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.ts';
import { type LocalS3, startLocalS3 } from '../../test/local-s3.ts';
import { bucketProbe, folderProbe, GIF, sha256, uniquePng } from '../../test/uploads.ts';

const SCRIPT = fileURLToPath(new URL('../../../scripts/copy-uploads-to-s3.ts', import.meta.url));

/** Runs `npm run uploads:copy-to-s3 -- …args` with `env`: its exit code and what it printed. */
function copyCommand(env: Record<string, string>, ...args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [SCRIPT, ...args],
      { env: { ...process.env, ...env } },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code) : 0, stdout, stderr }),
    );
  });
}

describe('npm run uploads:copy-to-s3', () => {
  let s3: LocalS3;
  let bucket: string;
  let dataDir: string;
  beforeAll(async () => {
    s3 = await startLocalS3();
    bucket = await s3.newBucket();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcc-copy-'));
  });
  afterAll(async () => {
    await s3.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies the uploads and their sizes once, leaves out what is not one, and serves them from the bucket', async () => {
    // A server's folder on the local store: two uploads, a size of one, and what else may be there.
    const folder = folderProbe(path.join(dataDir, 'uploads'));
    const png = await uniquePng();
    const webp = Buffer.from('a size, as the server made it');
    const uploads = {
      [`${sha256(png)}.png`]: png,
      [`${sha256(GIF)}.gif`]: GIF,
      [`w/240/${sha256(png)}.webp`]: webp,
    };
    for (const [key, bytes] of Object.entries(uploads)) await folder.plant(key, bytes);
    const damaged = `${sha256(Buffer.from('other bytes'))}.png`;
    await folder.plant(damaged, png);
    await folder.plant(`${sha256(png)}.png.1234abcd.tmp`, png.subarray(0, 10));
    await folder.plant(`w/241/${sha256(png)}.webp`, webp);
    const env = { ...s3.settings(bucket), DATA_DIR: dataDir };

    const first = await copyCommand(env);
    expect(first.stdout).toContain('copied: 3\nalready in the bucket: 0\n');
    expect(first.stdout).toContain(
      `left out, not uploads: 2\n  ${sha256(png)}.png.1234abcd.tmp\n  w/241/${sha256(png)}.webp\n`,
    );
    expect(first.stdout).toContain(`left out, bytes do not match the name: 1\n  ${damaged}\n`);
    expect(first.code).toBe(1);

    const bucketStore = bucketProbe(s3.client, bucket);
    expect(await bucketStore.keys()).toEqual(Object.keys(uploads).sort());
    for (const [key, bytes] of Object.entries(uploads)) {
      expect((await bucketStore.read(key))?.equals(bytes), key).toBe(true);
    }
    const head = await s3.client.send(new HeadObjectCommand({ Bucket: bucket, Key: `${sha256(png)}.png` }));
    expect([head.ContentType, head.CacheControl]).toEqual([
      'image/png',
      'public, max-age=31536000, immutable',
    ]);

    // Again: nothing to copy, nothing rewritten.
    const again = await copyCommand(env, '--from', path.join(dataDir, 'uploads'));
    expect(again.stdout).toContain('copied: 0\nalready in the bucket: 3\n');

    // A server on the bucket serves them at the same addresses, the size as it was made (not again).
    const app = await createTestApp({ env: s3.settings(bucket) });
    try {
      const url = `/uploads/${sha256(png)}.png`;
      const original = await app.inject({ method: 'GET', url });
      expect([original.statusCode, original.rawPayload.equals(png)]).toEqual([200, true]);
      const size = await app.inject({ method: 'GET', url: imageVariantPath(url, 240) ?? '' });
      expect([size.statusCode, size.rawPayload.equals(webp)]).toEqual([200, true]);
    } finally {
      await app.dispose();
    }
  });

  it('says what is missing: no bucket set, no such folder, a bucket out of reach', async () => {
    const noBucket = await copyCommand({ DATA_DIR: dataDir, S3_BUCKET: '' });
    expect([noBucket.code, noBucket.stderr]).toEqual([2, expect.stringContaining('S3_BUCKET')]);
    const noFolder = await copyCommand(s3.settings(bucket), '--from', path.join(dataDir, 'nowhere'));
    expect([noFolder.code, noFolder.stderr]).toEqual([2, expect.stringContaining('no such folder')]);
    const closed = await copyCommand({
      ...s3.settings(bucket),
      DATA_DIR: dataDir,
      S3_ENDPOINT: 'http://127.0.0.1:9',
    });
    expect([closed.code, closed.stderr]).toEqual([2, expect.stringContaining('cannot be reached')]);
  });
});
