import type { DepositDifferenceCause } from '@mcc/contract';
import type { ScannedTransfer } from '../../chain/chain.ts';
import type { recharges } from './wallet.tables.ts';

type Recharge = typeof recharges.$inferSelect;

/** A difference as `deposit_differences` keeps it, without its run. */
export interface Difference {
  address: string;
  userId: number | null;
  txHash: string;
  logIndex: number | null;
  cause: DepositDifferenceCause;
  chainAmount: bigint | null;
  creditedAmount: bigint | null;
  rechargeId: number | null;
  detail: string;
}

/** What one network's comparison reads: the chain afresh, the scanner's store, the ledger's credits. */
export interface CompareInput {
  /** The configured token (canonical form) and its decimals: its transfers are deposits, others not. */
  token: string;
  decimals: number;
  /** The deposit addresses compared, with their users. */
  owners: Map<string, number>;
  /** Every transfer of any token to those addresses in the blocks compared (`ChainAudit.receivedBy`). */
  chain: ScannedTransfer[];
  /** The store's rows of those blocks, and any row holding one of the chain's transactions. */
  store: Recharge[];
  /** The ledger's posted transfers per recharge id: how many, and their sum. */
  credits: Map<string, { count: number; total: bigint }>;
}

/** The token's smallest units as micro-USDT, rounded down (as the scanner credits). */
export const toMicro = (value: bigint, decimals: number) =>
  decimals >= 6 ? value / 10n ** BigInt(decimals - 6) : value * 10n ** BigInt(6 - decimals);

const keyOf = (txHash: string, logIndex: number | null) => `${txHash}:${logIndex ?? '*'}`;

/**
 * Compares one network's chain, store and ledger, transfer by transfer (key: transaction hash and
 * place among the token's transfers; a manual or pre-scanner row holds its whole transaction), and
 * names every difference's cause. A transfer that agrees everywhere — on chain, recorded, credited
 * once with its amount, or refused and not on chain — is no difference.
 */
export function compareDeposits(input: CompareInput): Difference[] {
  const { token, decimals, owners, chain, store, credits } = input;
  const rows = new Map(store.map((r) => [keyOf(r.txHash, r.logIndex), r]));
  const seen = new Set<Recharge>();
  const out: Difference[] = [];
  const creditOf = (r: Recharge) => credits.get(String(r.id)) ?? { count: 0, total: 0n };

  for (const t of chain) {
    // A transfer of nothing moves no money (address poisoning sends them by the thousand).
    if (t.value === 0n) continue;
    const base = { address: t.to, userId: owners.get(t.to) ?? null, txHash: t.txHash, logIndex: t.logIndex };
    if (t.token !== token) {
      out.push({
        ...base,
        cause: 'unknown_token',
        chainAmount: null,
        creditedAmount: null,
        rechargeId: null,
        detail: t.token,
      });
      continue;
    }
    const amount = toMicro(t.value, decimals);
    const row = rows.get(keyOf(t.txHash, t.logIndex)) ?? rows.get(keyOf(t.txHash, null));
    if (!row) {
      out.push({
        ...base,
        cause: 'not_recorded',
        chainAmount: amount,
        creditedAmount: null,
        rechargeId: null,
        detail: String(t.block),
      });
      continue;
    }
    if (seen.has(row)) continue;
    seen.add(row);
    // A whole-transaction row (manual, or automatic before the scanner) holds every transfer to the address.
    const onChain =
      row.logIndex === null
        ? chain
            .filter((c) => c.txHash === t.txHash && c.token === token && c.to === t.to)
            .reduce((sum, c) => sum + toMicro(c.value, decimals), 0n)
        : amount;
    const found = judgeRow(row, onChain, creditOf(row));
    if (found) out.push({ ...base, logIndex: row.logIndex, ...found });
  }

  for (const row of store) {
    if (seen.has(row) || row.logIndex === null || row.state === 'rejected') continue;
    const credit = creditOf(row);
    out.push({
      address: row.chainTo ?? '',
      userId: row.userId,
      txHash: row.txHash,
      logIndex: row.logIndex,
      cause: credit.count > 1 ? 'credited_twice' : 'reorged',
      chainAmount: null,
      creditedAmount: credit.count > 0 ? credit.total : null,
      rechargeId: row.id,
      detail: credit.count > 1 ? String(credit.count) : String(row.chainBlock ?? ''),
    });
  }
  return out;
}

/** What is wrong with a recorded transfer the chain shows paying `onChain` micro-USDT; undefined: nothing. */
function judgeRow(
  row: Recharge,
  onChain: bigint,
  credit: { count: number; total: bigint },
): Omit<Difference, 'address' | 'userId' | 'txHash' | 'logIndex'> | undefined {
  const found = (cause: DepositDifferenceCause, detail = '') => ({
    cause,
    chainAmount: onChain,
    creditedAmount: credit.count > 0 ? credit.total : row.state === 'approved' ? 0n : null,
    rechargeId: row.id,
    detail,
  });
  if (credit.count > 1) return found('credited_twice', String(credit.count));
  if (row.amount !== onChain) return found('amount_differs', row.state);
  switch (row.state) {
    case 'confirming':
      return found('unconfirmed', `${row.confirmations ?? 0}/${row.requiredConfirmations ?? 0}`);
    case 'below_minimum':
      return found('below_minimum');
    case 'approved':
      return credit.count === 1 && credit.total === onChain ? undefined : found('amount_differs', row.state);
    case 'rejected':
      // Refused, yet the chain shows it paid the user's address: money arrived that nobody credited.
      return found('amount_differs', `rejected:${row.reason}`);
    default:
      return credit.count === 0 ? undefined : found('amount_differs', row.state);
  }
}
