import { Badge } from 'antd';
import { useProposalsWaiting } from './api.ts';

/** The menu's count of proposals waiting for a second operator (none shown at zero). */
export function WaitingBadge() {
  const waiting = useProposalsWaiting();
  const count = waiting.data?.count ?? 0;
  return (
    <Badge
      count={count}
      size="small"
      offset={[6, -2]}
      style={{ boxShadow: 'none' }}
      data-testid="proposals-badge"
      title={String(count)}
    />
  );
}
