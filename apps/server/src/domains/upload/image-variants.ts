import { IMAGE_WIDTHS, type ImageWidth } from '@mcc/contract/image-variants';
import { MAX_INPUT_PIXELS, sharp, variantJobs } from './image-work.ts';
import { UPLOAD_EXTENSIONS } from './upload.service.ts';
import type { UploadStore } from './upload-store.ts';

/**
 * An original larger than this is not decoded for its sizes (the time to decode grows with the bytes,
 * whatever the pixels): the page shows the original. Above any phone photo the upload limit lets in.
 */
const MAX_INPUT_BYTES = 16 * 1024 * 1024;
/** Visually the same as the originals on a phone, a third to a tenth of their PNG bytes. */
const WEBP_QUALITY = 78;

export const isImageWidth = (n: number): n is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(n);

/**
 * The answer for a variant: the key it is stored under; or no upload has that hash; or the original (file
 * name) is the one to show, for now (too many variants being made) or for good (too large, damaged).
 */
export type Variant = { key: string } | 'missing' | { original: string };

/**
 * WebP copies of uploads at the widths of `IMAGE_WIDTHS`, made on first request and kept in the upload
 * store beside the uploads (`w/<width>/<hash>.webp`), so each is made once. Uploads are named by their
 * content hash and never change, so neither do their variants; two servers making the same one store the
 * same bytes. Never wider than the original. The pictures are decoded here, whichever the store.
 */
export function createImageVariants(store: UploadStore) {
  /** Variants being made by this process, so a burst of first requests makes each once. */
  const making = new Map<string, Promise<Variant>>();

  async function original(hash: string): Promise<{ name: string; size: number } | undefined> {
    for (const ext of UPLOAD_EXTENSIONS) {
      const name = `${hash}.${ext}`;
      const size = await store.size(name);
      if (size !== undefined) return { name, size };
    }
    return undefined;
  }

  /**
   * The WebP bytes, or undefined when the picture cannot be decoded within the limits. The original is
   * read in the job itself, so only the one picture being made is held in memory, not those waiting.
   */
  async function render(name: string, width: ImageWidth): Promise<Buffer | undefined> {
    const bytes = await store.read(name);
    if (!bytes) return undefined;
    // Turned as the photo was taken.
    return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer()
      .catch(() => undefined);
  }

  async function make(hash: string, width: ImageWidth, key: string): Promise<Variant> {
    const source = await original(hash);
    if (!source) return 'missing';
    if (source.size > MAX_INPUT_BYTES) return { original: source.name };
    const rendering = variantJobs.run(() => render(source.name, width));
    // Not made when too many are (the original now, the variant on a later request) or not decodable.
    const bytes = rendering && (await rendering);
    if (!bytes) return { original: source.name };
    await store.put(key, bytes, 'image/webp');
    return { key };
  }

  /** The upload `hash` at `width`, made now if this is the first request. */
  async function variant(hash: string, width: ImageWidth): Promise<Variant> {
    const key = variantKey(hash, width);
    if ((await store.size(key)) !== undefined) return { key };
    let pending = making.get(key);
    if (!pending) {
      pending = make(hash, width, key).finally(() => making.delete(key));
      making.set(key, pending);
    }
    return pending;
  }

  return { variant };
}

export type ImageVariants = ReturnType<typeof createImageVariants>;

/** Where the variant of the upload `hash` at `width` is kept. */
export const variantKey = (hash: string, width: ImageWidth) => `w/${width}/${hash}.webp`;
