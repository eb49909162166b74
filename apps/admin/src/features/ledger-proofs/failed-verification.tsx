import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { MenuCountBadge } from '../../components/menu-count-badge.tsx';
import { dateTime } from '../../lib/format.ts';
import { failedSinceLastPass, lastFinished, useVerifications } from './api.ts';
import { Problems } from './verifications-table.tsx';

/**
 * A red banner while the newest finished verification failed: the first bad entry and what was found.
 * It stays through a new run (a running run has found nothing yet) and goes when one passes.
 */
export function FailedVerificationBanner() {
  const { t } = useTranslation();
  const last = lastFinished(useVerifications().data?.list);
  if (last?.state !== 'failed') return null;
  const f = (key: string, values: Record<string, string> = {}) => t(`ledgerProofs.failed.${key}`, values);
  return (
    <Alert
      type="error"
      showIcon
      data-testid="verification-failed"
      style={{ marginBottom: 16 }}
      title={last.firstBadSeq === null ? f('titleNoEntry') : f('title', { seq: last.firstBadSeq })}
      description={
        <>
          <div style={{ marginBottom: 8 }}>
            {f('description', {
              time: dateTime(last.finishedAt),
              trigger: t(`ledgerProofs.verifications.triggers.${last.trigger}`),
            })}
          </div>
          <Problems problems={last.problems} testId="verification-failed-problems" />
        </>
      }
    />
  );
}

/** The menu's count of verifications failed since the chain last verified clean (none shown at zero). */
export function FailedVerificationBadge() {
  return (
    <MenuCountBadge
      count={failedSinceLastPass(useVerifications().data?.list)}
      testId="ledger-verification-badge"
    />
  );
}
