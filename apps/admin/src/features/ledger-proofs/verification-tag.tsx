import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LedgerVerification } from './api.ts';

const COLOURS = { running: 'processing', passed: 'success', failed: 'error' } as const;

/** A verification's state as a coloured tag: running, passed, failed. */
export function VerificationTag({ state, testId }: { state: LedgerVerification['state']; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[state]} data-testid={testId}>
      {t(`ledgerProofs.verifications.states.${state}`)}
    </Tag>
  );
}
