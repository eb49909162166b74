import type { NftBox } from '@mcc/contract';
import { useTranslation } from 'react-i18next';
import { amountText } from '../../../../components/money/amount.tsx';
import { formatTime } from '../../../../lib/format.ts';
import { Countdown } from '../../core/components/countdown.tsx';
import { HeroArtwork } from '../../core/components/hero-artwork.tsx';
import { serverOffset } from '../../core/countdown.ts';

/**
 * A box at the top of its page: picture and state, the price of one open, when it opens (counting
 * down by the server's clock) or closes, and how many copies are left and the user may still open.
 */
export function BoxHero({
  box,
  receivedAt,
  onOpens,
}: {
  box: NftBox;
  /** When the box's answer arrived (its `now` corrects the phone's clock). */
  receivedAt: number;
  /** The countdown reached the opening: the page asks again. */
  onOpens: () => void;
}) {
  const { t } = useTranslation();
  const mayOpen = box.status === 'open' ? box.canOpen : 0;
  return (
    <section className="box-hero" data-testid="box-hero">
      <div className="box-hero-art">
        <HeroArtwork image={box.image} alt={box.name} />
        <span className={`nft-status nft-status-${box.status}`} data-testid="box-status">
          {t(`box.status.${box.status}`)}
        </span>
      </div>
      <div className="box-hero-body">
        <h2 data-testid="box-name">{box.name}</h2>
        <div className="nft-detail-price" data-testid="box-price">
          {amountText(box.price, box.asset)}{' '}
          <small>
            {box.asset} / {t('box.perOpen')}
          </small>
        </div>
        {box.status === 'upcoming' && (
          <div className="nft-starts" data-testid="box-countdown">
            {t('box.opensIn')}{' '}
            <Countdown at={box.opensAt} offset={serverOffset(box.now, receivedAt)} onDone={onOpens} />
          </div>
        )}
        {box.status === 'open' && box.closesAt && (
          <div className="nft-hint">{t('box.closesAt', { time: formatTime(box.closesAt) })}</div>
        )}
        <dl className="box-stats">
          <div className="box-stat">
            <dt>{t('box.left')}</dt>
            <dd data-testid="box-left">{box.left}</dd>
          </div>
          <div className="box-stat">
            <dt>{t('box.opened')}</dt>
            <dd>{box.opened}</dd>
          </div>
          <div className="box-stat">
            <dt>{t('box.mayOpen')}</dt>
            <dd data-testid="box-can-open">{mayOpen}</dd>
          </div>
        </dl>
        <p className="nft-hint">
          {box.perUserLimit > 0 ? t('box.limit', { count: box.perUserLimit }) : t('box.noLimit')}
          {box.description && ` · ${box.description}`}
        </p>
      </div>
    </section>
  );
}
