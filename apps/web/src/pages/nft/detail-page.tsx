import type { HeldCopyDetail, NftSeriesDetail } from '@mcc/contract';
import { Button, Dialog, ImageViewer } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { CardSkeleton } from '../../components/card-skeleton.tsx';
import { DetailRows } from '../../components/detail-rows.tsx';
import { amountText } from '../../components/money/amount.tsx';
import { PagedList } from '../../components/paged-list.tsx';
import { useHeldCopy, useSeriesCopies } from '../../features/nft/catalog/api/catalog.ts';
import { CopyHistory } from '../../features/nft/catalog/components/copy-history.tsx';
import { useRefreshNft, useSeriesDetail } from '../../features/nft/core/api/nft.ts';
import { Countdown } from '../../features/nft/core/components/countdown.tsx';
import { HeroArtwork } from '../../features/nft/core/components/hero-artwork.tsx';
import { RarityTag, StatusChip } from '../../features/nft/core/components/rarity-tag.tsx';
import { serverOffset } from '../../features/nft/core/countdown.ts';
import { submitUnlist } from '../../features/nft/resale/api/resale.ts';
import { ResaleMarket } from '../../features/nft/resale/components/resale-market.tsx';
import { useOrder } from '../../features/nft/sale/api/orders.ts';
import { buyLimit } from '../../features/nft/sale/buy-limit.ts';
import { useWalletSummary } from '../../features/wallet/api/balances.ts';
import { assetUrl } from '../../lib/asset-url.ts';
import { formatTime } from '../../lib/format.ts';
import { idParam } from '../../lib/id-param.ts';
import { showToast } from '../../lib/indicators.ts';
import { useViewTitle } from '../../lib/page-title.ts';
import { paths } from '../../lib/routes.ts';
import { LoadFailure } from './load-failure.tsx';
import '../../features/nft/core/nft.css';
import '../../features/nft/catalog/catalog.css';
import '../../features/nft/sale/sale.css';
import '../../features/nft/resale/resale.css';
import '../../locales/nft/index.ts';
import '../../locales/resale/index.ts';

const BuySheet = lazy(() => import('../../features/nft/sale/components/buy-sheet.tsx'));
const SellSheet = lazy(() => import('../../features/nft/resale/components/sell-sheet.tsx'));
const AuctionSheet = lazy(() => import('../../features/nft/auctions/components/auction-sheet.tsx'));
// An order's view (proof upload, the confirm sheet) loads only when an order is opened.
const OrderView = lazy(() => import('./order-view.tsx'));

/**
 * `?id=` a series (to buy from it or from its owners), `?copy=` one of the user's copies (its
 * certificate and history, to sell it), or `?order=` an order (to follow a resale through).
 */
export default function NftDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const copy = idParam(params.get('copy'));
  const order = idParam(params.get('order'));
  // A series is what the route's title says; one's own copy and an order say what they are.
  useViewTitle(copy ? t('nft.titles.copy') : order ? t('nft.titles.order') : undefined);
  if (copy) return <HeldCopyView id={copy} />;
  if (order)
    return (
      <Suspense fallback={<CardSkeleton title lines={8} />}>
        <OrderView id={order} />
      </Suspense>
    );
  return <SeriesView id={idParam(params.get('id')) ?? 0} />;
}

/** The picture, full width; a tap opens it zoomable. */
function Artwork({ image, name }: { image: string; name: string }) {
  const { t } = useTranslation();
  const [zoom, setZoom] = useState(false);
  return (
    <>
      <button type="button" className="nft-artwork" onClick={() => setZoom(true)} aria-label={t('nft.zoom')}>
        <HeroArtwork image={image} alt={name} />
      </button>
      <ImageViewer image={assetUrl(image)} visible={zoom} onClose={() => setZoom(false)} />
    </>
  );
}

