import { type AdminAppeal, APPEAL_STATES, type AppealSide, type AppealState } from '@mcc/contract';
import { Button, Card, Segmented, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MoneyText } from '../../components/money-text.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useNftAppeals } from '../../features/nft/resale/api.ts';
import { AppealDrawer } from '../../features/nft/resale/appeal-drawer.tsx';
import { AppealStateTag, copyName, SideTag } from '../../features/nft/resale/appeal-tags.tsx';
import { dateTime } from '../../lib/format.ts';
import { queueState } from '../../lib/queue-state.ts';
import { userPath } from '../../lib/routes.ts';
import { pagination, usePageParams } from '../../lib/use-page-params.ts';

const LIMIT = 20;
const KEYS = ['status'] as const;

/**
 * Appeals of NFT resales, a queue like the finance reviews: the open ones by default (`?status=all`
 * for every one). A row opens the appeal in a drawer with both sides' evidence and the decision.
 */
export default function NftAppealsPage() {
  const { t } = useTranslation();
  const { page, filters, setFilters, setPage } = usePageParams(KEYS);
  const status = queueState(filters.status, APPEAL_STATES);
  const { data, isFetching } = useNftAppeals({ status, page, limit: LIMIT });
  const [opened, setOpened] = useState<number | null>(null);
  const uid = (p: { userId: number; uid: string }) => <Link to={userPath(p.userId)}>{p.uid}</Link>;

  return (
    <div data-testid="nft-appeals-page">
      <PageHeader
        title={t('menu.nftAppeals')}
        extra={
          <Segmented
            value={status ?? 'all'}
            onChange={(v) => setFilters({ status: String(v) })}
            options={[...APPEAL_STATES, 'all'].map((s) => ({
              value: s,
              label: s === 'all' ? t('common.all') : t(`appeals.states.${s}`),
            }))}
            data-testid="appeal-status-filter"
          />
        }
      />
      <Card>
        <Table<AdminAppeal>
          rowKey="id"
          loading={isFetching}
          dataSource={data?.list}
          pagination={pagination(data, setPage)}
          scroll={{ x: 'max-content' }}
          data-testid="appeal-table"
          columns={[
            { title: 'ID', dataIndex: 'id', width: 60 },
            { title: t('appeals.order'), dataIndex: 'orderId', width: 80, render: (id: number) => `#${id}` },
            { title: t('appeals.copy'), key: 'copy', render: (_, a) => copyName(a) },
            { title: t('appeals.buyer'), key: 'buyer', className: 'nowrap', render: (_, a) => uid(a.buyer) },
            {
              title: t('appeals.seller'),
              key: 'seller',
              className: 'nowrap',
              render: (_, a) => uid(a.seller),
            },
            {
              title: t('appeals.price'),
              dataIndex: 'price',
              className: 'nowrap',
              render: (v: string) => (
                <strong>
                  <MoneyText value={v} /> USDT
                </strong>
              ),
            },
            {
              title: t('appeals.reason'),
              dataIndex: 'reason',
              className: 'nowrap',
              render: (r: AdminAppeal['reason']) => t(`appeals.reasons.${r}`),
            },
            {
              title: t('appeals.openedBy'),
              dataIndex: 'openedBy',
              className: 'nowrap',
              render: (s: AppealSide) => <SideTag side={s} />,
            },
            {
              title: t('common.status'),
              dataIndex: 'status',
              className: 'nowrap',
              render: (s: AppealState) => <AppealStateTag state={s} />,
            },
            {
              // Opened and decided in one column, one above the other: the row fits a desktop screen.
              title: `${t('appeals.createdAt')} / ${t('appeals.decidedAt')}`,
              key: 'times',
              className: 'nowrap',
              render: (_, a) => (
                <>
                  {dateTime(a.createdAt)}
                  <br />
                  <Typography.Text type="secondary">{dateTime(a.decidedAt)}</Typography.Text>
                </>
              ),
            },
            {
              title: t('common.actions'),
              key: 'actions',
              fixed: 'right',
              width: 90,
              render: (_, a) => (
                <Button
                  size="small"
                  type={a.status === 'open' ? 'primary' : 'default'}
                  onClick={() => setOpened(a.id)}
                  data-testid={`open-appeal-${a.id}`}
                >
                  {a.status === 'open' ? t('appeals.handle') : t('appeals.view')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <AppealDrawer id={opened} onClose={() => setOpened(null)} />
    </div>
  );
}
