import {
  type Asset,
  bpRoundUp,
  formatAmount,
  INPUT_DECIMALS,
  type Network,
  parseAmount,
} from '@mcc/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { ChangeFeed } from '../../db/change-feed.ts';
import { type Db, rowsOf } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { toRecipient } from '../../lib/mask.ts';
import { currentMoneyGuard } from '../../lib/money-guard.ts';
import { offsetOf, pageOf } from '../../lib/paging.ts';
import type { AuthService, User } from '../auth/auth.service.ts';
import type { UserDirectory } from '../auth/user-directory.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import { type Ledger, wireBalance } from '../ledger/ledger.service.ts';
import type { SecurityService } from '../security/security.service.ts';
import type { UploadService } from '../upload/upload.service.ts';
import { lockTxHash } from './recharge-credit.ts';
import { recharges } from './wallet.tables.ts';
import { createWalletStatement } from './wallet-statement.ts';
import { toRecharge, usdt } from './wallet-views.ts';
import { createWalletWithdrawals } from './wallet-withdrawals.ts';

export type { StatementPage } from './wallet-statement.ts';
export { type RechargeRow, toRecharge, toWithdrawal, type WithdrawalRow } from './wallet-views.ts';
export { withdrawFee } from './wallet-withdrawals.ts';

/**
 * The user's wallet: balances, recharges and transfers here; statements (`wallet-statement.ts`) and
 * withdrawals (`wallet-withdrawals.ts`) in their own files.
 */
