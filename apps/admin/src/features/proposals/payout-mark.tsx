import type { Proposal } from '@mcc/contract';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateTime } from '../../lib/format.ts';
import { paths } from '../../lib/routes.ts';

/** A withdrawal whose payout waits for a second operator: who proposed it and when, opening the queue. */
export function PayoutAwaiting({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation();
  return (
    <Tooltip
      title={`${t('proposals.proposedBy')}: ${proposal.proposedBy.username} · ${dateTime(proposal.proposedAt)}`}
    >
      <Link to={paths.proposals}>
        <Tag color="orange" data-testid={`awaiting-${proposal.withdrawalId}`}>
          {t('proposals.awaiting')}
        </Tag>
      </Link>
    </Tooltip>
  );
}