const factRows = (t: (k: string) => string, d: NftSeriesDetail | HeldCopyDetail) => [
  { label: t('nft.creator'), value: d.creator },
  { label: t('nft.chain'), value: d.chain },
  { label: t('nft.contract'), value: d.contractAddress, mono: true },
  { label: t('nft.standard'), value: d.tokenStandard },
];

function SeriesView({ id }: { id: number }) {
  const { t } = useTranslation();
  const detail = useSeriesDetail(id);
  const copies = useSeriesCopies(id);
  const refresh = useRefreshNft();
  const pending = useOrder(detail.data?.unpaidOrderId ?? null);
  const available = useWalletSummary().data?.main.USDT.available;
  const [buying, setBuying] = useState(false);
  if (detail.isPending) return <CardSkeleton title lines={6} />;
  if (detail.isError) return <LoadFailure error={detail.error} onRetry={() => void detail.refetch()} />;
  const s = detail.data;
  const offset = serverOffset(s.now, detail.dataUpdatedAt);
  const unpaid = s.unpaidOrderId !== null ? pending.data : undefined;
  const canOrder = s.status === 'on_sale' && s.canBuy > 0;
  const limit = buyLimit(s);
  return (
    <div data-testid="nft-detail-page" className="nft-detail">
      <Artwork image={s.image} name={s.name} />
      <section className="nft-detail-head">
        <div className="nft-detail-tags">
          <RarityTag rarity={s.rarity} />
          <StatusChip status={s.status} />
        </div>
        <h2 data-testid="series-name">{s.name}</h2>
        <div className="nft-detail-price">
          {amountText(s.price)} <small>USDT</small>
        </div>
        <div className="nft-progress" aria-hidden="true">
          <span style={{ width: `${Math.round((s.sold / s.supply) * 100)}%` }} />
        </div>
        <div className="nft-detail-meta">
          <span>{t('nft.soldOf', { sold: s.sold, supply: s.supply })}</span>
          <span data-testid="series-limit">{t(limit.key, limit.values)}</span>
        </div>
        {s.status === 'upcoming' && (
          <div className="nft-starts" data-testid="sale-countdown">
            {t('nft.startsIn')} <Countdown at={s.saleStart} offset={offset} onDone={() => void refresh()} />
          </div>
        )}
        {s.saleEnd && s.status === 'on_sale' && (
          <div className="nft-hint">{t('nft.endsAt', { time: formatTime(s.saleEnd) })}</div>
        )}
        {s.mine > 0 && <div className="nft-hint">{t('nft.youOwn', { count: s.mine })}</div>}
      </section>
      <ResaleMarket seriesId={s.id} />
      <div className="section-title">{t('nft.about')}</div>
      <p className="nft-description">{s.description}</p>
      <div className="section-title">{t('nft.facts')}</div>
      <DetailRows
        rows={[
          { label: t('nft.supply', { count: s.supply }), value: t(`nft.rarity.${s.rarity}`) },
          ...factRows(t, s),
        ]}
      />
      <PagedList
        query={copies}
        header={t('nft.owners')}
        testId="series-copies"
        empty={t('nft.ownersEmpty')}
        render={(c) => (
          <div className="nft-owner">
            <span>{t('nft.serial', { serial: c.serial, supply: s.supply })}</span>
            <span>{c.owner}</span>
            <small>{formatTime(c.acquiredAt)}</small>
          </div>
        )}
      />
      <div className="nft-buy-bar">
        <div>
          <small>{t('nft.price')}</small>
          <strong>{amountText(s.price)} USDT</strong>
        </div>
        <Button
          color="primary"
          disabled={!unpaid && !canOrder}
          onClick={() => setBuying(true)}
          data-testid="open-buy"
        >
          {unpaid ? t('nft.payNow') : s.status === 'on_sale' ? t('nft.buy') : t(`nft.status.${s.status}`)}
        </Button>
      </div>
      {buying && (
        <Suspense>
          <BuySheet
            series={s}
            open
            pending={unpaid}
            available={available}
            onClose={() => setBuying(false)}
            onPaid={() => setBuying(false)}
          />
        </Suspense>
      )}
    </div>
  );
}

