import { useTranslation } from 'react-i18next';
import { formatTime } from '../lib/format.ts';
import { useSecurityOverview } from '../lib/security.ts';
import './security-lock-alert.css';
import '../locales/protection/index.ts';

/**
 * The hold on withdrawals (and resale releases) after a sensitive change, while it lasts: why, and until
 * when. Shown on the security page and above the withdrawal form, before the user fills it in for nothing.
 */
export function SecurityLockAlert() {
  const { t } = useTranslation();
  const lock = useSecurityOverview().data?.lock;
  if (!lock || Date.parse(lock.until) <= Date.now()) return null;
  return (
    <div className="security-lock" role="alert" data-testid="security-lock">
      {t('protection.lockAlert', {
        reason: t(`protection.lockReasons.${lock.reason}`),
        time: formatTime(lock.until),
      })}
    </div>
  );
}
