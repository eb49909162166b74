import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = {
  reviewing: 'processing',
  pending: 'processing',
  confirming: 'warning',
  approved: 'success',
  paid: 'success',
  posted: 'success',
  active: 'success',
  rejected: 'error',
  voided: 'default',
  frozen: 'error',
  suspended: 'error',
  disabled: 'default',
};

/** A record's state as a coloured, translated tag (`states.<state>`). */
export function StateTag({ state }: { state: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[state] ?? 'default'} data-testid={`state-${state}`}>
      {t(`states.${state}`, { defaultValue: state })}
    </Tag>
  );
}
