import { adminApi } from '@mcc/contract';
import { Button, Image, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRowPick } from '../../components/bulk/use-row-pick.ts';
import { chainColumn } from '../../components/list/columns.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import {
  type AdminRecharge,
  useApproveRecharge,
  useRecharges,
  useRejectRecharge,
} from '../../features/finance/api.ts';
import { RechargeBulkBar } from '../../features/finance/bulk-bars.tsx';
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
  // Manual recharges waiting for an operator are decided one by one or ticked and decided together.
  const decisions = kind !== 'auto' && (state === undefined || state === 'reviewing');
  const pick = useRowPick<AdminRecharge>(
    (r) => r.kind === 'manual' && r.state === 'reviewing',
    (r) => r.amount,
  );

  return (
    <ReviewQueue<AdminRecharge>
      kind="recharge"
      title={t('menu.recharges')}
      queue={queue}
      list={list}
      scrollX={1100}
      searchBy={['userId', 'uid', 'mobile', 'email', 'nickname', 'txHash']}
      exportRoute={adminApi.finance.rechargesExport}
      filters={<KindFilter value={kind} onChange={queue.setKind} />}
      notice={<AutoRechargeNotice />}
      toolbar={decisions && <RechargeBulkBar pick={pick} />}
      rowSelection={decisions ? pick.rowSelection : undefined}
      networkNote={{
        title: `${t('finance.network')} / ${t('finance.kind')}`,
        render: (r) => <KindTag kind={r.kind} />,
      }}
      columns={[
        amountColumn(t('finance.amount')),
        chainColumn(t('finance.txHash'), 'txHash', 'tx', { width: 130, testId: 'recharge-hash' }),
        {
          title: t('finance.proof'),
          dataIndex: 'proof',
          width: 84,
          render: (src: string) =>
            src ? <Image src={src} width={48} height={48} style={{ objectFit: 'cover' }} alt="" /> : '–',
        },
        {
          // An automatic recharge's depth on chain under its state: the row fits a desktop screen.
          title: t('common.status'),
          dataIndex: 'state',
          className: 'nowrap',
          width: 96,
          render: (state: string, r) => (
            <>
              <StateTag state={state} />
              {r.kind === 'auto' && (
                <div>
                  <Typography.Text type="secondary">
                    {t('finance.chain.confirmations')}{' '}
                    <span data-testid="recharge-confirmations">{confirmationsText(r)}</span>
                  </Typography.Text>
                </div>
              )}
            </>
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
      actionsShown={decisions}
      actionsWidth={116}
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
