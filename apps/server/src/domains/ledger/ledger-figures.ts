import { type Balance, formatAmount } from '@mcc/contract';
import type { Account } from './ledger-accounts.ts';

/**
 * An account's figures: `total` is credits − debits posted, `held` the pending debits (money on hold
 * for a withdrawal under review, say), `available` what may leave: total − held.
 */
export function figuresOf(a: Pick<Account, 'creditsPosted' | 'debitsPosted' | 'debitsPending'>) {
  const total = a.creditsPosted - a.debitsPosted;
  return { available: total - a.debitsPending, held: a.debitsPending, total };
}
export type Figures = ReturnType<typeof figuresOf>;
/** The figures of an account never used. */
export const NO_FIGURES: Figures = { available: 0n, held: 0n, total: 0n };

/** Figures as the wire shows them: decimal text, the held part named `frozen` (PRODUCT.md's word). */
export const wireBalance = (f: Figures): Balance => ({
  available: formatAmount(f.available),
  frozen: formatAmount(f.held),
  total: formatAmount(f.total),
});
