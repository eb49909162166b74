/**
 * `node apps/server/scripts/local-s3.ts [--port N] [--host H] [--dir D] [--bucket B]…`: a local
 * S3-compatible server (s3rver, from npm) for tests and for trying MCC with `UPLOADS_STORAGE=s3` on one
 * machine. It listens on 127.0.0.1 (`--port 0`, the default, takes any free port), keeps objects under
 * `--dir` (a new temporary folder by default, removed at exit), makes each `--bucket` (default
 * `mcc-uploads`), then prints the settings a server needs to use it, one `NAME=value` a line, and a last
 * line `ready`. SIGTERM or SIGINT stops it. Not for production: no durability, one fixed key pair.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** s3rver's one account: every request must be signed with it. */
export const LOCAL_S3_KEY = 'S3RVER';

/** The parts of s3rver's object store used here (it ships no types). */
interface S3rverStore {
  getResourcePath(bucket: string, key: string | undefined, resource: string): string;
  putObject(object: S3rverObject): Promise<{ size: number; md5: string }>;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5?: string): Promise<void>;
}
interface S3rverObject {
  bucket: string;
  key: string;
  content: Buffer | NodeJS.ReadableStream;
  metadata: Record<string, string>;
}
interface S3rver {
  store: S3rverStore;
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);
const S3rverServer = require('s3rver') as new (options: Record<string, unknown>) => S3rver;
const { ALLOWED_METADATA } = require('s3rver/lib/models/object.js') as { ALLOWED_METADATA: string[] };

/** Writes `bytes` beside `file` under a name of its own, then renames it into place. */
async function replaceAtomically(file: string, bytes: Buffer | string) {
  const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(tmp, bytes);
  await fs.rename(tmp, file);
}

async function bytesOf(content: Buffer | NodeJS.ReadableStream): Promise<Buffer> {
  if (Buffer.isBuffer(content)) return content;
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * s3rver writes an object in place, and answers its PUT before the bytes are on disk: a reader meanwhile
 * gets part of it, or nothing. S3 (and MinIO, Garage, Ceph) replace an object whole, so that is what the
 * tests must meet: each part is written under a name of its own and renamed into place, the object last,
 * so an object seen is whole and has its type.
 */
function makeWritesAtomic(store: S3rverStore) {
  store.putMetadata = async (bucket, key, metadata, md5) => {
    const kept = Object.fromEntries(
      Object.entries(metadata).filter(
        ([name]) => ALLOWED_METADATA.includes(name) || name.startsWith('x-amz-meta-'),
      ),
    );
    if (md5) await replaceAtomically(store.getResourcePath(bucket, key, 'object.md5'), md5);
    await replaceAtomically(
      store.getResourcePath(bucket, key, 'metadata.json'),
      JSON.stringify(kept, null, 2),
    );
  };
  store.putObject = async (object) => {
    const file = store.getResourcePath(object.bucket, object.key, 'object');
    await fs.mkdir(path.dirname(file), { recursive: true });
    const bytes = await bytesOf(object.content);
    const md5 = createHash('md5').update(bytes).digest('hex');
    await store.putMetadata(object.bucket, object.key, object.metadata, md5);
    await replaceAtomically(file, bytes);
    return { size: bytes.length, md5 };
  };
}

/** Starts the server; answers its address and a way to stop it. */
export async function startLocalS3Server(opts: {
  port?: number;
  host?: string;
  dir: string;
  buckets: string[];
}) {
  const server = new S3rverServer({
    port: opts.port ?? 0,
    address: opts.host ?? '127.0.0.1',
    directory: opts.dir,
    silent: true,
    configureBuckets: opts.buckets.map((name) => ({ name })),
  });
  makeWritesAtomic(server.store);
  const { port } = await server.run();
  return { endpoint: `http://${opts.host ?? '127.0.0.1'}:${port}`, stop: () => server.close() };
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      host: { type: 'string', default: '127.0.0.1' },
      dir: { type: 'string' },
      bucket: { type: 'string', multiple: true, default: ['mcc-uploads'] },
    },
  });
  const temporary = values.dir === undefined;
  const dir = values.dir ?? mkdtempSync(path.join(os.tmpdir(), 'mcc-local-s3-'));
  await fs.mkdir(dir, { recursive: true });
  const { endpoint, stop } = await startLocalS3Server({
    port: Number(values.port),
    host: values.host,
    dir,
    buckets: values.bucket,
  });
  const settings = {
    UPLOADS_STORAGE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: values.bucket[0],
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: LOCAL_S3_KEY,
    S3_SECRET_ACCESS_KEY: LOCAL_S3_KEY,
    S3_FORCE_PATH_STYLE: 'true',
  };
  for (const [name, value] of Object.entries(settings)) console.log(`${name}=${value}`);
  console.log('ready');
  const shutdown = () => {
    void stop().finally(() => {
      if (temporary) rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    });
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) await main();
