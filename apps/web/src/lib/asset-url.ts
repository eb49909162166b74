import { IMAGE_WIDTHS, imageVariantPath, UPLOAD_PATH } from '@mcc/contract/image-variants';

/** Uploaded files come back as `/uploads/…`; when the API lives on another host they must point there. */
export function assetUrl(url: string | null | undefined): string {
  if (!url) return '';
  if (url.startsWith('/')) return ((import.meta.env.VITE_API_BASE as string | undefined) ?? '') + url;
  return url;
}

/** How wide an uploaded picture is shown, for the browser to pick its size (the column is at most 480 px). */
export const IMAGE_SIZES = {
  /** Across the column: heroes, detail artwork. */
  full: 'min(100vw, 480px)',
  /** A card of the two-column grid. */
  card: 'min(50vw, 240px)',
  /** A thumbnail in a list row. */
  thumb: '64px',
} as const;

/**
 * An uploaded picture's `src`, and the WebP sizes the server makes of it (`srcSet`) with how wide it is
 * shown (`sizes`), so a phone downloads what it draws; a picture from elsewhere keeps its `src` alone.
 */
export function imageSource(url: string | null | undefined, sizes: keyof typeof IMAGE_SIZES) {
  const src = assetUrl(url);
  if (!url || !UPLOAD_PATH.test(url)) return { src };
  const srcSet = IMAGE_WIDTHS.map((w) => `${assetUrl(imageVariantPath(url, w))} ${w}w`).join(', ');
  return { src, srcSet, sizes: IMAGE_SIZES[sizes] };
}
