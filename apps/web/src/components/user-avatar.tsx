import { Image } from 'antd-mobile';
import { UserOutline } from 'antd-mobile-icons';
import { assetUrl } from '../lib/asset-url.ts';

/** A round avatar, loaded lazily; a plain icon when the user has none. */
export function UserAvatar({ src, size = 56 }: { src?: string | null; size?: number }) {
  const style = { width: size, height: size, borderRadius: '50%', flex: 'none' } as const;
  if (!src)
    return (
      <div
        style={{ ...style, display: 'grid', placeItems: 'center', background: '#1b211f', fontSize: size / 2 }}
      >
        <UserOutline />
      </div>
    );
  return <Image src={assetUrl(src)} lazy fit="cover" style={style} alt="" data-testid="avatar" />;
}
