import { BOX_OPEN_COUNTS, type NftBox } from '@mcc/contract';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { amountText } from '../../../../components/money/amount.tsx';
import { priceTimes } from '../../core/price.ts';

export type OpenCount = (typeof BOX_OPEN_COUNTS)[number];

/**
 * The bar at the bottom of a box: open 1, 5 or 10 at once, each with what it costs; a count beyond
 * what the user may still open (stock, their limit) is greyed out. A box that is not open says why.
 */
export function BoxOpenBar({ box, onOpen }: { box: NftBox; onOpen: (count: OpenCount) => void }) {
  const { t } = useTranslation();
  if (box.status !== 'open')
    return (
      <div className="nft-buy-bar box-open-bar">
        <Button block disabled data-testid="box-closed">
          {t(`box.status.${box.status}`)}
        </Button>
      </div>
    );
  return (
    <div className="nft-buy-bar box-open-bar" data-testid="box-open-bar">
      {BOX_OPEN_COUNTS.map((count) => (
        <Button
          key={count}
          color="primary"
          fill={count === 1 ? 'solid' : 'outline'}
          disabled={count > box.canOpen}
          onClick={() => onOpen(count)}
          data-testid={`open-${count}`}
        >
          <span className="box-open-count">{t('box.open', { count })}</span>
          <small>
            {amountText(priceTimes(box.price, count), box.asset)} {box.asset}
          </small>
        </Button>
      ))}
    </div>
  );
}
