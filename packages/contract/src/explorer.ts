import type { ExplorerSettings, Network } from './config.ts';

/**
 * The explorer page of a transaction hash or an address on `network`. Hashes are stored without `0x`;
 * an EVM network's explorer wants it back. Apart from the settings' schema (config.ts, zod), so a
 * console list linking its hashes loads no schema.
 */
export function explorerUrl(
  explorers: ExplorerSettings,
  network: Network,
  kind: 'tx' | 'address',
  value: string,
): string {
  const shown = kind === 'tx' && network !== 'TRC20' && !value.startsWith('0x') ? `0x${value}` : value;
  return explorers[network][kind].replace(`{${kind}}`, encodeURIComponent(shown));
}
