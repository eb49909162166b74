import { useTranslation } from 'react-i18next';
import { BulkBar } from '../../components/bulk/bulk-bar.tsx';
import type { RowPick } from '../../components/bulk/use-row-pick.ts';
import { useBulkApproveRecharges, useBulkRejectRecharges, useBulkRejectWithdrawals } from './bulk-api.ts';

/** The recharge queue's bulk decisions on the ticked manual recharges: approve (each credited), reject. */
export function RechargeBulkBar({ pick }: { pick: RowPick }) {
  const { t } = useTranslation();
  const approve = useBulkApproveRecharges();
  const reject = useBulkRejectRecharges();
  return (
    <BulkBar
      pick={pick}
      actions={[
        {
          key: 'approve',
          label: t('bulk.approve'),
          confirm: (facts) => t('bulk.approveRecharges', facts),
          run: (ids) => approve.mutateAsync(ids),
        },
        {
          key: 'reject',
          label: t('bulk.reject'),
          danger: true,
          withReason: true,
          confirm: (facts) => t('bulk.rejectRecharges', facts),
          run: (ids, reason) => reject.mutateAsync({ ids, reason }),
        },
      ]}
    />
  );
}

/**
 * The withdrawal queue's bulk decision: reject (the held money goes back). Paying is one by one: each
 * payout has its own chain transaction to check (docs/decisions/console.md).
 */
export function WithdrawalBulkBar({ pick }: { pick: RowPick }) {
  const { t } = useTranslation();
  const reject = useBulkRejectWithdrawals();
  return (
    <BulkBar
      pick={pick}
      actions={[
        {
          key: 'reject',
          label: t('bulk.reject'),
          danger: true,
          withReason: true,
          confirm: (facts) => t('bulk.rejectWithdrawals', facts),
          run: (ids, reason) => reject.mutateAsync({ ids, reason }),
        },
      ]}
    />
  );
}
