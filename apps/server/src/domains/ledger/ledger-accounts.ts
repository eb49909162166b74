import type { AccountKind, Asset, SystemAccountKind, UserAccountKind } from '@mcc/contract';
import { and, eq, inArray, isNull, type Placeholder } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { ledgerAccounts } from './ledger.tables.ts';

export type Account = typeof ledgerAccounts.$inferSelect;

/** The query for a user's account of an asset and kind: its id, or no row. */
export function accountQuery(
  db: Db | Tx,
  userId: number | Placeholder,
  asset: Asset | Placeholder,
  kind: UserAccountKind,
) {
  return db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.asset, asset), eq(ledgerAccounts.kind, kind)),
    );
}

/** The ledger's accounts: found or created by owner, asset and kind; locked; frozen. */
export function createLedgerAccounts() {
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

  /** A user's account of an asset and kind when it exists (never creates it). */
  async function findUserAccount(db: Db | Tx, userId: number, asset: Asset, kind: UserAccountKind) {
    const [a] = await accountQuery(db, userId, asset, kind);
    return a?.id;
  }

  return { userAccount, userAccounts, systemAccount, lockAccounts, setFrozen, findUserAccount };
}
