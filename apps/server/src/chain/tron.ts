import { tronAddressFromHex } from '@mcc/contract';
import { type ChainAdapter, type ChainReport, ChainUnavailable, type TokenTransfer } from './chain.ts';

/** keccak-256 of `Transfer(address,address,uint256)`: the first topic of every ERC-20/TRC-20 transfer. */
const TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

interface TronLog {
  address?: string;
  topics?: string[];
  data?: string;
}
interface TronInfo {
  id?: string;
  blockNumber?: number;
  result?: string;
  receipt?: { result?: string };
  log?: TronLog[];
}

/** A 32-byte topic holding an address: its last 20 bytes. */
const topicAddress = (topic: string) => tronAddressFromHex(topic.slice(-40));

function transfersOf(logs: TronLog[]): TokenTransfer[] {
  return logs.flatMap((log) => {
    const [topic, from, to] = log.topics ?? [];
    if (topic !== TRANSFER_TOPIC || !from || !to || !log.address || !/^[0-9a-f]{1,64}$/i.test(log.data ?? ''))
      return [];
    return [
      {
        token: tronAddressFromHex(log.address),
        from: topicAddress(from),
        to: topicAddress(to),
        value: BigInt(`0x${log.data}`),
      },
    ];
  });
}

/**
 * TRC20 through TRON's HTTP API (a full node's `/wallet/*`, or TronGrid with an API key): the
 * transaction's info (block, outcome, logs), the newest block for the depth, the token's `decimals()`
 * by a constant call (asked once per token). TRON answers `{}` for a transaction it does not know.
 */
export function tronAdapter(url: string, apiKey: string | undefined, timeoutMs: number): ChainAdapter {
  const base = url.replace(/\/$/, '');
  const decimals = new Map<string, number>();

  async function call<T>(path: string, body: object): Promise<T> {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(apiKey ? { 'TRON-PRO-API-KEY': apiKey } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`${path} answered HTTP ${res.status}`);
    return (await res.json()) as T;
  }

  async function decimalsOf(token: string) {
    const known = decimals.get(token);
    if (known !== undefined) return known;
    const answer = await call<{ constant_result?: string[] }>('/wallet/triggerconstantcontract', {
      owner_address: token,
      contract_address: token,
      function_selector: 'decimals()',
      parameter: '',
      visible: true,
    });
    const word = answer.constant_result?.[0];
    if (!word || !/^[0-9a-f]{64}$/i.test(word)) throw new Error(`${token} answered no decimals()`);
    const value = Number.parseInt(word, 16);
    decimals.set(token, value);
    return value;
  }

  async function inspect(txHash: string, token: string): Promise<ChainReport> {
    try {
      const info = await call<TronInfo>('/wallet/gettransactioninfobyid', { value: txHash });
      if (info.blockNumber === undefined) {
        const tx = await call<{ txID?: string }>('/wallet/gettransactionbyid', { value: txHash });
        return { kind: tx.txID ? 'unmined' : 'unknown' };
      }
      const [head, tokenDecimals] = await Promise.all([
        call<{ block_header?: { raw_data?: { number?: number } } }>('/wallet/getnowblock', {}),
        decimalsOf(token),
      ]);
      const headNumber = head.block_header?.raw_data?.number;
      if (headNumber === undefined) throw new Error('getnowblock answered no block number');
      return {
        kind: 'mined',
        // A failed contract call says `result: "FAILED"`; a successful one has no `result` at all.
        success: info.result !== 'FAILED' && (info.receipt?.result ?? 'SUCCESS') === 'SUCCESS',
        block: info.blockNumber,
        confirmations: Math.max(0, headNumber - info.blockNumber + 1),
        transfers: transfersOf(info.log ?? []),
        decimals: tokenDecimals,
      };
    } catch (e) {
      throw new ChainUnavailable('TRC20', e);
    }
  }

  return { network: 'TRC20', inspect };
}
