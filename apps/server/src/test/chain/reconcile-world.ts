/**
 * A server on a local EVM chain (ERC20: the test USDT, 6 decimals, 3 confirmations) for the
 * reconciliation's tests: users with their deposit addresses stored as the scanner stores them, the
 * scanner's store planted row by row where its reading is not what is tested, and its cursor moved
 * to the chain's head (the blocks "the scanner has covered").
 */
import { randomUUID } from 'node:crypto';
import type { Address } from 'viem';
import { chainCursors, depositAddresses } from '../../domains/wallet/chain-scan.tables.ts';
import { creditRecharge } from '../../domains/wallet/recharge-credit.ts';
import { recharges } from '../../domains/wallet/wallet.tables.ts';
import { createTestApp } from '../harness.ts';
import { signUp } from '../users.ts';
import { startLocalChain, testDepositKeys } from './local-chain.ts';

export async function startReconcileWorld() {
  const chain = await startLocalChain();
  const usdt = await chain.deployToken(6);
  const dai = await chain.deployToken(6, 'DAI');
  const keys = testDepositKeys();
  const app = await createTestApp({
    env: {
      CHAIN_ERC20_RPC_URL: chain.url,
      CHAIN_ERC20_XPUB: keys.evm.publicExtendedKey,
      CHAIN_TIMEOUT_MS: '5000',
    },
  });
  const config = await app.services.settings.get();
  await app.services.settings.update({
    ...config,
    autoRecharge: {
      ...config.autoRecharge,
      networks: config.autoRecharge.networks.map((n) =>
        n.network === 'ERC20' ? { ...n, enabled: true, token: usdt, confirmations: 3, minimum: '1' } : n,
      ),
    },
  });
  const db = app.database.db;
  const erc20 = app.services.chains.get('ERC20');
  if (!erc20) throw new Error('ERC20 is not set up');

  /** A user with their ERC20 deposit address stored. */
  async function depositor() {
    const user = await signUp(app);
    const address = erc20?.addressOf(user.user.id) as Address;
    await db
      .insert(depositAddresses)
      .values({ network: 'ERC20', address, userId: user.user.id, createdAt: app.clock.now() })
      .onConflictDoNothing();
    return { ...user, userId: user.user.id, address };
  }

  /** A token transfer on the chain, and where it is: its hash and block as the store keeps them. */
  async function send(token: Address, to: string, value: bigint) {
    const { hash, receipt } = await chain.transfer(token, to as Address, value);
    return {
      txHash: chain.bare(hash),
      block: Number(receipt.blockNumber),
      blockHash: receipt.blockHash.slice(2),
    };
  }

  /** A scanner's row of one transfer (the first of its token in its transaction unless told). */
  async function plant(
    who: { userId: number; address: string },
    row: {
      txHash: string;
      amount: bigint;
      state: 'confirming' | 'approved' | 'below_minimum';
      block: number;
      blockHash?: string;
    },
  ) {
    const now = app.clock.now();
    const [planted] = await db
      .insert(recharges)
      .values({
        userId: who.userId,
        kind: 'auto',
        network: 'ERC20',
        amount: row.amount,
        txHash: row.txHash,
        logIndex: 0,
        state: row.state,
        reason: row.state === 'below_minimum' ? 'BELOW_MINIMUM' : '',
        chainTo: who.address,
        chainToken: usdt,
        chainBlock: row.block,
        chainBlockHash: row.blockHash ?? 'ab'.repeat(32),
        confirmations: 1,
        requiredConfirmations: 3,
        checkedAt: now,
        createdAt: now,
        reviewedAt: row.state === 'confirming' ? null : now,
      })
      .returning();
    if (!planted) throw new Error('not planted');
    if (row.state === 'approved')
      await db.transaction((tx) => creditRecharge(tx, app.services.ledger, planted));
    return planted;
  }

  /** A second ledger credit of the same recharge under another key: what must never happen. */
  async function creditAgain(row: typeof recharges.$inferSelect) {
    const ledger = app.services.ledger;
    await db.transaction(async (tx) => {
      const [from, to] = await Promise.all([
        ledger.systemAccount(tx, 'deposits', 'USDT'),
        ledger.userAccount(tx, row.userId, 'USDT'),
      ]);
      await ledger.transfer(tx, {
        key: `planted:${randomUUID()}`,
        debit: from,
        credit: to,
        asset: 'USDT',
        amount: row.amount,
        code: 'deposit',
        refType: 'recharge',
        refId: String(row.id),
      });
    });
  }

  /** The scanner has read every block up to the chain's head. */
  async function scannedToHead() {
    const head = await chain.head();
    const values = {
      network: 'ERC20' as const,
      token: usdt,
      nextBlock: head + 1,
      head,
      scannedAt: app.clock.now(),
    };
    await db
      .insert(chainCursors)
      .values(values)
      .onConflictDoUpdate({ target: chainCursors.network, set: values });
    return head;
  }

  return { chain, app, usdt, dai, depositor, send, plant, creditAgain, scannedToHead };
}

export type ReconcileWorld = Awaited<ReturnType<typeof startReconcileWorld>>;
