import { formatAmount, INPUT_DECIMALS, parseAmount } from '@mcc/contract';
import type { recharges, withdrawals } from './wallet.tables.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** Typed amounts were checked by the contract; this only turns them into micro-units. */
export const usdt = (text: string) => parseAmount(text, INPUT_DECIMALS.USDT) ?? 0n;

export type RechargeRow = typeof recharges.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** An automatic recharge's chain facts as last checked; null for a manual one (or before any check). */
const chainOf = (r: RechargeRow) =>
  r.kind === 'auto' && r.checkedAt
    ? {
        from: r.chainFrom ?? '',
        to: r.chainTo ?? '',
        token: r.chainToken ?? '',
        block: r.chainBlock ?? 0,
        confirmations: r.confirmations ?? 0,
        required: r.requiredConfirmations ?? 0,
        checkedAt: r.checkedAt.toISOString(),
      }
    : null;

export const toRecharge = (r: RechargeRow) => ({
  id: r.id,
  kind: r.kind,
  network: r.network,
  amount: formatAmount(r.amount),
  txHash: r.txHash,
  proof: r.proof,
  state: r.state,
  reason: r.reason,
  chain: chainOf(r),
  createdAt: r.createdAt.toISOString(),
  reviewedAt: iso(r.reviewedAt),
});

export const toWithdrawal = (w: WithdrawalRow) => ({
  id: w.id,
  accountKind: w.accountKind,
  network: w.network,
  address: w.address,
  amount: formatAmount(w.amount),
  fee: formatAmount(w.fee),
  state: w.state,
  txHash: w.txHash,
  reason: w.reason,
  createdAt: w.createdAt.toISOString(),
  resolvedAt: iso(w.resolvedAt),
});
