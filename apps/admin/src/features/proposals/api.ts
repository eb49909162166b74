import { adminApi, type InputOf, type Proposal } from '@mcc/contract';
import { useQuery } from '@tanstack/react-query';
import { useWrite } from '../../components/form/use-write.ts';
import { useListRead } from '../../components/list/use-list-query.ts';
import { api } from '../../lib/api.ts';
import { useCan } from '../../lib/operator.ts';

const calls = adminApi.proposals;
export type ProposalQuery = InputOf<typeof calls.list>;

export const useProposals = (query: ProposalQuery) => useListRead(['proposals'], calls.list, query);

/** How many proposals wait (the menu's badge), read again every minute while the console is open. */
export const useProposalsWaiting = () =>
  useQuery({
    queryKey: ['proposals', 'waiting'],
    queryFn: () => api.call(calls.waiting),
    enabled: useCan('finance.review'),
    refetchInterval: 60_000,
  });

/** The payouts waiting for a second operator, by withdrawal (the withdrawal queue marks them). */
export function usePendingPayouts(): Map<number, Proposal> {
  const read = useListRead(['proposals'], calls.list, { kind: 'payout', state: 'pending', limit: 50 });
  return new Map(
    (read.data?.list ?? []).flatMap((p) => (p.withdrawalId === null ? [] : [[p.withdrawalId, p]])),
  );
}

/** A decision moves money (or not): the queue, the withdrawals, users' balances and the ledger are read again. */
const useDecision = <V>(send: (value: V) => Promise<unknown>) =>
  useWrite(send, [['proposals'], ['withdrawals'], ['user'], ['ledger'], ['dashboard']]);

export const useApproveProposal = () =>
  useDecision((input: { id: number; note?: string }) => api.call(calls.approve, input));
export const useRefuseProposal = () =>
  useDecision((input: { id: number; reason: string }) => api.call(calls.refuse, input));
export const useCancelProposal = () => useDecision((id: number) => api.call(calls.cancel, { id }));
