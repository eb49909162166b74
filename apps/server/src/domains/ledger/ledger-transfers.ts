import type { Asset, ReferenceType, TransferCode } from '@mcc/contract';
import { eq, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { afterCommit, columnOf, type Db, rowsOf, type Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { MovementKind } from '../../lib/metrics.ts';
import { currentMoneyGuard } from '../../lib/money-guard.ts';
import { noteMoneyMoved } from '../../lib/money-moved.ts';
import { ledgerTransfers } from './ledger.tables.ts';
import type { Account } from './ledger-accounts.ts';

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
  code: TransferCode;
  refType?: ReferenceType;
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

/** What `ledger_resolve` answers: an error key, or the resolved transfer. */
interface ResolveRow {
  error: string | null;
  id: string | number;
  debit_account_id: number;
  credit_account_id: number;
  asset: Asset;
  amount: string | bigint;
  code: TransferCode;
  state: Transfer['state'];
  ref_type: ReferenceType;
  ref_id: string;
  memo: string;
  created_at: Date | string;
  resolved_at: Date | string | null;
}

/**
 * The ledger's movements: transfers and holds made, holds posted or released, several of them at
 * once; every one through the `ledger_create` and `ledger_resolve` functions of the database.
 */
export function createLedgerTransfers(deps: {
  clock: Clock;
  lockAccounts: (tx: Tx, ids: number[]) => Promise<Map<number, Account>>;
  /** The function that counts a committed movement of a kind and code (the server's metrics). */
  movement: (kind: MovementKind, code: TransferCode) => () => void;
}) {
  const { clock, lockAccounts, movement } = deps;

  /** Counts a movement once it has committed: after its transaction, or now when the call was its own. */
  function count(tx: Tx | Db, kind: MovementKind, code: TransferCode) {
    const counter = movement(kind, code);
    if (tx instanceof PgTransaction) afterCommit(tx as Tx, counter);
    else counter();
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
    const now = clock.now();
    const result = await tx.execute(
      sql`SELECT * FROM ledger_create(${s.key}, ${s.debit}, ${s.credit}, ${s.asset}, ${s.amount},
        ${s.code}, ${s.refType ?? ''}, ${s.refId ?? ''}, ${s.memo ?? ''}, ${pending}, ${now})`,
    );
    const [row] = rowsOf<CreateRow>(result);
    if (!row) throw new Error(`ledger_create answered nothing for ${s.key}`);
    const r = created(s, row);
    if (r.ok) noteMoneyMoved(tx);
    if (isNew(r, now)) count(tx, pending ? 'hold' : 'transfer', s.code);
    if (guard && r.ok) await guard.mark(tx as Tx);
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
    const column = <T>(pick: (s: TransferSpec) => T) => columnOf(specs, pick);
    const now = clock.now();
    const result = await tx.execute(
      sql`SELECT r.* FROM unnest(${column((s) => s.key)}::text[], ${column((s) => s.debit)}::int[],
          ${column((s) => s.credit)}::int[], ${column((s) => s.asset)}::text[],
          ${column((s) => s.amount.toString())}::bigint[], ${column((s) => s.code)}::text[],
          ${column((s) => s.refType ?? '')}::text[], ${column((s) => s.refId ?? '')}::text[],
          ${column((s) => s.memo ?? '')}::text[])
          WITH ORDINALITY s(key, debit, credit, asset, amount, code, ref_type, ref_id, memo, ord)
        CROSS JOIN LATERAL ledger_create(s.key, s.debit, s.credit, s.asset, s.amount, s.code, s.ref_type,
          s.ref_id, s.memo, false, ${now}) r
        ORDER BY s.ord`,
    );
    const rows = rowsOf<CreateRow>(result);
    if (rows.length !== specs.length) {
      throw new Error(`ledger_create answered ${rows.length} rows for ${specs.length} transfers`);
    }
    const results = specs.map((s, i) => created(s, rows[i] as CreateRow));
    for (const r of results) if (isNew(r, now)) count(tx, 'transfer', r.value.code);
    if (results.some((r) => r.ok)) {
      noteMoneyMoved(tx);
      await currentMoneyGuard()?.mark(tx);
    }
    return results;
  }

  /**
   * Whether a result is a movement made now, not one replayed (its key had moved money before): a new
   * row is stamped with the time this call passed, a replayed one keeps its own.
   */
  function isNew(r: Result<Transfer>, now: Date): r is { ok: true; value: Transfer } {
    return r.ok && r.value.createdAt.getTime() === now.getTime();
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
      refType: (row.ref_type ?? '') as ReferenceType,
      refId: row.ref_id ?? '',
      memo: row.memo ?? '',
      state: row.state as Transfer['state'],
      createdAt: new Date(row.created_at ?? 0),
      resolvedAt: row.resolved_at === null ? null : new Date(row.resolved_at),
    });
  }

  /**
   * Posts (`post`) or releases (`void`) a pending hold in one round trip: the `ledger_resolve`
   * function (migration 0007) locks, refuses (a frozen account cannot be paid), moves the totals and
   * writes the statement lines, under the same rules as `ledger_create`.
   */
  async function resolve(tx: Tx, key: string, post: boolean): Promise<Result<Transfer>> {
    const result = await tx.execute(sql`SELECT * FROM ledger_resolve(${key}, ${post}, ${clock.now()})`);
    const [row] = rowsOf<ResolveRow>(result);
    if (!row) throw new Error(`ledger_resolve answered nothing for ${key}`);
    if (row.error) return fail(row.error as LedgerError);
    noteMoneyMoved(tx);
    count(tx, post ? 'post' : 'void', row.code);
    await currentMoneyGuard()?.mark(tx);
    return ok({
      id: Number(row.id),
      key,
      debitAccountId: row.debit_account_id,
      creditAccountId: row.credit_account_id,
      asset: row.asset,
      amount: BigInt(row.amount),
      code: row.code,
      refType: row.ref_type,
      refId: row.ref_id,
      memo: row.memo,
      state: row.state,
      createdAt: new Date(row.created_at),
      resolvedAt: row.resolved_at === null ? null : new Date(row.resolved_at),
    });
  }

  /**
   * Several movements in the caller's transaction: every account involved is locked first (in id
   * order, so this waits for other movements instead of deadlocking with them), then each op runs;
   * the first failure is answered and the caller rolls back.
   */
  async function batch(tx: Tx, ops: LedgerOp[]): Promise<Result<Transfer[]>> {
    const ids: number[] = [];
    for (const op of ops) {
      if ('spec' in op) ids.push(op.spec.debit, op.spec.credit);
      else {
        const t = await findTransfer(tx, op.key);
        if (t) ids.push(t.debitAccountId, t.creditAccountId);
      }
    }
    await lockAccounts(tx, ids);
    const done: Transfer[] = [];
    for (const op of ops) {
      const r =
        'spec' in op
          ? await create(tx, op.spec, op.type === 'hold')
          : await resolve(tx, op.key, op.type === 'post');
      if (!r.ok) return fail(r.error);
      done.push(r.value);
    }
    return ok(done);
  }

  /** A transfer by its key, or undefined. */
  async function findTransfer(db: Db | Tx, key: string): Promise<Transfer | undefined> {
    const [t] = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.key, key));
    return t;
  }

  return {
    transfer: (tx: Tx | Db, s: TransferSpec) => create(tx, s, false),
    transferMany,
    hold: (tx: Tx | Db, s: TransferSpec) => create(tx, s, true),
    post: (tx: Tx, key: string) => resolve(tx, key, true),
    void: (tx: Tx, key: string) => resolve(tx, key, false),
    batch,
    findTransfer,
  };
}
