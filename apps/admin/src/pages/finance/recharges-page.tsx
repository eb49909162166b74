import { Button, Card, Image, Popconfirm, Segmented, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { userPath } from '../../app/paths.ts';
import { InputModal } from '../../components/input-modal.tsx';
import { MoneyText } from '../../components/money-text.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import {
  type AdminRecharge,
  type RechargeState,
  useApproveRecharge,
  useRecharges,
  useRejectRecharge,
} from '../../features/finance/api.ts';
import { dateTime, money } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { queueState } from '../../lib/queue-state.ts';
import { pagination, usePageParams } from '../../lib/use-page-params.ts';

const LIMIT = 20;
const KEYS = ['state'] as const;
const STATES: RechargeState[] = ['reviewing', 'approved', 'rejected'];

export default function RechargesPage() {
  const { t } = useTranslation();
  const { page, filters, setFilters, setPage } = usePageParams(KEYS);
  const state = queueState(filters.state, STATES);
  const { data, isFetching } = useRecharges({ state, page, limit: LIMIT });
  const approve = useApproveRecharge();
  const reject = useRejectRecharge();
  const [rejecting, setRejecting] = useState<AdminRecharge | null>(null);

  return (
    <div data-testid="recharges-page">
      <PageHeader
        title={t('menu.recharges')}
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
        <Table<AdminRecharge>
          rowKey="id"
          loading={isFetching}
          dataSource={data?.list}
          pagination={pagination(data, setPage)}
          scroll={{ x: 1350 }}
          data-testid="recharge-table"
          columns={[
            { title: 'ID', dataIndex: 'id', width: 70 },
            {
              title: t('users.uid'),
              dataIndex: 'uid',
              className: 'nowrap',
              width: 110,
              render: (uid: string, r) => <Link to={userPath(r.userId)}>{uid}</Link>,
            },
            { title: t('finance.network'), dataIndex: 'network', className: 'nowrap', width: 90 },
            {
              title: t('finance.amount'),
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
              title: t('finance.txHash'),
              dataIndex: 'txHash',
              width: 260,
              render: (h: string) => (
                <Typography.Text className="mono" copyable={{ text: h }} data-testid="recharge-hash">
                  {h}
                </Typography.Text>
              ),
            },
            {
              title: t('finance.proof'),
              dataIndex: 'proof',
              render: (src: string) =>
                src ? <Image src={src} width={56} height={56} style={{ objectFit: 'cover' }} alt="" /> : '–',
            },
            {
              title: t('common.status'),
              dataIndex: 'state',
              className: 'nowrap',
              width: 100,
              render: (s: string) => <StateTag state={s} />,
            },
            { title: t('common.reason'), dataIndex: 'reason', render: (r: string) => r || '–' },
            { title: t('finance.createdAt'), dataIndex: 'createdAt', render: dateTime, className: 'nowrap' },
            {
              title: t('finance.reviewedAt'),
              dataIndex: 'reviewedAt',
              render: dateTime,
              className: 'nowrap',
            },
            {
              title: t('common.actions'),
              key: 'actions',
              className: 'nowrap',
              width: 150,
              fixed: 'right',
              render: (_, r) =>
                r.state === 'reviewing' ? (
                  <Space>
                    <Popconfirm
                      title={t('finance.approveConfirm', { amount: money(r.amount), uid: r.uid })}
                      okText={t('finance.approve')}
                      cancelText={t('common.cancel')}
                      onConfirm={() =>
                        approve
                          .mutateAsync(r.id)
                          .then(() => notify.success(t('finance.approved')))
                          .catch(() => {})
                      }
                    >
                      <Button type="primary" size="small" data-testid={`approve-${r.id}`}>
                        {t('finance.approve')}
                      </Button>
                    </Popconfirm>
                    <Button
                      danger
                      size="small"
                      onClick={() => setRejecting(r)}
                      data-testid={`reject-${r.id}`}
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
        open={rejecting !== null}
        title={t('finance.rejectRechargeTitle')}
        description={
          rejecting &&
          t('finance.rejectRechargeText', { amount: money(rejecting.amount), uid: rejecting.uid })
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
