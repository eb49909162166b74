import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { offsetOf, pageOf } from '../../lib/paging.ts';
import {
  type Asset,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  type SystemKind,
  type UserKind,
} from './ledger.tables.ts';

export type Account = typeof ledgerAccounts.$inferSelect;
export type Transfer = typeof ledgerTransfers.$inferSelect;

/** Expected failures are results, not exceptions: callers decide, and usually roll back. */
export type LedgerError =
  | 'INSUFFICIENT_BALANCE'
  | 'ACCOUNT_FROZEN'
  | 'ALREADY_POSTED'
  | 'ALREADY_VOIDED'
  | 'IDEMPOTENCY_CONFLICT'
  | 'TRANSFER_NOT_FOUND'
  | 'ASSET_MISMATCH'
  | 'SAME_ACCOUNT'
  | 'AMOUNT_INVALID';
export type Result<T> = { ok: true; value: T } | { ok: false; error: LedgerError };

export interface TransferSpec {
  /** The caller's id for this movement, e.g. `withdraw:42:hold`; the same key never moves money twice. */
  key: string;
  debit: number;
  credit: number;
  asset: Asset;
  amount: bigint;
  code: string;
  refType?: string;
  refId?: string;
  memo?: string;
}

export type LedgerOp =
  | { type: 'transfer' | 'hold'; spec: TransferSpec }
  | { type: 'post' | 'void'; key: string };

const ok = <T>(value: T): Result<T> => ({ ok: true, value });
const fail = <T>(error: LedgerError): Result<T> => ({ ok: false, error });

/** Throws a failed result as an AppError, which rolls back the surrounding transaction. */
export function unwrap<T>(r: Result<T>): T {
  if (!r.ok) throw new AppError(r.error);
  return r.value;
}

const balanceOf = (a: Pick<Account, 'creditsPosted' | 'debitsPosted'>) => a.creditsPosted - a.debitsPosted;
const availableOf = (a: Account) => a.creditsPosted - a.debitsPosted - a.debitsPending;

/** A hold stays recognisable after it is resolved: it is pending or voided, or posted later (resolvedAt). */
const startedAsHold = (t: Transfer) => t.state !== 'posted' || t.resolvedAt !== null;

/** A replayed request must describe the same movement as the first one. */
function sameMovement(t: Transfer, s: TransferSpec, pending: boolean): boolean {
  return (
    t.debitAccountId === s.debit &&
    t.creditAccountId === s.credit &&
    t.asset === s.asset &&
    t.amount === s.amount &&
    t.code === s.code &&
    startedAsHold(t) === pending
  );
}

