import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';

/** The script that runs the local S3-compatible server (s3rver): `npm run cluster` starts it too. */
export const LOCAL_S3_SCRIPT = fileURLToPath(new URL('../../scripts/local-s3.ts', import.meta.url));

export interface LocalS3 {
  endpoint: string;
  /** A client of the server, signed with its key: for a test to look at (or plant) objects itself. */
  client: S3Client;
  /** The settings that make a server keep its uploads in `bucket` of this server. */
  settings(bucket: string): Record<string, string>;
  /** Makes an empty bucket of its own (each test app gets one) and answers its name. */
  newBucket(): Promise<string>;
  /** Stops the server (a store that is down until started again; the objects are gone with it). */
  stop(): Promise<void>;
}

/**
 * Starts a local S3-compatible server in a process of its own (as a real store is: its work is not the
 * test's event loop's), on a free port, with its objects in a temporary folder removed when it stops.
 */
export async function startLocalS3(): Promise<LocalS3> {
  const child = spawn(process.execPath, [LOCAL_S3_SCRIPT, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const printed = await settingsPrinted(child);
  const endpoint = printed.S3_ENDPOINT;
  if (!endpoint) throw new Error('the local S3 server printed no S3_ENDPOINT');
  const settings = (bucket: string) => ({ ...printed, S3_BUCKET: bucket });
  const client = new S3Client({
    endpoint,
    region: printed.S3_REGION,
    forcePathStyle: true,
    credentials: {
      accessKeyId: printed.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: printed.S3_SECRET_ACCESS_KEY ?? '',
    },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    endpoint,
    client,
    settings,
    async newBucket() {
      const bucket = `mcc-test-${randomBytes(6).toString('hex')}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return bucket;
    },
    async stop() {
      client.destroy();
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The `NAME=value` lines the script prints before its line `ready`. */
async function settingsPrinted(child: ChildProcess): Promise<Record<string, string>> {
  const printed: Record<string, string> = {};
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  // A server that fails to start closes its output, which ends the loop.
  for await (const line of lines) {
    if (line === 'ready') return printed;
    const [name, ...value] = line.split('=');
    if (name) printed[name] = value.join('=');
  }
  throw new Error('the local S3 server stopped before it was ready');
}
