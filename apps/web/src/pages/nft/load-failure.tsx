import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state.tsx';
import { ApiError } from '../../lib/request.ts';

/** A refusal (no such series, copy or order) says so, with the way on; a failed request offers a retry too. */
export function LoadFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  const refused = error instanceof ApiError && error.key !== 'REQUEST_FAILED';
  return (
    <ErrorState
      title={refused ? error.message : t('common.requestError')}
      onRetry={refused ? undefined : onRetry}
    />
  );
}
