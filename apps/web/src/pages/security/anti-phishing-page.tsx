import { useTranslation } from 'react-i18next';
import { CardSkeleton } from '../../components/card-skeleton.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { AntiPhishingForm } from '../../features/security/components/anti-phishing-form.tsx';
import { useGoBack } from '../../lib/go-back.ts';
import { paths } from '../../lib/routes.ts';
import { useSecurityOverview } from '../../lib/security.ts';
import '../../features/security/security.css';
import '../../locales/security/index.ts';

/** `/pages/security/antiPhishing`: the word every message of the platform starts with; set or change it. */
export default function AntiPhishingPage() {
  const { t } = useTranslation();
  const goBack = useGoBack(paths.security);
  const overview = useSecurityOverview();
  if (overview.isError)
    return <ErrorState title={t('security.loadFailed')} onRetry={() => void overview.refetch()} />;
  const o = overview.data;
  return (
    <div data-testid="anti-phishing-page">
      {o ? (
        <AntiPhishingForm current={o.antiPhishing} totpOn={o.totp.on} onDone={goBack} />
      ) : (
        <CardSkeleton lines={4} />
      )}
    </div>
  );
}
