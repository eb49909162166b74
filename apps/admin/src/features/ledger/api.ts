import type {
  LedgerAccountRow,
  LedgerAccountsQuery,
  LedgerTransferRow,
  LedgerTransfersQuery,
  VerifyResult,
} from '@mcc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { Paged } from '../../lib/paged.ts';

export function useLedgerTransfers(filter: LedgerTransfersQuery) {
  return useQuery({
    queryKey: ['ledger', 'transfers', filter],
    queryFn: () => api.get<Paged<LedgerTransferRow>>('/admin-api/ledger/transfers', { ...filter }),
    placeholderData: keepPreviousData,
  });
}

export function useLedgerAccounts(filter: LedgerAccountsQuery) {
  return useQuery({
    queryKey: ['ledger', 'accounts', filter],
    queryFn: () => api.get<Paged<LedgerAccountRow>>('/admin-api/ledger/accounts', { ...filter }),
    placeholderData: keepPreviousData,
  });
}

export function useVerifyLedger() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<VerifyResult>('/admin-api/ledger/verify'),
    onSettled: () => client.invalidateQueries({ queryKey: ['dashboard'] }),
  });
}
