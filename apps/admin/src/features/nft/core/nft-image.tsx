import { Image } from 'antd';

/** A series' or box's picture in a list: square, cropped to fill, enlarged on click. */
export function NftImage({ src, size }: { src: string; size: number }) {
  return (
    <Image
      src={src}
      width={size}
      height={size}
      style={{ objectFit: 'cover', borderRadius: size > 40 ? 6 : 4 }}
      alt=""
    />
  );
}
