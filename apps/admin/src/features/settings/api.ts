import type { chainStatus, SysConfig } from '@mcc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';

export const settingsKey = ['settings'] as const;
export const chainStatusKey = ['chain-status'] as const;

export type ChainStatus = z.infer<typeof chainStatus>;

export function useSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: () => api.get<SysConfig>('/admin-api/settings'),
    // An operator edits a form: a background refetch must not reset it.
    refetchOnWindowFocus: false,
  });
}

/** Per network: the saved switch, and whether the server's environment has a node and a deposit key. */
export function useChainStatus() {
  return useQuery({
    queryKey: chainStatusKey,
    queryFn: () => api.get<ChainStatus>('/admin-api/chain/status'),
  });
}

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (config: SysConfig) => api.post<SysConfig>('/admin-api/settings', config),
    onSuccess: (saved) => {
      client.setQueryData(settingsKey, saved);
      // A network switched on or off changes what the chain card says is working.
      return client.invalidateQueries({ queryKey: chainStatusKey });
    },
  });
}
