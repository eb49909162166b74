import { InfiniteScroll, List, Skeleton } from 'antd-mobile';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedQuery } from '../lib/paged-query.ts';
import { type EmptyAction, EmptyState } from './empty-state.tsx';

/** Rows are keyed by their id; people (team members), who have none, by their UID. */
type Row = { id: number } | { uid: string };

/**
 * A list that loads its next page as the user scrolls to its end (antd-mobile InfiniteScroll over a
 * TanStack infinite query), with "no records" (and the step that fills it) when empty and a skeleton
 * while its first page loads.
 */
export function PagedList<T extends Row>({
  query,
  render,
  header,
  testId,
  empty,
  emptyAction,
  grid = false,
}: {
  query: PagedQuery<T>;
  render: (item: T) => ReactNode;
  header?: ReactNode;
  testId?: string;
  /** What an empty list says: what to do to fill it ("no records" when left out). */
  empty?: string;
  /** The button under the empty text, when the user has a step that fills the list. */
  emptyAction?: EmptyAction;
  /** Cards two a row (pictures), instead of a list of lines. */
  grid?: boolean;
}) {
  const { t } = useTranslation();
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  const rows = items.map((item) => (
    <Fragment key={'id' in item ? item.id : item.uid}>{render(item)}</Fragment>
  ));
  const loadMore = async () => {
    const result = await query.fetchNextPage();
    if (result.isError) throw result.error;
  };
  return (
    <div data-testid={testId}>
      {grid ? <div className="paged-grid">{rows}</div> : <List header={header}>{rows}</List>}
      {query.isPending && (
        <div className="list-skeleton" data-testid="list-skeleton" aria-busy="true">
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      )}
      {query.isSuccess && items.length === 0 && (
        <EmptyState text={empty ?? t('common.empty')} action={emptyAction} />
      )}
      {query.isSuccess && items.length > 0 && (
        <InfiniteScroll loadMore={loadMore} hasMore={query.hasNextPage}>
          {(hasMore, failed, retry) =>
            failed ? (
              <button type="button" className="link-button" onClick={retry}>
                {t('common.loadFailed')}
              </button>
            ) : hasMore ? (
              t('common.loadingMore')
            ) : (
              t('common.noMore')
            )
          }
        </InfiniteScroll>
      )}
    </div>
  );
}
