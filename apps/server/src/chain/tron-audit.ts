import { tronAddressToHex } from '@mcc/contract';
import { type ChainAudit, type ChainScanReader, ChainUnavailable, type ScannedTransfer } from './chain.ts';
import { succeeded, type TronApi, type TronInfo, transfersOf } from './tron-api.ts';

/** Blocks asked at once: TronGrid's rate limit, not the server's. */
const PARALLEL = 8;

/** A 32-byte ABI word of an address: its 20 bytes (TRON's 0x41 byte left out), left-padded. */
const addressWord = (address: string) => tronAddressToHex(address).padStart(64, '0');

/**
 * What TRON's HTTP API shows afresh, for the reconciliation and the console's address list. TRON has
 * no log filter across blocks, so `receivedBy` reads each block's transaction infos
 * (`/wallet/gettransactioninfobyblocknum`) and keeps the `Transfer` events of ANY contract to the
 * addresses; a transfer's `logIndex` is its place among the same token's transfers of its transaction
 * (the scanner's key, counted as its reader counts); a failed transaction's events are left out; the
 * block's id comes from the scanner's reader. Balances by `balanceOf` constant calls.
 */
export function tronAudit(api: TronApi, blocks: ChainScanReader['blocks']): ChainAudit {
  async function transfersIn(block: number, recipients: Set<string>): Promise<ScannedTransfer[]> {
    const infos = await api.call<TronInfo[]>('/wallet/gettransactioninfobyblocknum', { num: block });
    const found = (Array.isArray(infos) ? infos : []).flatMap((info) => {
      if (!info.id || !succeeded(info)) return [];
      const seen = new Map<string, number>();
      return transfersOf(info.log ?? []).flatMap((t) => {
        const place = seen.get(t.token) ?? 0;
        seen.set(t.token, place + 1);
        if (!recipients.has(t.to)) return [];
        return [{ ...t, txHash: (info.id as string).toLowerCase(), logIndex: place, block, blockHash: '' }];
      });
    });
    if (found.length === 0) return [];
    const [ref] = await blocks([block]);
    return found.map((t) => ({ ...t, blockHash: ref?.hash ?? '' }));
  }

  async function receivedBy(addresses: string[], from: number, to: number): Promise<ScannedTransfer[]> {
    if (addresses.length === 0 || from > to) return [];
    const recipients = new Set(addresses);
    const out: ScannedTransfer[] = [];
    try {
      for (let start = from; start <= to; start += PARALLEL) {
        const blocks = Array.from({ length: Math.min(PARALLEL, to - start + 1) }, (_, i) => start + i);
        for (const part of await Promise.all(blocks.map((b) => transfersIn(b, recipients))))
          out.push(...part);
      }
      return out;
    } catch (e) {
      throw new ChainUnavailable('TRC20', e);
    }
  }

  async function balancesOf(token: string, addresses: string[]): Promise<bigint[]> {
    try {
      const out: bigint[] = [];
      for (const owner of addresses) {
        const answer = await api.call<{ constant_result?: string[] }>('/wallet/triggerconstantcontract', {
          owner_address: owner,
          contract_address: token,
          function_selector: 'balanceOf(address)',
          parameter: addressWord(owner),
          visible: true,
        });
        const word = answer.constant_result?.[0];
        if (!word || !/^[0-9a-f]{64}$/i.test(word)) throw new Error(`${token} answered no balanceOf()`);
        out.push(BigInt(`0x${word}`));
      }
      return out;
    } catch (e) {
      throw new ChainUnavailable('TRC20', e);
    }
  }

  async function decimals(token: string) {
    try {
      return await api.decimals(token);
    } catch (e) {
      throw new ChainUnavailable('TRC20', e);
    }
  }

  return { network: 'TRC20', receivedBy, balancesOf, decimals };
}
