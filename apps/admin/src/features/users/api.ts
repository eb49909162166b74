import { type Asset, adminApi, type InputOf } from '@mcc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export interface UserSearch {
  q?: string;
  status?: 'active' | 'suspended';
  page: number;
  limit: number;
}

export function useUsers(query: UserSearch) {
  return useQuery({
    queryKey: ['users', query],
    queryFn: () => api.call(adminApi.users.list, query),
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: number) {
  return useQuery({
    queryKey: ['user', id],
    queryFn: () => api.call(adminApi.users.detail, { id }),
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
    queryFn: () => api.call(adminApi.userLedger.statement, { ...query, id }),
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
  useUserMutation((status: 'active' | 'suspended') => api.call(adminApi.users.setStatus, { id, status }));

export const useResetPayPassword = (id: number) =>
  useUserMutation(() => api.call(adminApi.users.resetPayPassword, { id }));

export type AdjustInput = Omit<InputOf<typeof adminApi.userLedger.adjust>, 'id'> & {
  /** One key per adjustment the operator means: a retried click never moves money twice. */
  idempotencyKey: string;
};

export const useAdjust = (id: number) =>
  useUserMutation(({ idempotencyKey, ...body }: AdjustInput) =>
    api.call(adminApi.userLedger.adjust, { ...body, id }, { headers: { 'idempotency-key': idempotencyKey } }),
  );
