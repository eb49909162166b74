import type { SysConfig } from '@mcc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const settingsKey = ['settings'] as const;

export function useSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: () => api.get<SysConfig>('/admin-api/settings'),
    // An operator edits a form: a background refetch must not reset it.
    refetchOnWindowFocus: false,
  });
}

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (config: SysConfig) => api.post<SysConfig>('/admin-api/settings', config),
    onSuccess: (saved) => client.setQueryData(settingsKey, saved),
  });
}
