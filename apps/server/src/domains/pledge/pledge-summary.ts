import { formatAmount, type PledgeTotal } from '@mcc/contract';
import { and, eq, sql } from 'drizzle-orm';
import { batched } from '../../db/batched.ts';
import type { Db } from '../../db/client.ts';
import { businessDay, dayStart } from '../../lib/business-day.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import { pledgeOrders } from './pledge.tables.ts';
import { PLEDGE_YIELD_CODE } from './pledge-orders.ts';

/** A user's staking figures: the principal at work, the earnings, the USDT left to stake. */
export function createPledgeSummary(deps: { db: Db; clock: Clock; ledger: Ledger }) {
  const { db, clock, ledger } = deps;

  /**
   * The user's figures. Earnings come from the ledger (the yields credited to the user's USDT), so
   * they always agree with the statement; "today" is the current business day (UTC+8).
   */
  /**
   * The summary's figures in one statement (one round trip): the user's active stakes, the earnings
   * credited (all, and since `since`) and the available USDT, each a one-row query joined to the
   * others. The summaries asked for at the same moment share the statement, a row per user asked
   * (`unnest` of the users and their `since`, each joined to its own figures). Prepared once: planning
   * this statement costs PostgreSQL several times what running it does.
   */
  const summaryQuery = (() => {
    const userId = sql`asked.user_id`;
    const active = db
      .select({
        staked: sql<string>`coalesce(sum(${pledgeOrders.amount}), 0)`.mapWith(BigInt).as('staked'),
        orders: sql<number>`count(*)::int`.mapWith(Number).as('orders'),
      })
      .from(pledgeOrders)
      .where(and(eq(pledgeOrders.userId, userId), eq(pledgeOrders.status, 'active')))
      .as('active');
    const earned = ledger
      .creditedQuery(db, userId, 'main', PLEDGE_YIELD_CODE, { since: sql`asked.since` })
      .as('earned');
    const usdt = ledger.availableQuery(db, userId, 'USDT').as('usdt');
    const asked = sql`unnest(${sql.placeholder('ids')}::int[], ${sql.placeholder('sinces')}::timestamptz[]) WITH ORDINALITY AS asked(user_id, since, n)`;
    return db
      .select({
        n: sql<number>`asked.n`.mapWith(Number),
        staked: active.staked,
        orders: active.orders,
        total: earned.total,
        part: earned.part,
        available: usdt.available,
      })
      .from(asked)
      .crossJoinLateral(active)
      .crossJoinLateral(earned)
      .crossJoinLateral(usdt)
      .prepare('pledge_summary');
  })();
  const summaryRow = batched(async (asks: { userId: number; since: Date }[]) => {
    const rows = await summaryQuery.execute({
      ids: asks.map((a) => a.userId),
      sinces: asks.map((a) => a.since.toISOString()),
    });
    // One row per ask, numbered from 1 in the order asked.
    const byNumber = new Map(rows.map((r) => [r.n, r]));
    return asks.map((_, i) => byNumber.get(i + 1));
  });

  async function total(userId: number): Promise<PledgeTotal> {
    // Nothing is stamped later than now, so "since today began" is today.
    const row = await summaryRow({ userId, since: dayStart(businessDay(clock.now())) });
    return {
      staked: formatAmount(row?.staked ?? 0n),
      todayEarnings: formatAmount(row?.part ?? 0n),
      totalEarnings: formatAmount(row?.total ?? 0n),
      activeOrders: row?.orders ?? 0,
      available: formatAmount(row?.available ?? 0n),
    };
  }

  return { total };
}
