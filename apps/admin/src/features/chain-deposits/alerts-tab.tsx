import { CHAIN_ALERT_STATES, NETWORKS } from '@mcc/contract';
import { Button, Alert as Note, Segmented, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputModal } from '../../components/input-modal.tsx';
import { chainColumn, moneyColumn, timeColumn, userColumn } from '../../components/list/columns.tsx';
import { ListTable } from '../../components/list/list-page.tsx';
import { oneOf, useListQuery } from '../../components/list/use-list-query.ts';
import { dateTime, money } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { type Alert, useAlerts, useResolveAlert } from './api.ts';

const FILTERS = { state: oneOf(CHAIN_ALERT_STATES), network: oneOf(NETWORKS) };

/**
 * The alerts a reorganisation raised, open ones first and in red: each credited deposit whose block was
 * undone, whether the scanner found it again, and a resolution with a note of what the operator did.
 */
export function AlertsTab() {
  const { t } = useTranslation();
  const list = useListQuery(FILTERS);
  const alerts = useAlerts(list.query);
  const resolve = useResolveAlert();
  const [resolving, setResolving] = useState<Alert | null>(null);
  const a = (key: string) => t(`chainDeposits.alert.${key}`);

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Note type="warning" showIcon message={a('hint')} />
      <Segmented
        value={list.query.state ?? 'all'}
        onChange={(v) => list.setFilters({ state: v === 'all' ? undefined : String(v) })}
        options={(['all', ...CHAIN_ALERT_STATES] as const).map((s) => ({
          value: s,
          label: s === 'all' ? t('common.all') : t(`chainDeposits.alert.state.${s}`),
        }))}
        data-testid="alert-state-filter"
      />
      <ListTable<Alert>
        list={alerts}
        onPage={list.setPage}
        scrollX={1120}
        testId="alert-table"
        columns={[
          { title: 'ID', dataIndex: 'id', width: 60 },
          { title: t('finance.network'), dataIndex: 'network', width: 90 },
          {
            title: t('chainDeposits.difference.detail'),
            key: 'kind',
            width: 200,
            render: (_, r) => (
              <Space direction="vertical" size={0}>
                <Typography.Text type={r.resolvedAt ? undefined : 'danger'} strong={!r.resolvedAt}>
                  {t(`chainDeposits.alert.kinds.${r.kind}`)}
                </Typography.Text>
                <Typography.Text type="secondary" data-testid="alert-block">
                  {a('block')} {r.block}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {r.reincludedAt
                    ? t('chainDeposits.alert.reincluded', { time: dateTime(r.reincludedAt) })
                    : a('notReincluded')}
                </Typography.Text>
              </Space>
            ),
          },
          userColumn(t('users.uid'), { width: 100 }),
          moneyColumn(t('finance.amount'), 'amount', { width: 130, asset: 'USDT', strong: true }),
          chainColumn(t('finance.txHash'), 'txHash', 'tx', { width: 150 }),
          timeColumn(t('common.time'), 'createdAt', { width: 170 }),
          // What became of it, kept in view on a narrower screen: the Resolve button while open; who
          // resolved it, when, and their note once resolved (a note cut off under a fixed column said nothing).
          {
            title: t('common.status'),
            key: 'state',
            width: 220,
            fixed: 'right',
            render: (_, r) =>
              r.resolvedAt ? (
                <Space direction="vertical" size={0}>
                  <Tag color="green">{a('state.resolved')}</Tag>
                  <Typography.Text type="secondary">
                    {r.resolvedBy} · <span className="nowrap">{dateTime(r.resolvedAt)}</span>
                  </Typography.Text>
                  <Typography.Text>{r.note}</Typography.Text>
                </Space>
              ) : (
                <Space>
                  <Tag color="red">{a('state.open')}</Tag>
                  <Button size="small" danger onClick={() => setResolving(r)} data-testid={`resolve-${r.id}`}>
                    {a('resolve')}
                  </Button>
                </Space>
              ),
          },
        ]}
      />
      <InputModal
        open={resolving !== null}
        title={a('resolveTitle')}
        description={
          resolving &&
          t('chainDeposits.alert.resolveText', {
            uid: resolving.uid,
            amount: money(resolving.amount),
            network: resolving.network,
          })
        }
        label={a('note')}
        multiline
        testId="resolve-modal"
        onCancel={() => setResolving(null)}
        onSubmit={async (note) => {
          if (!resolving) return;
          await resolve.mutateAsync({ id: resolving.id, note });
          notify.success(a('resolved'));
          setResolving(null);
        }}
      />
    </Space>
  );
}
