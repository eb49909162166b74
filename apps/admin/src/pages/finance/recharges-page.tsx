import { Button, Image, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  type AdminRecharge,
  type RechargeState,
  useApproveRecharge,
  useRecharges,
  useRejectRecharge,
} from '../../features/finance/api.ts';
import {
  amountColumn,
  ReviewQueue,
  stateColumn,
  useQueueQuery,
} from '../../features/finance/review-queue.tsx';
import { money } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';

const STATES: RechargeState[] = ['reviewing', 'approved', 'rejected'];

export default function RechargesPage() {
  const { t } = useTranslation();
  const queue = useQueueQuery(STATES);
  const list = useRecharges(queue.query);
  const approve = useApproveRecharge();
  const reject = useRejectRecharge();

  return (
    <ReviewQueue<AdminRecharge>
      kind="recharge"
      title={t('menu.recharges')}
      queue={queue}
      list={list}
      scrollX={1350}
      columns={[
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
          render: (src: string) =>
            src ? <Image src={src} width={56} height={56} style={{ objectFit: 'cover' }} alt="" /> : '–',
        },
        stateColumn(t('common.status')),
      ]}
      decidedAt={{ title: t('finance.reviewedAt'), dataIndex: 'reviewedAt' }}
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
