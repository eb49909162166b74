import { Button, createErrorBlock } from 'antd-mobile';
import { emptyImage } from 'antd-mobile/es/components/error-block/images/empty';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate } from 'react-router';
import { paths, type RouteMeta } from '../lib/routes.ts';

/**
 * An error in place of a page's content, never a dead end: what went wrong, a retry when trying again
 * can help, and a way on to the page's natural parent (its route's `parent`; home when it has none).
 * A tab page needs no such button: its tab bar is the way on.
 */
export function ErrorState({
  title,
  onRetry,
  testId = 'error-state',
}: {
  title: string;
  onRetry?: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const meta = useMatches().at(-1)?.handle as RouteMeta | undefined;
  const parentPath = meta?.parentPath;
  const parentName = routeNameOf(parentPath);
  return (
    <div className="page-center error-state" data-testid={testId}>
      <ErrorBlock status="empty" title={title} description="" />
      <div className="error-state-actions">
        {onRetry && (
          <Button color="primary" onClick={onRetry}>
            {t('firstRun.retry')}
          </Button>
        )}
        {!meta?.tab && (
          <Button
            color="primary"
            fill="outline"
            onClick={() => navigate(parentPath ?? paths.pledge, { replace: true })}
          >
            {parentName ? t('firstRun.goTo', { page: t(`routes.${parentName}`) }) : t('firstRun.home')}
          </Button>
        )}
      </div>
    </div>
  );
}

/** antd-mobile's ErrorBlock with only the picture used here: the stock export carries all four (~6 KB gz). */
const ErrorBlock = createErrorBlock({ empty: emptyImage });

function routeNameOf(path: string | undefined): string | undefined {
  if (!path) return undefined;
  return (Object.entries(paths) as [string, string][]).find(([, p]) => p === path)?.[0];
}
