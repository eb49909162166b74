import { Button, Card, Segmented, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { userPath } from '../../app/paths.ts';
import { InputModal } from '../../components/input-modal.tsx';
import { MoneyText } from '../../components/money-text.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import {
  type AdminWithdrawal,
  usePayWithdrawal,
  useRejectWithdrawal,
  useWithdrawals,
  type WithdrawalState,
} from '../../features/finance/api.ts';
import { dateTime, money } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { queueState } from '../../lib/queue-state.ts';
import { pagination, usePageParams } from '../../lib/use-page-params.ts';

const LIMIT = 20;
const KEYS = ['state'] as const;
const STATES: WithdrawalState[] = ['reviewing', 'paid', 'rejected'];
/** TRC20 hashes are 64 hex digits; EVM hashes carry 0x (the contract's `txHash` rule). */
const TX_HASH = /^(0x)?[0-9a-fA-F]{64}$/;

export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const { page, filters, setFilters, setPage } = usePageParams(KEYS);
  const state = queueState(filters.state, STATES);
  const { data, isFetching } = useWithdrawals({ state, page, limit: LIMIT });
  const pay = usePayWithdrawal();
  const reject = useRejectWithdrawal();
  const [paying, setPaying] = useState<AdminWithdrawal | null>(null);
  const [rejecting, setRejecting] = useState<AdminWithdrawal | null>(null);

  return (
    <div data-testid="withdrawals-page">
      <PageHeader
        title={t('menu.withdrawals')}
        extra={
          <Segmented
            value={state ?? 'all'}
            onChange={(v) => setFilters({ state: String(v) })}
            options={[...STATES, 'all'].map((s) => ({
              value: s,
              label: s === 'all' ? t('common.all') : t(`states.${s}`),
            }))}
          />
        }
      />
      <Card>
        <Table<AdminWithdrawal>
          rowKey="id"
          loading={isFetching}
          dataSource={data?.list}
          pagination={pagination(data, setPage)}
          scroll={{ x: 1500 }}
          data-testid="withdrawal-table"
          columns={[
            { title: 'ID', dataIndex: 'id', width: 70 },
            {
              title: t('users.uid'),
              dataIndex: 'uid',
              className: 'nowrap',
              width: 110,
              render: (uid: string, w) => <Link to={userPath(w.userId)}>{uid}</Link>,
            },
            { title: t('finance.network'), dataIndex: 'network', className: 'nowrap', width: 90 },
            {
              title: t('finance.address'),
              dataIndex: 'address',
              width: 240,
              render: (a: string) => (
                <Typography.Text className="mono" copyable={{ text: a }}>
                  {a}
                </Typography.Text>
              ),
            },
            {
              title: t('finance.payAmount'),
              dataIndex: 'amount',
              className: 'nowrap',
              width: 140,
              render: (v: string) => (
                <strong>
                  <MoneyText value={v} /> USDT
                </strong>
              ),
            },
            {
              title: t('finance.fee'),
              dataIndex: 'fee',
              className: 'nowrap',
              width: 90,
              render: (v: string) => <MoneyText value={v} />,
            },
            {
              title: t('common.status'),
              dataIndex: 'state',
              className: 'nowrap',
              width: 100,
              render: (s: string) => <StateTag state={s} />,
            },
            {
              title: t('finance.txHash'),
              dataIndex: 'txHash',
              width: 220,
              render: (h: string) =>
                h ? (
                  <Typography.Text className="mono" copyable={{ text: h }}>
                    {h}
                  </Typography.Text>
                ) : (
                  '–'
                ),
            },
            { title: t('common.reason'), dataIndex: 'reason', render: (r: string) => r || '–' },
            { title: t('finance.createdAt'), dataIndex: 'createdAt', render: dateTime, className: 'nowrap' },
            {
              title: t('finance.resolvedAt'),
              dataIndex: 'resolvedAt',
              render: dateTime,
              className: 'nowrap',
            },
            {
              title: t('common.actions'),
              key: 'actions',
              className: 'nowrap',
              width: 190,
              fixed: 'right',
              render: (_, w) =>
                w.state === 'reviewing' ? (
                  <Space>
                    <Button
                      type="primary"
                      size="small"
                      onClick={() => setPaying(w)}
                      data-testid={`pay-${w.id}`}
                    >
                      {t('finance.markPaid')}
                    </Button>
                    <Button
                      danger
                      size="small"
                      onClick={() => setRejecting(w)}
                      data-testid={`reject-${w.id}`}
                    >
                      {t('finance.reject')}
                    </Button>
                  </Space>
                ) : null,
            },
          ]}
        />
      </Card>
      <InputModal
        open={paying !== null}
        title={t('finance.payTitle')}
        description={
          paying &&
          t('finance.payText', {
            amount: money(paying.amount),
            network: paying.network,
            address: paying.address,
          })
        }
        label={t('finance.txHash')}
        rules={[{ pattern: TX_HASH, message: t('finance.txHashInvalid') }]}
        okText={t('finance.markPaid')}
        testId="pay-modal"
        onCancel={() => setPaying(null)}
        onSubmit={async (txHash) => {
          if (!paying) return;
          await pay.mutateAsync({ id: paying.id, txHash });
          notify.success(t('finance.paid'));
          setPaying(null);
        }}
      />
      <InputModal
        open={rejecting !== null}
        title={t('finance.rejectWithdrawalTitle')}
        description={
          rejecting &&
          t('finance.rejectWithdrawalText', { amount: money(rejecting.amount), uid: rejecting.uid })
        }
        label={t('common.reason')}
        multiline
        danger
        okText={t('finance.reject')}
        testId="reject-modal"
        onCancel={() => setRejecting(null)}
        onSubmit={async (reason) => {
          if (!rejecting) return;
          await reject.mutateAsync({ id: rejecting.id, reason });
          notify.success(t('finance.rejected'));
          setRejecting(null);
        }}
      />
    </div>
  );
}
