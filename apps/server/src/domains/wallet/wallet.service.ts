import {
  bpRoundUp,
  formatAmount,
  INPUT_DECIMALS,
  type Network,
  normalizeAddress,
  parseAmount,
  type Recipient,
  type SysConfig,
} from '@mcc/contract';
import { and, desc, eq, gt, inArray, or, sum } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { offsetOf, pageOf } from '../../lib/paging.ts';
import type { AuthService, User } from '../auth/auth.service.ts';
import { users } from '../auth/auth.tables.ts';
import type { ConfigService } from '../config/config.service.ts';
import { type Ledger, unwrap } from '../ledger/ledger.service.ts';
import type { UserKind } from '../ledger/ledger.tables.ts';
import { fundTransfers, recharges, withdrawals } from './wallet.tables.ts';

const DAY_MS = 86_400_000;
/** Withdrawals that count against the daily limit: everything not given back. */
const COUNTED = ['reviewing', 'paid'] as const;

type Balance = { available: bigint; frozen: bigint; total: bigint };
/** A balance as the wire shows it: amounts as decimal text. */
export const wireBalance = (b: Balance) => ({
  available: formatAmount(b.available),
  frozen: formatAmount(b.frozen),
  total: formatAmount(b.total),
});
const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** Typed amounts were checked by the contract; this only turns them into micro-units. */
const usdt = (text: string) => parseAmount(text, INPUT_DECIMALS.USDT) ?? 0n;

export type RechargeRow = typeof recharges.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;

export const toRecharge = (r: RechargeRow) => ({
  id: r.id,
  network: r.network,
  amount: formatAmount(r.amount),
  txHash: r.txHash,
  proof: r.proof,
  state: r.state,
  reason: r.reason,
  createdAt: r.createdAt.toISOString(),
  reviewedAt: iso(r.reviewedAt),
});

export const toWithdrawal = (w: WithdrawalRow) => ({
  id: w.id,
  accountKind: w.accountKind,
  network: w.network,
  address: w.address,
  amount: formatAmount(w.amount),
  fee: formatAmount(w.fee),
  state: w.state,
  txHash: w.txHash,
  reason: w.reason,
  createdAt: w.createdAt.toISOString(),
  resolvedAt: iso(w.resolvedAt),
});

type StatementRow = Awaited<ReturnType<Ledger['statement']>>['list'][number];

/** A ledger statement line as the wire shows it: the signed amount and the balance after it. */
export const toStatementLine = (l: StatementRow) => ({
  id: l.id,
  amount: formatAmount(l.delta),
  balanceAfter: formatAmount(l.balanceAfter),
  code: l.code,
  memo: l.memo,
  refType: l.refType,
  refId: l.refId,
  createdAt: l.createdAt.toISOString(),
});

/** "138****0001", "ali***@example.com": enough to recognise, not enough to harvest. */
export function maskContact(u: Pick<User, 'mobile' | 'email' | 'walletAddress'>): string {
  if (u.mobile) return `${u.mobile.slice(0, 3)}****${u.mobile.slice(-4)}`;
  if (u.email) {
    const [name = '', domain = ''] = u.email.split('@');
    return `${name.slice(0, 3)}***@${domain}`;
  }
  return u.walletAddress ? `${u.walletAddress.slice(0, 6)}…${u.walletAddress.slice(-4)}` : '';
}

