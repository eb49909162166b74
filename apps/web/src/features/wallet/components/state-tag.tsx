import type { RECHARGE_STATES, WITHDRAWAL_STATES } from '@mcc/contract';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import '../../../locales/wallet/index.ts';

export type RecordState = (typeof RECHARGE_STATES)[number] | (typeof WITHDRAWAL_STATES)[number];

const COLORS: Record<RecordState, 'default' | 'primary' | 'warning' | 'success' | 'danger'> = {
  reviewing: 'warning',
  confirming: 'primary',
  approved: 'success',
  paid: 'success',
  rejected: 'danger',
  // A chain deposit under the minimum: not refused (a later one may carry it), not credited either.
  below_minimum: 'default',
};

/** The state of a recharge (reviewed, or confirmed on chain) or withdrawal as a coloured badge. */
export function StateTag({ state }: { state: RecordState }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[state]} fill="outline" data-testid="state-tag">
      {t(`wallet.states.${state}`)}
    </Tag>
  );
}
