import { adminApi, type InputOf } from '@mcc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export function useLedgerTransfers(filter: InputOf<typeof adminApi.ledger.transfers>) {
  return useQuery({
    queryKey: ['ledger', 'transfers', filter],
    queryFn: () => api.call(adminApi.ledger.transfers, filter),
    placeholderData: keepPreviousData,
  });
}

export function useLedgerAccounts(filter: InputOf<typeof adminApi.ledger.accounts>) {
  return useQuery({
    queryKey: ['ledger', 'accounts', filter],
    queryFn: () => api.call(adminApi.ledger.accounts, filter),
    placeholderData: keepPreviousData,
  });
}

export function useVerifyLedger() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(adminApi.ledger.verify),
    onSettled: () => client.invalidateQueries({ queryKey: ['dashboard'] }),
  });
}
