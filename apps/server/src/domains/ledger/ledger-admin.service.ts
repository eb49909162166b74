import {
  formatAmount,
  type LedgerAccountRow,
  type LedgerAccountsQuery,
  type LedgerTransferRow,
  type LedgerTransfersQuery,
  VERIFY_SAMPLE,
  type VerifyResult,
  verifyResult,
} from '@mcc/contract';
import { and, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { offsetOf, pageOf } from '../../lib/paging.ts';
import { users } from '../auth/auth.tables.ts';
import { settings } from '../config/config.tables.ts';
import { ledgerAccounts, ledgerTransfers } from '../ledger/ledger.tables.ts';
import { verifyLedger } from '../ledger/ledger.verify.ts';
import type { AuditActor, AuditService } from './audit.service.ts';

/** The settings row that keeps the last verify's result (not part of sysConfig). */
export const LAST_VERIFY_KEY = 'ledger.lastVerify';

type AccountRow = typeof ledgerAccounts.$inferSelect;

/** `user 12345678 main USDT` or `system deposits USDT`. */
export function accountLabel(a: { kind: string; asset: string }, uid: string | null): string {
  return uid === null ? `system ${a.kind} ${a.asset}` : `user ${uid} ${a.kind} ${a.asset}`;
}

const refOf = (a: Pick<AccountRow, 'id' | 'userId' | 'kind' | 'asset'>, uid: string | null) => ({
  id: a.id,
  label: accountLabel(a, uid),
  userId: a.userId,
  uid,
  kind: a.kind,
  asset: a.asset,
});

/** The last verify as stored, or null when none ran (or the stored value no longer fits). */
export async function lastVerify(db: Db): Promise<VerifyResult | null> {
  const [row] = await db.select().from(settings).where(eq(settings.key, LAST_VERIFY_KEY));
  const parsed = verifyResult.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}

/** The ledger explorer (transfers and accounts, newest first) and `verify`, for operators. */
export function createAdminLedger(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;

  /** A UID to its user's id; -1 (matching nothing) when unknown. */
  async function userIdOf(filter: { userId?: number; uid?: string }): Promise<number | undefined> {
    if (filter.userId !== undefined) return filter.userId;
    if (filter.uid === undefined) return undefined;
    const [u] = await db.select({ id: users.id }).from(users).where(eq(users.uid, filter.uid));
    return u?.id ?? -1;
  }

  async function transfers(filter: LedgerTransfersQuery) {
    const t = ledgerTransfers;
    const conditions: SQL[] = [];
    if (filter.accountId !== undefined) {
      const match = or(eq(t.debitAccountId, filter.accountId), eq(t.creditAccountId, filter.accountId));
      if (match) conditions.push(match);
    }
    const userId = await userIdOf(filter);
    if (userId !== undefined) {
      const owned = db
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.userId, userId));
      const match = or(inArray(t.debitAccountId, owned), inArray(t.creditAccountId, owned));
      if (match) conditions.push(match);
    }
    if (filter.refType !== undefined) conditions.push(eq(t.refType, filter.refType));
    if (filter.refId !== undefined) conditions.push(eq(t.refId, filter.refId));
    if (filter.code !== undefined) conditions.push(eq(t.code, filter.code));
    if (filter.asset !== undefined) conditions.push(eq(t.asset, filter.asset));
    if (filter.state !== undefined) conditions.push(eq(t.state, filter.state));
    const where = conditions.length > 0 ? and(...conditions) : undefined;

    const da = alias(ledgerAccounts, 'da');
    const ca = alias(ledgerAccounts, 'ca');
    const du = alias(users, 'du');
    const cu = alias(users, 'cu');
    const [rows, total] = await Promise.all([
      db
        .select({ t, da, ca, debitUid: du.uid, creditUid: cu.uid })
        .from(t)
        .innerJoin(da, eq(da.id, t.debitAccountId))
        .innerJoin(ca, eq(ca.id, t.creditAccountId))
        .leftJoin(du, eq(du.id, da.userId))
        .leftJoin(cu, eq(cu.id, ca.userId))
        .where(where)
        .orderBy(desc(t.id))
        .limit(filter.limit)
        .offset(offsetOf(filter.page, filter.limit)),
      db.$count(t, where),
    ]);
    const list: LedgerTransferRow[] = rows.map((r) => ({
      id: r.t.id,
      key: r.t.key,
      debit: refOf(r.da, r.debitUid),
      credit: refOf(r.ca, r.creditUid),
      asset: r.t.asset,
      amount: formatAmount(r.t.amount),
      state: r.t.state,
      code: r.t.code,
      refType: r.t.refType,
      refId: r.t.refId,
      memo: r.t.memo,
      createdAt: r.t.createdAt.toISOString(),
      resolvedAt: r.t.resolvedAt?.toISOString() ?? null,
    }));
    return pageOf(list, total, filter.page, filter.limit);
  }

  /** Account rows with their running totals: system accounts first, then users' by id. */
  async function accounts(filter: LedgerAccountsQuery) {
    const a = ledgerAccounts;
    const conditions: SQL[] = [];
    const userId = await userIdOf(filter);
    if (userId !== undefined) conditions.push(eq(a.userId, userId));
    if (filter.kind !== undefined) conditions.push(eq(a.kind, filter.kind));
    if (filter.asset !== undefined) conditions.push(eq(a.asset, filter.asset));
    if (filter.owner === 'system') conditions.push(isNull(a.userId));
    if (filter.owner === 'user') conditions.push(isNotNull(a.userId));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const [rows, total] = await Promise.all([
      db
        .select({ a, uid: users.uid })
        .from(a)
        .leftJoin(users, eq(users.id, a.userId))
        .where(where)
        .orderBy(sql`${a.userId} asc nulls first`, a.id)
        .limit(filter.limit)
        .offset(offsetOf(filter.page, filter.limit)),
      db.$count(a, where),
    ]);
    const list: LedgerAccountRow[] = rows.map(({ a: row, uid }) => ({
      ...refOf(row, uid),
      debitsPosted: formatAmount(row.debitsPosted),
      creditsPosted: formatAmount(row.creditsPosted),
      debitsPending: formatAmount(row.debitsPending),
      creditsPending: formatAmount(row.creditsPending),
      balance: formatAmount(row.creditsPosted - row.debitsPosted),
      available: formatAmount(row.creditsPosted - row.debitsPosted - row.debitsPending),
      frozen: row.frozen,
    }));
    return pageOf(list, total, filter.page, filter.limit);
  }

  /**
   * Runs every ledger invariant check, keeps the result as the last verify (settings key
   * `ledger.lastVerify`) and answers it; the audit row commits with the stored result.
   */
  async function verify(by: AuditActor): Promise<VerifyResult> {
    const checks = await verifyLedger(db);
    const result: VerifyResult = {
      at: clock.now().toISOString(),
      ok: checks.every((c) => c.problems.length === 0),
      by: by.actor,
      checks: checks.map((c) => ({
        name: c.name,
        ok: c.problems.length === 0,
        problemCount: c.problems.length,
        problems: c.problems.slice(0, VERIFY_SAMPLE),
      })),
    };
    await db.transaction(async (tx) => {
      const [previous] = await tx
        .select()
        .from(settings)
        .where(eq(settings.key, LAST_VERIFY_KEY))
        .for('update');
      const prior = verifyResult.safeParse(previous?.value);
      await tx
        .insert(settings)
        .values({ key: LAST_VERIFY_KEY, value: result, updatedAt: clock.now() })
        .onConflictDoUpdate({ target: settings.key, set: { value: result, updatedAt: clock.now() } });
      const summary = (r: VerifyResult) => ({
        at: r.at,
        ok: r.ok,
        problems: r.checks.reduce((n, c) => n + c.problemCount, 0),
      });
      await audit.record(tx, {
        ...by,
        action: 'ledger.verify',
        targetType: 'ledger',
        targetId: 'verify',
        before: prior.success ? summary(prior.data) : null,
        after: summary(result),
      });
    });
    return result;
  }

  return { transfers, accounts, verify, lastVerify: () => lastVerify(db) };
}

export type AdminLedger = ReturnType<typeof createAdminLedger>;
