import { imageSource } from '../../../../lib/asset-url.ts';

/** An artwork drawn across the column as a page's first picture: fetched first, in the size it is drawn. */
export function HeroArtwork({ image, alt }: { image: string; alt: string }) {
  return <img {...imageSource(image, 'full')} alt={alt} width={480} height={480} fetchPriority="high" />;
}
