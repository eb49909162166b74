import { Button } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CardSkeleton } from '../../components/card-skeleton.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { amountText } from '../../components/money/amount.tsx';
import { useAuction, useAuctionStream } from '../../features/nft/auctions/api/auction.ts';
import { minimumInput } from '../../features/nft/auctions/bid-check.ts';
import { AuctionView } from '../../features/nft/auctions/components/auction-view.tsx';
import { serverOffset } from '../../features/nft/core/countdown.ts';
import { useWalletSummary } from '../../features/wallet/api/balances.ts';
import { idParam } from '../../lib/id-param.ts';
import { LoadFailure } from '../nft/load-failure.tsx';
import '../../features/nft/core/nft.css';
import '../../features/nft/auctions/auction.css';
import '../../locales/nft/index.ts';
import '../../locales/auction/index.ts';

const BidSheet = lazy(() => import('../../features/nft/auctions/components/bid-sheet.tsx'));

/**
 * One auction (`?id=`): the copy, the bids, the time left by the server's clock, and a bid sheet while
 * it is live. The detail is asked again every few seconds while it runs and when its countdown ends
 * (a late bid moves the end; live updates will come with server-sent events).
 */
export default function AuctionDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const auction = useAuction(id);
  useAuctionStream(id);
  const summary = useWalletSummary();
  const [bidding, setBidding] = useState(false);
  // Opened without an auction (a bare link, a bookmark): not an error of the request; the way on is the list.
  if (id === undefined) return <ErrorState title={t('auction.pickOne')} testId="auction-none" />;
  if (auction.isPending) return <CardSkeleton title lines={8} />;
  if (auction.isError) return <LoadFailure error={auction.error} onRetry={() => void auction.refetch()} />;
  const a = auction.data;
  const canBid = a.status === 'live' && a.role !== 'seller' && a.role !== 'leader';
  return (
    <div data-testid="auction-detail-page" className="nft-detail">
      <AuctionView
        auction={a}
        offset={serverOffset(a.now, auction.dataUpdatedAt)}
        onTimeUp={() => void auction.refetch()}
      />
      {a.status === 'live' && a.role !== 'seller' && (
        <div className="nft-buy-bar">
          <div>
            <small>{t('auction.minimum')}</small>
            <strong>{amountText(minimumInput(a.minimumBid))} USDT</strong>
          </div>
          <Button color="primary" disabled={!canBid} onClick={() => setBidding(true)} data-testid="open-bid">
            {a.role === 'leader'
              ? t('auction.role.leader')
              : a.role === 'outbid'
                ? t('auction.bidAgain')
                : t('auction.bid')}
          </Button>
        </div>
      )}
      {bidding && (
        <Suspense>
          <BidSheet
            auction={a}
            available={summary.data?.main.USDT.available}
            onClose={() => setBidding(false)}
            onPlaced={() => setBidding(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
