import { CheckCircleFill, CloseCircleFill, InformationCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { SeriesFaces } from '../api/series-faces.ts';
import type { DrawSteps } from '../verify-draw.ts';
import { Thumb } from './thumb.tsx';

const VERDICT_ICONS = {
  matches: <CheckCircleFill />,
  mismatch: <CloseCircleFill />,
  computed: <InformationCircleFill />,
};

/** A hash or digest, wrapping anywhere. */
const Hex = ({ value, testId }: { value: string; testId?: string }) => (
  <code className="mono verify-hex" data-testid={testId}>
    {value}
  </code>
);

/** A series of the pool by its name and picture, or by its id when its name is not known here. */
function SeriesName({ id, faces }: { id: number; faces?: SeriesFaces }) {
  const { t } = useTranslation();
  const face = faces?.get(id);
  if (!face) return <span className="verify-series">{t('verify.steps.seriesId', { id })}</span>;
  return (
    <span className="verify-series">
      <Thumb image={face.image} alt="" size={24} />
      {face.seriesName}
    </span>
  );
}

/** An entry's chance: its weight over the total, in percent with two decimals. */
const chance = (weight: number, total: number) => `${((weight * 100) / total).toFixed(2)}%`;

/**
 * A recomputed draw, step by step: the server seed's hash against its commitment, each HMAC, the total
 * weight, the unbiased integer, the entry whose range holds it; the verdict on top. The pool's series
 * show by name and picture (`faces`), with each one's weight, chance and range.
 */
export function VerifySteps({ steps, faces }: { steps: DrawSteps; faces?: SeriesFaces }) {
  const { t } = useTranslation();
  const picked = steps.ranges[steps.pick];
  return (
    <section className="verify-result" data-testid="verify-result">
      <div className={`verify-verdict verify-${steps.verdict}`} data-testid="verify-verdict">
        {VERDICT_ICONS[steps.verdict]}
        <div>
          <strong>{t(`verify.verdict.${steps.verdict}`)}</strong>
          <small>{t(`verify.verdictHint.${steps.verdict}`)}</small>
        </div>
      </div>
      <ol className="verify-steps">
        <li>
          <h3>{t('verify.steps.hash')}</h3>
          <Hex value={steps.computedHash} testId="verify-hash" />
          {steps.hashMatches !== undefined && (
            <p className={steps.hashMatches ? 'verify-ok' : 'verify-bad'} data-testid="verify-hash-check">
              {steps.hashMatches ? t('verify.steps.hashMatches') : t('verify.steps.hashDiffers')}
            </p>
          )}
        </li>
        {steps.rounds.map((round, i) => (
          <li key={round.message}>
            {i > 0 && <p className="nft-hint">{t('verify.steps.retry')}</p>}
            <h3>{t('verify.steps.hmac', { message: round.message })}</h3>
            <Hex value={round.hmac} testId="verify-hmac" />
          </li>
        ))}
        <li>
          <h3>{t('verify.steps.total')}</h3>
          <strong className="verify-number" data-testid="verify-total">
            {steps.total}
          </strong>
        </li>
        <li>
          <h3>{t('verify.steps.integer')}</h3>
          <strong className="verify-number" data-testid="verify-integer">
            {steps.integer}
          </strong>
        </li>
        <li>
          <h3>{t('verify.steps.pick')}</h3>
          {picked && (
            <p className="verify-pick" data-testid="verify-pick">
              {t('verify.steps.entry', { index: steps.pick + 1 })}
              <SeriesName id={picked.seriesId} faces={faces} />
            </p>
          )}
          <table className="verify-ranges">
            <thead>
              <tr>
                <th>{t('verify.steps.series')}</th>
                <th>{t('verify.steps.weight')}</th>
                <th>{t('verify.steps.chance')}</th>
                <th>{t('verify.steps.range')}</th>
              </tr>
            </thead>
            <tbody>
              {steps.ranges.map((range, i) => (
                <tr
                  key={`${range.seriesId}-${range.from}`}
                  className={i === steps.pick ? 'verify-hit' : undefined}
                  data-testid="verify-entry"
                >
                  <td>
                    <SeriesName id={range.seriesId} faces={faces} />
                  </td>
                  <td>{range.weight}</td>
                  <td>{chance(range.weight, steps.total)}</td>
                  <td>
                    [{range.from}, {range.to})
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </li>
      </ol>
    </section>
  );
}
