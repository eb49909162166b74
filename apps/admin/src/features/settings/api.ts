import { type AnswerOf, adminApi, type InputOf } from '@mcc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const settingsKey = ['settings'] as const;
export const chainStatusKey = ['chain-status'] as const;

export type ChainStatus = AnswerOf<typeof adminApi.chain.status>;

export function useSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: () => api.call(adminApi.settings.get),
    // An operator edits a form: a background refetch must not reset it.
    refetchOnWindowFocus: false,
  });
}

/** Per network: the saved switch, and whether the server's environment has a node and a deposit key. */
export function useChainStatus() {
  return useQuery({
    queryKey: chainStatusKey,
    queryFn: () => api.call(adminApi.chain.status),
  });
}

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (config: InputOf<typeof adminApi.settings.save>) => api.call(adminApi.settings.save, config),
    onSuccess: (saved) => {
      client.setQueryData(settingsKey, saved);
      // A network switched on or off changes what the chain card says is working.
      return client.invalidateQueries({ queryKey: chainStatusKey });
    },
  });
}
