import type { RECHARGE_STATES, WITHDRAWAL_STATES } from '@mcc/contract';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import '../../../locales/wallet/index.ts';

export type RecordState = (typeof RECHARGE_STATES)[number] | (typeof WITHDRAWAL_STATES)[number];

const COLORS: Record<RecordState, 'warning' | 'success' | 'danger'> = {
  reviewing: 'warning',
  approved: 'success',
  paid: 'success',
  rejected: 'danger',
};

/** The review state of a recharge or withdrawal as a coloured badge. */
export function StateTag({ state }: { state: RecordState }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[state]} fill="outline" data-testid="state-tag">
      {t(`wallet.states.${state}`)}
    </Tag>
  );
}
