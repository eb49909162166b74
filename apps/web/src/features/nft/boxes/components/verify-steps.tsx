import { CheckCircleFill, CloseCircleFill, InformationCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { DrawSteps } from '../verify-draw.ts';

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

/**
 * A recomputed draw, step by step: the server seed's hash against its commitment, each HMAC, the total
 * weight, the unbiased integer, the entry whose range holds it; the verdict on top.
 */
export function VerifySteps({ steps }: { steps: DrawSteps }) {
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
              {t('verify.steps.entry', { index: steps.pick + 1, seriesId: picked.seriesId })}
            </p>
          )}
          <table className="verify-ranges">
            <thead>
              <tr>
                <th>#</th>
                <th>{t('verify.steps.weight')}</th>
                <th>{t('verify.steps.range')}</th>
              </tr>
            </thead>
            <tbody>
              {steps.ranges.map((range, i) => (
                <tr
                  key={`${range.seriesId}-${range.from}`}
                  className={i === steps.pick ? 'verify-hit' : undefined}
                >
                  <td>
                    {i + 1} · #{range.seriesId}
                  </td>
                  <td>{range.weight}</td>
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
