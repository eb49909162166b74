import type { BoxEntry } from '@mcc/contract';
import { useTranslation } from 'react-i18next';
import { RarityTag } from '../../core/components/rarity-tag.tsx';
import { Thumb } from './thumb.tsx';

/** A box's pool: each collection with its picture, rarity, the chance to draw it now and what is left of it. */
export function BoxPool({ pool }: { pool: BoxEntry[] }) {
  const { t } = useTranslation();
  return (
    <section className="box-section" data-testid="box-pool">
      <div className="section-title">
        {t('box.pool')}
        <small className="box-section-hint">{t('box.poolHint')}</small>
      </div>
      <ul className="box-pool">
        {pool.map((entry) => (
          <li
            key={entry.seriesId}
            className={entry.left === 0 ? 'box-pool-row box-pool-gone' : 'box-pool-row'}
          >
            <Thumb image={entry.image} alt={entry.seriesName} />
            <div className="box-pool-name">
              <strong>{entry.seriesName}</strong>
              <RarityTag rarity={entry.rarity} />
            </div>
            <div className="box-pool-odds">
              <strong data-testid={`odds-${entry.seriesId}`}>{entry.odds}%</strong>
              <small>{t('box.poolLeft', { count: entry.left })}</small>
            </div>
            <span className="box-pool-bar" aria-hidden="true">
              <span style={{ width: `${Math.min(100, Number(entry.odds))}%` }} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
