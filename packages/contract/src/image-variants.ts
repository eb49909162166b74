/**
 * Uploaded pictures in smaller sizes (`@mcc/contract/image-variants`, out of the index so the web app's
 * pages get it without the schemas): the server makes a WebP copy of an upload at each of these widths
 * on first request (`/uploads/w/<width>/<hash>.webp`), and the web app offers them in `srcset`, so a
 * phone downloads the size it shows instead of the original.
 */
export const IMAGE_WIDTHS = [240, 360, 480, 750] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** An upload's address as the API writes it, `/uploads/<name>`: groups 1 its file name, 2 its content hash. */
export const UPLOAD_PATH = /^\/uploads\/(([0-9a-f]{64})\.(?:png|jpg|webp|gif))$/;

/** Where the WebP copy of the upload at `path` is served at `width`; undefined when `path` is no upload. */
export function imageVariantPath(path: string, width: ImageWidth): string | undefined {
  const hash = UPLOAD_PATH.exec(path)?.[2];
  return hash && `/uploads/w/${width}/${hash}.webp`;
}
