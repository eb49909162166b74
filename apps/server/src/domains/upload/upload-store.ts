import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { publishOnce } from '../../lib/publish-once.ts';

/** How long a browser and any proxy keep an upload or a variant: its name is its content, so for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A stored object opened for reading: its size, and a stream that releases what it holds when read or destroyed. */
export interface StoredObject {
  size: number;
  stream: Readable;
}

/** A short-lived address of the object at the store itself, and how long an answer pointing to it may be kept. */
export interface SignedLink {
  url: string;
  /** Seconds a redirect to `url` may be cached: never beyond the signature's life. */
  maxAge: number;
}

/**
 * Where uploads and their variants are kept, by key: `<sha256>.<ext>` for an upload, `w/<width>/<sha256>.webp`
 * for a smaller size (the same layout in a folder and in a bucket). Keys name their content, so an object,
 * once there, never changes: `put` of a key already there leaves it, and two writers of one key write the
 * same bytes. A store that cannot be reached throws `AppError('UPLOAD_STORE_UNAVAILABLE')`.
 */
export interface UploadStore {
  /**
   * Stores the bytes under `key` unless an object is already there (answers false then); readers see
   * all of it or none.
   */
  put(key: string, bytes: Buffer, contentType: string): Promise<boolean>;
  /** The object opened for reading, or undefined when there is none. */
  open(key: string): Promise<StoredObject | undefined>;
  /** The object's size in bytes, or undefined when there is none. */
  size(key: string): Promise<number | undefined>;
  /** The whole object, or undefined when there is none. */
  read(key: string): Promise<Buffer | undefined>;
  /** A pre-signed address of the object at the store (only stores that serve objects themselves). */
  signedLink?(key: string): Promise<SignedLink>;
}

/** The store of one machine: a folder (`DATA_DIR/uploads`), each key a file under it. */
export function folderUploadStore(dir: string): UploadStore {
  fs.mkdirSync(dir, { recursive: true });
  const fileOf = (key: string) => path.join(dir, key);
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      return publishOnce(file, bytes);
    },
    async open(key) {
      const handle = await fs.promises.open(fileOf(key)).catch(absentAsUndefined);
      if (!handle) return undefined;
      const stat = await handle.stat().catch(async (err) => {
        await handle.close();
        throw err;
      });
      if (!stat.isFile()) {
        await handle.close();
        return undefined;
      }
      return { size: stat.size, stream: handle.createReadStream() };
    },
    async size(key) {
      const stat = await fs.promises.stat(fileOf(key)).catch(absentAsUndefined);
      // A folder where a file is expected (`w`) is no object.
      return stat?.isFile() ? stat.size : undefined;
    },
    read: (key) => fs.promises.readFile(fileOf(key)).catch(absentAsUndefined),
  };
}

function absentAsUndefined(err: NodeJS.ErrnoException): undefined {
  if (err.code === 'ENOENT' || err.code === 'EISDIR') return undefined;
  throw err;
}
