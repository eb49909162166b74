import { adminApi, type LedgerAccountsQuery, type LedgerTransfersQuery } from '@mcc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export function useLedgerTransfers(filter: LedgerTransfersQuery) {
  return useQuery({
    queryKey: ['ledger', 'transfers', filter],
    queryFn: () => api.call(adminApi.ledger.transfers, filter),
    placeholderData: keepPreviousData,
  });
}

export function useLedgerAccounts(filter: LedgerAccountsQuery) {
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
