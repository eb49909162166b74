import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';

/**
 * Publishes `bytes` at `file` for files named by their content (an upload's SHA-256, a variant of one):
 * written to a temporary name of its own, then linked into place, which fails if the file is already
 * there — so a published file is never rewritten, two writers of the same bytes never share a temporary
 * file, and a reader sees the whole file or none (it is served as immutable for a year). Answers
 * whether this call published it (false: it was there already).
 */
export async function publishOnce(file: string, bytes: Buffer): Promise<boolean> {
  const published = await fs.access(file).then(
    () => true,
    () => false,
  );
  if (published) return false;
  const tmp = `${file}.${randomBytes(8).toString('hex')}.tmp`;
  await fs.writeFile(tmp, bytes);
  try {
    await fs.link(tmp, file);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    return false;
  } finally {
    await fs.unlink(tmp).catch(() => {});
  }
}
