import {
  type AnswerOf,
  adminApi,
  type InputOf,
  type RECHARGE_KINDS,
  type RECHARGE_STATES,
  type WITHDRAWAL_STATES,
} from '@mcc/contract';
import { useWrite } from '../../components/form/use-write.ts';
import { useListRead } from '../../components/list/use-list-query.ts';
import { api } from '../../lib/api.ts';

const calls = adminApi.finance;

export type AdminRecharge = AnswerOf<typeof calls.recharges>['list'][number];
export type AdminWithdrawal = AnswerOf<typeof calls.withdrawals>['list'][number];
export type RechargeState = (typeof RECHARGE_STATES)[number];
export type RechargeKind = (typeof RECHARGE_KINDS)[number];
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

export const useRecharges = (query: InputOf<typeof calls.recharges>) =>
  useListRead(['recharges'], calls.recharges, query);

export const useWithdrawals = (query: InputOf<typeof calls.withdrawals>) =>
  useListRead(['withdrawals'], calls.withdrawals, query);

/**
 * A decision moves money: the queue, the dashboard's counts, users' balances and the ledger change (and
 * a payout above the four-eyes threshold joins the proposals).
 */
const useFinanceMutation = <V, R>(queue: 'recharges' | 'withdrawals', fn: (v: V) => Promise<R>) =>
  useWrite(fn, [[queue], ['dashboard'], ['user'], ['ledger'], ['proposals']]);

export const useApproveRecharge = () =>
  useFinanceMutation('recharges', (id: number) => api.call(calls.approveRecharge, { id }));
export const useRejectRecharge = () =>
  useFinanceMutation('recharges', (input: InputOf<typeof calls.rejectRecharge>) =>
    api.call(calls.rejectRecharge, input),
  );
export const usePayWithdrawal = () =>
  useFinanceMutation('withdrawals', (input: InputOf<typeof calls.payWithdrawal>) =>
    api.call(calls.payWithdrawal, input),
  );
export const useRejectWithdrawal = () =>
  useFinanceMutation('withdrawals', (input: InputOf<typeof calls.rejectWithdrawal>) =>
    api.call(calls.rejectWithdrawal, input),
  );
