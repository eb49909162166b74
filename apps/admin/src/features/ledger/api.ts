import type { Asset, LedgerAccountRow, LedgerTransferRow, VerifyResult } from '@mcc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { Paged } from '../../lib/paged.ts';

export interface TransferFilter {
  accountId?: number;
  uid?: string;
  refType?: string;
  refId?: string;
  code?: string;
  asset?: Asset;
  state?: 'posted' | 'pending' | 'voided';
  page: number;
  limit: number;
}

export function useLedgerTransfers(filter: TransferFilter) {
  return useQuery({
    queryKey: ['ledger', 'transfers', filter],
    queryFn: () => api.get<Paged<LedgerTransferRow>>('/admin-api/ledger/transfers', { ...filter }),
    placeholderData: keepPreviousData,
  });
}

export interface AccountFilter {
  uid?: string;
  kind?: string;
  asset?: Asset;
  owner?: 'system' | 'user';
  page: number;
  limit: number;
}

export function useLedgerAccounts(filter: AccountFilter) {
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
