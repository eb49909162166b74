import type { Asset } from '@mcc/contract';
import { CheckCircleFill, CloseCircleFill, InformationCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { payText } from '../../../components/money/amount.tsx';
import type { ProofVerdict } from '../check-proof.ts';

/**
 * The answer first, as an exchange's proof-of-reserves page gives it: the balance included in the
 * day's published total (green), not verified and why (red), or nothing held to count (grey). The
 * amounts are the checked ones: the balance in the verified leaf, the total the signature covers.
 */
export function ProofVerdictCard({
  verdict,
  day,
  asset,
}: {
  verdict: ProofVerdict;
  day: string;
  asset: Asset;
}) {
  const { t } = useTranslation();
  if (verdict.kind === 'included') {
    return (
      <div className="proof-verdict proof-included" data-testid="proof-verdict" data-verdict="included">
        <CheckCircleFill />
        <div>
          <strong>{t('proof.verdict.included')}</strong>
          <p data-testid="proof-verdict-text">
            {t('proof.verdict.includedText', {
              day,
              balance: payText(verdict.balance, asset),
              total: payText(verdict.total, asset),
            })}
          </p>
        </div>
      </div>
    );
  }
  if (verdict.kind === 'noBalance') {
    return (
      <div className="proof-verdict proof-none" data-testid="proof-verdict" data-verdict="noBalance">
        <InformationCircleFill />
        <div>
          <strong>{t('proof.verdict.noBalance')}</strong>
          <p data-testid="proof-verdict-text">
            {t('proof.verdict.noBalanceText', { day, asset, total: payText(verdict.total, asset) })}
          </p>
        </div>
      </div>
    );
  }
  return (
    <div
      className="proof-verdict proof-refused"
      data-testid="proof-verdict"
      data-verdict="refused"
      data-reason={verdict.reason}
    >
      <CloseCircleFill />
      <div>
        <strong>{t('proof.verdict.refused')}</strong>
        <p data-testid="proof-verdict-text">{t(`proof.reasons.${verdict.reason}`)}</p>
      </div>
    </div>
  );
}
