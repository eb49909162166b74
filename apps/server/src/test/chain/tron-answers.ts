/**
 * Answers of TRON's HTTP API (`/wallet/*` of a full node, as TronGrid serves them) written down field
 * for field in the shape the node documents and gives (this machine has no network to capture live
 * ones; the hashes and accounts are made up, USDT's contract is the real one): a TRC-20 USDT transfer,
 * a failed contract call, a transaction still in the mempool, an unknown hash, the newest block and
 * USDT's `decimals()`. Keyed by path, then by the `value` asked.
 */
export const TRON_USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const USDT_HEX = 'a614f803b6fd780986a42c78ec9c7f77e6ded13c';
export const SENDER_HEX = '8c3b3a2f6e5d4c1b0a9f8e7d6c5b4a3928170615';
export const RECEIVER_HEX = '1f2e3d4c5b6a79881726354453627180a9b8c7d6';
const TRANSFER = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const word = (hex: string) => hex.padStart(64, '0');

export const TX = {
  paid: '4d1c1ad2e6b3f4a8e2f0c1b9d8a7e6f5c4b3a29180716f5e4d3c2b1a09f8e7d6',
  failed: 'b2a91f0e3d4c5b6a7988f7e6d5c4b3a2910f8e7d6c5b4a39281706f5e4d3c2b1',
  pending: '0f9e8d7c6b5a49382716f5e4d3c2b1a0f9e8d7c6b5a49382716f5e4d3c2b1a0',
  unknown: 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00',
};

export const HEAD_BLOCK = 66_241_318;

export const TRON_ANSWERS: Record<string, Record<string, unknown>> = {
  '/wallet/gettransactioninfobyid': {
    [TX.paid]: {
      id: TX.paid,
      fee: 13_844_850,
      blockNumber: 66_241_300,
      blockTimeStamp: 1_732_581_225_000,
      contractResult: [word('1')],
      contract_address: `41${USDT_HEX}`,
      receipt: { energy_fee: 13_499_850, energy_usage_total: 64_285, net_usage: 345, result: 'SUCCESS' },
      log: [
        {
          address: USDT_HEX,
          topics: [TRANSFER, word(SENDER_HEX), word(RECEIVER_HEX)],
          data: word((25_000_000).toString(16)),
        },
      ],
    },
    [TX.failed]: {
      id: TX.failed,
      fee: 4_120_000,
      blockNumber: 66_241_290,
      blockTimeStamp: 1_732_581_195_000,
      contractResult: [''],
      contract_address: `41${USDT_HEX}`,
      receipt: { energy_fee: 4_120_000, energy_usage_total: 19_619, net_usage: 345, result: 'REVERT' },
      result: 'FAILED',
      resMessage: '5452433230',
    },
    [TX.pending]: {},
    [TX.unknown]: {},
  },
  '/wallet/gettransactionbyid': {
    [TX.pending]: {
      ret: [{ contractRet: 'SUCCESS' }],
      txID: TX.pending,
      raw_data: {
        contract: [
          {
            parameter: {
              value: {
                data: `a9059cbb${word(RECEIVER_HEX)}${word((5_000_000).toString(16))}`,
                owner_address: `41${SENDER_HEX}`,
                contract_address: `41${USDT_HEX}`,
              },
              type_url: 'type.googleapis.com/protocol.TriggerSmartContract',
            },
            type: 'TriggerSmartContract',
          },
        ],
        ref_block_bytes: '4f1c',
        ref_block_hash: 'e0d3b5a1c2f49087',
        expiration: 1_732_581_285_000,
        fee_limit: 100_000_000,
        timestamp: 1_732_581_226_000,
      },
    },
    [TX.unknown]: {},
  },
  '/wallet/getnowblock': {
    '': {
      blockID: '0000000003f2c3267c8e0d1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e',
      block_header: {
        raw_data: {
          number: HEAD_BLOCK,
          txTrieRoot: '9d3c0b1e2f4a5b6c7d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e',
          witness_address: '41d376d829440505ea13c9d1c455317d51b62e4ab6',
          parentHash: '0000000003f2c3252e1f0d9c8b7a69584736251403f2e1d0c9b8a79685746352',
          version: 31,
          timestamp: 1_732_581_279_000,
        },
        witness_signature: 'a1b2c3',
      },
    },
  },
  '/wallet/triggerconstantcontract': {
    '': {
      result: { result: true },
      energy_used: 222,
      constant_result: [word('6')],
      transaction: { ret: [{}], visible: true, txID: 'f1e2d3c4', raw_data: {} },
    },
  },
};
