import { useTranslation } from 'react-i18next';
import { CardSkeleton } from '../../components/card-skeleton.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { SecurityLockAlert } from '../../components/security-lock-alert.tsx';
import { useEventsSeen } from '../../features/security/api/security.ts';
import { ProtectionList } from '../../features/security/components/protection-list.tsx';
import { SecurityEvents } from '../../features/security/components/security-events.tsx';
import { SecurityScore } from '../../features/security/components/security-score.tsx';
import { useSecurityOverview } from '../../lib/security.ts';
import '../../features/security/security.css';
import '../../locales/security/index.ts';

/**
 * `/pages/security/security`, from the user centre: how well the account is protected (a score), each
 * protection with its state and the way to change it, a hold on withdrawals while one lasts, and the
 * latest security events (shown, they end the user centre's alert of them).
 */
export default function SecurityPage() {
  const { t } = useTranslation();
  const overview = useSecurityOverview();
  useEventsSeen(overview.data !== undefined);
  if (overview.isError)
    return <ErrorState title={t('security.loadFailed')} onRetry={() => void overview.refetch()} />;
  const o = overview.data;
  return (
    <div data-testid="security-page">
      {o ? (
        <>
          <SecurityScore score={o.score} />
          <SecurityLockAlert />
          <ProtectionList overview={o} />
          <SecurityEvents events={o.events} />
        </>
      ) : (
        <>
          <CardSkeleton title />
          <CardSkeleton lines={6} />
        </>
      )}
    </div>
  );
}
