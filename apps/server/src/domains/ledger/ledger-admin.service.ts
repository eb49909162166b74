import {
  type AdminBalance,
  ASSETS,
  type Asset,
  formatAmount,
  INPUT_DECIMALS,
  type LedgerAccountRow,
  type Proposal,
  parseAmount,
  type UserAccountKind,
  VERIFY_SAMPLE,
  type VerifyResult,
  verifyResult,
} from '@mcc/contract';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { pageOf } from '../../lib/paging.ts';
import type { AuditActor, AuditService } from '../admin/audit.service.ts';
import type { KeyedRequest } from '../admin/operator-keys.service.ts';
import type { ProposalRow, Proposals } from '../admin/proposal.service.ts';
import type { UserDirectory } from '../auth/user-directory.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import { type Ledger, NO_FIGURES, toStatementLine, unwrap, wireBalance } from './ledger.service.ts';
import { verifyLedger } from './ledger.verify.ts';
import { accountRow } from './ledger-views.ts';

/** The settings row that keeps the last verify's result (not part of sysConfig). */
export const LAST_VERIFY_KEY = 'ledger.lastVerify';

/** The user accounts every detail page shows, used or not. */
const SHOWN_ACCOUNTS: { asset: Asset; kind: UserAccountKind }[] = [
  ...ASSETS.map((asset) => ({ asset, kind: 'main' as const })),
  { asset: 'USDT', kind: 'quant' },
];

/**
 * The ledger for operators: the explorer (transfers and accounts, newest first), `verify`, a user's
 * balances and statements, manual adjustments (proposed, applied on another operator's approval) and
 * freezing an account. Every write is one transaction with its audit row.
 */
