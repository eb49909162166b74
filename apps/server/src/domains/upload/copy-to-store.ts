import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS } from '@mcc/contract/image-variants';
import { uploadMime } from './upload.service.ts';
import type { UploadStore } from './upload-store.ts';

/** What a copy did, file by file. */
export interface CopyReport {
  /** Objects written to the store. */
  copied: number;
  /** Objects the store had already (an earlier copy, or a server on the store since). */
  present: number;
  /** Files that are no upload nor size of one (temporary files, anything put there by hand): left out. */
  ignored: string[];
  /** Uploads whose bytes are not those their name is the hash of: left out, for someone to look at. */
  damaged: string[];
}

/** Files copied at once: the store's round trips overlap, the disk reads stay few. */
const AT_ONCE = 8;

/**
 * Copies an uploads folder (`DATA_DIR/uploads` of a server on the local store) into `store`, keys as
 * the files are named there: the uploads (`<sha256>.<ext>`, each checked against its hash) and their
 * sizes (`w/<width>/<sha256>.webp`). An object the store has already is left as it is, so the copy
 * can be run again (after an interruption, or to catch up with a server still writing the folder).
 */
export async function copyFolderToStore(dir: string, store: UploadStore): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, present: 0, ignored: [], damaged: [] };
  const files = (await fs.readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  const queue = [...files];
  async function copyNext(): Promise<void> {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      const type = typeOf(key);
      if (!type) {
        report.ignored.push(key);
        continue;
      }
      const bytes = await fs.readFile(path.join(dir, key));
      // An upload's name is the hash of its bytes (a size's is its original's).
      if (!key.startsWith('w/') && createHash('sha256').update(bytes).digest('hex') !== key.slice(0, 64)) {
        report.damaged.push(key);
        continue;
      }
      if (await store.put(key, bytes, type)) report.copied++;
      else report.present++;
    }
  }
  await Promise.all(Array.from({ length: AT_ONCE }, copyNext));
  report.ignored.sort();
  report.damaged.sort();
  return report;
}

/** The type of what `key` names in an uploads folder, or undefined when it is no upload nor size of one. */
function typeOf(key: string): string | undefined {
  const size = /^w\/(\d+)\/[0-9a-f]{64}\.webp$/.exec(key);
  if (size)
    return (IMAGE_WIDTHS as readonly number[]).map(String).includes(size[1] ?? '') ? 'image/webp' : undefined;
  return uploadMime(key);
}
