import {
  type AnswerOf,
  type adminApi,
  type DepositDifferenceQuery,
  formatAmount,
  type ReconciliationQuery,
} from '@mcc/contract';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eqIf, inRange, listPage, tableList } from '../../lib/console-list.ts';
import type { OperatorService } from '../admin/operator.service.ts';
import type { UserDirectory } from '../auth/user-directory.service.ts';
import { depositDifferences, depositReconciliations } from './chain-scan.tables.ts';
import type { NetworkSummary } from './deposit-reconcile.ts';

type Calls = typeof adminApi.chainDeposits;
type Unpaged<Q> = Omit<Q, 'page' | 'limit'>;
type Run = AnswerOf<Calls['reconcile']>;
type DifferenceRow = AnswerOf<Calls['differences']>['list'][number];

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const amountOf = (micro: bigint | null) => (micro === null ? null : formatAmount(micro));
/** A hash as stored: lower-case hex without 0x. */
const storedHash = (q: string) => q.replace(/^0x/i, '').toLowerCase();

/** The reconciliations and their differences as the console lists them. */
export function createReconcileLists(deps: {
  db: Db;
  users: Pick<UserDirectory, 'uidsOf' | 'userMatches'>;
  operators: Pick<OperatorService, 'usernamesOf'>;
}) {
  const { db, users, operators } = deps;

  async function presentRuns(rows: (typeof depositReconciliations.$inferSelect)[]): Promise<Run[]> {
    const names = await operators.usernamesOf(
      rows.flatMap((r) => (r.operatorId === null ? [] : [r.operatorId])),
    );
    return rows.map((r) => ({
      id: r.id,
      state: r.state,
      operator: r.operatorId === null ? null : (names.get(r.operatorId) ?? ''),
      summary: r.summary as NetworkSummary[],
      differences: r.differences,
      startedAt: r.startedAt.toISOString(),
      finishedAt: iso(r.finishedAt),
    }));
  }

  const t = depositReconciliations;
  const runs = tableList(db, t, {
    plan: (q: Unpaged<ReconciliationQuery>) => ({
      where: and(eqIf(t.state, q.state), inRange(t.startedAt, q)),
      key: { expr: t.startedAt, type: 'timestamptz' },
      id: t.id,
      order: q.order ?? 'desc',
    }),
    present: presentRuns,
  });

  const d = depositDifferences;
  const differences = tableList(db, d, {
    plan: (q: Unpaged<DepositDifferenceQuery>) => ({
      where: and(
        eqIf(d.runId, q.runId),
        eqIf(d.cause, q.cause),
        eqIf(d.network, q.network),
        q.q === undefined
          ? undefined
          : or(users.userMatches(d.userId, q.q), eq(d.address, q.q), eq(d.txHash, storedHash(q.q))),
      ),
      key: { expr: d.id, type: 'integer' },
      id: d.id,
      order: q.order ?? 'asc',
    }),
    present: async (rows): Promise<DifferenceRow[]> => {
      const uids = await users.uidsOf(rows.flatMap((r) => (r.userId === null ? [] : [r.userId])));
      return rows.map((r) => ({
        id: r.id,
        runId: r.runId,
        network: r.network,
        address: r.address,
        userId: r.userId,
        uid: r.userId === null ? null : (uids.get(r.userId) ?? ''),
        txHash: r.txHash,
        logIndex: r.logIndex,
        cause: r.cause,
        chainAmount: amountOf(r.chainAmount),
        creditedAmount: amountOf(r.creditedAmount),
        rechargeId: r.rechargeId,
        detail: r.detail,
      }));
    },
  });

  return {
    runs: (q: ReconciliationQuery) => listPage(runs, q),
    differences: (q: DepositDifferenceQuery) => listPage(differences, q),
    presentRun: async (row: typeof depositReconciliations.$inferSelect) =>
      (await presentRuns([row]))[0] as Run,
  };
}

export type ReconcileLists = ReturnType<typeof createReconcileLists>;
