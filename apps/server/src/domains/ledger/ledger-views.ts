import { formatAmount, type LedgerAccountRow } from '@mcc/contract';
import { type SQLWrapper, sql } from 'drizzle-orm';
import type { ledgerAccounts } from './ledger.tables.ts';

/* What the console shows of ledger accounts and transfers (the explorer's lists and the user detail). */

export type AccountRow = typeof ledgerAccounts.$inferSelect;

/** `user 12345678 main USDT` or `system deposits USDT`. */
export function accountLabel(a: { kind: string; asset: string }, uid: string | null): string {
  return uid === null ? `system ${a.kind} ${a.asset}` : `user ${uid} ${a.kind} ${a.asset}`;
}

export const refOf = (a: Pick<AccountRow, 'id' | 'userId' | 'kind' | 'asset'>, uid: string | null) => ({
  id: a.id,
  label: accountLabel(a, uid),
  userId: a.userId,
  uid,
  kind: a.kind,
  asset: a.asset,
});

/** A typed text column against an operator's free filter text (an unknown word matches nothing). */
export const sameText = (column: SQLWrapper, text: string) => sql`${column} = ${text}`;

/** An account with its running totals, as the explorer lists it. */
export const accountRow = (row: AccountRow, uid: string | null): LedgerAccountRow => ({
  ...refOf(row, uid),
  debitsPosted: formatAmount(row.debitsPosted),
  creditsPosted: formatAmount(row.creditsPosted),
  debitsPending: formatAmount(row.debitsPending),
  creditsPending: formatAmount(row.creditsPending),
  balance: formatAmount(row.creditsPosted - row.debitsPosted),
  available: formatAmount(row.creditsPosted - row.debitsPosted - row.debitsPending),
  frozen: row.frozen,
});