function maskNickname(nickname: string): string {
  const chars = [...nickname];
  if (chars.length <= 1) return nickname;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(Math.min(chars.length - 2, 4))}${chars.at(-1)}`;
}

export const toRecipient = (u: User): Recipient => ({
  uid: u.uid,
  nickname: maskNickname(u.nickname),
  contact: maskContact(u),
});

/** The fee of a withdrawal: fixed part plus basis points of the amount, rounded up. */
export function withdrawFee(amount: bigint, rule: { fixedFee: string; feeBp: number }): bigint {
  return (parseAmount(rule.fixedFee) ?? 0n) + bpRoundUp(amount, rule.feeBp);
}

export function createWalletService(deps: {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  auth: AuthService;
  settings: ConfigService;
}) {
  const { db, clock, ledger, auth, settings } = deps;

  async function usdtAccount(tx: Db | Tx, userId: number) {
    return ledger.userAccount(tx, userId, 'USDT');
  }

  async function balances(userId: number) {
    const b = await ledger.balances(db, userId);
    return { USDT: wireBalance(b.USDT), MCC: wireBalance(b.MCC), SSK: wireBalance(b.SSK) };
  }

  async function wallet(userId: number) {
    const [main, quant] = await Promise.all([balances(userId), ledger.balances(db, userId, 'quant')]);
    return { main, quant: wireBalance(quant.USDT) };
  }

  async function usdtBalance(userId: number) {
    return wireBalance((await ledger.balances(db, userId)).USDT);
  }

  async function statement(userId: number, page: number, limit: number) {
    const s = await ledger.statement(db, await usdtAccount(db, userId), page, limit);
    const others = await transferCounterparties(userId, s.list);
    return {
      ...s,
      list: s.list.map((l) => {
        const other = l.refType === 'transfer' ? others.get(l.refId) : undefined;
        return other ? { ...toStatementLine(l), counterparty: toRecipient(other) } : toStatementLine(l);
      }),
    };
  }

  /** The other user of each transfer on a statement page, by transfer id (one query for the page). */
  async function transferCounterparties(userId: number, lines: StatementRow[]): Promise<Map<string, User>> {
    const ids = lines.filter((l) => l.refType === 'transfer').map((l) => Number(l.refId));
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: fundTransfers.id, other: users })
      .from(fundTransfers)
      .innerJoin(
        users,
        or(
          and(eq(fundTransfers.fromUserId, userId), eq(users.id, fundTransfers.toUserId)),
          and(eq(fundTransfers.toUserId, userId), eq(users.id, fundTransfers.fromUserId)),
        ),
      )
      .where(inArray(fundTransfers.id, ids));
    return new Map(rows.map((r) => [String(r.id), r.other]));
  }

  async function recharge(
    userId: number,
    input: { network: Network; amount: string; txHash: string; proof: string },
  ) {
    const config = await settings.get();
    const target = config.depositNetworks.find((n) => n.network === input.network);
    if (!target?.enabled) throw new AppError('NETWORK_DISABLED');
    const [row] = await db
      .insert(recharges)
      .values({
        userId,
        network: input.network,
        amount: usdt(input.amount),
        txHash: input.txHash,
        proof: input.proof,
        createdAt: clock.now(),
      })
      .onConflictDoNothing({ target: recharges.txHash })
      .returning();
    // A hash is unique for ever, whoever sent it and whatever became of it.
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

  function withdrawRule(config: SysConfig, network: Network) {
    const rule = config.withdraw.find((r) => r.network === network);
    if (!rule?.enabled) throw new AppError('NETWORK_DISABLED');
    return rule;
  }

  /** What the user withdrew on a network in the last 24 hours (rolling), rejected ones excluded. */
  async function usedToday(tx: Db | Tx, userId: number, network: Network) {
    const since = new Date(clock.now().getTime() - DAY_MS);
    const [row] = await tx
      .select({ used: sum(withdrawals.amount).mapWith(BigInt) })
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.userId, userId),
          eq(withdrawals.network, network),
          inArray(withdrawals.state, [...COUNTED]),
          gt(withdrawals.createdAt, since),
        ),
      );
    return row?.used ?? 0n;
  }

  async function withdrawQuota(userId: number) {
    const config = await settings.get();
    return Promise.all(
      config.withdraw.map(async (rule) => {
        const used = await usedToday(db, userId, rule.network);
        const limit = parseAmount(rule.dailyLimit) ?? 0n;
        const remaining = limit > used ? limit - used : 0n;
        return { network: rule.network, used: formatAmount(used), remaining: formatAmount(remaining) };
      }),
    );
  }

  /**
   * Holds amount + fee while an operator reviews. The user's USDT account is locked first, so two
   * withdrawals of one user see each other's daily usage and balance; the row and the holds commit
   * together or not at all. `from` is the wallet the money leaves: the main one, or the coin-mix
   * `quant` wallet; the rules, the daily limit (shared by both) and the review are the same.
   */
  async function withdraw(
    userId: number,
    input: { network: Network; address: string; amount: string; payPassword: string },
    from: UserKind = 'main',
  ) {
    const config = await settings.get();
    const rule = withdrawRule(config, input.network);
    const address = normalizeAddress(input.network, input.address);
    if (!address) throw new AppError('ADDRESS_INVALID');
    const amount = usdt(input.amount);
    const min = parseAmount(rule.min) ?? 0n;
    const max = parseAmount(rule.max) ?? 0n;
    if (amount < min) throw new AppError('WITHDRAW_BELOW_MIN', { min: rule.min });
    if (amount > max) throw new AppError('WITHDRAW_ABOVE_MAX', { max: rule.max });
    await auth.verifyPayPassword(userId, input.payPassword);
    const fee = withdrawFee(amount, rule);

    const row = await db.transaction(async (tx) => {
      const main = await usdtAccount(tx, userId);
      const account = from === 'main' ? main : await ledger.userAccount(tx, userId, 'USDT', from);
      const [sink, fees] = await Promise.all([
        ledger.systemAccount(tx, 'withdrawals', 'USDT'),
        ledger.systemAccount(tx, 'fees', 'USDT'),
      ]);
      // The main account is locked whichever wallet pays: a main and a quant withdrawal of one user
      // then cannot both slip under their shared daily limit.
      await ledger.lockAccounts(tx, [main, account, sink, fees]);
      const used = await usedToday(tx, userId, input.network);
      const limit = parseAmount(rule.dailyLimit) ?? 0n;
      if (used + amount > limit) {
        const remaining = formatAmount(limit > used ? limit - used : 0n);
        throw new AppError('WITHDRAW_DAILY_LIMIT', { remaining }, { remaining });
      }
      const [w] = await tx
        .insert(withdrawals)
        .values({
          userId,
          accountKind: from,
          network: input.network,
          address,
          amount,
          fee,
          createdAt: clock.now(),
        })
        .returning();
      if (!w) throw new Error('withdrawal insert returned nothing');
      const ref = { refType: 'withdrawal', refId: String(w.id), asset: 'USDT' as const, debit: account };
      unwrap(
        await ledger.batch(tx, [
          {
            type: 'hold',
            spec: { ...ref, key: `withdrawal:${w.id}`, credit: sink, amount, code: 'withdraw' },
          },
          ...(fee > 0n
            ? [
                {
                  type: 'hold' as const,
                  spec: { ...ref, key: `withdrawal:${w.id}:fee`, credit: fees, amount: fee, code: 'fee' },
                },
              ]
            : []),
        ]),
      );
      return w;
    });
    return toWithdrawal(row);
  }

  async function withdrawList(userId: number, page: number, limit: number) {
    const mine = eq(withdrawals.userId, userId);
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(withdrawals)
        .where(mine)
        .orderBy(desc(withdrawals.id))
        .limit(limit)
        .offset(offsetOf(page, limit)),
      db.$count(withdrawals, mine),
    ]);
    return pageOf(rows.map(toWithdrawal), total, page, limit);
  }

  /** The user a transfer would reach, masked; refuses yourself and unknown people. */
  async function recipientFor(sender: User, to: string): Promise<User> {
    const target = await auth.findRecipient(to);
    if (!target) throw new AppError('RECIPIENT_NOT_FOUND');
    if (target.id === sender.id) throw new AppError('TRANSFER_TO_SELF');
    return target;
  }

  async function transfer(sender: User, input: { to: string; amount: string; payPassword: string }) {
    const target = await recipientFor(sender, input.to);
    await auth.verifyPayPassword(sender.id, input.payPassword);
    const amount = usdt(input.amount);
    const fee = bpRoundUp(amount, (await settings.get()).transferFeeBp);
    const row = await db.transaction(async (tx) => {
      const [from, to, fees] = await Promise.all([
        usdtAccount(tx, sender.id),
        usdtAccount(tx, target.id),
        ledger.systemAccount(tx, 'fees', 'USDT'),
      ]);
      const [t] = await tx
        .insert(fundTransfers)
        .values({
          fromUserId: sender.id,
          toUserId: target.id,
          asset: 'USDT',
          amount,
          fee,
          createdAt: clock.now(),
        })
        .returning();
      if (!t) throw new Error('transfer insert returned nothing');
      const ref = { refType: 'transfer', refId: String(t.id), asset: 'USDT' as const, debit: from };
      unwrap(
        await ledger.batch(tx, [
          {
            type: 'transfer',
            spec: { ...ref, key: `transfer:${t.id}`, credit: to, amount, code: 'transfer' },
          },
          ...(fee > 0n
            ? [
                {
                  type: 'transfer' as const,
                  spec: { ...ref, key: `transfer:${t.id}:fee`, credit: fees, amount: fee, code: 'fee' },
                },
              ]
            : []),
        ]),
      );
      return t;
    });
    return {
      id: row.id,
      to: toRecipient(target),
      amount: formatAmount(row.amount),
      fee: formatAmount(row.fee),
      createdAt: row.createdAt.toISOString(),
    };
  }

  return {
    balances,
    wallet,
    usdtBalance,
    statement,
    recharge,
    rechargeList,
    withdrawQuota,
    withdraw,
    withdrawList,
    recipient: async (sender: User, to: string) => toRecipient(await recipientFor(sender, to)),
    transfer,
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
