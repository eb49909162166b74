import {
  type AccountKind,
  type Asset,
  type Balance,
  formatAmount,
  type ReferenceType,
  type StatementLine,
  type SystemAccountKind,
  type TransferCode,
  type UserAccountKind,
} from '@mcc/contract';
import {
  and,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { columnOf, type Db, rowsOf, type Tx } from '../../db/client.ts';
import { batchedOn, preparedOn } from '../../db/prepared-queries.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { currentMoneyGuard } from '../../lib/money-guard.ts';
import { noteMoneyMoved } from '../../lib/money-moved.ts';
import { offsetOf, pageOf } from '../../lib/paging.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from './ledger.tables.ts';
import { createLedgerHistory } from './ledger-history.ts';

export type { AccountHistory } from './ledger-history.ts';

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

/**
 * An account's figures: `total` is credits − debits posted, `held` the pending debits (money on hold
 * for a withdrawal under review, say), `available` what may leave: total − held.
 */
export function figuresOf(a: Pick<Account, 'creditsPosted' | 'debitsPosted' | 'debitsPending'>) {
  const total = a.creditsPosted - a.debitsPosted;
  return { available: total - a.debitsPending, held: a.debitsPending, total };
}
export type Figures = ReturnType<typeof figuresOf>;
/** The figures of an account never used. */
export const NO_FIGURES: Figures = { available: 0n, held: 0n, total: 0n };

/** Figures as the wire shows them: decimal text, the held part named `frozen` (PRODUCT.md's word). */
export const wireBalance = (f: Figures): Balance => ({
  available: formatAmount(f.available),
  frozen: formatAmount(f.held),
  total: formatAmount(f.total),
});

type StatementRow = Awaited<ReturnType<Ledger['statement']>>['list'][number];

/** A statement line as the wire shows it: the signed amount and the balance after it. */
export const toStatementLine = (l: StatementRow): StatementLine => ({
  id: l.id,
  amount: formatAmount(l.delta),
  balanceAfter: formatAmount(l.balanceAfter),
  code: l.code,
  memo: l.memo,
  refType: l.refType,
  refId: l.refId,
  createdAt: l.createdAt.toISOString(),
});

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

export function createLedger(deps: { clock: Clock }) {
  const { clock } = deps;

  /** The user's account for an asset and kind, created on first use. */
  async function userAccount(
    tx: Tx | Db,
    userId: number,
    asset: Asset,
    kind: UserAccountKind = 'main',
  ): Promise<number> {
    return accountId(tx, userId, asset, kind);
  }

  async function systemAccount(tx: Tx | Db, kind: SystemAccountKind, asset: Asset): Promise<number> {
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
    kind: UserAccountKind = 'main',
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

  /**
   * Account ids by owner, asset and kind: an account is never deleted nor given to another owner, so
   * an id once committed is kept (ids read inside a transaction are not: it may still roll back).
   */
  const knownAccounts = new Map<string, number>();
  const MAX_KNOWN_ACCOUNTS = 200_000;

  async function accountId(
    tx: Tx | Db,
    userId: number | null,
    asset: Asset,
    kind: AccountKind,
  ): Promise<number> {
    const name = `${userId}:${asset}:${kind}`;
    const known = knownAccounts.get(name);
    if (known !== undefined) return known;
    const id = await findOrCreateAccount(tx, userId, asset, kind);
    if (!(tx instanceof PgTransaction)) {
      if (knownAccounts.size >= MAX_KNOWN_ACCOUNTS) knownAccounts.clear();
      knownAccounts.set(name, id);
    }
    return id;
  }

  async function findOrCreateAccount(
    tx: Tx | Db,
    userId: number | null,
    asset: Asset,
    kind: AccountKind,
  ): Promise<number> {
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
    if (r.ok) noteMoneyMoved(tx);
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
    if (results.some((r) => r.ok)) {
      noteMoneyMoved(tx);
      await currentMoneyGuard()?.mark(tx);
    }
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

  /**
   * Sets an account's freeze flag (a frozen account moves nothing: see migration 0007) and answers
   * the row before and after, or undefined for an unknown account. Takes the row lock, so a movement
   * in flight finishes first.
   */
  async function setFrozen(tx: Tx, accountId: number, frozen: boolean) {
    const before = (await lockAccounts(tx, [accountId])).get(accountId);
    if (!before) return undefined;
    const [after] = await tx
      .update(ledgerAccounts)
      .set({ frozen })
      .where(eq(ledgerAccounts.id, accountId))
      .returning();
    if (!after) throw new Error(`ledger account ${accountId} vanished`);
    return { before, after };
  }

  /** A transfer by its key, or undefined. */
  async function findTransfer(db: Db | Tx, key: string): Promise<Transfer | undefined> {
    const [t] = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.key, key));
    return t;
  }

  /**
   * The accounts of users' `kind`: inside a transaction, read in it; otherwise the reads of the same
   * moment share one statement (`batchedOn`), which starts after every one of them was asked for.
   */
  const accountsOfKind = (db: Db | Tx) =>
    batchedOn(db, 'ledger_balances', async (tx, asks: { userId: number; kind: UserAccountKind }[]) => {
      const a = ledgerAccounts;
      const rows = await preparedOn(tx, 'ledger_balances', () =>
        tx
          .select()
          .from(a)
          .where(sql`${a.userId} = ANY(${sql.placeholder('ids')}::int[])`),
      ).execute({ ids: [...new Set(asks.map((q) => q.userId))] });
      return asks.map((q) => rows.filter((r) => r.userId === q.userId && r.kind === q.kind));
    });

  /** Every balance of a user: available, held and total, per asset, in micro-units. */
  async function balances(db: Db | Tx, userId: number, kind: UserAccountKind = 'main') {
    const rows = await accountsOfKind(db)({ userId, kind });
    const byAsset = new Map(rows.map((r) => [r.asset, r]));
    const of = (asset: Asset) => {
      const a = byAsset.get(asset);
      return a ? figuresOf(a) : NO_FIGURES;
    };
    return { USDT: of('USDT'), MCC: of('MCC'), SSK: of('SSK') };
  }

  /**
   * Refuses, without a lock, a debit of `amount` the user's main account of `asset` could not make now:
   * too little available (`INSUFFICIENT_BALANCE`) or frozen (`ACCOUNT_FROZEN`). For a caller about to
   * lock rows others wait on (a box, an auction): a user who cannot pay is told so before queueing
   * anyone. The debit itself checks again under its lock, so a balance spent in between still refuses.
   */
  async function refuseUnaffordable(db: Db | Tx, userId: number, asset: Asset, amount: bigint) {
    const [account] = (await accountsOfKind(db)({ userId, kind: 'main' })).filter((a) => a.asset === asset);
    if (account?.frozen) throw new AppError('ACCOUNT_FROZEN');
    if ((account ? figuresOf(account).available : 0n) < amount) throw new AppError('INSUFFICIENT_BALANCE');
  }

  /** Every account a user has, oldest first, with its figures and freeze flag. */
  async function accountsOf(db: Db | Tx, userId: number) {
    const rows = await db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, userId))
      .orderBy(ledgerAccounts.id);
    return rows.map((a) => ({
      id: a.id,
      asset: a.asset,
      kind: a.kind as UserAccountKind,
      frozen: a.frozen,
      ...figuresOf(a),
    }));
  }

  /** The query for a user's account of an asset and kind: its id, or no row. */
  function accountQuery(
    db: Db | Tx,
    userId: number | Placeholder,
    asset: Asset | Placeholder,
    kind: UserAccountKind,
  ) {
    return db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.userId, userId),
          eq(ledgerAccounts.asset, asset),
          eq(ledgerAccounts.kind, kind),
        ),
      );
  }

  /** A user's account of an asset and kind when it exists (never creates it). */
  async function findUserAccount(db: Db | Tx, userId: number, asset: Asset, kind: UserAccountKind) {
    const [a] = await accountQuery(db, userId, asset, kind);
    return a?.id;
  }

  /** The posted balances of every user account of an asset, summed: what users hold. */
  async function usersTotal(db: Db | Tx, asset: Asset): Promise<bigint> {
    const a = ledgerAccounts;
    const [row] = await db
      .select({ micro: sql<string>`coalesce(sum(${a.creditsPosted} - ${a.debitsPosted}), 0)::text` })
      .from(a)
      .where(and(isNotNull(a.userId), eq(a.asset, asset)));
    return BigInt(row?.micro ?? '0');
  }

  /**
   * What posted transfers of `code` credited to a user's USDT account of `kind`: in all, and the part
   * of it created `since` an instant or referencing `refId` (today's, yesterday's…). Earnings figures
   * are read from the ledger, so they always agree with the statement.
   */
  async function credited(
    db: Db | Tx,
    userId: number,
    kind: UserAccountKind,
    code: TransferCode,
    part: { since: Date } | { refId: string },
  ) {
    const [row] = await creditedQuery(db, userId, kind, code, part);
    return { total: row?.total ?? 0n, part: row?.part ?? 0n };
  }

  /**
   * `credited` as a query of one row (`total`, `part`) that a caller may join into its own statement
   * (a page's every figure in one round trip), the ledger's tables staying in here.
   */
  function creditedQuery(
    db: Db | Tx,
    userId: number | Placeholder | SQL,
    kind: UserAccountKind,
    code: TransferCode,
    part: { since: Date | Placeholder | SQL } | { refId: string },
  ) {
    const t = ledgerTransfers;
    const inPart = 'since' in part ? gte(t.createdAt, part.since) : eq(t.refId, part.refId);
    return db
      .select({
        total: sql<string | null>`sum(${t.amount})`.mapWith(BigInt).as('total'),
        part: sql<string | null>`sum(${t.amount}) FILTER (WHERE ${inPart})`.mapWith(BigInt).as('part'),
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
  }

  /** A user's available balance of `asset` (main account) as a query of one row, to join like `creditedQuery`. */
  function availableQuery(db: Db | Tx, userId: number | Placeholder | SQL, asset: Asset) {
    const a = ledgerAccounts;
    return db
      .select({
        available: sql<string>`coalesce(sum(${a.creditsPosted} - ${a.debitsPosted} - ${a.debitsPending}), 0)`
          .mapWith(BigInt)
          .as('available'),
      })
      .from(a)
      .where(and(eq(a.userId, userId), eq(a.asset, asset), eq(a.kind, 'main')));
  }

  /**
   * The posted transfers of one reference and code, a page of them, highest key first (keys that
   * differ only in a trailing date sort by day).
   */
  async function referenced(
    db: Db | Tx,
    ref: { refType: ReferenceType; refId: string; code: TransferCode },
    page: number,
    limit: number,
  ) {
    const t = ledgerTransfers;
    const where = and(
      eq(t.refType, ref.refType),
      eq(t.refId, ref.refId),
      eq(t.code, ref.code),
      eq(t.state, 'posted'),
    );
    const [rows, total] = await Promise.all([
      db
        .select({ id: t.id, key: t.key, amount: t.amount, createdAt: t.createdAt })
        .from(t)
        .where(where)
        .orderBy(desc(t.key))
        .limit(limit)
        .offset(offsetOf(page, limit)),
      db.$count(t, where),
    ]);
    return { rows, total };
  }

  /**
   * An account's posted lines, newest first, with the balance after each: page `page`, or with
   * `before` (the id of the last line the client holds) the `limit` lines after it.
   */
  async function statement(db: Db | Tx, accountId: number, page: number, limit: number, before?: number) {
    return statementOf(db, accountId, page, limit, before);
  }

  /**
   * A user's statement of `asset` (main account) without looking the account up first: an account
   * never used has no lines.
   */
  async function userStatement(
    db: Db | Tx,
    userId: number,
    asset: Asset,
    page: number,
    limit: number,
    before?: number,
  ) {
    return statementOf(db, { userId, asset }, page, limit, before);
  }

  /**
   * A version of a user's statement of `asset` (main account) that changes with every new line: the
   * account's posted credits and debits, or '' before the account exists. Exact, because lines are
   * written only by `ledger_create` (a posted movement) and `ledger_resolve` (a hold posted), each in
   * the same statement that adds the movement's amount (> 0, refused otherwise) to the debited
   * account's `debits_posted` and the credited one's `credits_posted`; both only ever grow (a void adds
   * 0 and writes no line). A line never changes once written, nor does what it shows of its transfer
   * (only a pending transfer, which has no lines yet, is ever updated). So an unchanged pair means the
   * same lines, the same count and the same balances. Read with the user's balances (one statement for
   * the reads of the same moment); read it BEFORE the page, so a page kept under it can only be newer
   * than it, never older.
   */
  async function statementVersion(db: Db, userId: number, asset: Asset): Promise<string> {
    const rows = await accountsOfKind(db)({ userId, kind: 'main' });
    const row = rows.find((r) => r.asset === asset);
    return row ? `${row.creditsPosted}:${row.debitsPosted}` : '';
  }

  /**
   * A page of an account's lines and the number of lines, in one query whose cost does not grow with
   * the account: the page's ids come from the (account, id) index alone — after `before` (keyset), or
   * past the earlier pages' ids (offset) — and only those lines are read and joined to their
   * transfers; the count is an index-only count. Only a page past the end, which has no row to carry
   * the count, counts again.
   */
  async function statementOf(
    db: Db | Tx,
    account: number | { userId: number; asset: Asset },
    page: number,
    limit: number,
    before: number | undefined,
  ) {
    const byUser = typeof account !== 'number';
    const shape = { byUser, keyset: before !== undefined };
    const owner = byUser ? account : { account };
    const offset = before === undefined ? offsetOf(page, limit) : 0;
    const rows = await statementPage(db, shape).execute({ ...owner, before, limit, offset });
    const total =
      rows[0]?.total ??
      (page > 1 || before !== undefined ? (await statementCount(db, byUser).execute(owner))[0]?.n : 0);
    return pageOf(
      rows.map(({ total: _, ...line }) => line),
      total ?? 0,
      page,
      limit,
    );
  }

  /**
   * The lines a statement covers, by placeholders: one account (`account`), or a user's main account
   * of an asset (`userId`, `asset`) as a scalar subquery — not `IN`: the planner then knows there is
   * one account, and reads the (account, id) index in the page's order instead of sorting its lines.
   */
  function statementLines(db: Db | Tx, byUser: boolean) {
    const account = byUser
      ? sql`(${accountQuery(db, sql.placeholder('userId'), sql.placeholder('asset'), 'main')})`
      : sql.placeholder('account');
    return eq(ledgerEntries.accountId, account);
  }

  const statementCount = (db: Db | Tx, byUser: boolean) =>
    db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries).where(statementLines(db, byUser));

  /** A statement page's query (placeholders `limit`, `offset`, and `before` for a keyset page). */
  function statementPageQuery(db: Db | Tx, shape: { byUser: boolean; keyset: boolean }) {
    const e = ledgerEntries;
    const mine = statementLines(db, shape.byUser);
    const ids = db
      .select({ id: e.id })
      .from(e)
      .where(shape.keyset ? and(mine, lt(e.id, sql.placeholder('before'))) : mine)
      .orderBy(desc(e.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    return db
      .select({
        id: e.id,
        delta: e.delta,
        balanceAfter: e.balanceAfter,
        createdAt: e.createdAt,
        code: ledgerTransfers.code,
        memo: ledgerTransfers.memo,
        refType: ledgerTransfers.refType,
        refId: ledgerTransfers.refId,
        total: sql<number>`(${statementCount(db, shape.byUser)})`.mapWith(Number),
      })
      .from(e)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, e.transferId))
      .where(inArray(e.id, ids))
      .orderBy(desc(e.id));
  }

  /** A statement page's query, built and named once per database and shape. */
  function statementPage(db: Db | Tx, shape: { byUser: boolean; keyset: boolean }) {
    const name = `ledger_statement_${shape.byUser ? 'user' : 'account'}${shape.keyset ? '_keyset' : ''}`;
    return preparedOn(db, name, () => statementPageQuery(db, shape));
  }

  return {
    userAccount,
    userAccounts,
    systemAccount,
    lockAccounts,
    transfer: (tx: Tx | Db, s: TransferSpec) => create(tx, s, false),
    transferMany,
    hold: (tx: Tx | Db, s: TransferSpec) => create(tx, s, true),
    post: (tx: Tx, key: string) => resolve(tx, key, true),
    void: (tx: Tx, key: string) => resolve(tx, key, false),
    batch,
    setFrozen,
    findTransfer,
    balances,
    refuseUnaffordable,
    accountsOf,
    findUserAccount,
    usersTotal,
    credited,
    creditedQuery,
    userStatement,
    statementVersion,
    availableQuery,
    referenced,
    statement,
    ...createLedgerHistory(),
  };
}

export type Ledger = ReturnType<typeof createLedger>;
