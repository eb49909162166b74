import type { OperatorRole, OperatorRow } from '@mcc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { Paged } from '../../lib/paged.ts';

export function useOperators(page: number, limit: number) {
  return useQuery({
    queryKey: ['operators', { page, limit }],
    queryFn: () => api.get<Paged<OperatorRow>>('/admin-api/operators', { page, limit }),
    placeholderData: keepPreviousData,
  });
}

function useOperatorMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: ['operators'] }),
  });
}

/** Answers the generated password: shown once, never again. */
export const useCreateOperator = () =>
  useOperatorMutation((body: { username: string; role: OperatorRole }) =>
    api.post<{ operator: OperatorRow; password: string }>('/admin-api/operators', body),
  );

export const useSetOperatorStatus = () =>
  useOperatorMutation((body: { id: number; status: 'active' | 'disabled' }) =>
    api.post<OperatorRow>('/admin-api/operators/status', body),
  );