export function createWalletService(deps: {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  auth: AuthService;
  settings: ConfigService;
  uploads: Pick<UploadService, 'isUploadedBy'>;
  users: Pick<UserDirectory, 'byIds'>;
  feed: ChangeFeed;
  security: SecurityService;
}) {
  const { db, clock, ledger, auth, settings, uploads, users, feed, security } = deps;

  const statements = createWalletStatement({ db, ledger, users, feed });
  const withdrawals = createWalletWithdrawals({ db, clock, ledger, auth, settings, security });
  // A transfer moves its money in one statement of the database's own (fund_transfer_create): its
  // movements are counted here once that statement has committed.
  const countTransfer = ledger.movementCounter('transfer', 'transfer');
  const countFee = ledger.movementCounter('transfer', 'fee');

  async function balances(userId: number) {
    const b = await ledger.balances(db, userId);
    return { USDT: wireBalance(b.USDT), MCC: wireBalance(b.MCC), SSK: wireBalance(b.SSK) };
  }

  async function wallet(userId: number) {
    const [main, quant] = await Promise.all([balances(userId), ledger.balances(db, userId, 'quant')]);
    return { main, quant: wireBalance(quant.USDT) };
  }

  /** The main wallet's balance of one asset (`/api/fund/usdt`, `/api/fund/ssk`). */
  async function assetBalance(userId: number, asset: Asset = 'USDT') {
    return wireBalance((await ledger.balances(db, userId))[asset]);
  }

  async function recharge(
    userId: number,
    input: { network: Network; amount: string; txHash: string; proof: string },
  ) {
    const config = await settings.get();
    const target = config.depositNetworks.find((n) => n.network === input.network);
    if (!target?.enabled) throw new AppError('NETWORK_DISABLED');
    // Each manual recharge is an operator's review: the network's minimum keeps dust out of the queue.
    if (usdt(input.amount) < usdt(target.min)) throw new AppError('RECHARGE_BELOW_MIN', { min: target.min });
    // Someone else's screenshot (its URL seen in a shared link) proves nothing about this user's transfer.
    if (!(await uploads.isUploadedBy(userId, input.proof))) throw new AppError('PROOF_NOT_YOURS');
    // A hash is unique for ever, whoever sent it and whatever became of it: a whole transaction here,
    // or any transfer of it the chain's path recorded (under the hash's lock, which that path takes too).
    const row = await db.transaction(async (tx) => {
      await lockTxHash(tx, input.txHash);
      const [used] = await tx
        .select({ id: recharges.id })
        .from(recharges)
        .where(eq(recharges.txHash, input.txHash))
        .limit(1);
      if (used) return undefined;
      const [inserted] = await tx
        .insert(recharges)
        .values({
          userId,
          network: input.network,
          amount: usdt(input.amount),
          txHash: input.txHash,
          proof: input.proof,
          createdAt: clock.now(),
        })
        .onConflictDoNothing()
        .returning();
      return inserted;
    });
    if (!row) throw new AppError('TX_HASH_USED');
    return toRecharge(row);
  }

  async function rechargeList(userId: number, page: number, limit: number) {
    const mine = eq(recharges.userId, userId);
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(recharges)
        .where(mine)
        .orderBy(desc(recharges.id))
        .limit(limit)
        .offset(offsetOf(page, limit)),
      db.$count(recharges, mine),
    ]);
    return pageOf(rows.map(toRecharge), total, page, limit);
  }

  /** The user a transfer would reach, masked; refuses yourself and unknown people. */
  async function recipientFor(sender: User, to: string): Promise<User> {
    const target = await auth.findRecipient(to);
    if (!target) throw new AppError('RECIPIENT_NOT_FOUND');
    if (target.id === sender.id) throw new AppError('TRANSFER_TO_SELF');
    return target;
  }

  /**
   * Moves USDT (`/api/fund/transfer`) or MCC (`/api/fund/transferMcc`) to another user by the same
   * rules: the fee (`transferFeeBp`, rounded up, in the same asset) on top of the amount.
   */
  async function transfer(
    sender: User,
    input: { to: string; amount: string; payPassword: string },
    asset: 'USDT' | 'MCC' = 'USDT',
  ) {
    const target = await recipientFor(sender, input.to);
    await auth.verifyPayPassword(sender.id, input.payPassword, sender);
    const amount = parseAmount(input.amount, INPUT_DECIMALS[asset]) ?? 0n;
    const fee = bpRoundUp(amount, (await settings.get()).transferFeeBp);
    // The accounts are looked up (made, the first time; then kept) before the movement, in parallel.
    const [from, to, fees] = await Promise.all([
      ledger.userAccount(db, sender.id, asset),
      ledger.userAccount(db, target.id, asset),
      fee > 0n ? ledger.systemAccount(db, 'fees', asset) : undefined,
    ]);
    // One statement (migration 0018): the row, the amount and fee, and the idempotency mark commit
    // together; a refusal undoes all of it and answers its key.
    const guard = currentMoneyGuard();
    const result = await db.execute(
      sql`SELECT t.id, t.created_at${guard ? sql`, ${guard.expression}` : sql``}
        FROM fund_transfer_create(${sender.id}::int, ${target.id}::int, ${asset}::text, ${amount}::bigint,
          ${fee}::bigint, ${from}::int, ${to}::int, ${fees ?? null}::int, ${clock.now()}::timestamptz) t`,
    );
    const [row] = rowsOf<{ id: number; created_at: Date | string }>(result);
    if (!row) throw new Error('fund_transfer_create answered nothing');
    countTransfer();
    if (fee > 0n) countFee();
    return {
      id: row.id,
      to: toRecipient(target),
      amount: formatAmount(amount),
      fee: formatAmount(fee),
      createdAt: new Date(row.created_at).toISOString(),
    };
  }

  return {
    balances,
    wallet,
    assetBalance,
    statement: statements.statement,
    statementJson: statements.statementJson,
    statementStats: statements.statementStats,
    recharge,
    rechargeList,
    withdrawQuota: withdrawals.withdrawQuota,
    withdraw: withdrawals.withdraw,
    withdrawList: withdrawals.withdrawList,
    recipient: async (sender: User, to: string) => toRecipient(await recipientFor(sender, to)),
    transfer,
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
