import { adminApi } from '@mcc/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRowPick } from '../../components/bulk/use-row-pick.ts';
import { InputModal } from '../../components/input-modal.tsx';
import { chainColumn, moneyColumn, stateColumn } from '../../components/list/columns.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import {
  type AdminWithdrawal,
  usePayWithdrawal,
  useRejectWithdrawal,
  useWithdrawals,
  type WithdrawalState,
} from '../../features/finance/api.ts';
import { WithdrawalBulkBar } from '../../features/finance/bulk-bars.tsx';
import { queueFilters, useQueueQuery } from '../../features/finance/queue-query.ts';
import { amountColumn, ReviewQueue } from '../../features/finance/review-queue.tsx';
import { usePendingPayouts } from '../../features/proposals/api.ts';
import { PayoutAwaiting } from '../../features/proposals/payout-mark.tsx';
import { money } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';

const STATES: WithdrawalState[] = ['reviewing', 'paid', 'rejected'];
const FILTERS = queueFilters(['createdAt', 'amount', 'resolvedAt'] as const);
/** TRC20 hashes are 64 hex digits; EVM hashes carry 0x (the contract's `txHash` rule). */
const TX_HASH = /^(0x)?[0-9a-fA-F]{64}$/;

export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const queue = useQueueQuery(FILTERS, () => STATES);
  const list = useWithdrawals(queue.query);
  const pay = usePayWithdrawal();
  const reject = useRejectWithdrawal();
  const [paying, setPaying] = useState<AdminWithdrawal | null>(null);
  // A payout above the four-eyes threshold waits for a second operator: its row says so, undecidable here.
  const payouts = usePendingPayouts();
  const decidable = (w: AdminWithdrawal) => w.state === 'reviewing' && !payouts.has(w.id);
  const decisions = queue.query.state === undefined || queue.query.state === 'reviewing';
  const pick = useRowPick(decidable, (w) => w.amount);

  return (
    <ReviewQueue<AdminWithdrawal>
      kind="withdrawal"
      title={t('menu.withdrawals')}
      queue={queue}
      list={list}
      scrollX={1100}
      searchBy={['userId', 'uid', 'mobile', 'email', 'nickname', 'address', 'txHash']}
      exportRoute={adminApi.finance.withdrawalsExport}
      columns={[
        chainColumn(t('finance.address'), 'address', 'address', { width: 130 }),
        amountColumn(t('finance.payAmount')),
        moneyColumn(t('finance.fee'), 'fee', { width: 100 }),
        stateColumn(t('common.status'), 'state', {
          width: 90,
          render: (s: string, w) => {
            const awaiting = payouts.get(w.id);
            return awaiting ? <PayoutAwaiting proposal={awaiting} /> : <StateTag state={s} />;
          },
        }),
        chainColumn(t('finance.txHash'), 'txHash', 'tx', { width: 130 }),
      ]}
      decidedAt={{ title: t('finance.resolvedAt'), dataIndex: 'resolvedAt' }}
      decidable={decidable}
      toolbar={decisions && <WithdrawalBulkBar pick={pick} />}
      rowSelection={decisions ? pick.rowSelection : undefined}
      actionsWidth={190}
      decideButton={(w) => (
        <Button type="primary" size="small" onClick={() => setPaying(w)} data-testid={`pay-${w.id}`}>
          {t('finance.markPaid')}
        </Button>
      )}
      reject={{
        title: t('finance.rejectWithdrawalTitle'),
        text: (w) => t('finance.rejectWithdrawalText', { amount: money(w.amount), uid: w.uid }),
        run: (w, reason) => reject.mutateAsync({ id: w.id, reason }),
      }}
    >
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
          const done = await pay.mutateAsync({ id: paying.id, txHash });
          // Above the four-eyes threshold the payout is proposed: still under review, awaiting approval.
          notify.success(t(done.state === 'paid' ? 'finance.paid' : 'proposals.payoutProposed'));
          setPaying(null);
        }}
      />
    </ReviewQueue>
  );
}
