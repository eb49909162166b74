/**
 * A short run of TRON blocks as its HTTP API gives them (`/wallet/getblock`, `/wallet/getnowblock`,
 * `/wallet/gettransactioninfobyblocknum`, without `visible`: accounts in hex, logs' addresses without
 * the 0x41 byte), written field for field in the node's shapes (this machine has no network to capture
 * live ones; ids are made up but shaped as TRON's: a block id starts with its height; transactions'
 * `raw_data_hex` left out). Built at test time around the deposit accounts of the test's users, twice:
 * the chain as first read, and the chain after a reorganisation that replaced the block holding one
 * deposit (and every block after it) by blocks without it.
 */
import { createHash } from 'node:crypto';

/** The run's first and last blocks. */
export const FIRST_BLOCK = 66_241_400;
export const LAST_BLOCK = FIRST_BLOCK + 110;
/** Tether's USDT on TRON (TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t), as logs name it. */
export const USDT_HEX = 'a614f803b6fd780986a42c78ec9c7f77e6ded13c';
/** Some other TRC-20 token: its transfers pay nobody here. */
export const OTHER_TOKEN_HEX = '3487b63d30b5b2c87fb7ffa8bcfade38eaac1abe';
export const SENDER_HEX = '5e1d7a2b9c8f3e6d4a0b1c2d3e4f5a6b7c8d9e0f';
/** A payout contract that sends USDT to several accounts in one transaction. */
export const PAYOUT_HEX = '9b1e4c0a7d3f2e5b6a8c9d0e1f2a3b4c5d6e7f80';
const WITNESS_HEX = 'd376d829440505ea13c9d1c455317d51b62e4ab6';
const TRANSFER = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const word = (hex: string) => hex.padStart(64, '0');
const units = (usdt: number) => BigInt(Math.round(usdt * 1_000_000));

/** Where the reorganisation starts: the block holding `TX_IDS.reorged`. */
export const REORGED_OFFSET = 10;

/** The transactions' ids, for the tests to name them. */
export const TX_IDS = {
  payout: sha('payout'),
  trx: sha('trx'),
  otherToken: sha('other token'),
  reverted: sha('reverted'),
  withNothingFirst: sha('with nothing first'),
  reorged: sha('deposit replaced'),
  replacement: sha('trx in its place'),
};

/** The deposit accounts paid in the run: 20-byte hex, without 0x41. */
export interface DepositAccounts {
  a: string;
  b: string;
  c: string;
}

interface Transfer {
  token: string;
  to: string;
  value: bigint;
}
interface Tx {
  id: string;
  /** A TRC-20 call (through the payout contract when it pays several), or a plain TRX transfer. */
  transfers?: Transfer[];
  failed?: boolean;
}

/** The transactions of the run, by the block's place in it; the other blocks are empty. */
function transactionsOf(deposits: DepositAccounts, fork: 'main' | 'reorged'): Map<number, Tx[]> {
  const usdt = (to: string, value: number) => ({ token: USDT_HEX, to, value: units(value) });
  const run = new Map<number, Tx[]>([
    [
      1,
      [{ id: TX_IDS.payout, transfers: [usdt(deposits.a, 10), usdt(deposits.b, 2.5)] }, { id: TX_IDS.trx }],
    ],
    [
      2,
      [{ id: TX_IDS.otherToken, transfers: [{ token: OTHER_TOKEN_HEX, to: deposits.a, value: units(50) }] }],
    ],
    [3, [{ id: TX_IDS.reverted, transfers: [usdt(deposits.c, 7)], failed: true }]],
    // A transfer of nothing before the real one: the "address poisoning" spam TRON is full of.
    [4, [{ id: TX_IDS.withNothingFirst, transfers: [usdt(deposits.c, 0), usdt(deposits.c, 1)] }]],
  ]);
  run.set(
    REORGED_OFFSET,
    fork === 'main'
      ? [{ id: TX_IDS.reorged, transfers: [usdt(deposits.c, 20)] }]
      : [{ id: TX_IDS.replacement }],
  );
  return run;
}

const blockId = (height: number, fork: string) =>
  height.toString(16).padStart(16, '0') +
  sha(`${height - FIRST_BLOCK >= REORGED_OFFSET ? fork : 'main'}:${height}`).slice(0, 48);
const timestamp = (height: number) => 1_732_581_000_000 + (height - FIRST_BLOCK) * 3_000;

