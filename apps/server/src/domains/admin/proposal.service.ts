import {
  ADJUST_DIRECTIONS,
  type Asset,
  formatAmount,
  type Proposal,
  type ProposalKind,
  type ProposalQuery,
} from '@mcc/contract';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { offsetOf, pageOf } from '../../lib/paging.ts';
import { operators, proposals } from './admin.tables.ts';
import type { AuditActor, AuditService } from './audit.service.ts';
import type { KeyedRequest, OperatorKeys } from './operator-keys.service.ts';
import type { AdminPermission } from './permissions.ts';

/** A proposal as stored: what an applier reads (`params` holds its kind's call). */
export type ProposalRow = typeof proposals.$inferSelect;

/** What is proposed: the money's owner, asset and amount (micro-units), what it pays, and the call. */
export interface ProposalInput {
  kind: ProposalKind;
  userId: number;
  asset: Asset;
  amount: bigint;
  /** What a payout pays (`withdrawal:<id>`): one pending proposal per ref. '' for none. */
  ref: string;
  params: Record<string, string | number>;
  reason: string;
}

/**
 * Applies an approved proposal of one kind, in the approval's transaction (the proposal is already
 * marked applied in it): the adjustment's transfer, the payout's posting, each with the audit row its
 * single action writes. Answers what to keep as the proposal's `result`; a refusal undoes the approval.
 */
export type Applier = (tx: Tx, proposal: ProposalRow, by: AuditActor) => Promise<Record<string, unknown>>;

/** The permission that decides each kind, besides the queue's own (`finance.review`). */
const DECIDED_WITH: Record<ProposalKind, AdminPermission> = {
  adjust: 'finance.adjust',
  payout: 'finance.review',
};

const isDirection = (v: unknown): v is (typeof ADJUST_DIRECTIONS)[number] =>
  ADJUST_DIRECTIONS.some((d) => d === v);

/**
 * Four eyes on money: proposals of manual adjustments and of payouts above the threshold, applied only
 * when another operator holding the permission approves. Each step is one transaction with its audit
 * row; approving marks the proposal applied with a conditional UPDATE (`WHERE state = 'pending'`) and
 * applies it in the same transaction, so two approvals at once apply it once.
 */
