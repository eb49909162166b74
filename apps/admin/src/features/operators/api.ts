import { adminApi, type InputOf } from '@mcc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export function useOperators(page: number, limit: number) {
  return useQuery({
    queryKey: ['operators', { page, limit }],
    queryFn: () => api.call(adminApi.operators.list, { page, limit }),
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
  useOperatorMutation((body: InputOf<typeof adminApi.operators.create>) =>
    api.call(adminApi.operators.create, body),
  );

export const useSetOperatorStatus = () =>
  useOperatorMutation((body: InputOf<typeof adminApi.operators.setStatus>) =>
    api.call(adminApi.operators.setStatus, body),
  );
