import { type ChainAdapter, type ChainReport, ChainUnavailable } from './chain.ts';
import { succeeded, type TronInfo, transfersOf, tronApi } from './tron-api.ts';

/**
 * TRC20 through TRON's HTTP API (a full node's `/wallet/*`, or TronGrid with an API key): the
 * transaction's info (block, outcome, logs), the newest block for the depth, the token's `decimals()`
 * by a constant call (asked once per token). TRON answers `{}` for a transaction it does not know.
 */
export function tronAdapter(url: string, apiKey: string | undefined, timeoutMs: number): ChainAdapter {
  const api = tronApi(url, apiKey, timeoutMs);

  async function inspect(txHash: string, token: string): Promise<ChainReport> {
    try {
      const info = await api.call<TronInfo>('/wallet/gettransactioninfobyid', { value: txHash });
      if (info.blockNumber === undefined) {
        const tx = await api.call<{ txID?: string }>('/wallet/gettransactionbyid', { value: txHash });
        return { kind: tx.txID ? 'unmined' : 'unknown' };
      }
      const [head, tokenDecimals] = await Promise.all([api.head(), api.decimals(token)]);
      return {
        kind: 'mined',
        success: succeeded(info),
        block: info.blockNumber,
        confirmations: Math.max(0, head - info.blockNumber + 1),
        transfers: transfersOf(info.log ?? []),
        decimals: tokenDecimals,
      };
    } catch (e) {
      throw new ChainUnavailable('TRC20', e);
    }
  }

  return { network: 'TRC20', inspect };
}