export function createProposals(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  keys: OperatorKeys;
  uidsOf(ids: number[]): Promise<Map<number, string>>;
  /** How each kind is applied (ports of the ledger and wallet domains, wired in admin.domain.ts). */
  apply: Record<ProposalKind, Applier>;
}) {
  const { db, clock, audit, keys } = deps;

  /**
   * Rows as the console shows them: with the user's UID and the operators' names. Read outside any
   * transaction (the UIDs come from another service's reads).
   */
  async function wire(rows: ProposalRow[]): Promise<Proposal[]> {
    const operatorIds = [...new Set(rows.flatMap((r) => [r.proposedBy, r.decidedBy ?? r.proposedBy]))];
    const [names, uids] = await Promise.all([
      operatorIds.length === 0
        ? []
        : db
            .select({ id: operators.id, username: operators.username })
            .from(operators)
            .where(inArray(operators.id, operatorIds)),
      deps.uidsOf([...new Set(rows.map((r) => r.userId))]),
    ]);
    const who = (id: number) => ({ id, username: names.find((n) => n.id === id)?.username ?? '' });
    return rows.map((r) => {
      const params = r.params as Record<string, unknown>;
      return {
        id: r.id,
        kind: r.kind,
        state: r.state,
        userId: r.userId,
        uid: uids.get(r.userId) ?? '',
        asset: r.asset as Asset,
        amount: formatAmount(r.amount),
        direction: isDirection(params.direction) ? params.direction : null,
        withdrawalId: typeof params.withdrawalId === 'number' ? params.withdrawalId : null,
        txHash: typeof params.txHash === 'string' ? params.txHash : '',
        reason: r.reason,
        proposedBy: who(r.proposedBy),
        proposedAt: r.proposedAt.toISOString(),
        decidedBy: r.decidedBy === null ? null : who(r.decidedBy),
        decidedAt: r.decidedAt?.toISOString() ?? null,
        decisionNote: r.decisionNote,
      };
    });
  }

  const wireOne = async (row: ProposalRow) => (await wire([row]))[0] as Proposal;
  const operatorOf = (by: AuditActor) => {
    if (!by.operator) throw new Error('a proposal is made and decided by a signed-in operator');
    return by.operator.id;
  };

  /** Proposes in the caller's transaction (a payout, under its withdrawal's lock); audited. */
  async function proposeIn(tx: Tx, input: ProposalInput, by: AuditActor): Promise<ProposalRow> {
    const [row] = await tx
      .insert(proposals)
      .values({ ...input, state: 'pending', proposedBy: operatorOf(by), proposedAt: clock.now() })
      .returning();
    if (!row) throw new Error('proposal insert returned nothing');
    await audit.record(tx, {
      ...by,
      action: 'proposal.create',
      targetType: 'proposal',
      targetId: row.id,
      before: null,
      after: { ...input, amount: formatAmount(input.amount) },
    });
    return row;
  }

  /**
   * Proposes on its own, once per Idempotency-Key: a repeat answers the first proposal (as it is now).
   * Answered after the commit: the user's UID is read outside the transaction.
   */
  async function propose(input: ProposalInput, ask: KeyedRequest): Promise<Proposal> {
    const id = await db.transaction((tx) =>
      keys.onceIn(tx, ask, async () => (await proposeIn(tx, input, ask.by)).id),
    );
    const [row] = await db.select().from(proposals).where(eq(proposals.id, id));
    if (!row) throw new Error(`proposal ${id} vanished`);
    return wireOne(row);
  }

  /** The proposal about to be decided by `by`: it exists, they may decide its kind, it is not theirs. */
  async function decidable(tx: Tx, id: number, by: AuditActor, may: (p: AdminPermission) => boolean) {
    const [row] = await tx.select().from(proposals).where(eq(proposals.id, id));
    if (!row) throw new AppError('PROPOSAL_NOT_FOUND');
    if (!may(DECIDED_WITH[row.kind]))
      throw new AppError('FORBIDDEN', {}, { permission: DECIDED_WITH[row.kind] });
    if (row.proposedBy === operatorOf(by)) throw new AppError('PROPOSAL_OWN');
    return row;
  }

  /** Moves a pending proposal to `state`, only while it is pending (and, `where`, only if …). */
  async function settle(
    tx: Tx,
    id: number,
    state: ProposalRow['state'],
    note: string,
    by: AuditActor,
    where?: SQL,
  ) {
    const [row] = await tx
      .update(proposals)
      .set({ state, decidedBy: operatorOf(by), decidedAt: clock.now(), decisionNote: note })
      .where(and(eq(proposals.id, id), eq(proposals.state, 'pending'), where))
      .returning();
    if (!row) throw new AppError('PROPOSAL_DECIDED');
    return row;
  }

  async function record(tx: Tx, row: ProposalRow, by: AuditActor, extra: Record<string, unknown> = {}) {
    await audit.record(tx, {
      ...by,
      action: `proposal.${row.state === 'applied' ? 'approve' : row.state === 'refused' ? 'refuse' : 'cancel'}`,
      targetType: 'proposal',
      targetId: row.id,
      before: { state: 'pending' },
      after: {
        state: row.state,
        kind: row.kind,
        userId: row.userId,
        asset: row.asset,
        amount: formatAmount(row.amount),
        note: row.decisionNote,
        ...extra,
      },
    });
  }

  /** Applies it: marked applied (once, whoever comes second finds it decided), then its money moves. */
  async function approve(id: number, note: string, by: AuditActor, may: (p: AdminPermission) => boolean) {
    const applied = await db.transaction(async (tx) => {
      await decidable(tx, id, by, may);
      const applied = await settle(tx, id, 'applied', note, by, ne(proposals.proposedBy, operatorOf(by)));
      const result = await deps.apply[applied.kind](tx, applied, by);
      const [after] = await tx.update(proposals).set({ result }).where(eq(proposals.id, id)).returning();
      if (!after) throw new Error(`proposal ${id} vanished`);
      await record(tx, after, by, { result });
      return after;
    });
    return wireOne(applied);
  }

  async function refuse(id: number, note: string, by: AuditActor, may: (p: AdminPermission) => boolean) {
    const refused = await db.transaction(async (tx) => {
      await decidable(tx, id, by, may);
      const row = await settle(tx, id, 'refused', note, by, ne(proposals.proposedBy, operatorOf(by)));
      await record(tx, row, by);
      return row;
    });
    return wireOne(refused);
  }

  /** The proposer takes it back while it is pending; nobody else may. */
  async function cancel(id: number, by: AuditActor) {
    const cancelled = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(proposals).where(eq(proposals.id, id));
      if (!row) throw new AppError('PROPOSAL_NOT_FOUND');
      if (row.proposedBy !== operatorOf(by)) throw new AppError('PROPOSAL_NOT_YOURS');
      const done = await settle(tx, id, 'cancelled', '', by);
      await record(tx, done, by);
      return done;
    });
    return wireOne(cancelled);
  }

  /** The queue: pending first (oldest first), then the decided newest first. */
  async function list(query: ProposalQuery) {
    const p = proposals;
    const where = and(
      query.state ? eq(p.state, query.state) : undefined,
      query.kind ? eq(p.kind, query.kind) : undefined,
      query.userId === undefined ? undefined : eq(p.userId, query.userId),
    );
    const pendingFirst = sql`case when ${p.state} = 'pending' then 0 else 1 end`;
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(p)
        .where(where)
        .orderBy(asc(pendingFirst), sql`case when ${p.state} = 'pending' then ${p.id} end asc`, desc(p.id))
        .limit(query.limit)
        .offset(offsetOf(query.page, query.limit)),
      db.$count(p, where),
    ]);
    return pageOf(await wire(rows), total, query.page, query.limit);
  }

  /** How many wait for a decision, and how many of them `operatorId` proposed (they cannot decide those). */
  async function waiting(operatorId: number) {
    const [count, mine] = await Promise.all([
      db.$count(proposals, eq(proposals.state, 'pending')),
      db.$count(proposals, and(eq(proposals.state, 'pending'), eq(proposals.proposedBy, operatorId))),
    ]);
    return { count, mine };
  }

  /** The pending proposal of a ref (`withdrawal:<id>`), if any: a payout waits for it. */
  async function pendingOf(tx: Db | Tx, ref: string): Promise<ProposalRow | undefined> {
    const [row] = await tx
      .select()
      .from(proposals)
      .where(and(eq(proposals.ref, ref), eq(proposals.state, 'pending')));
    return row;
  }

  return { propose, proposeIn, approve, refuse, cancel, list, waiting, pendingOf };
}

export type Proposals = ReturnType<typeof createProposals>;
