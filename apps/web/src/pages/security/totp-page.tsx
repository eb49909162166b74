import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardSkeleton } from '../../components/card-skeleton.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { RecoveryCodes } from '../../features/security/components/recovery-codes.tsx';
import { TotpDisableForm } from '../../features/security/components/totp-disable-form.tsx';
import { TotpSetup } from '../../features/security/components/totp-setup.tsx';
import { useGoBack } from '../../lib/go-back.ts';
import { paths } from '../../lib/routes.ts';
import { useRefreshSecurity, useSecurityOverview } from '../../lib/security.ts';
import '../../features/security/security.css';
import '../../locales/security/index.ts';

/**
 * `/pages/security/totp`: the authenticator. Off: set it up (QR, key, a code), then the recovery codes,
 * shown once and kept on screen until the user says they are saved. On: turn it off.
 */
export default function TotpPage() {
  const { t } = useTranslation();
  const goBack = useGoBack(paths.security);
  const overview = useSecurityOverview();
  const refresh = useRefreshSecurity();
  // Held here, not read from the overview, which says "on" as soon as it is read again.
  const [codes, setCodes] = useState<string[]>();

  const totp = overview.data?.totp;
  let body: ReactNode;
  if (codes) body = <RecoveryCodes codes={codes} onSaved={goBack} />;
  else if (overview.isError)
    body = <ErrorState title={t('security.loadFailed')} onRetry={() => void overview.refetch()} />;
  else if (!totp) body = <CardSkeleton lines={4} />;
  else if (totp.on) body = <TotpDisableForm recoveryLeft={totp.recoveryCodesLeft} onDone={goBack} />;
  else
    body = (
      <TotpSetup
        onEnabled={(recovery) => {
          setCodes(recovery);
          void refresh();
        }}
      />
    );
  return <div data-testid="totp-page">{body}</div>;
}
