import { AUCTION_EXTEND_MINUTES, type AuctionDetail } from '@mcc/contract';
import { List } from 'antd-mobile';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type DetailRow, DetailRows } from '../../../../components/detail-rows.tsx';
import { amountText } from '../../../../components/money/amount.tsx';
import { imageSource } from '../../../../lib/asset-url.ts';
import { formatTime } from '../../../../lib/format.ts';
import { Countdown } from '../../core/components/countdown.tsx';
import { RarityTag } from '../../core/components/rarity-tag.tsx';
import { minimumInput } from '../bid-check.ts';
import { AuctionRole, AuctionStatus } from './auction-card.tsx';

/** How an auction stands for the user, in one sentence, once bidding is over (or for its seller). */
function outcome(a: AuctionDetail, t: TFunction) {
  if (a.role === 'seller') return t(`auction.sellerState.${a.status}`);
  switch (a.status) {
    case 'sold':
      return a.role === 'leader'
        ? t('auction.final.soldYou', { amount: amountText(a.leadingBid ?? '0') })
        : t('auction.final.sold', { who: a.leader ?? '—', amount: amountText(a.leadingBid ?? '0') });
    case 'unsold':
      return a.bids > 0 ? t('auction.final.unsold') : t('auction.final.unsoldNoBids');
    case 'cancelled':
      return t('auction.final.cancelled');
    case 'ended':
      return t('auction.settling');
    case 'upcoming':
      return t('auction.upcomingNote');
    default:
      return a.role === 'leader'
        ? t('auction.leadingNow')
        : a.role === 'outbid'
          ? t('auction.outbidNow')
          : undefined;
  }
}

/**
 * One auction: the picture, series and serial, the seller (or the platform), the leading bid, the least
 * next bid, whether the reserve is met (never the reserve itself), the time to its end by the server's
 * clock (`offset`; the end moves when a late bid extends it, and `onTimeUp` asks again), the outcome
 * and the bids, highest first, bidders masked and the user's own as "you".
 */
export function AuctionView({
  auction: a,
  offset,
  onTimeUp,
}: {
  auction: AuctionDetail;
  offset: number;
  onTimeUp: () => void;
}) {
  const { t } = useTranslation();
  const running = a.status === 'live' || a.status === 'upcoming';
  const rows: DetailRow[] = [
    {
      label: t('auction.serial'),
      value: a.serial === null ? t('auction.serialPending', { supply: a.supply }) : t('nft.serial', a),
      testId: 'auction-serial',
    },
    { label: t('auction.seller'), value: a.seller ?? t('auction.platform'), testId: 'auction-seller' },
    { label: t('auction.startPrice'), value: `${amountText(a.startPrice)} USDT` },
    {
      label: t('auction.reserve'),
      value: !a.hasReserve
        ? t('auction.noReserve')
        : a.reserveMet
          ? t('auction.reserveMet')
          : t('auction.reserveNotMet'),
      testId: 'auction-reserve',
    },
    { label: t('auction.bidCount'), value: a.bids, testId: 'auction-bids' },
  ];
  if (a.leader)
    rows.push({
      label: t('auction.leader'),
      value: a.role === 'leader' ? t('auction.you') : a.leader,
      testId: 'auction-leader',
    });
  if (!running) rows.push({ label: t('auction.ended'), value: formatTime(a.settledAt ?? a.endsAt) });
  const said = outcome(a, t);
  return (
    <>
      <div className="nft-artwork auction-artwork">
        <img {...imageSource(a.image, 'full')} alt={a.seriesName} width={480} height={480} />
      </div>
      <section className="nft-detail-head">
        <div className="nft-detail-tags">
          <AuctionStatus auction={a} />
          <RarityTag rarity={a.rarity} />
          {(running || a.role === 'seller') && <AuctionRole auction={a} />}
        </div>
        <h2>{a.seriesName}</h2>
        <div className="auction-price-line">
          <div>
            <small>
              {a.status === 'sold'
                ? t('auction.finalPrice')
                : a.leadingBid
                  ? t('auction.current')
                  : t('auction.startPrice')}
            </small>
            <strong className="nft-detail-price" data-testid="auction-current">
              {amountText(a.leadingBid ?? a.startPrice)} <small>USDT</small>
            </strong>
          </div>
          {a.status === 'live' && (
            <div>
              <small>{t('auction.minimum')}</small>
              <strong data-testid="auction-minimum">{amountText(minimumInput(a.minimumBid))} USDT</strong>
            </div>
          )}
        </div>
        {running && (
          <div className="nft-starts" data-testid="auction-countdown">
            {a.status === 'live' ? t('auction.endsIn') : t('auction.startsIn')}{' '}
            <Countdown at={a.status === 'live' ? a.endsAt : a.startsAt} offset={offset} onDone={onTimeUp} />
          </div>
        )}
        {said && (
          <div className={`auction-outcome auction-outcome-${a.status}`} data-testid="auction-outcome">
            {said}
          </div>
        )}
        {running && (
          <p className="nft-hint" data-testid="auction-extend-note">
            {t('auction.extendNote', { minutes: AUCTION_EXTEND_MINUTES })}
          </p>
        )}
      </section>
      <DetailRows rows={rows} />
      <List header={t('auction.history')} data-testid="auction-history">
        {a.history.length === 0 && <List.Item>{t('auction.historyEmpty')}</List.Item>}
        {a.history.map((bid, i) => (
          <List.Item
            key={`${bid.at}-${bid.amount}`}
            description={formatTime(bid.at)}
            extra={`${amountText(bid.amount)} USDT`}
            className={bid.mine ? 'auction-bid-mine' : undefined}
            data-testid="auction-bid"
          >
            {bid.mine ? t('auction.you') : bid.bidder}
            {i === 0 && <span className="auction-role auction-role-leader">{t('auction.leader')}</span>}
          </List.Item>
        ))}
      </List>
    </>
  );
}
