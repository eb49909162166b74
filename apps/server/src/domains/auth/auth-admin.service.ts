import { randomUUID } from 'node:crypto';
import {
  type Adjustment,
  type AdminUser,
  type AdminUserDetail,
  ASSETS,
  type Asset,
  formatAmount,
  INPUT_DECIMALS,
  parseAmount,
} from '@mcc/contract';
import { and, count, desc, eq, gt, ilike, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { offsetOf, pageOf } from '../../lib/paging.ts';
import { users, userTokens } from '../auth/auth.tables.ts';
import { type Ledger, unwrap } from '../ledger/ledger.service.ts';
import { ledgerAccounts, ledgerTransfers } from '../ledger/ledger.tables.ts';
import { toStatementLine, wireBalance } from '../wallet/wallet.service.ts';
import { recharges, withdrawals } from '../wallet/wallet.tables.ts';
import type { AuditActor, AuditService } from './audit.service.ts';

type User = typeof users.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toAdminUser = (u: User): AdminUser => ({
  id: u.id,
  uid: u.uid,
  nickname: u.nickname,
  mobile: u.mobile,
  email: u.email,
  walletAddress: u.walletAddress,
  inviteCode: u.inviteCode,
  status: u.status,
  createdAt: u.createdAt.toISOString(),
});

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** The user accounts every detail page shows, used or not. */
const SHOWN_ACCOUNTS: { asset: Asset; kind: 'main' | 'quant' }[] = [
  ...ASSETS.map((asset) => ({ asset, kind: 'main' as const })),
  { asset: 'USDT', kind: 'quant' },
];

/**
 * The operator's side of users: search, detail with balances and statement, freeze, reset of the
 * payment password and manual adjustments. Every write is one transaction holding the user's row
 * lock, the change (and its ledger transfer) and the audit row.
 */
export function createAdminUsers(deps: { db: Db; clock: Clock; ledger: Ledger; audit: AuditService }) {
  const { db, clock, ledger, audit } = deps;

  async function find(id: number): Promise<User> {
    const [u] = await db.select().from(users).where(eq(users.id, id));
    if (!u) throw new AppError('USER_NOT_FOUND');
    return u;
  }

  /** Locks the user's row against other operator writes (not against ledger or sign-in rows that reference it). */
  async function lockUser(tx: Tx, id: number): Promise<User> {
    const [u] = await tx.select().from(users).where(eq(users.id, id)).for('no key update');
    if (!u) throw new AppError('USER_NOT_FOUND');
    return u;
  }

  /** Newest first; `q` is a UID (exact) or part of a mobile, e-mail, nickname or wallet address (any case). */
  async function search(filter: { q?: string; status?: User['status']; page: number; limit: number }) {
    const conditions: SQL[] = [];
    if (filter.q) {
      const like = containing(filter.q);
      const match = or(
        eq(users.uid, filter.q),
        ilike(users.mobile, like),
        ilike(users.email, like),
        ilike(users.nickname, like),
        ilike(users.walletAddress, like),
      );
      if (match) conditions.push(match);
    }
    if (filter.status) conditions.push(eq(users.status, filter.status));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.id))
        .limit(filter.limit)
        .offset(offsetOf(filter.page, filter.limit)),
      db.$count(users, where),
    ]);
    return pageOf(rows.map(toAdminUser), total, filter.page, filter.limit);
  }

  async function detail(id: number): Promise<AdminUserDetail> {
    const u = await find(id);
    const [inviter, accounts, directMembers, rechargeCount, withdrawalCount, [{ sessions = 0 } = {}]] =
      await Promise.all([
        u.inviterId
          ? db
              .select({ id: users.id, uid: users.uid, nickname: users.nickname })
              .from(users)
              .where(eq(users.id, u.inviterId))
              .then((r) => r[0] ?? null)
          : null,
        db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, id)).orderBy(ledgerAccounts.id),
        db.$count(users, eq(users.inviterId, id)),
        db.$count(recharges, eq(recharges.userId, id)),
        db.$count(withdrawals, eq(withdrawals.userId, id)),
        db
          .select({ sessions: count() })
          .from(userTokens)
          .where(and(eq(userTokens.userId, id), gt(userTokens.expiresAt, clock.now()))),
      ]);
    const shown = [...SHOWN_ACCOUNTS];
    for (const a of accounts) {
      if (!shown.some((s) => s.asset === a.asset && s.kind === a.kind))
        shown.push({ asset: a.asset, kind: a.kind as 'main' | 'quant' });
    }
    const balances = shown.map(({ asset, kind }) => {
      const a = accounts.find((r) => r.asset === asset && r.kind === kind);
      const b = a
        ? {
            available: a.creditsPosted - a.debitsPosted - a.debitsPending,
            frozen: a.debitsPending,
            total: a.creditsPosted - a.debitsPosted,
          }
        : { available: 0n, frozen: 0n, total: 0n };
      return { asset, kind, accountId: a?.id ?? null, accountFrozen: a?.frozen ?? false, ...wireBalance(b) };
    });
    const now = clock.now();
    const lockedAt = (d: Date | null) => (d && d > now ? d.toISOString() : null);
    return {
      ...toAdminUser(u),
      avatar: u.avatar,
      bio: u.bio,
      inviter,
      hasPayPassword: u.payPasswordHash !== null,
      loginLockedUntil: lockedAt(u.lockedUntil),
      payLockedUntil: lockedAt(u.payLockedUntil),
      updatedAt: u.updatedAt.toISOString(),
      balances,
      counts: {
        directMembers,
        recharges: rechargeCount,
        withdrawals: withdrawalCount,
        sessions,
      },
    };
  }

  /** The posted lines of one of the user's accounts, newest first; empty for an account never used. */
  async function statement(
    id: number,
    q: { asset: Asset; kind: 'main' | 'quant'; page: number; limit: number },
  ) {
    await find(id);
    const [account] = await db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.userId, id),
          eq(ledgerAccounts.asset, q.asset),
          eq(ledgerAccounts.kind, q.kind),
        ),
      );
    if (!account) return pageOf([], 0, q.page, q.limit);
    const s = await ledger.statement(db, account.id, q.page, q.limit);
    return { ...s, list: s.list.map(toStatementLine) };
  }

  /** Freezing refuses sign-in and ends every session of the user at once; unfreezing lets them sign in again. */
  async function setStatus(id: number, status: User['status'], by: AuditActor) {
    return db.transaction(async (tx) => {
      const before = await lockUser(tx, id);
      const [after] = await tx
        .update(users)
        .set({ status, updatedAt: clock.now() })
        .where(eq(users.id, id))
        .returning();
      if (!after) throw new Error(`user ${id} vanished`);
      const ended =
        status === 'frozen'
          ? (await tx.delete(userTokens).where(eq(userTokens.userId, id)).returning({ id: userTokens.id }))
              .length
          : 0;
      await audit.record(tx, {
        ...by,
        action: status === 'frozen' ? 'user.freeze' : 'user.unfreeze',
        targetType: 'user',
        targetId: id,
        before: { status: before.status },
        after: { status: after.status, sessionsEnded: ended },
      });
      return toAdminUser(after);
    });
  }

  /** Clears the payment password and its lock; the user sets a new one (with a code) before moving money. */
  async function resetPayPassword(id: number, by: AuditActor) {
    return db.transaction(async (tx) => {
      const before = await lockUser(tx, id);
      const [after] = await tx
        .update(users)
        .set({
          payPasswordHash: null,
          payFailures: 0,
          payWindowStart: null,
          payLockedUntil: null,
          updatedAt: clock.now(),
        })
        .where(eq(users.id, id))
        .returning();
      if (!after) throw new Error(`user ${id} vanished`);
      await audit.record(tx, {
        ...by,
        action: 'user.payPassword.reset',
        targetType: 'user',
        targetId: id,
        before: {
          hasPayPassword: before.payPasswordHash !== null,
          payLockedUntil: iso(before.payLockedUntil),
        },
        after: { hasPayPassword: false, payLockedUntil: null },
      });
      return toAdminUser(after);
    });
  }

  /**
   * A manual balance adjustment: one ledger transfer between `adjustments` and the user's main account
   * (code `adjustment`, memo = the reason), with its audit row, in one transaction. With an
   * Idempotency-Key the ledger key is the operator's key, so a repeated click answers the first
   * adjustment (`replayed`) and moves nothing; the same key for another movement is
   * `IDEMPOTENCY_CONFLICT`. A debit beyond the available balance is `INSUFFICIENT_BALANCE`.
   */
  async function adjust(
    id: number,
    input: { asset: Asset; direction: 'credit' | 'debit'; amount: string; reason: string },
    by: AuditActor,
    idempotencyKey?: string,
  ): Promise<Adjustment> {
    const amount = parseAmount(input.amount, INPUT_DECIMALS[input.asset]);
    if (amount === undefined || amount <= 0n) throw new AppError('AMOUNT_INVALID');
    const key =
      idempotencyKey === undefined
        ? `adjustment:${randomUUID()}`
        : `adjustment:${by.operator ? `op${by.operator.id}` : by.actor}:${idempotencyKey}`;
    return db.transaction(async (tx) => {
      // The user's row lock serialises adjustments of one user, so a repeat waits and then finds the key.
      await lockUser(tx, id);
      const [system, account] = await Promise.all([
        ledger.systemAccount(tx, 'adjustments', input.asset),
        ledger.userAccount(tx, id, input.asset),
      ]);
      const [debit, credit] = input.direction === 'credit' ? [system, account] : [account, system];
      const answer = async (t: typeof ledgerTransfers.$inferSelect, replayed: boolean) => ({
        transferId: t.id,
        asset: input.asset,
        direction: input.direction,
        amount: formatAmount(t.amount),
        reason: t.memo,
        balance: wireBalance((await ledger.balances(tx, id))[input.asset]),
        replayed,
        createdAt: t.createdAt.toISOString(),
      });

      const [earlier] = await tx.select().from(ledgerTransfers).where(eq(ledgerTransfers.key, key));
      if (earlier) {
        const same =
          earlier.debitAccountId === debit &&
          earlier.creditAccountId === credit &&
          earlier.amount === amount &&
          earlier.code === 'adjustment' &&
          earlier.memo === input.reason;
        if (!same) throw new AppError('IDEMPOTENCY_CONFLICT');
        return answer(earlier, true);
      }

      const before = (await ledger.balances(tx, id))[input.asset];
      const t = unwrap(
        await ledger.transfer(tx, {
          key,
          debit,
          credit,
          asset: input.asset,
          amount,
          code: 'adjustment',
          refType: 'user',
          refId: String(id),
          memo: input.reason,
        }),
      );
      const done = await answer(t, false);
      await audit.record(tx, {
        ...by,
        action: 'user.adjust',
        targetType: 'user',
        targetId: id,
        before: { asset: input.asset, balance: wireBalance(before) },
        after: {
          asset: input.asset,
          direction: input.direction,
          amount: done.amount,
          reason: input.reason,
          transferId: t.id,
          balance: done.balance,
        },
      });
      return done;
    });
  }

  return { search, detail, statement, setStatus, resetPayPassword, adjust };
}

export type AdminUsers = ReturnType<typeof createAdminUsers>;
