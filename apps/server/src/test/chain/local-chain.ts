/**
 * A real EVM chain for tests: Ganache (from npm, in this process, nothing downloaded) answering
 * JSON-RPC on a free local port, with an ERC-20 deployed from the bytecode in test-token.json and
 * blocks mined on demand. Every transaction is mined into its own block at once.
 */
import ganache from 'ganache';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  type Hash,
  http,
} from 'viem';
import { HDKey } from 'viem/accounts';
import { testTokenAbi as abi, testTokenBytecode } from './test-token.ts';

/** A deposit key for tests: the account-level extended key of a fixed seed, as an operator would export it. */
export function testDepositKeys(seedByte = 7) {
  const root = HDKey.fromMasterSeed(new Uint8Array(32).fill(seedByte));
  return { evm: root.derive("m/44'/60'/0'/0"), tron: root.derive("m/44'/195'/0'/0") };
}

export async function startLocalChain() {
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
  const wallet = createWalletClient({ chain, transport });
  const [owner, other] = await wallet.getAddresses();
  if (!owner || !other) throw new Error('ganache gave no accounts');

  async function mined(hash: Hash) {
    const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    return { hash, receipt };
  }

  /** Deploys a token (1,000,000 whole tokens to `owner`) and answers its address. */
  async function deployToken(decimals = 6, symbol = 'USDT'): Promise<Address> {
    const hash = await wallet.deployContract({
      abi,
      bytecode: testTokenBytecode,
      args: [`Test ${symbol}`, symbol, decimals, 1_000_000n * 10n ** BigInt(decimals)],
      account: owner as Address,
    });
    const { receipt } = await mined(hash);
    if (!receipt.contractAddress) throw new Error('the token was not deployed');
    return receipt.contractAddress;
  }

  /**
   * Sends `value` (smallest units) of a token to `to`. `gas` forces a transaction the node would refuse
   * to estimate (a transfer beyond the balance), so that it is mined and fails on chain.
   */
  async function transfer(
    tokenAddress: Address,
    to: Address,
    value: bigint,
    opts: { from?: Address; gas?: bigint } = {},
  ) {
    const data = encodeFunctionData({ abi, functionName: 'transfer', args: [to, value] });
    const hash = await wallet.sendTransaction({
      account: opts.from ?? (owner as Address),
      to: tokenAddress,
      data,
      ...(opts.gas ? { gas: opts.gas } : {}),
    });
    return mined(hash);
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
    mine,
    /** Hex without 0x, as the API stores hashes. */
    bare: (hash: Hash) => hash.slice(2),
    close: () => server.close(),
  };
}

export type LocalChain = Awaited<ReturnType<typeof startLocalChain>>;
