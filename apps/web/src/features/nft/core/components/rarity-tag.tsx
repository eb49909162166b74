import type { Rarity, SeriesState } from '@mcc/contract';
import { useTranslation } from 'react-i18next';

/** The rarity as a coloured tag (common grey, rare blue, epic violet, legendary gold). */
export function RarityTag({ rarity }: { rarity: Rarity }) {
  const { t } = useTranslation();
  return <span className={`nft-rarity nft-rarity-${rarity}`}>{t(`nft.rarity.${rarity}`)}</span>;
}

/** Where the series stands: on sale, sold out, coming soon, ended. */
export function StatusChip({ status }: { status: SeriesState }) {
  const { t } = useTranslation();
  return (
    <span className={`nft-status nft-status-${status}`} data-status={status}>
      {t(`nft.status.${status}`)}
    </span>
  );
}
