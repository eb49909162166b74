import { MenuCountBadge } from '../../components/menu-count-badge.tsx';
import { useProposalsWaiting } from './api.ts';

/** The menu's count of proposals waiting for a second operator (none shown at zero). */
export function WaitingBadge() {
  return <MenuCountBadge count={useProposalsWaiting().data?.count ?? 0} testId="proposals-badge" />;
}
