import type { NftSeries } from '@mcc/contract';
import { useTranslation } from 'react-i18next';
import { amountText } from '../../../../components/money/amount.tsx';
import { imageSource } from '../../../../lib/asset-url.ts';
import { RarityTag, StatusChip } from '../../core/components/rarity-tag.tsx';

/** A series as a card of the grid: picture, state, name, rarity, price and how many are left. */
export function SeriesCard({ series, onOpen }: { series: NftSeries; onOpen: () => void }) {
  const { t } = useTranslation();
  const soldShare = series.supply > 0 ? (series.supply - series.remaining) / series.supply : 0;
  return (
    <button type="button" className="nft-card" onClick={onOpen} data-testid={`series-${series.id}`}>
      <div className="nft-card-image">
        <img
          {...imageSource(series.image, 'card')}
          alt={series.name}
          loading="lazy"
          decoding="async"
          width={240}
          height={240}
        />
        <StatusChip status={series.status} />
      </div>
      <div className="nft-card-body">
        <div className="nft-card-name">{series.name}</div>
        <RarityTag rarity={series.rarity} />
        <div className="nft-card-price">
          {amountText(series.price)} <small>USDT</small>
        </div>
        <div className="nft-progress" aria-hidden="true">
          <span style={{ width: `${Math.round(soldShare * 100)}%` }} />
        </div>
        <div className="nft-card-left">{t('nft.left', { count: series.remaining })}</div>
      </div>
    </button>
  );
}