export function createLedger(deps: { clock: Clock }) {
  const { clock } = deps;

  /** The user's account for an asset and kind, created on first use. */
  async function userAccount(
    tx: Tx | Db,
    userId: number,
    asset: Asset,
    kind: UserKind = 'main',
  ): Promise<number> {
    return accountId(tx, userId, asset, kind);
  }

  async function systemAccount(tx: Tx | Db, kind: SystemKind, asset: Asset): Promise<number> {
    return accountId(tx, null, asset, kind);
  }

  async function accountId(tx: Tx | Db, userId: number | null, asset: Asset, kind: string): Promise<number> {
    const owner = and(
      userId === null ? isNull(ledgerAccounts.userId) : eq(ledgerAccounts.userId, userId),
      eq(ledgerAccounts.asset, asset),
      eq(ledgerAccounts.kind, kind),
    );
    const [found] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(owner);
    if (found) return found.id;
    await tx.insert(ledgerAccounts).values({ userId, asset, kind }).onConflictDoNothing();
    const [created] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(owner);
    if (!created) throw new Error(`ledger account ${kind}/${asset} could not be created`);
    return created.id;
  }

  /**
   * Locks account rows in id order, the one order every transaction uses, so two movements over the
   * same accounts wait for each other instead of deadlocking.
   */
  async function lockAccounts(tx: Tx, ids: number[]): Promise<Map<number, Account>> {
    const unique = [...new Set(ids)].sort((a, b) => a - b);
    const rows = await tx
      .select()
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.id, unique))
      .orderBy(ledgerAccounts.id)
      .for('no key update');
    return new Map(rows.map((r) => [r.id, r]));
  }

  async function applyTotals(
    tx: Tx,
    id: number,
    d: { dp?: bigint; cp?: bigint; dpe?: bigint; cpe?: bigint },
  ) {
    const [row] = await tx
      .update(ledgerAccounts)
      .set({
        debitsPosted: sql`${ledgerAccounts.debitsPosted} + ${d.dp ?? 0n}`,
        creditsPosted: sql`${ledgerAccounts.creditsPosted} + ${d.cp ?? 0n}`,
        debitsPending: sql`${ledgerAccounts.debitsPending} + ${d.dpe ?? 0n}`,
        creditsPending: sql`${ledgerAccounts.creditsPending} + ${d.cpe ?? 0n}`,
      })
      .where(eq(ledgerAccounts.id, id))
      .returning();
    if (!row) throw new Error(`ledger account ${id} vanished`);
    return row;
  }

  /** Writes the two statement lines of a posted transfer, each with its account's balance after it. */
  async function writeEntries(tx: Tx, t: Transfer, debit: Account, credit: Account) {
    const now = clock.now();
    await tx.insert(ledgerEntries).values([
      {
        accountId: debit.id,
        transferId: t.id,
        delta: -t.amount,
        balanceAfter: balanceOf(debit),
        createdAt: now,
      },
      {
        accountId: credit.id,
        transferId: t.id,
        delta: t.amount,
        balanceAfter: balanceOf(credit),
        createdAt: now,
      },
    ]);
  }

  async function create(
    tx: Tx,
    s: TransferSpec,
    pending: boolean,
    locked?: Map<number, Account>,
  ): Promise<Result<Transfer>> {
    if (s.amount <= 0n) return fail('AMOUNT_INVALID');
    if (s.debit === s.credit) return fail('SAME_ACCOUNT');
    const accounts = locked ?? (await lockAccounts(tx, [s.debit, s.credit]));
    const debit = accounts.get(s.debit);
    const credit = accounts.get(s.credit);
    if (!debit || !credit) throw new Error(`unknown ledger account in ${s.key}`);

    const [existing] = await tx.select().from(ledgerTransfers).where(eq(ledgerTransfers.key, s.key));
    if (existing) return sameMovement(existing, s, pending) ? ok(existing) : fail('IDEMPOTENCY_CONFLICT');

    if (debit.asset !== s.asset || credit.asset !== s.asset) return fail('ASSET_MISMATCH');
    if (debit.frozen || credit.frozen) return fail('ACCOUNT_FROZEN');
    if (debit.userId !== null && availableOf(debit) < s.amount) return fail('INSUFFICIENT_BALANCE');

    const [t] = await tx
      .insert(ledgerTransfers)
      .values({
        key: s.key,
        debitAccountId: s.debit,
        creditAccountId: s.credit,
        asset: s.asset,
        amount: s.amount,
        code: s.code,
        refType: s.refType ?? '',
        refId: s.refId ?? '',
        memo: s.memo ?? '',
        state: pending ? 'pending' : 'posted',
        createdAt: clock.now(),
      })
      .onConflictDoNothing({ target: ledgerTransfers.key })
      .returning();
    if (!t) {
      // Another transaction committed this key between our check and insert.
      const [other] = await tx.select().from(ledgerTransfers).where(eq(ledgerTransfers.key, s.key));
      return other && sameMovement(other, s, pending) ? ok(other) : fail('IDEMPOTENCY_CONFLICT');
    }
    if (pending) {
      accounts.set(debit.id, await applyTotals(tx, debit.id, { dpe: s.amount }));
      accounts.set(credit.id, await applyTotals(tx, credit.id, { cpe: s.amount }));
    } else {
      const d = await applyTotals(tx, debit.id, { dp: s.amount });
      const c = await applyTotals(tx, credit.id, { cp: s.amount });
      accounts.set(d.id, d);
      accounts.set(c.id, c);
      await writeEntries(tx, t, d, c);
    }
    return ok(t);
  }

  /** Posts (`post`) or releases (`void`) a pending hold. */
  async function resolve(
    tx: Tx,
    key: string,
    to: 'posted' | 'voided',
    locked?: Map<number, Account>,
  ): Promise<Result<Transfer>> {
    const [peek] = await tx.select().from(ledgerTransfers).where(eq(ledgerTransfers.key, key));
    if (!peek) return fail('TRANSFER_NOT_FOUND');
    // Accounts first, then the transfer row: the same order as every other movement.
    const accounts = locked ?? (await lockAccounts(tx, [peek.debitAccountId, peek.creditAccountId]));
    const [t] = await tx.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, peek.id)).for('update');
    if (!t) return fail('TRANSFER_NOT_FOUND');
    if (t.state === 'posted') return fail('ALREADY_POSTED');
    if (t.state === 'voided') return fail('ALREADY_VOIDED');
    const amount = t.amount;
    const [done] = await tx
      .update(ledgerTransfers)
      .set({ state: to, resolvedAt: clock.now() })
      .where(eq(ledgerTransfers.id, t.id))
      .returning();
    if (!done) throw new Error(`transfer ${t.id} vanished`);
    if (to === 'posted') {
      const d = await applyTotals(tx, t.debitAccountId, { dpe: -amount, dp: amount });
      const c = await applyTotals(tx, t.creditAccountId, { cpe: -amount, cp: amount });
      accounts.set(d.id, d);
      accounts.set(c.id, c);
      await writeEntries(tx, done, d, c);
    } else {
      accounts.set(t.debitAccountId, await applyTotals(tx, t.debitAccountId, { dpe: -amount }));
      accounts.set(t.creditAccountId, await applyTotals(tx, t.creditAccountId, { cpe: -amount }));
    }
    return ok(done);
  }

  /**
   * Several movements in the caller's transaction: every account involved is locked first (in id
   * order), then each op runs; the first failure is answered and the caller rolls back.
   */
  async function batch(tx: Tx, ops: LedgerOp[]): Promise<Result<Transfer[]>> {
    const ids: number[] = [];
    for (const op of ops) {
      if ('spec' in op) ids.push(op.spec.debit, op.spec.credit);
      else {
        const [t] = await tx.select().from(ledgerTransfers).where(eq(ledgerTransfers.key, op.key));
        if (t) ids.push(t.debitAccountId, t.creditAccountId);
      }
    }
    const locked = await lockAccounts(tx, ids);
    const done: Transfer[] = [];
    for (const op of ops) {
      const r =
        'spec' in op
          ? await create(tx, op.spec, op.type === 'hold', locked)
          : await resolve(tx, op.key, op.type === 'post' ? 'posted' : 'voided', locked);
      if (!r.ok) return fail(r.error);
      done.push(r.value);
    }
    return ok(done);
  }

  /** Every balance of a user: available, frozen (held) and total, per asset, in micro-units. */
  async function balances(db: Db | Tx, userId: number, kind: UserKind = 'main') {
    const rows = await db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, kind)));
    const byAsset = new Map(rows.map((r) => [r.asset, r]));
    const of = (asset: Asset) => {
      const a = byAsset.get(asset);
      return a
        ? { available: availableOf(a), frozen: a.debitsPending, total: balanceOf(a) }
        : { available: 0n, frozen: 0n, total: 0n };
    };
    return { USDT: of('USDT'), MCC: of('MCC'), SSK: of('SSK') };
  }

  /** An account's posted lines, newest first, with the balance after each. */
  async function statement(db: Db | Tx, accountId: number, page: number, limit: number) {
    const where = eq(ledgerEntries.accountId, accountId);
    const [rows, [{ total = 0 } = {}]] = await Promise.all([
      db
        .select({
          id: ledgerEntries.id,
          delta: ledgerEntries.delta,
          balanceAfter: ledgerEntries.balanceAfter,
          createdAt: ledgerEntries.createdAt,
          code: ledgerTransfers.code,
          memo: ledgerTransfers.memo,
          refType: ledgerTransfers.refType,
          refId: ledgerTransfers.refId,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
        .where(where)
        .orderBy(desc(ledgerEntries.id))
        .limit(limit)
        .offset(offsetOf(page, limit)),
      db.select({ total: sql<number>`count(*)::int` }).from(ledgerEntries).where(where),
    ]);
    return pageOf(rows, total, page, limit);
  }

  return {
    userAccount,
    systemAccount,
    lockAccounts,
    transfer: (tx: Tx, s: TransferSpec) => create(tx, s, false),
    hold: (tx: Tx, s: TransferSpec) => create(tx, s, true),
    post: (tx: Tx, key: string) => resolve(tx, key, 'posted'),
    void: (tx: Tx, key: string) => resolve(tx, key, 'voided'),
    batch,
    balances,
    statement,
  };
}

export type Ledger = ReturnType<typeof createLedger>;
