import { and, desc, eq, inArray, isNull, type SQL, sql, sum } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { currentMoneyGuard } from '../../lib/money-guard.ts';
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

/** What `ledger_create` answers: an error key, or the transfer's stored fields. */
interface CreateRow {
  error: string | null;
  id: string | number | null;
  state: string | null;
  ref_type: string | null;
  ref_id: string | null;
  memo: string | null;
  created_at: Date | string | null;
  resolved_at: Date | string | null;
}

/** Raw rows of `execute` on either driver (node-postgres answers `{ rows }`, PGlite an array or `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
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

  /**
   * Many users' accounts of one asset and kind at once (created where missing), as user id →
   * account id: two statements whatever the number of users.
   */
  async function userAccounts(
    tx: Tx | Db,
    userIds: number[],
    asset: Asset,
    kind: UserKind = 'main',
  ): Promise<Map<number, number>> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return new Map();
    await tx
      .insert(ledgerAccounts)
      .values(unique.map((userId) => ({ userId, asset, kind })))
      .onConflictDoNothing();
    const rows = await tx
      .select({ id: ledgerAccounts.id, userId: ledgerAccounts.userId })
      .from(ledgerAccounts)
      .where(
        and(
          inArray(ledgerAccounts.userId, unique),
          eq(ledgerAccounts.asset, asset),
          eq(ledgerAccounts.kind, kind),
        ),
      );
    const byUser = new Map(rows.map((r) => [r.userId as number, r.id]));
    if (byUser.size !== unique.length)
      throw new Error(`ledger accounts ${kind}/${asset} could not be created`);
    return byUser;
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

  /**
   * Adds a movement's `posted` and `pending` amounts to its accounts' totals (the debit account's
   * debits, the credit account's credits) and keeps `accounts`, which holds both rows locked, up to
   * date. A posting also writes the transfer's two statement lines. One statement does it all: every
   * round trip here is paid while holding the account locks, which is what limits a busy account.
   */
  async function applyTotals(
    tx: Tx,
    t: Transfer,
    accounts: Map<number, Account>,
    change: { posted?: bigint; pending?: bigint },
  ): Promise<void> {
    const debit = accounts.get(t.debitAccountId);
    const credit = accounts.get(t.creditAccountId);
    if (!debit || !credit) throw new Error(`transfer ${t.key}: its accounts are not locked`);
    const posted = change.posted ?? 0n;
    // Both rows are locked, so their balances after this movement are known before it runs.
    const after = { debit: balanceOf(debit) - posted, credit: balanceOf(credit) + posted };
    const a = ledgerAccounts;
    const on = (id: number, amount = 0n) => sql`CASE WHEN ${a.id} = ${id} THEN ${amount}::bigint ELSE 0 END`;
    const rows = await (posted === 0n ? tx : tx.with(statementLines(tx, t, posted, after)))
      .update(a)
      .set({
        debitsPosted: sql`${a.debitsPosted} + ${on(debit.id, change.posted)}`,
        debitsPending: sql`${a.debitsPending} + ${on(debit.id, change.pending)}`,
        creditsPosted: sql`${a.creditsPosted} + ${on(credit.id, change.posted)}`,
        creditsPending: sql`${a.creditsPending} + ${on(credit.id, change.pending)}`,
      })
      .where(inArray(a.id, [debit.id, credit.id]))
      .returning();
    const d = rows.find((r) => r.id === debit.id);
    const c = rows.find((r) => r.id === credit.id);
    if (!d || !c) throw new Error(`ledger account ${debit.id} or ${credit.id} vanished`);
    if (balanceOf(d) !== after.debit || balanceOf(c) !== after.credit) {
      throw new Error(`transfer ${t.key}: statement lines disagree with the account totals`);
    }
    accounts.set(d.id, d);
    accounts.set(c.id, c);
  }

  /** The two statement lines of a posting, each with its account's balance after it, as a CTE. */
  function statementLines(tx: Tx, t: Transfer, amount: bigint, after: { debit: bigint; credit: bigint }) {
    const now = clock.now();
    const line = (accountId: number, delta: bigint, balanceAfter: bigint) => ({
      accountId,
      transferId: t.id,
      delta,
      balanceAfter,
      createdAt: now,
    });
    return tx
      .$with('lines')
      .as(
        tx
          .insert(ledgerEntries)
          .values([
            line(t.debitAccountId, -amount, after.debit),
            line(t.creditAccountId, amount, after.credit),
          ]),
      );
  }

  /**
   * A new transfer or hold in one round trip: the `ledger_create` function (migration 0004) locks
   * both accounts in id order, refuses or replays, inserts, applies the totals and writes the lines,
   * so the locks are held for one call. Given the database rather than a transaction, the call is its own transaction: a lone movement
   * that belongs to no business row needs no BEGIN and COMMIT round trips around it.
   */
  async function create(tx: Tx | Db, s: TransferSpec, pending: boolean): Promise<Result<Transfer>> {
    const guard = currentMoneyGuard();
    // A guard must commit with the movement: a lone movement then gets a transaction after all.
    if (guard && !(tx instanceof PgTransaction)) return tx.transaction((t) => create(t, s, pending));
    const result = await tx.execute(
      sql`SELECT * FROM ledger_create(${s.key}, ${s.debit}, ${s.credit}, ${s.asset}, ${s.amount},
        ${s.code}, ${s.refType ?? ''}, ${s.refId ?? ''}, ${s.memo ?? ''}, ${pending}, ${clock.now()})`,
    );
    const [row] = rowsOf<CreateRow>(result);
    if (!row) throw new Error(`ledger_create answered nothing for ${s.key}`);
    const r = created(s, row);
    if (guard && r.ok) await guard(tx as Tx);
    return r;
  }

  /**
   * Many new posted transfers, in order, in the caller's transaction and ONE round trip: every
   * account is locked first in id order (unless the caller already holds them all, `locked`), then
   * one statement calls `ledger_create` once per spec. Built for jobs that pay thousands of
   * movements through the same hot system accounts (`yield`, `commission`): a transaction and a
   * round trip per movement would hold those rows' locks for the whole network wait each time.
   * Answers one result per spec, in the specs' order; a refusal is a result like in `transfer`, and
   * the caller decides (usually: throw, which rolls every movement of the call back).
   */
  async function transferMany(
    tx: Tx,
    specs: TransferSpec[],
    locked?: Map<number, Account>,
  ): Promise<Result<Transfer>[]> {
    if (specs.length === 0) return [];
    const ids = specs.flatMap((s) => [s.debit, s.credit]);
    if (!locked || ids.some((id) => !locked.has(id))) await lockAccounts(tx, ids);
    const column = <T>(pick: (s: TransferSpec) => T) => sql.param(specs.map(pick));
    const result = await tx.execute(
      sql`SELECT r.* FROM unnest(${column((s) => s.key)}::text[], ${column((s) => s.debit)}::int[],
          ${column((s) => s.credit)}::int[], ${column((s) => s.asset)}::text[],
          ${column((s) => s.amount.toString())}::bigint[], ${column((s) => s.code)}::text[],
          ${column((s) => s.refType ?? '')}::text[], ${column((s) => s.refId ?? '')}::text[],
          ${column((s) => s.memo ?? '')}::text[])
          WITH ORDINALITY s(key, debit, credit, asset, amount, code, ref_type, ref_id, memo, ord)
        CROSS JOIN LATERAL ledger_create(s.key, s.debit, s.credit, s.asset, s.amount, s.code, s.ref_type,
          s.ref_id, s.memo, false, ${clock.now()}) r
        ORDER BY s.ord`,
    );
    const rows = rowsOf<CreateRow>(result);
    if (rows.length !== specs.length) {
      throw new Error(`ledger_create answered ${rows.length} rows for ${specs.length} transfers`);
    }
    const results = specs.map((s, i) => created(s, rows[i] as CreateRow));
    if (results.some((r) => r.ok)) await currentMoneyGuard()?.(tx);
    return results;
  }

  /** A `ledger_create` answer as a result: its error, or the transfer it made or replayed. */
  function created(s: TransferSpec, row: CreateRow): Result<Transfer> {
    if (row.error) return fail(row.error as LedgerError);
    return ok({
      id: Number(row.id),
      key: s.key,
      debitAccountId: s.debit,
      creditAccountId: s.credit,
      asset: s.asset,
      amount: s.amount,
      code: s.code,
      refType: row.ref_type ?? '',
      refId: row.ref_id ?? '',
      memo: row.memo ?? '',
      state: row.state as Transfer['state'],
      createdAt: new Date(row.created_at ?? 0),
      resolvedAt: row.resolved_at === null ? null : new Date(row.resolved_at),
    });
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
    await applyTotals(
      tx,
      done,
      accounts,
      to === 'posted' ? { pending: -amount, posted: amount } : { pending: -amount },
    );
    await currentMoneyGuard()?.(tx);
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
          ? await create(tx, op.spec, op.type === 'hold')
          : await resolve(tx, op.key, op.type === 'post' ? 'posted' : 'voided', locked);
      if (!r.ok) return fail(r.error);
      // `ledger_create` moved the totals in the database; a later op of the batch needs them current.
      if ('spec' in op)
        for (const [id, a] of await lockAccounts(tx, [op.spec.debit, op.spec.credit])) locked.set(id, a);
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

  /**
   * What posted transfers of `code` credited to a user's USDT account of `kind`: in all, and the part
   * of it matching `part` (today's, yesterday's…). Earnings figures are read from the ledger, so they
   * always agree with the statement.
   */
  async function credited(db: Db | Tx, userId: number, kind: UserKind, code: string, part: SQL) {
    const t = ledgerTransfers;
    const [row] = await db
      .select({
        total: sum(t.amount).mapWith(BigInt),
        part: sql<string | null>`sum(${t.amount}) FILTER (WHERE ${part})`.mapWith(BigInt),
      })
      .from(t)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, t.creditAccountId))
      .where(
        and(
          eq(ledgerAccounts.userId, userId),
          eq(ledgerAccounts.asset, 'USDT'),
          eq(ledgerAccounts.kind, kind),
          eq(t.code, code),
          eq(t.state, 'posted'),
        ),
      );
    return { total: row?.total ?? 0n, part: row?.part ?? 0n };
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
    userAccounts,
    systemAccount,
    lockAccounts,
    transfer: (tx: Tx | Db, s: TransferSpec) => create(tx, s, false),
    transferMany,
    hold: (tx: Tx | Db, s: TransferSpec) => create(tx, s, true),
    post: (tx: Tx, key: string) => resolve(tx, key, 'posted'),
    void: (tx: Tx, key: string) => resolve(tx, key, 'voided'),
    batch,
    balances,
    credited,
    statement,
  };
}

export type Ledger = ReturnType<typeof createLedger>;
