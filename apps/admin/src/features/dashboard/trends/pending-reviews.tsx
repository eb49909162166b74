import type { PendingKind, PendingReview } from '@mcc/contract';
import { Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../../../lib/operator.ts';
import { mayOpen, type PageName, paths } from '../../../lib/routes.ts';
import { waitedFor } from './trend-labels.ts';

/** The page each queue is worked in. */
const QUEUE_PAGES: Record<PendingKind, PageName> = {
  recharges: 'recharges',
  withdrawals: 'withdrawals',
  appeals: 'nftAppeals',
  proposals: 'proposals',
};

/** What waits for operators, longest wait first (the server's order), each with a link to its queue. */
export function PendingReviews({ pending }: { pending: PendingReview[] }) {
  const { t } = useTranslation();
  const permissions = useMe().data?.permissions ?? [];
  return (
    <Card
      title={t('trends.pending.title')}
      extra={<Typography.Text type="secondary">{t('trends.pending.hint')}</Typography.Text>}
    >
      <Table<PendingReview>
        rowKey="kind"
        size="small"
        pagination={false}
        dataSource={pending}
        data-testid="pending-reviews"
        columns={[
          {
            title: t('trends.pending.queue'),
            dataIndex: 'kind',
            render: (kind: PendingKind) => {
              const page = QUEUE_PAGES[kind];
              const name = t(`trends.pending.kinds.${kind}`);
              return mayOpen(page, permissions) ? <Link to={paths[page]}>{name}</Link> : name;
            },
          },
          { title: t('trends.pending.count'), dataIndex: 'count', align: 'right' },
          {
            title: t('trends.pending.oldest'),
            dataIndex: 'oldestAgeSeconds',
            render: (age: number | null) => (age === null ? t('trends.pending.nothing') : waitedFor(age, t)),
          },
        ]}
      />
    </Card>
  );
}
