import { tronAddressFromHex } from '@mcc/contract';
import type { TokenTransfer } from './chain.ts';

/** keccak-256 of `Transfer(address,address,uint256)`: the first topic of every ERC-20/TRC-20 transfer. */
const TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

export interface TronLog {
  address?: string;
  topics?: string[];
  data?: string;
}

/** A transaction's info as `/wallet/gettransactioninfobyid` and `…byblocknum` give it (without `visible`). */
export interface TronInfo {
  id?: string;
  blockNumber?: number;
  result?: string;
  receipt?: { result?: string };
  log?: TronLog[];
}

/** TRON's HTTP API at one node: a POST with the API key, and each token's `decimals()` asked once. */
export interface TronApi {
  /** The answer's JSON; throws when the node answers an HTTP error, `{ "Error": … }`, or nothing in time. */
  call<T>(path: string, body: object): Promise<T>;
  /** The newest block's number (`/wallet/getnowblock`). */
  head(): Promise<number>;
  decimals(token: string): Promise<number>;
}

/** A full node's `/wallet/*`, or TronGrid with its API key (`TRON-PRO-API-KEY`). */
export function tronApi(url: string, apiKey: string | undefined, timeoutMs: number): TronApi {
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
    const answer = (await res.json()) as T;
    // java-tron answers a failure it caught with HTTP 200 and `{"Error": "…"}`.
    if (answer && typeof answer === 'object' && 'Error' in answer) {
      throw new Error(`${path} answered ${String(answer.Error)}`);
    }
    return answer;
  }

  async function head() {
    const block = await call<{ block_header?: { raw_data?: { number?: number } } }>(
      '/wallet/getnowblock',
      {},
    );
    const number = block.block_header?.raw_data?.number;
    if (number === undefined) throw new Error('getnowblock answered no block number');
    return number;
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

  return { call, head, decimals: decimalsOf };
}

/** A failed contract call says `result: "FAILED"` (its receipt REVERT, OUT_OF_ENERGY …); a successful one has no `result`. */
export const succeeded = (info: TronInfo) =>
  info.result !== 'FAILED' && (info.receipt?.result ?? 'SUCCESS') === 'SUCCESS';

/**
 * An account as a log or a topic holds it: 20 bytes without TRON's 0x41 byte (a log's `address` may
 * come shorter, its leading zero bytes dropped, which java-tron itself pads back when asked `visible`).
 */
const accountOf = (hex: string) =>
  tronAddressFromHex(hex.length === 42 && hex.startsWith('41') ? hex : hex.slice(-40).padStart(40, '0'));

/**
 * The `Transfer` events among a transaction's logs, in log order, addresses in base58; other events
 * and malformed ones (a TRC-721 `Transfer` has its value as a fourth topic) are left out.
 */
export function transfersOf(logs: TronLog[]): TokenTransfer[] {
  return logs.flatMap((log) => {
    const [topic, from, to, extra] = log.topics ?? [];
    const { address = '', data = '' } = log;
    if (topic?.toLowerCase() !== TRANSFER_TOPIC || !from || !to || extra) return [];
    if (!/^[0-9a-f]{1,42}$/i.test(address) || !/^[0-9a-f]{1,64}$/i.test(data)) return [];
    return [
      {
        token: accountOf(address),
        from: accountOf(from),
        to: accountOf(to),
        value: BigInt(`0x${data}`),
      },
    ];
  });
}
