import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type DetailRow, DetailRows } from '../../../components/detail-rows.tsx';
import { amountText, payText } from '../../../components/money/amount.tsx';
import type { WithdrawPreview, WithdrawProblem, WithdrawRule } from '../fees.ts';
import '../../../locales/wallet/index.ts';

/** Why the typed amount cannot be withdrawn, with the limit it breaks. */
export function withdrawProblemText(
  t: TFunction,
  problem: WithdrawProblem,
  rule: WithdrawRule,
  remaining: string | undefined,
): string {
  return t(`withdraw.problems.${problem}`, {
    min: amountText(rule.min),
    max: amountText(rule.max),
    left: remaining === undefined ? '' : amountText(remaining),
  });
}

/**
 * What a withdrawal costs while the user types: fee, amount + fee (what leaves the wallet), the
 * network's min/max and what is left of the 24-hour limit (the limit the amount breaks shows under the
 * amount field).
 */
export function WithdrawPreviewBox({
  rule,
  preview,
  remaining,
}: {
  rule: WithdrawRule;
  preview: WithdrawPreview | undefined;
  remaining: string | undefined;
}) {
  const { t } = useTranslation();
  const feeRule =
    rule.feeBp > 0
      ? t('withdraw.feeRuleBp', { fixed: payText(rule.fixedFee), percent: rule.feeBp / 100 })
      : payText(rule.fixedFee);
  const rows: DetailRow[] = [
    { label: t('withdraw.fee'), value: preview ? payText(preview.fee) : feeRule, testId: 'withdraw-fee' },
    { label: t('withdraw.total'), value: preview ? payText(preview.total) : '—', testId: 'withdraw-total' },
    {
      label: t('withdraw.limits'),
      value: `${amountText(rule.min)} – ${amountText(rule.max)} USDT`,
      testId: 'withdraw-limits',
    },
    {
      label: t('withdraw.dailyLeft'),
      value: remaining === undefined ? '—' : `${amountText(remaining)} USDT`,
      testId: 'withdraw-daily-left',
    },
  ];
  return (
    <div className="money-preview">
      <DetailRows rows={rows} />
    </div>
  );
}
