import type { AppealSide, AppealState, AuctionState, BoxState, OrderState } from '@mcc/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const ORDER_COLORS: Record<OrderState, string> = {
  unpaid: 'processing',
  paid: 'success',
  appealing: 'warning',
  completed: 'success',
  expired: 'default',
  cancelled: 'default',
};

const APPEAL_COLORS: Record<AppealState, string> = { open: 'warning', decided: 'success', closed: 'default' };

/** An NFT order's state as a coloured, translated tag (the orders page and an appeal's order). */
export function OrderStateTag({ state }: { state: OrderState }) {
  const { t } = useTranslation();
  return (
    <Tag color={ORDER_COLORS[state]} data-testid={`nft-order-${state}`}>
      {t(`nft.orderStates.${state}`)}
    </Tag>
  );
}

export function AppealStateTag({ state }: { state: AppealState }) {
  const { t } = useTranslation();
  return (
    <Tag color={APPEAL_COLORS[state]} data-testid={`appeal-${state}`}>
      {t(`appeals.states.${state}`)}
    </Tag>
  );
}

/** The buyer in blue and the seller in purple everywhere an appeal names a side, the platform in gold. */
const SIDE_COLORS: Record<AppealSide | 'operator', string> = {
  buyer: 'blue',
  seller: 'purple',
  operator: 'gold',
};

export function SideTag({ side }: { side: AppealSide | 'operator' }) {
  const { t } = useTranslation();
  return <Tag color={SIDE_COLORS[side]}>{t(`appeals.sides.${side}`)}</Tag>;
}

/** The copy an appeal is about, as operators and users name it: "Series #12". */
export const copyName = (a: { seriesName: string; serial: number }) => `${a.seriesName} #${a.serial}`;

const BOX_COLORS: Record<BoxState, string> = {
  upcoming: 'warning',
  open: 'success',
  sold_out: 'default',
  ended: 'default',
};

/** A box's state; one an operator closed says so rather than "ended". */
export function BoxStateTag({ box }: { box: { status: BoxState; closed: boolean } }) {
  const { t } = useTranslation();
  return box.closed ? (
    <Tag color="error" data-testid="box-closed">
      {t('boxes.states.closed')}
    </Tag>
  ) : (
    <Tag color={BOX_COLORS[box.status]} data-testid={`box-${box.status}`}>
      {t(`boxes.states.${box.status}`)}
    </Tag>
  );
}

/** Whether users see a box or recipe: published, or a draft only operators see. */
export function PublishedTag({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return published ? <Tag color="success">{t('nft.published')}</Tag> : <Tag>{t('nft.draft')}</Tag>;
}

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
