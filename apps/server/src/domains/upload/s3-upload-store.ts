import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../../config/env.ts';
import { AppError } from '../../lib/errors.ts';
import { IMMUTABLE, type UploadStore } from './upload-store.ts';

/** The S3 settings (`S3_*` in `config/env.ts`). */
export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** The S3 settings of `config`; the bucket must be set (`UPLOADS_STORAGE=s3` makes sure of it). */
export function s3SettingsOf(config: Config): S3Settings {
  if (!config.S3_BUCKET) throw new Error('S3_BUCKET is not set');
  return {
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

/** Where the driver says why the store is out of reach (the server's log, or a command's output). */
export interface StoreLog {
  warn(details: { err: unknown; key: string }, message: string): void;
}

/** Seconds a client is told to wait before trying again while the store is out of reach. */
export const STORE_RETRY_AFTER_S = 5;

/**
 * Pre-signed addresses are made per window of this many seconds, all alike within one (signed as at the
 * window's start), and stay valid for two windows: a browser that follows the same redirect again within
 * the window asks for the same address and finds the picture in its cache, and a redirect kept until the
 * window ends still leads to a valid address.
 */
const LINK_WINDOW_S = 300;

/**
 * Any S3-compatible store (AWS S3, MinIO, Garage, Ceph RGW, …) through the AWS SDK v3: each key an object
 * of the bucket, stored with its type and the one-year immutable cache header, so that the store serves
 * it as the app would (pre-signed redirects, a CDN in front of the bucket).
 */
export function s3UploadStore(settings: S3Settings, log: StoreLog): UploadStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: the SDK's default CRC32 headers are refused or misread by
    // several S3-compatible stores, and keys are SHA-256 of the bytes already.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering fails the request in seconds (and is tried once more), rather than
    // holding it until the client gives up. The time to answer counts until the answer's headers: a
    // picture streamed to a slow phone is not cut.
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: 3_000,
      requestTimeout: 20_000,
      throwOnRequestTimeout: true,
      // Each picture served through the app holds a connection while it streams. Idle connections kept
      // for the next request never hold the process open (Node lets go of them at exit).
      httpAgent: { keepAlive: true, maxSockets: 256 },
      httpsAgent: { keepAlive: true, maxSockets: 256 },
    },
  });
  const Bucket = settings.bucket;

  /** Absent objects answer undefined; anything else (unreachable, refused, misconfigured) is logged and unavailable. */
  function absentOrUnavailable(key: string) {
    return (err: { name?: string; $metadata?: { httpStatusCode?: number } }): undefined => {
      if (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404)
        return undefined;
      log.warn({ err, key }, 'upload store unavailable');
      throw new AppError('UPLOAD_STORE_UNAVAILABLE', { retryAfter: STORE_RETRY_AFTER_S });
    };
  }

  async function size(key: string) {
    const head = await client
      .send(new HeadObjectCommand({ Bucket, Key: key }))
      .catch(absentOrUnavailable(key));
    return head?.ContentLength;
  }

  async function get(key: string) {
    return client.send(new GetObjectCommand({ Bucket, Key: key })).catch(absentOrUnavailable(key));
  }

  return {
    async put(key, bytes, contentType) {
      // A key names its bytes: one already there is the same picture, and is not sent again.
      if ((await size(key)) !== undefined) return false;
      await client
        .send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: bytes,
            ContentType: contentType,
            CacheControl: IMMUTABLE,
          }),
        )
        .catch(absentOrUnavailable(key));
      return true;
    },
    async open(key) {
      const object = await get(key);
      if (!object?.Body) return undefined;
      return { size: object.ContentLength ?? 0, stream: object.Body as Readable };
    },
    size,
    async read(key) {
      const object = await get(key);
      if (!object?.Body) return undefined;
      const bytes = await object.Body.transformToByteArray().catch(absentOrUnavailable(key));
      return bytes && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    async signedLink(key) {
      const now = Date.now() / 1000;
      const windowStart = Math.floor(now / LINK_WINDOW_S) * LINK_WINDOW_S;
      const url = await getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), {
        signingDate: new Date(windowStart * 1000),
        expiresIn: 2 * LINK_WINDOW_S,
      });
      return { url, maxAge: Math.max(1, Math.floor(windowStart + LINK_WINDOW_S - now)) };
    },
  };
}
