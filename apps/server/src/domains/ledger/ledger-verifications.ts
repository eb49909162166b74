import type { LedgerVerification } from '@mcc/contract';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { type Db, lockKey, rowsOf } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuditActor, AuditService } from '../admin/audit.service.ts';
import type { OperatorService } from '../admin/operator.service.ts';
import { verifyChain } from './ledger-chain.verify.ts';
import { ledgerVerifications } from './ledger-digests.tables.ts';

type Row = typeof ledgerVerifications.$inferSelect;

/** A run still "running" after this long belongs to a server that died: it is marked failed. */
const STALE_MS = 6 * 3_600_000;
/** Runs the console lists. */
const LISTED = 30;

/**
 * The chain's verifications (issue 37): the daily job's after each digest, and an operator's "verify
 * now" (audited `ledger.verify`); one at a time across servers, in the background. A failed run is
 * the console's alert until a later run passes.
 */
export function createLedgerVerifications(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  operators: Pick<OperatorService, 'usernamesOf'>;
}) {
  const { db, clock, audit, operators } = deps;
  const working = new Set<Promise<unknown>>();

  async function work(run: Row): Promise<Row> {
    let end: Partial<Row>;
    try {
      const report = await verifyChain(db);
      end = {
        state: report.problems.length === 0 ? 'passed' : 'failed',
        entries: report.entries,
        digests: report.digests,
        firstBadSeq: report.firstBadSeq,
        problems: report.problems,
      };
    } catch (e) {
      end = { state: 'failed', problems: [`the verification stopped: ${(e as Error).message}`] };
    }
    // Never rejects: nobody awaits an operator's run, and a rejection no one handles ends the process.
    // A database lost here leaves the row running; the next start marks it failed once it is stale.
    const finished = { ...end, finishedAt: clock.now() };
    const [done] = await db
      .update(ledgerVerifications)
      .set(finished)
      .where(eq(ledgerVerifications.id, run.id))
      .returning()
      .catch(() => [{ ...run, ...finished }]);
    return done ?? run;
  }

  /** Starts a run (an operator's, audited, or the job's: `by` null), or answers the one running. */
  async function start(by: AuditActor | null): Promise<{ run: Row; done: Promise<Row> }> {
    const now = clock.now();
    const t = ledgerVerifications;
    const { run, fresh } = await db.transaction(async (tx) => {
      await lockKey(tx, 'ledger-verification');
      await tx
        .update(t)
        .set({ state: 'failed', finishedAt: now, problems: ['the server running it stopped'] })
        .where(and(eq(t.state, 'running'), lt(t.startedAt, new Date(now.getTime() - STALE_MS))));
      const [running] = await tx.select().from(t).where(eq(t.state, 'running')).limit(1);
      if (running) return { run: running, fresh: false };
      const [row] = await tx
        .insert(t)
        .values({
          state: 'running',
          trigger: by ? 'operator' : 'daily',
          operatorId: by?.operator?.id ?? null,
          startedAt: now,
        })
        .returning();
      if (!row) throw new Error('no verification row');
      if (by) {
        await audit.record(tx, {
          ...by,
          action: 'ledger.verify',
          targetType: 'ledger',
          targetId: row.id,
          before: null,
          after: { state: 'running' },
        });
      }
      return { run: row, fresh: true };
    });
    if (!fresh) return { run, done: Promise.resolve(run) };
    const done = work(run);
    working.add(done);
    void done.finally(() => working.delete(done));
    return { run, done };
  }

  /** The newest runs first (or the one run `id`), with the operator's name. */
  async function list(opts: { limit?: number; id?: number } = {}): Promise<LedgerVerification[]> {
    const rows = await db
      .select()
      .from(ledgerVerifications)
      .where(opts.id === undefined ? undefined : eq(ledgerVerifications.id, opts.id))
      .orderBy(desc(ledgerVerifications.id))
      .limit(opts.limit ?? LISTED);
    const names = await operators.usernamesOf(
      rows.flatMap((r) => (r.operatorId === null ? [] : [r.operatorId])),
    );
    return rows.map((run) => ({
      id: run.id,
      state: run.state,
      trigger: run.trigger,
      operator: run.operatorId === null ? null : (names.get(run.operatorId) ?? ''),
      entries: run.entries.toString(),
      digests: run.digests,
      firstBadSeq: run.firstBadSeq === null ? null : run.firstBadSeq.toString(),
      problems: run.problems,
      startedAt: run.startedAt.toISOString(),
      finishedAt: run.finishedAt?.toISOString() ?? null,
    }));
  }

  /** Journal entries, the last sequence number, and accounts with a chain: the console's overview. */
  async function chainSize() {
    const result = await db.execute(sql`SELECT
      (SELECT count(*) FROM ledger_journal)::text AS entries,
      (SELECT coalesce(max(seq), 0) FROM ledger_journal)::text AS last_seq,
      (SELECT count(*) FROM ledger_accounts WHERE chain_seq > 0)::int AS accounts`);
    const [row] = rowsOf<{ entries: string; last_seq: string; accounts: number }>(result);
    return { entries: row?.entries ?? '0', lastSeq: row?.last_seq ?? '0', accounts: row?.accounts ?? 0 };
  }

  return {
    start,
    list,
    chainSize,
    /** The daily job's run, waited for. */
    runDaily: async () => {
      const { done } = await start(null);
      const run = await done;
      return { failed: run.state === 'failed' ? 1 : 0 };
    },
    /** Waits for runs this server started (the app closing, a test's end). */
    settled: () => Promise.allSettled([...working]),
  };
}

export type LedgerVerifications = ReturnType<typeof createLedgerVerifications>;
