import { useQueryClient } from '@tanstack/react-query';
import { PullToRefresh } from 'antd-mobile';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

export const PULL_THRESHOLD = 45;
/** Indicators hide 200 ms after the call completes (spec §4). */
const PULL_COMPLETE_DELAY_MS = 200;

/**
 * A page the spec marks pull-to-refresh, inside antd-mobile's PullToRefresh. It loads with those pages
 * (the router fetches it alongside their chunks), not with the app: with its gesture library it is
 * ~6 KB gz that the sign-in pages, held to the 200 KB first-load budget, never use.
 */
export function withPullToRefresh(Page: ComponentType): ComponentType {
  function RefreshablePage() {
    const { t } = useTranslation();
    const queryClient = useQueryClient();
    return (
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
        <Page />
      </PullToRefresh>
    );
  }
  return RefreshablePage;
}