/** `transfer(address,uint256)` called on the token, or the payout contract called, or TRX sent. */
function transactionOf(tx: Tx, height: number) {
  const [one, ...more] = tx.transfers ?? [];
  const contract = !one
    ? {
        parameter: {
          value: { amount: 1_000_000, owner_address: `41${SENDER_HEX}`, to_address: `41${WITNESS_HEX}` },
          type_url: 'type.googleapis.com/protocol.TransferContract',
        },
        type: 'TransferContract',
      }
    : {
        parameter: {
          value: {
            data: more.length
              ? `1a695230${sha(tx.id)}`
              : `a9059cbb${word(one.to)}${word(one.value.toString(16))}`,
            owner_address: `41${SENDER_HEX}`,
            contract_address: `41${more.length ? PAYOUT_HEX : one.token}`,
          },
          type_url: 'type.googleapis.com/protocol.TriggerSmartContract',
        },
        type: 'TriggerSmartContract',
      };
  return {
    ret: [{ contractRet: tx.failed ? 'REVERT' : 'SUCCESS' }],
    signature: [`${sha(`sig ${tx.id}`)}${sha(`sig2 ${tx.id}`)}1b`],
    txID: tx.id,
    raw_data: {
      contract: [contract],
      ref_block_bytes: (height - 20).toString(16).slice(-4),
      ref_block_hash: sha(`ref ${height}`).slice(0, 16),
      expiration: timestamp(height) + 60_000,
      ...(one ? { fee_limit: 100_000_000 } : {}),
      timestamp: timestamp(height) - 2_000,
    },
  };
}

function infoOf(tx: Tx, height: number) {
  const base = { id: tx.id, blockNumber: height, blockTimeStamp: timestamp(height) };
  if (!tx.transfers) return { ...base, contractResult: [''], receipt: { net_usage: 268 } };
  const [one, ...more] = tx.transfers;
  return {
    ...base,
    fee: tx.failed ? 4_120_000 : 13_844_850,
    contractResult: [tx.failed ? '' : word('1')],
    contract_address: `41${more.length ? PAYOUT_HEX : one?.token}`,
    receipt: {
      energy_fee: tx.failed ? 4_120_000 : 13_499_850,
      energy_usage_total: tx.failed ? 19_619 : 64_285 * tx.transfers.length,
      net_usage: 345,
      result: tx.failed ? 'REVERT' : 'SUCCESS',
    },
    // java-tron keeps no log of a reverted call; the failed one keeps its log here so that the tests
    // prove a failed transaction is left out by its outcome, not by its want of logs.
    log: tx.transfers.map((t) => ({
      address: t.token,
      topics: [TRANSFER, word(more.length ? PAYOUT_HEX : SENDER_HEX), word(t.to)],
      data: word(t.value.toString(16)),
    })),
    ...(tx.failed
      ? { result: 'FAILED', resMessage: Buffer.from('REVERT opcode executed').toString('hex') }
      : {}),
  };
}

/** One block: the answer of `/wallet/getblock` with `detail`, and that of `…infobyblocknum`. */
export interface RecordedBlock {
  block: { blockID: string; block_header: object; transactions?: object[] };
  infos: object[];
}

function recordedChain(deposits: DepositAccounts, fork: 'main' | 'reorged') {
  const run = transactionsOf(deposits, fork);
  const chain = new Map<number, RecordedBlock>();
  for (let height = FIRST_BLOCK; height <= LAST_BLOCK; height++) {
    const txs = run.get(height - FIRST_BLOCK) ?? [];
    const transactions = txs.map((tx) => transactionOf(tx, height));
    chain.set(height, {
      block: {
        blockID: blockId(height, fork),
        block_header: {
          raw_data: {
            number: height,
            txTrieRoot: txs.length ? sha(`trie ${fork} ${height}`) : word('0'),
            witness_address: `41${WITNESS_HEX}`,
            parentHash: blockId(height - 1, fork),
            version: 31,
            timestamp: timestamp(height),
          },
          witness_signature: `${sha(`witness ${fork} ${height}`)}${sha(`w2 ${height}`)}00`,
        },
        // The node leaves out an empty list.
        ...(transactions.length ? { transactions } : {}),
      },
      infos: txs.map((tx) => infoOf(tx, height)),
    });
  }
  return chain;
}

/** The run as first read, and as the node shows it after the reorganisation at REORGED_OFFSET. */
export function recordedTronChains(deposits: DepositAccounts) {
  return { main: recordedChain(deposits, 'main'), reorged: recordedChain(deposits, 'reorged') };
}
export type RecordedChain = Map<number, RecordedBlock>;
