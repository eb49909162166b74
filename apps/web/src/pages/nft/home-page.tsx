import type { NftSeries, OrderTip } from '@mcc/contract';
import { Empty, NoticeBar, Swiper } from 'antd-mobile';
import { SoundOutline } from 'antd-mobile-icons';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CardSkeleton } from '../../components/card-skeleton.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { priceText } from '../../features/market/price-text.ts';
import { useUpColour } from '../../features/market/up-colour.ts';
import { useNftHome } from '../../features/nft/catalog/api/catalog.ts';
import { PlayTiles } from '../../features/nft/catalog/components/play-tiles.tsx';
import { SeriesCard } from '../../features/nft/catalog/components/series-card.tsx';
import { HeroArtwork } from '../../features/nft/core/components/hero-artwork.tsx';
import { orderPath } from '../../features/nft/core/order-path.ts';
import { TipsBell } from '../../features/nft/sale/components/tips-popup.tsx';
import { imageSource } from '../../lib/asset-url.ts';
import { paths } from '../../lib/routes.ts';
import '../../features/nft/core/nft.css';
import '../../features/nft/catalog/catalog.css';
import '../../features/nft/sale/sale.css';
import '../../locales/nft/index.ts';

/**
 * The NFT tab: banners, the important notices' ticker, MCC's price, the blind box, the chain game and auctions,
 * the featured drops, what is on sale and what starts soon; every series opens its detail. The bell holds the order and auction notifications.
 */
export default function NftHomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const home = useNftHome();
  const upColour = useUpColour();
  const open = (s: NftSeries) => navigate(`${paths.nftDetail}?id=${s.id}`);
  // A notification leads to the order or the auction it is about, where its next step is.
  const onTip = (tip: OrderTip) => {
    if (tip.auctionId !== null) navigate(`${paths.auctionDetail}?id=${tip.auctionId}`);
    else if (tip.orderId !== null) navigate(orderPath(tip.orderId));
  };
  const data = useDeferredValue(home.data);

  const shelf = (title: string, list: NftSeries[], testId: string, more?: string) =>
    list.length > 0 && (
      <section className="nft-shelf" data-testid={testId}>
        <div className="section-title nft-shelf-title">
          {title}
          {more && (
            <button type="button" className="link-button" onClick={() => navigate(more)}>
              {t('nft.seeAll')}
            </button>
          )}
        </div>
        <div className="paged-grid">
          {list.map((s) => (
            <SeriesCard key={s.id} series={s} onOpen={() => open(s)} />
          ))}
        </div>
      </section>
    );

  return (
    <div data-testid="nft-home-page">
      {!data && !home.isError && (
        <>
          <CardSkeleton title lines={4} />
          <CardSkeleton lines={3} />
        </>
      )}
      {home.isError && <ErrorState title={t('common.requestError')} onRetry={() => void home.refetch()} />}
      {data && (
        <>
          {data.banners.length > 0 && (
            <Swiper autoplay loop className="nft-banners" data-testid="nft-banners">
              {data.banners.map((b) => (
                <Swiper.Item key={b.id}>
                  <button type="button" onClick={() => b.link && navigate(b.link)} className="nft-banner">
                    <img {...imageSource(b.image, 'full')} alt="" width={750} height={320} />
                  </button>
                </Swiper.Item>
              ))}
            </Swiper>
          )}
          {data.notices.length > 0 && (
            <NoticeBar
              icon={<SoundOutline />}
              className="nft-notice-bar"
              content={
                <button
                  type="button"
                  className="nft-ticker"
                  onClick={() => navigate(`${paths.noticeDetail}?id=${data.notices[0]?.id}`)}
                >
                  {data.notices.map((n) => n.title).join('　·　')}
                </button>
              }
              data-testid="nft-ticker"
            />
          )}
          <div className="nft-toolbar">
            {data.mcc && (
              <button
                type="button"
                className={`nft-mcc nft-mcc-up-${upColour}`}
                onClick={() => navigate(paths.market)}
                data-testid="nft-mcc"
              >
                <span>{t('nft.mccPrice')}</span>
                <strong>{priceText(data.mcc.price)} USDT</strong>
                <em className={data.mcc.change.startsWith('-') ? 'down' : 'up'}>
                  {data.mcc.change.startsWith('-') ? '' : '+'}
                  {data.mcc.change}%
                </em>
              </button>
            )}
            <TipsBell onOpen={onTip} />
          </div>
          <PlayTiles
            onBox={() => navigate(paths.luckbox)}
            onGame={() => navigate(paths.nftGame)}
            onAuction={() => navigate(paths.auction)}
          />
          {data.featured[0] && (
            <FeaturedDrop series={data.featured[0]} onOpen={() => open(data.featured[0] as NftSeries)} />
          )}
          {shelf(t('nft.featured'), data.featured.slice(1), 'nft-featured')}
          {shelf(t('nft.onSale'), data.onSale, 'nft-on-sale', `${paths.nft}?status=on_sale`)}
          {shelf(t('nft.upcoming'), data.upcoming, 'nft-upcoming', `${paths.nft}?status=upcoming`)}
          {data.featured.length + data.onSale.length + data.upcoming.length === 0 && (
            <Empty description={t('nft.emptySeries')} />
          )}
        </>
      )}
    </div>
  );
}

/** The first featured series, large, at the top of the home. */
function FeaturedDrop({ series, onOpen }: { series: NftSeries; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="nft-hero" onClick={onOpen} data-testid="nft-hero">
      <HeroArtwork image={series.image} alt={series.name} />
      <div className="nft-hero-text">
        <small>{t('nft.featured')}</small>
        <strong>{series.name}</strong>
        <span>
          {t(`nft.status.${series.status}`)} · {t('nft.left', { count: series.remaining })}
        </span>
      </div>
    </button>
  );
}
