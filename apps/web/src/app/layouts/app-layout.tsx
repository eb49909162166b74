import { LeftOutline } from 'antd-mobile-icons';
import { Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useNavigate, useNavigationType } from 'react-router';
import { DelayedFallback } from '../../components/delayed-fallback.tsx';
import { AppTabBar } from '../../components/tab-bar.tsx';
import { useOrderTips } from '../../features/nft/sale/api/tips.ts';
import { NoticePopupSlot } from '../../features/notice/components/notice-popup.tsx';
import { backTarget, historyIndex } from '../../lib/navigation.ts';
import { documentTitle, ViewTitleContext } from '../../lib/page-title.ts';
import type { RouteMeta } from '../../lib/routes.ts';
import { OfflineBanner } from './offline-banner.tsx';
import { OnboardingSlot } from './onboarding-slot.tsx';

/**
 * Every page: the nav bar, the page, the tab bar on top pages. The pages the spec marks pull-to-refresh
 * come wrapped in it from the router (./pull-to-refresh-frame.tsx), so the gesture code loads with them.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  useScrollTopOnPush(location.key);
  const meta = useMatches().at(-1)?.handle as RouteMeta | undefined;
  // A view inside the route may name itself (lib/page-title.ts); else the route's title says what it is.
  const [viewTitle, setViewTitle] = useState<string>();
  const title = viewTitle ?? (meta ? t(`routes.${meta.name}`) : t('routes.notFound'));
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  const back = backTarget(meta, historyIndex(location.key));

  return (
    <div className="app-column">
      <OfflineBanner />
      {/* Our own bar: antd-mobile's NavBar keeps an unnamed role="button" even without a back arrow.
          A page with `customNav` draws its own instead. */}
      {!meta?.customNav && (
        <header className="app-nav">
          {back !== null && (
            <button
              type="button"
              className="nav-icon-button app-nav-back"
              aria-label={t('common.back')}
              onClick={() => (back === -1 ? navigate(-1) : navigate(back, { replace: true }))}
            >
              <LeftOutline />
            </button>
          )}
          <h1 className="app-nav-title">{title}</h1>
        </header>
      )}
      <main className={meta?.tab ? 'app-main with-tab-bar' : 'app-main'}>
        <ViewTitleContext value={setViewTitle}>
          <Suspense fallback={<DelayedFallback />}>
            <Outlet />
          </Suspense>
        </ViewTitleContext>
      </main>
      {meta?.tab && <TabBarWithBadges />}
      <NoticePopupSlot />
      <OnboardingSlot route={meta} />
    </div>
  );
}

/**
 * A page opened on top of another starts at its top: the window keeps its scroll across in-app
 * navigation, so a page opened from far down another (a draw at the end of a box's list) would open
 * halfway down. Back and replaced entries (tabs, filters) keep theirs.
 */
function useScrollTopOnPush(key: string) {
  const type = useNavigationType();
  useLayoutEffect(() => {
    if (type === 'PUSH' && key && document.scrollingElement) document.scrollingElement.scrollTop = 0;
  }, [type, key]);
}

/** The tab bar with the NFT tab's count of unread order notifications. */
function TabBarWithBadges() {
  const unread = useOrderTips().data?.unread ?? 0;
  return <AppTabBar badges={{ nft: unread }} />;
}
