import type { AuctionState } from '@mcc/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const AUCTION_COLORS: Record<AuctionState, string> = {
  upcoming: 'warning',
  live: 'processing',
  ended: 'purple',
  sold: 'success',
  unsold: 'default',
  cancelled: 'error',
};

/** An auction's state: upcoming, live, ended (awaiting settlement), sold, unsold or cancelled. */
export function AuctionStateTag({ state }: { state: AuctionState }) {
  const { t } = useTranslation();
  return (
    <Tag color={AUCTION_COLORS[state]} data-testid={`auction-${state}`}>
      {t(`auctions.states.${state}`)}
    </Tag>
  );
}
