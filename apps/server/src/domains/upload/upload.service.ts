import { createHash } from 'node:crypto';
import { UPLOAD_PATH } from '@mcc/contract/image-variants';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { carriesMetadata, withoutMetadata } from './image-metadata.ts';
import { uploadJobs } from './image-work.ts';
import { uploadedFiles } from './upload.tables.ts';
import type { UploadStore } from './upload-store.ts';

/** The image types we take, recognised by their first bytes, never by the name a client sends. */
const signatures: { mime: string; ext: string; test: (b: Buffer) => boolean }[] = [
  {
    mime: 'image/png',
    ext: 'png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
  },
  { mime: 'image/jpeg', ext: 'jpg', test: (b) => b.subarray(0, 3).equals(Buffer.from('ffd8ff', 'hex')) },
  { mime: 'image/gif', ext: 'gif', test: (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')) },
  {
    mime: 'image/webp',
    ext: 'webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The extensions stored uploads may have. */
export const UPLOAD_EXTENSIONS = signatures.map((s) => s.ext);

export function sniffImage(bytes: Buffer, allowed: string[]) {
  return signatures.find((s) => allowed.includes(s.mime) && s.test(bytes));
}

/** A client file name is only ever logged, but one carrying a path or control characters is refused outright. */
export function isSafeFileName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= 255 &&
    !/[/\\\p{Cc}]/u.test(name) &&
    name !== '.' &&
    !name.includes('..')
  );
}

/** The type of a stored upload's name (`<sha256>.<ext>`), or undefined when no upload could have it. */
export function uploadMime(name: string): string | undefined {
  const ext = /^[0-9a-f]{64}\.([a-z]+)$/.exec(name)?.[1];
  return signatures.find((s) => s.ext === ext)?.mime;
}

export function createUploadService(deps: { db: Db; clock: Clock; store: UploadStore; publicUrl: string }) {
  /** Users with a picture being re-encoded: one each at a time, so that no one user fills the line. */
  const reencoding = new Set<number>();

  /** The picture without its metadata, made in the process's line of upload jobs. */
  async function stripped(bytes: Buffer, ext: string, uploader: number | undefined): Promise<Buffer> {
    if (uploader !== undefined && reencoding.has(uploader)) throw new AppError('UPLOAD_BUSY');
    const job = uploadJobs.run(() => withoutMetadata(bytes, ext));
    if (!job) throw new AppError('UPLOAD_BUSY');
    if (uploader !== undefined) reencoding.add(uploader);
    try {
      return await job;
    } catch {
      throw new AppError('UPLOAD_IMAGE_UNREADABLE');
    } finally {
      if (uploader !== undefined) reencoding.delete(uploader);
    }
  }

  /**
   * Writes the picture under the SHA-256 of the bytes stored, so the same image uploaded twice is one
   * file; answers its name and addresses. A picture carrying metadata (where it was taken, the camera,
   * comments: `image-metadata.ts`) is stored re-encoded without it, upright; one without is stored byte
   * for byte. Who uploaded it is the caller's to record (`store` for users, who pass their id as
   * `uploader`).
   */
  async function save(fileName: string, bytes: Buffer, allowedTypes: string[], uploader?: number) {
    if (!isSafeFileName(fileName)) throw new AppError('UPLOAD_FILE_NAME_INVALID');
    const kind = sniffImage(bytes, allowedTypes);
    if (!kind) throw new AppError('UPLOAD_TYPE_NOT_ALLOWED');
    const stored = carriesMetadata(bytes, kind.ext) ? await stripped(bytes, kind.ext, uploader) : bytes;
    const name = `${createHash('sha256').update(stored).digest('hex')}.${kind.ext}`;
    await deps.store.put(name, stored, kind.mime);
    const url = `/uploads/${name}`;
    return { name, url, fullurl: `${deps.publicUrl}${url}` };
  }

  /** A user's upload: the file, and that `userId` uploaded it (a recharge proof must be their own). */
  async function store(userId: number, fileName: string, bytes: Buffer, allowedTypes: string[]) {
    const { name, url, fullurl } = await save(fileName, bytes, allowedTypes, userId);
    await deps.db
      .insert(uploadedFiles)
      .values({ name, userId, createdAt: deps.clock.now() })
      .onConflictDoNothing();
    return { url, fullurl };
  }

  /** Whether `url` (`/uploads/<name>`) is a file `userId` uploaded. */
  async function isUploadedBy(userId: number, url: string): Promise<boolean> {
    // `/uploads/<name>` as the API writes it; anything else names no stored file.
    const name = UPLOAD_PATH.exec(url)?.[1];
    if (!name) return false;
    const [row] = await deps.db
      .select({ name: uploadedFiles.name })
      .from(uploadedFiles)
      .where(and(eq(uploadedFiles.name, name), eq(uploadedFiles.userId, userId)));
    return row !== undefined;
  }

  return { save, store, isUploadedBy };
}

export type UploadService = ReturnType<typeof createUploadService>;
