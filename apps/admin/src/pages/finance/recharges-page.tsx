import { Button, Image, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { stateColumn } from '../../components/list/columns.tsx';
import {
  type AdminRecharge,
  useApproveRecharge,
  useRecharges,
  useRejectRecharge,
} from '../../features/finance/api.ts';
import {
  ChainFacts,
  confirmationsText,
  KindFilter,
  KindTag,
  rechargeReason,
  useRechargeQueueQuery,
} from '../../features/finance/recharge-queue.tsx';
import { amountColumn, ReviewQueue } from '../../features/finance/review-queue.tsx';
import { AutoRechargeNotice } from '../../features/settings/auto-recharge-notice.tsx';
import { money } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';

/**
 * The recharge queue: manual recharges wait for an operator (approve or reject); automatic ones are
 * checked on chain and credited or refused by the server, so the console only shows what the chain
 * said (under the row) and offers no decision on them. While automatic recharge works on no network,
 * a notice above the queue says so and what each network lacks.
 */
export default function RechargesPage() {
  const { t } = useTranslation();
  const queue = useRechargeQueueQuery();
  const list = useRecharges(queue.query);
  const approve = useApproveRecharge();
  const reject = useRejectRecharge();
  const { state, kind } = queue.query;

  return (
    <ReviewQueue<AdminRecharge>
      kind="recharge"
      title={t('menu.recharges')}
      queue={queue}
      list={list}
      scrollX={1650}
      filters={<KindFilter value={kind} onChange={queue.setKind} />}
      notice={<AutoRechargeNotice />}
      columns={[
        {
          title: t('finance.kind'),
          dataIndex: 'kind',
          className: 'nowrap',
          width: 90,
          render: (k: AdminRecharge['kind']) => <KindTag kind={k} />,
        },
        amountColumn(t('finance.amount')),
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
          width: 90,
          render: (src: string) =>
            src ? <Image src={src} width={56} height={56} style={{ objectFit: 'cover' }} alt="" /> : '–',
        },
        stateColumn(t('common.status'), 'state', { width: 100 }),
        {
          title: t('finance.chain.confirmations'),
          key: 'confirmations',
          className: 'nowrap',
          width: 100,
          render: (_, r) =>
            r.kind === 'auto' ? (
              <span data-testid="recharge-confirmations">{confirmationsText(r)}</span>
            ) : (
              '–'
            ),
        },
      ]}
      reasonText={(r) => rechargeReason(t, r)}
      // Only an automatic recharge has chain facts to open; a list of manual ones keeps its columns.
      expandable={
        list.data?.list.some((r) => r.kind === 'auto')
          ? {
              // Fixed: the facts stay in view while the wide table scrolls sideways.
              fixed: 'left' as const,
              rowExpandable: (r) => r.kind === 'auto',
              expandedRowRender: (r) => <ChainFacts recharge={r} />,
            }
          : undefined
      }
      decidedAt={{ title: t('finance.reviewedAt'), dataIndex: 'reviewedAt' }}
      // Only a manual recharge waits for an operator; the server refuses a decision on an automatic one.
      decidable={(r) => r.kind === 'manual' && r.state === 'reviewing'}
      actionsShown={kind !== 'auto' && (state === undefined || state === 'reviewing')}
      actionsWidth={150}
      decideButton={(r) => (
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
      )}
      reject={{
        title: t('finance.rejectRechargeTitle'),
        text: (r) => t('finance.rejectRechargeText', { amount: money(r.amount), uid: r.uid }),
        run: (r, reason) => reject.mutateAsync({ id: r.id, reason }),
      }}
    />
  );
}
