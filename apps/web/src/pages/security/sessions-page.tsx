import { useTranslation } from 'react-i18next';
import { CardSkeleton } from '../../components/card-skeleton.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { useSessions } from '../../features/security/api/security.ts';
import { SessionList } from '../../features/security/components/session-list.tsx';
import '../../features/security/security.css';
import '../../locales/security/index.ts';

/** `/pages/security/sessions`: where the account is signed in; sign any other device out, or all of them. */
export default function SessionsPage() {
  const { t } = useTranslation();
  const sessions = useSessions();
  if (sessions.isError)
    return <ErrorState title={t('security.loadFailed')} onRetry={() => void sessions.refetch()} />;
  let body = <CardSkeleton lines={4} />;
  if (sessions.data)
    body =
      sessions.data.length === 0 ? (
        <EmptyState text={t('security.sessions.empty')} testId="sessions-empty" />
      ) : (
        <SessionList sessions={sessions.data} />
      );
  return <div data-testid="sessions-page">{body}</div>;
}
