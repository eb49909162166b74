import type { BoxDraw } from '@mcc/contract';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../../lib/format.ts';
import { RarityTag } from '../../core/components/rarity-tag.tsx';
import { Thumb } from './thumb.tsx';

/** One of the user's draws: the copy it gave (opens it), when, with which nonce, and a way to verify it. */
export function DrawRow({
  draw,
  onOpen,
  onVerify,
}: {
  draw: BoxDraw;
  onOpen: () => void;
  onVerify: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="box-draw" data-testid={`draw-${draw.id}`}>
      <button type="button" className="box-draw-copy" onClick={onOpen}>
        <Thumb image={draw.image} alt={draw.seriesName} />
        <span className="box-draw-text">
          <strong>{draw.seriesName}</strong>
          <span>
            <RarityTag rarity={draw.rarity} /> {t('nft.serial', { serial: draw.serial, supply: draw.supply })}
          </span>
          <small>
            {formatTime(draw.createdAt)} · {t('box.draws.nonce', { nonce: draw.nonce })}
          </small>
        </span>
      </button>
      <Button size="mini" color="primary" fill="outline" onClick={onVerify} data-testid="draw-verify">
        {t('box.draws.verify')}
      </Button>
    </div>
  );
}
