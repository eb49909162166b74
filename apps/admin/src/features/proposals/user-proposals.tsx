import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/operator.ts';
import { useProposals } from './api.ts';
import { proposalColumns } from './proposal-columns.tsx';

/**
 * A user's proposals waiting for a second operator (an adjustment proposed, a large payout), with
 * their decisions; nothing when none waits or the operator may not see the queue.
 */
export function UserProposals({ userId }: { userId: number }) {
  return useCan('finance.review') ? <PendingOf userId={userId} /> : null;
}

function PendingOf({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const pending = useProposals({ userId, state: 'pending', limit: 50 });
  const rows = pending.data?.list ?? [];
  if (rows.length === 0) return null;
  return (
    <Card title={t('proposals.userPending')} size="small" data-testid="user-proposals">
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={proposalColumns(t)}
        scroll={{ x: 1080 }}
      />
    </Card>
  );
}
