import type { Adjustment, AdminUser, AdminUserDetail, Asset, StatementLine } from '@mcc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { Paged } from '../../lib/paged.ts';

export interface UserSearch {
  q?: string;
  status?: 'active' | 'suspended';
  page: number;
  limit: number;
}

export function useUsers(query: UserSearch) {
  return useQuery({
    queryKey: ['users', query],
    queryFn: () => api.get<Paged<AdminUser>>('/admin-api/users', { ...query }),
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: number) {
  return useQuery({
    queryKey: ['user', id],
    queryFn: () => api.get<AdminUserDetail>(`/admin-api/users/${id}`),
  });
}

export interface StatementQuery {
  asset: Asset;
  kind: 'main' | 'quant';
  page: number;
  limit: number;
}

export function useUserStatement(id: number, query: StatementQuery) {
  return useQuery({
    queryKey: ['user', id, 'statement', query],
    queryFn: () => api.get<Paged<StatementLine>>(`/admin-api/users/${id}/statement`, { ...query }),
    placeholderData: keepPreviousData,
  });
}

function useUserMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all(
        [['user'], ['users'], ['dashboard'], ['ledger']].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export const useSetUserStatus = (id: number) =>
  useUserMutation((status: 'active' | 'suspended') =>
    api.post<AdminUser>(`/admin-api/users/${id}/status`, { status }),
  );

export const useResetPayPassword = (id: number) =>
  useUserMutation(() => api.post<AdminUser>(`/admin-api/users/${id}/reset-pay-password`));

export interface AdjustInput {
  asset: Asset;
  direction: 'credit' | 'debit';
  amount: string;
  reason: string;
  /** One key per adjustment the operator means: a retried click never moves money twice. */
  idempotencyKey: string;
}

export const useAdjust = (id: number) =>
  useUserMutation(({ idempotencyKey, ...body }: AdjustInput) =>
    api.post<Adjustment>(`/admin-api/users/${id}/adjust`, body, {
      headers: { 'idempotency-key': idempotencyKey },
    }),
  );
