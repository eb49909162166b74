/**
 * A real EVM chain for tests: Ganache (from npm, in this process, nothing downloaded) answering
 * JSON-RPC on a free local port, with an ERC-20 deployed from the bytecode in test-token.json and
 * blocks mined on demand. Every transaction is mined into its own block at once.
 */
import {
  type Address,
  createPublicClient,
  defineChain,
  encodeDeployData,
  encodeFunctionData,
  getAddress,
  type Hash,
  type Hex,
  http,
  numberToHex,
} from 'viem';

export { testDepositKeys } from './deposit-keys.ts';

import { testTokenAbi as abi, testTokenBytecode } from './test-token.ts';

/**
 * Ganache, with the warning its optional native sockets print kept out of the test log: µWS ships no
 * binary for this Node's ABI, so Ganache says so (an `Error: Cannot find module …uws…node` line) and
 * uses Node's own sockets, all a test chain needs. Not a failure, so not in the log as one.
 */
async function loadGanache() {
  const warn = console.warn;
  console.warn = () => {};
  try {
    return (await import('ganache')).default;
  } finally {
    console.warn = warn;
  }
}

export async function startLocalChain() {
  const ganache = await loadGanache();
  const server = ganache.server({
    logging: { quiet: true },
    wallet: { deterministic: true, totalAccounts: 4, defaultBalance: 1000 },
    chain: { chainId: 1337 },
  });
  await server.listen(0, '127.0.0.1');
  const { port } = server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  const chain = defineChain({
    id: 1337,
    name: 'local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  });
  const transport = http(url, { retryCount: 0 });
  const reader = createPublicClient({ chain, transport });
  // Ganache answers addresses in lower case; the server answers them checksummed (EIP-55).
  const accounts = (await reader.request({ method: 'eth_accounts' } as never)) as Address[];
  const [owner, other] = accounts.map((a) => getAddress(a));
  if (!owner || !other) throw new Error('ganache gave no accounts');

  /**
   * eth_sendTransaction from one of Ganache's unlocked accounts (viem's wallet client asks for wallet_*
   * methods first, which Ganache answers with a parse error). The gas is given, not estimated, so a
   * transaction that reverts is still mined, as a failed one.
   */
  async function send(tx: {
    from: Address;
    to?: Address;
    data: Hex;
    gas: bigint;
    gasPrice?: bigint;
  }): Promise<Hash> {
    const params = {
      ...tx,
      gas: numberToHex(tx.gas),
      ...(tx.gasPrice === undefined ? {} : { gasPrice: numberToHex(tx.gasPrice) }),
    };
    return (await reader.request({ method: 'eth_sendTransaction', params: [params] } as never)) as Hash;
  }

  async function mined(hash: Hash) {
    const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    return { hash, receipt };
  }

  /** Deploys a token (1,000,000 whole tokens to `owner`) and answers its address. */
  async function deployToken(decimals = 6, symbol = 'USDT'): Promise<Address> {
    const data = encodeDeployData({
      abi,
      bytecode: testTokenBytecode,
      args: [`Test ${symbol}`, symbol, decimals, 1_000_000n * 10n ** BigInt(decimals)],
    });
    const hash = await send({ from: owner as Address, data, gas: 3_000_000n });
    const { receipt } = await mined(hash);
    if (!receipt.contractAddress) throw new Error('the token was not deployed');
    return getAddress(receipt.contractAddress);
  }

  /**
   * Sends `value` (smallest units) of a token to `to` from `from` (the token's owner by default); a
   * transfer beyond the sender's balance is mined and fails. With a `gasPrice` (a legacy transaction,
   * signed deterministically), sending the same again after a `revert` is the very same transaction:
   * the same hash, in the new chain's next block.
   */
  async function transfer(
    tokenAddress: Address,
    to: Address,
    value: bigint,
    opts: { from?: Address; gasPrice?: bigint } = {},
  ) {
    const data = encodeFunctionData({ abi, functionName: 'transfer', args: [to, value] });
    const tx = { from: opts.from ?? (owner as Address), to: tokenAddress, data, gas: 200_000n };
    const hash = await send(opts.gasPrice === undefined ? tx : { ...tx, gasPrice: opts.gasPrice });
    return mined(hash);
  }

  /** Several transfers of a token in one transaction (`transferMany`): one `Transfer` event each, in order. */
  async function transferMany(tokenAddress: Address, to: Address[], values: bigint[]) {
    const data = encodeFunctionData({ abi, functionName: 'transferMany', args: [to, values] });
    const hash = await send({ from: owner as Address, to: tokenAddress, data, gas: 500_000n });
    return mined(hash);
  }

  /**
   * A reorganisation, played with the node's snapshots: `snapshot()` marks the chain as it is;
   * `revert(id)` drops every block mined since (their transactions gone too), so the blocks mined next
   * take the same heights with other hashes.
   */
  const snapshot = async () =>
    (await reader.request({ method: 'evm_snapshot' as never, params: [] as never })) as string;
  async function revert(id: string) {
    const done = await reader.request({ method: 'evm_revert' as never, params: [id] as never });
    if (done !== true) throw new Error(`the node did not revert to snapshot ${id}`);
  }

  /** Adds `count` empty blocks (deepens every mined transaction by `count` confirmations). */
  async function mine(count: number) {
    for (let i = 0; i < count; i++)
      await reader.request({ method: 'evm_mine' as never, params: [] as never });
  }

  return {
    url,
    owner,
    other,
    deployToken,
    transfer,
    transferMany,
    mine,
    snapshot,
    revert,
    /** The newest block's number. */
    head: async () => Number(await reader.getBlockNumber({ cacheTime: 0 })),
    /** Hex without 0x, as the API stores hashes. */
    bare: (hash: Hash) => hash.slice(2),
    close: () => server.close(),
  };
}

export type LocalChain = Awaited<ReturnType<typeof startLocalChain>>;
