import type { HeldCopy } from '@mcc/contract';
import { useTranslation } from 'react-i18next';
import { imageSource } from '../../../../lib/asset-url.ts';
import { RarityTag } from '../../core/components/rarity-tag.tsx';

/** A copy the user holds, as a card of the grid: picture, its serial `k / supply`, series, rarity. */
export function HeldCopyCard({ copy, onOpen }: { copy: HeldCopy; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="nft-card" onClick={onOpen} data-testid={`held-copy-${copy.id}`}>
      <div className="nft-card-image">
        <img
          {...imageSource(copy.image, 'card')}
          alt={copy.seriesName}
          loading="lazy"
          decoding="async"
          width={240}
          height={240}
        />
        <span className="nft-serial" data-testid="held-copy-serial">
          {t('nft.serial', { serial: copy.serial, supply: copy.supply })}
        </span>
      </div>
      <div className="nft-card-body">
        <div className="nft-card-name">{copy.seriesName}</div>
        <RarityTag rarity={copy.rarity} />
      </div>
    </button>
  );
}
