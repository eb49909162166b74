import { useQueryClient } from '@tanstack/react-query';
import { PullToRefresh } from 'antd-mobile';
import { LeftOutline } from 'antd-mobile-icons';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { DelayedFallback } from '../../components/delayed-fallback.tsx';
import { AppTabBar } from '../../components/tab-bar.tsx';
import { NoticePopupSlot } from '../../features/notice/components/notice-popup.tsx';
import type { RouteMeta } from '../paths.ts';

export const PULL_THRESHOLD = 45;
/** Indicators hide 200 ms after the call completes (spec §4). */
const PULL_COMPLETE_DELAY_MS = 200;

/** Every page: the nav bar, the page (with pull-to-refresh where the spec marks it), the tab bar on top pages. */
export function AppLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const meta = useMatches().at(-1)?.handle as RouteMeta | undefined;
  const title = meta ? t(`routes.${meta.name}`) : t('routes.notFound');
  // 'default' is the key of the entry the app was opened on: nothing to go back to.
  const canGoBack = !meta?.tab && location.key !== 'default';

  const page = (
    <Suspense fallback={<DelayedFallback />}>
      <Outlet />
    </Suspense>
  );

  return (
    <div className="app-column">
      {/* Our own bar: antd-mobile's NavBar keeps an unnamed role="button" even without a back arrow.
          A page with `customNav` draws its own instead. */}
      {!meta?.customNav && (
        <header className="app-nav">
          {canGoBack && (
            <button
              type="button"
              className="app-nav-back"
              aria-label={t('common.back')}
              onClick={() => navigate(-1)}
            >
              <LeftOutline />
            </button>
          )}
          <h1 className="app-nav-title">{title}</h1>
        </header>
      )}
      <main className={meta?.tab ? 'app-main with-tab-bar' : 'app-main'}>
        {meta?.refresh ? (
          <PullToRefresh
            threshold={PULL_THRESHOLD}
            completeDelay={PULL_COMPLETE_DELAY_MS}
            pullingText={t('common.pullToRefresh')}
            canReleaseText={t('common.releaseToRefresh')}
            refreshingText={t('common.refreshing')}
            completeText={t('common.refreshed')}
            // "That page's data" is whatever its mounted queries show.
            onRefresh={() => queryClient.refetchQueries({ type: 'active' })}
          >
            {page}
          </PullToRefresh>
        ) : (
          page
        )}
      </main>
      {meta?.tab && <AppTabBar />}
      <NoticePopupSlot />
    </div>
  );
}
