import { Badge } from 'antd';

/** A count beside a menu entry, in red (none shown at zero): what waits for an operator there. */
export function MenuCountBadge({ count, testId }: { count: number; testId: string }) {
  return (
    <Badge
      count={count}
      size="small"
      offset={[6, -2]}
      style={{ boxShadow: 'none' }}
      data-testid={testId}
      title={String(count)}
    />
  );
}
