import type { Proposal } from '@mcc/contract';
import type { TFunction } from 'i18next';
import { money } from '../../lib/format.ts';

/** What a proposal does, in a line: the user's credit or debit and its asset, or the withdrawal it pays. */
export function proposalWhat(t: TFunction, p: Proposal): string {
  if (p.kind === 'payout') return t('proposals.payoutWhat', { id: p.withdrawalId, amount: money(p.amount) });
  return t('proposals.adjustWhat', {
    uid: p.uid,
    direction: t(`proposals.${p.direction === 'debit' ? 'debit' : 'credit'}`),
    amount: money(p.amount, p.asset),
    asset: p.asset,
  });
}
