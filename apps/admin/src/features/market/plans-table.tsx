import { adminApi, MARKET_SYMBOLS, type MarketPlan, PLAN_STATES } from '@mcc/contract';
import { Button, Card, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ChoiceFilter,
  DateRangeFilter,
  ListFilters,
  StateFilter,
} from '../../components/list/list-filters.tsx';
import { ListTable } from '../../components/list/list-page.tsx';
import { DATE_RANGE, oneOf, sortBy, useListQuery } from '../../components/list/use-list-query.ts';
import { dateTime, priceText } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { useCancelPlan, useMarketPlans } from './api.ts';

const STATUS_COLOURS = { scheduled: 'processing', done: 'success', cancelled: 'default' } as const;
const FILTERS = {
  ...DATE_RANGE,
  symbol: oneOf(MARKET_SYMBOLS),
  status: oneOf(PLAN_STATES),
  ...sortBy(['createdAt'] as const),
};

/** The next point a scheduled plan will apply, if any. */
const nextPoint = (plan: MarketPlan) => plan.points.find((p) => p.appliedAt === null);

/**
 * Every plan, a page at a time (made between two days, by token and state, newest first unless sorted):
 * its span, how far it got, who made it; scheduled ones can be cancelled by `mayWrite`.
 */
export function PlansTable({ mayWrite }: { mayWrite: boolean }) {
  const { t } = useTranslation();
  const list = useListQuery(FILTERS);
  const plans = useMarketPlans(list.query);
  const cancel = useCancelPlan();
  return (
    <Card title={t('market.plans')} data-testid="plans-table">
      <ListFilters list={list}>
        <DateRangeFilter />
        <ChoiceFilter
          name="symbol"
          label={t('market.symbol')}
          options={MARKET_SYMBOLS.map((s) => ({ value: s, label: s }))}
          width={100}
        />
        <StateFilter states={PLAN_STATES} texts="market.statuses" />
      </ListFilters>
      <ListTable<MarketPlan>
        list={plans}
        onPage={list.setPage}
        sort={list}
        listId="market-plans"
        exportCall={{ route: adminApi.market.plansExport, query: list.query, name: 'market-plans' }}
        scrollX="max-content"
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
            key: 'span',
            render: (_, plan) =>
              `${priceText(plan.points[0]?.price ?? '')} → ${priceText(plan.points.at(-1)?.price ?? '')} (${dateTime(plan.points[0]?.at)} – ${dateTime(plan.points.at(-1)?.at)})`,
          },
          {
            title: t('market.progress'),
            key: 'progress',
            render: (_, plan) =>
              t('market.applied', {
                done: plan.points.filter((p) => p.appliedAt !== null).length,
                total: plan.points.length,
              }),
          },
          { title: t('market.next'), key: 'next', render: (_, plan) => dateTime(nextPoint(plan)?.at) },
          {
            title: t('market.createdBy'),
            // Sorted by when it was made.
            key: 'createdAt',
            sorter: true,
            render: (_, plan) => `${plan.createdBy} · ${dateTime(plan.createdAt)}`,
          },
          {
            title: t('common.actions'),
            key: 'actions',
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
