import { imageSource } from '../../../../lib/asset-url.ts';

/** A series' picture, small and square, in a row (a pool entry, a draw, a recipe's input). */
export function Thumb({ image, alt, size = 44 }: { image: string; alt: string; size?: number }) {
  return (
    <img
      className="nft-thumb"
      {...imageSource(image, 'thumb')}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
