import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS, type ImageWidth } from '@mcc/contract/image-variants';
import sharp from 'sharp';
import { publishOnce } from '../../lib/publish-once.ts';
import { UPLOAD_EXTENSIONS } from './upload.service.ts';

/**
 * A picture larger than this is not decoded (a small PNG can claim 20,000 × 20,000 pixels and ask for
 * gigabytes): its variant is refused and the page shows the original.
 */
const MAX_INPUT_PIXELS = 25_000_000;
/** Visually the same as the originals on a phone, a third to a tenth of their PNG bytes. */
const WEBP_QUALITY = 78;

export const isImageWidth = (n: number): n is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(n);

/**
 * The answer for a variant: its WebP bytes; or no upload has that hash; or the upload is not a picture
 * that may be decoded (too large, damaged), and its original (file name) is the one to show.
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

  async function original(hash: string): Promise<{ name: string; bytes: Buffer } | undefined> {
    for (const ext of UPLOAD_EXTENSIONS) {
      const name = `${hash}.${ext}`;
      const bytes = await fs.readFile(path.join(uploadDir, name)).catch(absentAsUndefined);
      if (bytes) return { name, bytes };
    }
    return undefined;
  }

  async function make(hash: string, width: ImageWidth, file: string): Promise<Variant> {
    const source = await original(hash);
    if (!source) return 'missing';
    let bytes: Buffer;
    try {
      bytes = await sharp(source.bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
    } catch {
      return { original: source.name };
    }
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
