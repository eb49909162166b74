import type { MarketPlan } from '@mcc/contract';
import { Button, Card, Popconfirm, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTime, priceText } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { useCancelPlan, useMarketPlans } from './api.ts';

const STATUS_COLOURS = { scheduled: 'processing', done: 'success', cancelled: 'default' } as const;

/** The next point a scheduled plan will apply, if any. */
const nextPoint = (plan: MarketPlan) => plan.points.find((p) => p.appliedAt === null);

/** Every plan: its span, how far it got, who made it; scheduled ones can be cancelled by `mayWrite`. */
export function PlansTable({ mayWrite }: { mayWrite: boolean }) {
  const { t } = useTranslation();
  const { data, isFetching } = useMarketPlans();
  const cancel = useCancelPlan();
  return (
    <Card title={t('market.plans')} data-testid="plans-table">
      <Table<MarketPlan>
        rowKey="id"
        loading={isFetching}
        dataSource={data}
        pagination={{ pageSize: 10 }}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: 'ID', dataIndex: 'id' },
          { title: t('market.symbol'), dataIndex: 'symbol' },
          {
            title: t('market.status'),
            dataIndex: 'status',
            render: (s: MarketPlan['status']) => (
              <Tag color={STATUS_COLOURS[s]}>{t(`market.statuses.${s}`)}</Tag>
            ),
          },
          {
            title: t('market.span'),
            render: (_, plan) =>
              `${priceText(plan.points[0]?.price ?? '')} → ${priceText(plan.points.at(-1)?.price ?? '')} (${dateTime(plan.points[0]?.at)} – ${dateTime(plan.points.at(-1)?.at)})`,
          },
          {
            title: t('market.progress'),
            render: (_, plan) =>
              t('market.applied', {
                done: plan.points.filter((p) => p.appliedAt !== null).length,
                total: plan.points.length,
              }),
          },
          { title: t('market.next'), render: (_, plan) => dateTime(nextPoint(plan)?.at) },
          {
            title: t('market.createdBy'),
            render: (_, plan) => `${plan.createdBy} · ${dateTime(plan.createdAt)}`,
          },
          {
            title: t('common.actions'),
            render: (_, plan) =>
              mayWrite &&
              plan.status === 'scheduled' && (
                <Popconfirm
                  title={t('market.cancelConfirm')}
                  onConfirm={() =>
                    cancel
                      .mutateAsync(plan.id)
                      .then(() => notify.success(t('market.cancelled')))
                      .catch(() => {})
                  }
                >
                  <Button danger size="small" data-testid={`cancel-plan-${plan.id}`}>
                    {t('market.cancel')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </Card>
  );
}