export function createLedgerAdmin(deps: {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  audit: AuditService;
  users: UserDirectory;
  settings: ConfigService;
  proposals: Proposals;
}) {
  const { db, clock, ledger, audit, users, settings, proposals } = deps;

  /** The UIDs of the owners of some accounts (system accounts have none). */
  const uidsOfOwners = (accounts: { userId: number | null }[]) =>
    users.uidsOf(accounts.flatMap((a) => (a.userId === null ? [] : [a.userId])));
  const uidIn = (uids: Map<number, string>, userId: number | null) =>
    userId === null ? null : (uids.get(userId) ?? null);

  /** The last verify as stored, or null when none ran (or the stored value no longer fits). */
  async function lastVerify(): Promise<VerifyResult | null> {
    const parsed = verifyResult.safeParse(await settings.readState(LAST_VERIFY_KEY));
    return parsed.success ? parsed.data : null;
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
        key: c.key,
        name: c.name,
        ok: c.problems.length === 0,
        problemCount: c.problems.length,
        problems: c.problems.slice(0, VERIFY_SAMPLE),
      })),
    };
    await db.transaction(async (tx) => {
      const prior = verifyResult.safeParse(
        await settings.readState(LAST_VERIFY_KEY, tx, { forUpdate: true }),
      );
      await settings.writeState(LAST_VERIFY_KEY, result, clock.now(), tx);
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

  /** A user's accounts as the detail page shows them: every shown one (zeros when unused), then the rest. */
  async function balancesOf(userId: number): Promise<AdminBalance[]> {
    const accounts = await ledger.accountsOf(db, userId);
    const shown = [...SHOWN_ACCOUNTS];
    for (const a of accounts) {
      if (!shown.some((s) => s.asset === a.asset && s.kind === a.kind)) shown.push(a);
    }
    return shown.map(({ asset, kind }) => {
      const a = accounts.find((r) => r.asset === asset && r.kind === kind);
      return {
        asset,
        kind,
        accountId: a?.id ?? null,
        accountFrozen: a?.frozen ?? false,
        ...wireBalance(a ?? NO_FIGURES),
      };
    });
  }

  async function userOrFail(id: number) {
    if (!(await users.byId(id))) throw new AppError('USER_NOT_FOUND');
  }

  /** The posted lines of one of the user's accounts, newest first; empty for an account never used. */
  async function statement(
    userId: number,
    q: { asset: Asset; kind: UserAccountKind; page: number; limit: number },
  ) {
    await userOrFail(userId);
    const account = await ledger.findUserAccount(db, userId, q.asset, q.kind);
    if (account === undefined) return pageOf([], 0, q.page, q.limit);
    const s = await ledger.statement(db, account, q.page, q.limit);
    return { ...s, list: s.list.map(toStatementLine) };
  }

  /**
   * A manual balance adjustment, proposed (four eyes): nothing moves until another operator holding
   * `finance.adjust` approves it (`applyAdjustment`). Refused at once when the amount is not one or the
   * user unknown, and a debit beyond the available balance (checked again when applied). With an
   * Idempotency-Key a repeated click answers the first proposal.
   */
  async function proposeAdjustment(
    userId: number,
    input: { asset: Asset; direction: 'credit' | 'debit'; amount: string; reason: string },
    ask: KeyedRequest,
  ): Promise<Proposal> {
    const amount = parseAmount(input.amount, INPUT_DECIMALS[input.asset]);
    if (amount === undefined || amount <= 0n) throw new AppError('AMOUNT_INVALID');
    await userOrFail(userId);
    if (input.direction === 'debit') {
      const available = (await ledger.balances(db, userId))[input.asset].available;
      if (available < amount) throw new AppError('INSUFFICIENT_BALANCE');
    }
    return proposals.propose(
      {
        kind: 'adjust',
        userId,
        asset: input.asset,
        amount,
        ref: '',
        params: { direction: input.direction },
        reason: input.reason,
      },
      ask,
    );
  }

  /**
   * Applies an approved adjustment in the approval's transaction: one ledger transfer between
   * `adjustments` and the user's main account (code `adjustment`, memo = the reason, key
   * `proposal:<id>`, so a proposal moves money once), with its `user.adjust` audit row naming both
   * operators. A debit beyond the available balance is `INSUFFICIENT_BALANCE` (the approval is undone).
   */
  async function applyAdjustment(tx: Tx, p: ProposalRow, by: AuditActor) {
    const asset = p.asset as Asset;
    const direction = (p.params as { direction?: string }).direction === 'debit' ? 'debit' : 'credit';
    const [system, account] = await Promise.all([
      ledger.systemAccount(tx, 'adjustments', asset),
      ledger.userAccount(tx, p.userId, asset),
    ]);
    await ledger.lockAccounts(tx, [system, account]);
    const [debit, credit] = direction === 'credit' ? [system, account] : [account, system];
    const before = (await ledger.balances(tx, p.userId))[asset];
    const t = unwrap(
      await ledger.transfer(tx, {
        key: `proposal:${p.id}`,
        debit,
        credit,
        asset,
        amount: p.amount,
        code: 'adjustment',
        refType: 'user',
        refId: String(p.userId),
        memo: p.reason,
      }),
    );
    const balance = wireBalance((await ledger.balances(tx, p.userId))[asset]);
    await audit.record(tx, {
      ...by,
      action: 'user.adjust',
      targetType: 'user',
      targetId: p.userId,
      before: { asset, balance: wireBalance(before) },
      after: {
        asset,
        direction,
        amount: formatAmount(t.amount),
        reason: p.reason,
        transferId: t.id,
        balance,
        proposalId: p.id,
        proposedBy: p.proposedBy,
      },
    });
    return { transferId: t.id };
  }

  /**
   * Freezes or unfreezes one ledger account: a frozen account moves nothing (no transfer, hold or
   * payment of a hold touches it) until unfrozen; its held money can still be given back.
   */
  async function setFrozen(accountId: number, frozen: boolean, by: AuditActor): Promise<LedgerAccountRow> {
    const after = await db.transaction(async (tx) => {
      const changed = await ledger.setFrozen(tx, accountId, frozen);
      if (!changed) throw new AppError('LEDGER_ACCOUNT_NOT_FOUND');
      await audit.record(tx, {
        ...by,
        action: frozen ? 'ledger.account.freeze' : 'ledger.account.unfreeze',
        targetType: 'ledger_account',
        targetId: accountId,
        before: { frozen: changed.before.frozen },
        after: { frozen: changed.after.frozen },
      });
      return changed.after;
    });
    return accountRow(after, uidIn(await uidsOfOwners([after]), after.userId));
  }

  return {
    verify,
    lastVerify,
    balancesOf,
    statement,
    proposeAdjustment,
    applyAdjustment,
    setFrozen,
  };
}

export type LedgerAdmin = ReturnType<typeof createLedgerAdmin>;