function HeldCopyView({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const copy = useHeldCopy(id);
  if (copy.isPending) return <CardSkeleton title lines={6} />;
  if (copy.isError) return <LoadFailure error={copy.error} onRetry={() => void copy.refetch()} />;
  const c = copy.data;
  return (
    <div data-testid="held-copy-detail-page" className="nft-detail">
      <Artwork image={c.image} name={c.seriesName} />
      <section className="nft-detail-head">
        <div className="nft-detail-tags">
          <RarityTag rarity={c.rarity} />
        </div>
        <h2>{c.seriesName}</h2>
        <div className="nft-certificate" data-testid="held-copy-serial">
          {t('nft.serial', { serial: c.serial, supply: c.supply })}
        </div>
      </section>
      <DetailRows
        rows={[
          {
            label: t('nft.acquiredAt'),
            value: `${formatTime(c.acquiredAt)} · ${t(`nft.acquired.${c.acquiredVia}`)}`,
          },
          ...(c.price ? [{ label: t('nft.paidPrice'), value: `${amountText(c.price)} USDT` }] : []),
          ...factRows(t, c),
        ]}
      />
      <ListingControls copy={c} />
      <div className="section-title">{t('nft.history')}</div>
      <CopyHistory history={c.history} />
      <div className="nft-empty-action">
        <Button
          fill="outline"
          color="primary"
          onClick={() => navigate(`${paths.nftDetail}?id=${c.seriesId}`)}
        >
          {t('nft.viewSeries')}
        </Button>
      </div>
      <p className="nft-description">{c.description}</p>
    </div>
  );
}

/**
 * Selling a copy from My NFTs: "sell" opens the sell sheet, "auction" the auction sheet; a listed copy
 * shows its price and is taken off sale here, unless an order holds it (then the order decides).
 */
function ListingControls({ copy }: { copy: HeldCopyDetail }) {
  const { t } = useTranslation();
  const [selling, setSelling] = useState(false);
  const [auctioning, setAuctioning] = useState(false);
  const navigate = useNavigate();
  const refresh = useRefreshNft();
  const available = useWalletSummary().data?.main.USDT.available;
  const { listing } = copy;
  const unlist = async (id: number) => {
    const sure = await Dialog.confirm({
      content: t('resale.unlistConfirm'),
      confirmText: t('resale.unlist'),
      cancelText: t('common.cancel'),
    });
    if (!sure) return;
    await submitUnlist(id).then(
      () => showToast(t('resale.unlisted'), 'success'),
      () => undefined, // the request client has said why
    );
    void refresh();
  };
  if (listing)
    return (
      <div className="nft-listed" data-testid="held-copy-listing">
        <div>
          <strong>{t('resale.onSale', { price: amountText(listing.price) })}</strong>
          <small>{listing.inOrder ? t('resale.inOrder') : t('resale.lockedHint')}</small>
        </div>
        {!listing.inOrder && (
          <Button
            size="small"
            fill="outline"
            onClick={() => void unlist(listing.id)}
            data-testid="held-copy-unlist"
          >
            {t('resale.unlist')}
          </Button>
        )}
      </div>
    );
  return (
    <div className="nft-empty-action nft-copy-actions">
      <Button color="primary" block onClick={() => setSelling(true)} data-testid="held-copy-sell">
        {t('resale.sell')}
      </Button>
      <Button
        color="primary"
        fill="outline"
        block
        onClick={() => setAuctioning(true)}
        data-testid="held-copy-auction"
      >
        {t('nft.auctionCopy')}
      </Button>
      {selling && (
        <Suspense>
          <SellSheet copy={copy} available={available} onClose={() => setSelling(false)} />
        </Suspense>
      )}
      {auctioning && (
        <Suspense>
          <AuctionSheet
            copy={copy}
            onClose={() => setAuctioning(false)}
            onStarted={(id) => navigate(`${paths.auctionDetail}?id=${id}`)}
          />
        </Suspense>
      )}
    </div>
  );
}
