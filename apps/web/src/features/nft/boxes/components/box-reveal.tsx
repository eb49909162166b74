import type { BoxDraw } from '@mcc/contract';
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageSource } from '../../../../lib/asset-url.ts';
import { RarityTag } from '../../core/components/rarity-tag.tsx';

/** The whole reveal lasts at most this long: the last card lands by then. */
const REVEAL_MS = 1500;
/** One card's flip (box-reveal.css `box-flip`), and the longest the cards wait for each other. */
const CARD_MS = 600;
const STAGGER_MS = 800;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * What an open drew, over everything: the cards flip in one after another (1.5 s at most), a tap skips
 * to the end, and with reduced motion they simply are there. Then: to My NFTs, or back to the box.
 */
export function BoxReveal({
  draws,
  onMine,
  onClose,
}: {
  draws: BoxDraw[];
  onMine: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [done, setDone] = useState(reducedMotion);
  useEffect(() => {
    if (done) return;
    const timer = setTimeout(() => setDone(true), REVEAL_MS);
    return () => clearTimeout(timer);
  }, [done]);
  const step = draws.length > 1 ? Math.min(120, STAGGER_MS / (draws.length - 1)) : 0;
  return (
    <div
      className={`box-reveal${done ? ' box-reveal-done' : ''}`}
      role="dialog"
      aria-modal="true"
      aria-label={t('box.reveal.title')}
      data-testid="box-reveal"
      data-done={done}
    >
      <button type="button" className="box-reveal-stage" onClick={() => setDone(true)}>
        <span className="box-reveal-burst" aria-hidden="true" />
        <h2>{t('box.reveal.title')}</h2>
        <span className={`box-reveal-cards${draws.length > 1 ? ' box-reveal-many' : ''}`}>
          {draws.map((draw, i) => (
            <span
              key={draw.id}
              className={`box-reveal-card box-glow-${draw.rarity}`}
              style={{ animationDelay: `${Math.round(i * step)}ms`, animationDuration: `${CARD_MS}ms` }}
              data-testid="reveal-card"
            >
              <img {...imageSource(draw.image, 'card')} alt={draw.seriesName} width={240} height={240} />
              <span className="box-reveal-text">
                <RarityTag rarity={draw.rarity} />
                <strong>{draw.seriesName}</strong>
                <span className="box-reveal-serial" data-testid="reveal-serial">
                  {t('nft.serial', { serial: draw.serial, supply: draw.supply })}
                </span>
              </span>
            </span>
          ))}
        </span>
        {!done && <small className="box-reveal-skip">{t('box.reveal.skip')}</small>}
      </button>
      {done && (
        <div className="box-reveal-actions">
          <Button fill="outline" color="primary" onClick={onMine} data-testid="reveal-mine">
            {t('box.reveal.mine')}
          </Button>
          <Button color="primary" onClick={onClose} data-testid="reveal-done">
            {t('box.reveal.done')}
          </Button>
        </div>
      )}
    </div>
  );
}
