import type { Coupon } from '@mcc/contract';
import { useTranslation } from 'react-i18next';
import { imageSource } from '../../../lib/asset-url.ts';
import { RarityTag } from './rarity-tag.tsx';

/** A copy the user holds, as a card of the grid: picture, its serial `k / supply`, series, rarity. */
export function CouponCard({ coupon, onOpen }: { coupon: Coupon; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="nft-card" onClick={onOpen} data-testid={`coupon-${coupon.id}`}>
      <div className="nft-card-image">
        <img
          {...imageSource(coupon.image, 'card')}
          alt={coupon.seriesName}
          loading="lazy"
          decoding="async"
          width={240}
          height={240}
        />
        <span className="nft-serial" data-testid="coupon-serial">
          {t('nft.serial', { serial: coupon.serial, supply: coupon.supply })}
        </span>
      </div>
      <div className="nft-card-body">
        <div className="nft-card-name">{coupon.seriesName}</div>
        <RarityTag rarity={coupon.rarity} />
      </div>
    </button>
  );
}
