import { MenuCountBadge } from '../../components/menu-count-badge.tsx';
import { useOpenAlerts } from './api.ts';

/** The menu's count of open chain alerts (none shown at zero): a credited deposit was undone. */
export function OpenAlertsBadge() {
  return <MenuCountBadge count={useOpenAlerts().data?.count ?? 0} testId="chain-alerts-badge" />;
}
