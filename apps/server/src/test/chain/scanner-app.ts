/**
 * The chain scanner's tests: a local EVM chain (Ganache) with a 6-decimal USDT, and an app whose ERC20
 * network reads it (3 confirmations by default). Users are made without asking for their address, as
 * most never do: the test derives it from the deposit key, as the operators' wallet would.
 */
import type { Network, SysConfig } from '@mcc/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Address } from 'viem';
import { type ChainScanReader, ChainUnavailable, RangeRefused } from '../../chain/chain.ts';
import { depositAddressOf, parseXpub } from '../../chain/deposit-address.ts';
import { chainAlerts } from '../../domains/wallet/chain-scan.tables.ts';
import { createDepositScanner } from '../../domains/wallet/deposit-scanner.ts';
import { recharges } from '../../domains/wallet/wallet.tables.ts';
import { client, createTestApp, expectOk, type TestApp } from '../harness.ts';
import { signUp } from '../users.ts';
import { startLocalChain, testDepositKeys } from './local-chain.ts';

type Rule = { confirmations: number; minimum: string; carry: boolean; timeoutMinutes: number };
const DEFAULT_RULE: Rule = { confirmations: 3, minimum: '1', carry: true, timeoutMinutes: 60 };

/** The app's ERC20 rule (the others switched off); what a test leaves out stays as the default. */
export async function setScanRule(app: TestApp, token: string, rule: Partial<Rule> = {}) {
  const { confirmations, minimum, carry, timeoutMinutes } = { ...DEFAULT_RULE, ...rule };
  const config = await app.services.settings.get();
  const networks: SysConfig['autoRecharge']['networks'] = config.autoRecharge.networks.map((n) =>
    n.network === 'ERC20' ? { ...n, enabled: true, token, confirmations, minimum } : { ...n, enabled: false },
  );
  await app.services.settings.update({
    ...config,
    autoRecharge: { networks, timeoutMinutes, carryBelowMinimum: carry },
  });
}

/**
 * A node that serves at most `width` blocks a call (wider: RangeRefused, as public nodes do), and, with
 * `dieAfter`, stops answering after that many ranges served: the scanner's process killed between two.
 */
export function narrowReader(reader: ChainScanReader, opts: { width: number; dieAfter?: number }) {
  const served = { ranges: 0, refused: 0 };
  const narrow: ChainScanReader = {
    ...reader,
    network: reader.network,
    async transfers(token, from, to) {
      if (to - from + 1 > opts.width) {
        served.refused++;
        throw new RangeRefused(reader.network, from, to, 'range too wide for this node');
      }
      if (opts.dieAfter !== undefined && served.ranges >= opts.dieAfter)
        throw new ChainUnavailable(reader.network, 'the scanner was killed');
      served.ranges++;
      return reader.transfers(token, from, to);
    },
  };
  return { reader: narrow, served };
}

/** Another scanner on the app's services (another server's, or the same server restarted), with its own reader. */
export function scannerOf(app: TestApp, reader?: ChainScanReader, intervalMs = 50) {
  const s = app.services;
  return createDepositScanner({
    db: app.database.db,
    clock: app.clock,
    log: app.log,
    settings: s.settings,
    chains: s.chains,
    addresses: s.depositAddresses,
    book: s.depositBook,
    intervalMs,
    readerOf: (network: Network) => (reader && network === reader.network ? reader : undefined),
  });
}

export async function startScannerApp(rule: Partial<Rule> = {}, env: Record<string, string> = {}) {
  const chain = await startLocalChain();
  const usdt = await chain.deployToken(6);
  const keys = testDepositKeys();
  const xpub = parseXpub(keys.evm.publicExtendedKey);
  const app = await createTestApp({
    env: {
      CHAIN_ERC20_RPC_URL: chain.url,
      CHAIN_ERC20_XPUB: keys.evm.publicExtendedKey,
      CHAIN_TIMEOUT_MS: '2000',
      ...env,
    },
  });
  await setScanRule(app, usdt, rule);
  const api = client(app);
  const db = app.database.db;

  /** A user who never opened the deposit page, and their address (derived here from the key). */
  async function user() {
    const u = await signUp(app);
    return { ...u, address: depositAddressOf('ERC20', xpub, u.user.id) as Address };
  }

  const usdtOf = async (token: string) =>
    expectOk(await api.get('/api/user/balance', { token }), 'balance').USDT.available as string;

  /** The rows of a transaction (hex with or without 0x), its first transfer first. */
  const rowsOf = (hash: string) =>
    db
      .select()
      .from(recharges)
      .where(eq(recharges.txHash, hash.replace(/^0x/, '')))
      .orderBy(asc(recharges.logIndex));

  const alertsOf = (rechargeId: number) =>
    db
      .select()
      .from(chainAlerts)
      .where(and(eq(chainAlerts.rechargeId, rechargeId)));

  return {
    chain,
    usdt,
    app,
    api,
    db,
    user,
    usdtOf,
    rowsOf,
    alertsOf,
    /** One pass of the app's own scanner over ERC20. */
    pass: () => app.services.depositScanner.passOnce('ERC20'),
    async close() {
      await app.dispose();
      await chain.close();
    },
  };
}

export type ScannerApp = Awaited<ReturnType<typeof startScannerApp>>;
