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

/**
 * A record's state as a coloured, translated tag: its text `<texts>.<state>` (`states.<state>` unless
 * an area words its own), its colour from `colors` (grey for one it does not name), its test id
 * `<testId>-<state>`.
 */
export function StateTag({
  state,
  texts = 'states',
  colors = COLORS,
  testId = 'state',
}: {
  state: string;
  texts?: string;
  colors?: Readonly<Record<string, string>>;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Tag color={colors[state] ?? 'default'} data-testid={`${testId}-${state}`}>
      {t(`${texts}.${state}`, { defaultValue: state })}
    </Tag>
  );
}
