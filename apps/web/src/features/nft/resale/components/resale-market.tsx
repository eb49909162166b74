import { api, type Listing, RESALE_PAY_MINUTES } from '@mcc/contract';
import { Button, Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { amountText } from '../../../../components/money/amount.tsx';
import { useMoneyCall } from '../../../../components/money/use-money-submit.ts';
import { PagedList } from '../../../../components/paged-list.tsx';
import { useRefreshNft } from '../../core/api/nft.ts';
import { orderPath } from '../../core/order-path.ts';
import { useListings } from '../api/resale.ts';
import '../resale.css';
import '../../../../locales/resale/index.ts';

function ListingRow({ listing, onBuy }: { listing: Listing; onBuy: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="nft-listing" data-testid={`listing-${listing.id}`}>
      <div className="nft-listing-copy">
        <strong>{t('nft.serial', { serial: listing.serial, supply: listing.supply })}</strong>
        <small>{listing.seller}</small>
        <div className="nft-pay-kinds">
          {listing.payKinds.map((kind) => (
            <span key={kind} className={`nft-pay-kind nft-pay-${kind}`}>
              {t(`resale.payKinds.${kind}`)}
            </span>
          ))}
        </div>
      </div>
      <div className="nft-listing-buy">
        <strong data-testid="listing-price">{amountText(listing.price)} USDT</strong>
        <Button
          size="small"
          color="primary"
          disabled={listing.mine}
          onClick={onBuy}
          data-testid={`buy-listing-${listing.id}`}
        >
          {listing.mine ? t('resale.yours') : t('resale.buy')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The resale market of a series: its copies on sale by their owners, cheapest first. Buying asks
 * once (the copy is held while the buyer pays the seller off the platform), orders, and opens the order.
 */
export function ResaleMarket({ seriesId }: { seriesId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listings = useListings(seriesId);
  const refresh = useRefreshNft();
  // `POST /api/order/add {listingId}`: locks the copy for the buyer; answers the unpaid order.
  const ordering = useMoneyCall(api.nftOrders.add);
  const buy = async (listing: Listing) => {
    const go = await Dialog.confirm({
      title: t('resale.buyTitle', { serial: listing.serial, supply: listing.supply }),
      content: t('resale.buyNote', { minutes: RESALE_PAY_MINUTES }),
      confirmText: t('resale.buy'),
      cancelText: t('common.cancel'),
    });
    if (!go) return;
    const order = await ordering.run({ listingId: listing.id });
    void refresh();
    if (order) navigate(orderPath(order.id));
  };
  return (
    <section className="nft-market" data-testid="resale-market">
      <PagedList
        query={listings}
        header={
          <>
            {t('resale.market')}
            <small className="nft-market-hint">{t('resale.marketHint')}</small>
          </>
        }
        testId="listing-list"
        empty={t('resale.marketEmpty')}
        render={(listing) => <ListingRow listing={listing} onBuy={() => void buy(listing)} />}
      />
    </section>
  );
}
