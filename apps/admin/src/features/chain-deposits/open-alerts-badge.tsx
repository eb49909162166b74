import { Badge } from 'antd';
import { useOpenAlerts } from './api.ts';

/** The menu's count of open chain alerts, in red (none shown at zero): a credited deposit was undone. */
export function OpenAlertsBadge() {
  const count = useOpenAlerts().data?.count ?? 0;
  return (
    <Badge
      count={count}
      size="small"
      offset={[6, -2]}
      style={{ boxShadow: 'none' }}
      data-testid="chain-alerts-badge"
      title={String(count)}
    />
  );
}
