import { adminApi, type BulkResult } from '@mcc/contract';
import { useWrite } from '../../components/form/use-write.ts';
import { api } from '../../lib/api.ts';

const calls = adminApi.finance;

/**
 * A bulk decision moves money: the queue, the dashboard's counts, users' balances and the ledger are
 * read again after it. Each submit carries its own Idempotency-Key, so a retried request decides
 * nothing twice and answers what the first did.
 */
const useBulkDecision = <V>(
  queue: 'recharges' | 'withdrawals',
  send: (value: V, key: string) => Promise<BulkResult>,
) => useWrite((value: V) => send(value, crypto.randomUUID()), [[queue], ['dashboard'], ['user'], ['ledger']]);
const keyed = (key: string) => ({ headers: { 'idempotency-key': key } });

export const useBulkApproveRecharges = () =>
  useBulkDecision('recharges', (ids: number[], key) =>
    api.call(calls.bulkApproveRecharges, { ids }, keyed(key)),
  );
export const useBulkRejectRecharges = () =>
  useBulkDecision('recharges', (input: { ids: number[]; reason: string }, key) =>
    api.call(calls.bulkRejectRecharges, input, keyed(key)),
  );
export const useBulkRejectWithdrawals = () =>
  useBulkDecision('withdrawals', (input: { ids: number[]; reason: string }, key) =>
    api.call(calls.bulkRejectWithdrawals, input, keyed(key)),
  );
