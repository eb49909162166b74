import { Skeleton } from 'antd-mobile';

/** Where a card will be while its first load runs: the page has nothing to show yet (docs/web-app.md, Toasts). */
export function CardSkeleton({ lines = 2, title = false }: { lines?: number; title?: boolean }) {
  return (
    <div className="card-skeleton" data-testid="card-skeleton" aria-busy="true">
      {title && <Skeleton.Title animated />}
      <Skeleton.Paragraph lineCount={lines} animated />
    </div>
  );
}
