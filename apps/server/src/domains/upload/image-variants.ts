import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS, type ImageWidth } from '@mcc/contract/image-variants';
import { publishOnce } from '../../lib/publish-once.ts';
import { MAX_INPUT_PIXELS, sharp, variantJobs } from './image-work.ts';
import { UPLOAD_EXTENSIONS } from './upload.service.ts';

/**
 * An original larger than this is not decoded for its sizes (the time to decode grows with the bytes,
 * whatever the pixels): the page shows the original. Above any phone photo the upload limit lets in.
 */
const MAX_INPUT_BYTES = 16 * 1024 * 1024;
/** Visually the same as the originals on a phone, a third to a tenth of their PNG bytes. */
const WEBP_QUALITY = 78;

export const isImageWidth = (n: number): n is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(n);

/**
 * The answer for a variant: its WebP bytes; or no upload has that hash; or the original (file name) is
 * the one to show, for now (too many variants being made) or for good (too large, damaged).
 */
export type Variant = { webp: Buffer } | 'missing' | { original: string };

/**
 * WebP copies of uploads at the widths of `IMAGE_WIDTHS`, made on first request and kept on disk beside
 * the uploads (`w/<width>/<hash>.webp`), so each is made once per server. Uploads are named by their
 * content hash and never change, so neither do their variants; two servers making the same one write
 * the same bytes. Never wider than the original.
 */
export function createImageVariants(uploadDir: string) {
  /** Variants being made by this process, so a burst of first requests makes each once. */
  const making = new Map<string, Promise<Variant>>();

  async function original(hash: string): Promise<{ name: string; file: string; size: number } | undefined> {
    for (const ext of UPLOAD_EXTENSIONS) {
      const name = `${hash}.${ext}`;
      const file = path.join(uploadDir, name);
      const stat = await fs.stat(file).catch(absentAsUndefined);
      if (stat) return { name, file, size: stat.size };
    }
    return undefined;
  }

  /** The WebP bytes, or undefined when the picture cannot be decoded within the limits. */
  function render(file: string, width: ImageWidth): Promise<Buffer | undefined> {
    // Read from the file by libvips, not into memory first; turned as the photo was taken.
    return sharp(file, { limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer()
      .catch(() => undefined);
  }

  async function make(hash: string, width: ImageWidth, file: string): Promise<Variant> {
    const source = await original(hash);
    if (!source) return 'missing';
    if (source.size > MAX_INPUT_BYTES) return { original: source.name };
    const rendering = variantJobs.run(() => render(source.file, width));
    // Not made when too many are (the original now, the variant on a later request) or not decodable.
    const bytes = rendering && (await rendering);
    if (!bytes) return { original: source.name };
    await fs.mkdir(path.dirname(file), { recursive: true });
    await publishOnce(file, bytes);
    return { webp: bytes };
  }

  /** The WebP bytes of the upload `hash` at `width`, made now if this is the first request. */
  async function variant(hash: string, width: ImageWidth): Promise<Variant> {
    const file = path.join(uploadDir, 'w', String(width), `${hash}.webp`);
    const kept = await fs.readFile(file).catch(absentAsUndefined);
    if (kept) return { webp: kept };
    let pending = making.get(file);
    if (!pending) {
      pending = make(hash, width, file).finally(() => making.delete(file));
      making.set(file, pending);
    }
    return pending;
  }

  return { variant };
}

export type ImageVariants = ReturnType<typeof createImageVariants>;

function absentAsUndefined(err: NodeJS.ErrnoException): undefined {
  if (err.code === 'ENOENT') return undefined;
  throw err;
}
