import {
  type Asset,
  bpRoundUp,
  formatAmount,
  INPUT_DECIMALS,
  type KeysetPageQuery,
  type Network,
  normalizeAddress,
  parseAmount,
  type StatementLine,
  type SysConfig,
  type UserAccountKind,
} from '@mcc/contract';
import { and, desc, eq, gt, inArray, sql, sum } from 'drizzle-orm';
import type { ChangeFeed } from '../../db/change-feed.ts';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { createUserTaggedCache } from '../../db/user-tagged-cache.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { toRecipient } from '../../lib/mask.ts';
import { currentMoneyGuard } from '../../lib/money-guard.ts';
import { offsetOf, pageOf } from '../../lib/paging.ts';
import type { AuthService, User } from '../auth/auth.service.ts';
import type { UserDirectory } from '../auth/user-directory.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import { type Ledger, toStatementLine, unwrap, wireBalance } from '../ledger/ledger.service.ts';
import type { UploadService } from '../upload/upload.service.ts';
import { fundTransfers, recharges, withdrawals } from './wallet.tables.ts';

const DAY_MS = 86_400_000;

type StatementRow = Awaited<ReturnType<Ledger['statement']>>['list'][number];
export type StatementPage = ReturnType<typeof pageOf<StatementLine>>;
/** Withdrawals that count against the daily limit: everything not given back. */
const COUNTED = ['reviewing', 'paid'] as const;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** Typed amounts were checked by the contract; this only turns them into micro-units. */
const usdt = (text: string) => parseAmount(text, INPUT_DECIMALS.USDT) ?? 0n;

export type RechargeRow = typeof recharges.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** An automatic recharge's chain facts as last checked; null for a manual one (or before any check). */
const chainOf = (r: RechargeRow) =>
  r.kind === 'auto' && r.checkedAt
    ? {
        from: r.chainFrom ?? '',
        to: r.chainTo ?? '',
        token: r.chainToken ?? '',
        block: r.chainBlock ?? 0,
        confirmations: r.confirmations ?? 0,
        required: r.requiredConfirmations ?? 0,
        checkedAt: r.checkedAt.toISOString(),
      }
    : null;

export const toRecharge = (r: RechargeRow) => ({
  id: r.id,
  kind: r.kind,
  network: r.network,
  amount: formatAmount(r.amount),
  txHash: r.txHash,
  proof: r.proof,
  state: r.state,
  reason: r.reason,
  chain: chainOf(r),
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
  uploads: Pick<UploadService, 'isUploadedBy'>;
  users: Pick<UserDirectory, 'byIds'>;
  feed: ChangeFeed;
}) {
  const { db, clock, ledger, auth, settings, uploads, users, feed } = deps;

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

  /** The main wallet's balance of one asset (`/api/fund/usdt`, `/api/fund/ssk`). */
  async function assetBalance(userId: number, asset: Asset = 'USDT') {
    return wireBalance((await ledger.balances(db, userId))[asset]);
  }

  /**
   * Statement pages as sent, with the version of the account's lines they were read at: the newest
   * 10,000 (~6 KB each at 20 lines, ~60 MB at most).
   */
  const statementPages = createUserTaggedCache<string, { version: string; json: string }>(feed, 10_000);

  /**
   * The main wallet's statement of one asset (`/api/fund/usdtDetail`, `mccDetail`, `sskDetail`):
   * page `page`, or with `before` the lines after that one (see `keysetPageQuery`), as the JSON text
   * `toJson` makes of it (the route's serialiser, schema check included). Pages are kept as that text
   * and answered again while the account's `statementVersion` is the one read before the page was
   * (no new line since) and no user it names changed (see `createUserTaggedCache`): a page read again
   * costs one tiny query, no mapping and no serialising.
   */
  async function statementJson(
    userId: number,
    q: KeysetPageQuery,
    asset: Asset,
    toJson: (page: StatementPage) => string,
  ): Promise<string> {
    if (!feed.live()) return toJson((await statement(userId, q, asset)).page);
    // Nothing else shapes a page: lines are not localised, and counterparties are the tagged users.
    const key = `${userId}:${asset}:${q.page}:${q.limit}:${q.before ?? ''}`;
    const generation = feed.generation();
    const version = await ledger.statementVersion(db, userId, asset);
    const kept = statementPages.get(key, (p) => p.version === version);
    if (kept) return kept.json;
    const { page, shows } = await statement(userId, q, asset);
    const json = toJson(page);
    statementPages.put(key, { version, json }, shows, generation);
    return json;
  }

  /** A statement page, and the users its counterparties are. */
  async function statement(userId: number, q: KeysetPageQuery, asset: Asset) {
    const s = await ledger.userStatement(db, userId, asset, q.page, q.limit, q.before);
    const others = await transferCounterparties(userId, s.list);
    const page = {
      ...s,
      list: s.list.map((l) => {
        const other = l.refType === 'transfer' ? others.get(l.refId) : undefined;
        return other ? { ...toStatementLine(l), counterparty: toRecipient(other) } : toStatementLine(l);
      }),
    };
    return { page, shows: [...new Set([...others.values()].map((u) => u.id))] };
  }

  /**
   * The two users of transfers by id. A transfer row is never changed, so the parties once read are
   * kept (the newest 100,000): a statement page read again asks only for transfers it has not seen.
   */
  const parties = new Map<number, { id: number; from: number; to: number }>();
  async function partiesOf(ids: number[]) {
    const missing = ids.filter((id) => !parties.has(id));
    if (missing.length > 0) {
      const rows = await db
        .select({ id: fundTransfers.id, from: fundTransfers.fromUserId, to: fundTransfers.toUserId })
        .from(fundTransfers)
        .where(inArray(fundTransfers.id, missing));
      for (const row of rows) {
        if (parties.size >= 100_000) parties.delete(parties.keys().next().value ?? -1);
        parties.set(row.id, row);
      }
    }
    return ids.flatMap((id) => parties.get(id) ?? []);
  }

  /** The other user of each transfer on a statement page, by transfer id (a user sees their own only). */
  async function transferCounterparties(userId: number, lines: StatementRow[]): Promise<Map<string, User>> {
    const ids = lines.filter((l) => l.refType === 'transfer').map((l) => Number(l.refId));
    if (ids.length === 0) return new Map();
    const rows = (await partiesOf(ids)).filter((r) => r.from === userId || r.to === userId);
    const otherOf = (r: (typeof rows)[number]) => (r.from === userId ? r.to : r.from);
    const others = await users.byIds(rows.map(otherOf));
    const found = rows.flatMap((r) => {
      const other = others.get(otherOf(r));
      return other ? [[String(r.id), other] as const] : [];
    });
    return new Map(found);
  }

  async function recharge(
    userId: number,
    input: { network: Network; amount: string; txHash: string; proof: string },
  ) {
    const config = await settings.get();
    const target = config.depositNetworks.find((n) => n.network === input.network);
    if (!target?.enabled) throw new AppError('NETWORK_DISABLED');
    // Someone else's screenshot (its URL seen in a shared link) proves nothing about this user's transfer.
    if (!(await uploads.isUploadedBy(userId, input.proof))) throw new AppError('PROOF_NOT_YOURS');
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
    from: UserAccountKind = 'main',
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
      const ref = {
        refType: 'withdrawal' as const,
        refId: String(w.id),
        asset: 'USDT' as const,
        debit: account,
      };
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
                  spec: {
                    ...ref,
                    key: `withdrawal:${w.id}:fee`,
                    credit: fees,
                    amount: fee,
                    code: 'fee' as const,
                  },
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
    statement,
    statementJson,
    statementStats: statementPages.stats,
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
