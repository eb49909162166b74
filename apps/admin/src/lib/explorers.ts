import { adminApi, type ExplorerSettings, explorerUrl, type Network } from '@mcc/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

/**
 * The block explorer of each network, as the settings name them (any operator reads the settings;
 * the settings page shares this read). Read once a session: a changed template shows on the next one.
 */
export function useExplorers(): ExplorerSettings | undefined {
  const settings = useQuery({
    queryKey: ['settings'],
    queryFn: () => api.call(adminApi.settings.get),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  return settings.data?.explorers;
}

/** The explorer's page of a transaction hash or an address on `network` (none for a network it does not know). */
export function explorerLink(
  explorers: ExplorerSettings | undefined,
  network: string,
  kind: 'tx' | 'address',
  value: string,
): string | undefined {
  if (!explorers || !Object.hasOwn(explorers, network)) return undefined;
  return explorerUrl(explorers, network as Network, kind, value);
}
