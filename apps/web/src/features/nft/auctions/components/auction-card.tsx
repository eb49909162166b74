import type { Auction } from '@mcc/contract';
import { useTranslation } from 'react-i18next';
import { amountText } from '../../../../components/money/amount.tsx';
import { imageSource } from '../../../../lib/asset-url.ts';
import { formatTime } from '../../../../lib/format.ts';
import { Countdown } from '../../core/components/countdown.tsx';

/** The auction's state as a chip: starts soon, live, settling, sold, unsold, cancelled. */
export function AuctionStatus({ auction }: { auction: Pick<Auction, 'status'> }) {
  const { t } = useTranslation();
  return (
    <span className={`nft-status auction-status-${auction.status}`} data-status={auction.status}>
      {t(`auction.status.${auction.status}`)}
    </span>
  );
}

/** The user's side of an auction (theirs, leading, outbid), when they have one. */
export function AuctionRole({ auction }: { auction: Pick<Auction, 'role'> }) {
  const { t } = useTranslation();
  if (!auction.role) return null;
  return (
    <span className={`auction-role auction-role-${auction.role}`} data-testid="auction-role">
      {t(`auction.role.${auction.role}`)}
    </span>
  );
}

/**
 * An auction as a card of the grid: picture with its state, series and serial, the leading bid (or the
 * start price), how many bids, and the time to its end (or start) by the server's clock (`offset`).
 */
export function AuctionCard({
  auction: a,
  offset,
  onOpen,
  onTimeUp,
}: {
  auction: Auction;
  offset: number;
  onOpen: () => void;
  onTimeUp?: () => void;
}) {
  const { t } = useTranslation();
  const running = a.status === 'live' || a.status === 'upcoming';
  return (
    <button type="button" className="nft-card auction-card" onClick={onOpen} data-testid={`auction-${a.id}`}>
      <div className="nft-card-image">
        <img
          {...imageSource(a.image, 'card')}
          alt={a.seriesName}
          loading="lazy"
          decoding="async"
          width={240}
          height={240}
        />
        <AuctionStatus auction={a} />
      </div>
      <div className="nft-card-body">
        <div className="nft-card-name">{a.seriesName}</div>
        {/* The platform's copy is minted for the winner: no number yet, only the edition's size. */}
        <div className="nft-card-left" data-testid="auction-serial">
          {a.serial === null ? t('nft.supply', { count: a.supply }) : t('nft.serial', a)}
        </div>
        <div className="nft-card-price" data-testid="auction-price">
          <small>
            {a.status === 'sold'
              ? t('auction.finalPrice')
              : a.leadingBid
                ? t('auction.leading')
                : t('auction.startPrice')}{' '}
          </small>
          {amountText(a.leadingBid ?? a.startPrice)} <small>USDT</small>
        </div>
        <div className="nft-card-left">
          {t('auction.bids', { count: a.bids })}
          {running && (
            <>
              {' · '}
              {a.status === 'live' ? t('auction.endsIn') : t('auction.startsIn')}{' '}
              <Countdown at={a.status === 'live' ? a.endsAt : a.startsAt} offset={offset} onDone={onTimeUp} />
            </>
          )}
          {!running && ` · ${t('auction.endedAt', { time: formatTime(a.settledAt ?? a.endsAt) })}`}
        </div>
        {(running || a.role === 'seller') && <AuctionRole auction={a} />}
      </div>
    </button>
  );
}
