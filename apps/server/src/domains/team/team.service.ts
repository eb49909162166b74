import {
  formatAmount,
  parseAmount,
  TEAM_LEVEL_THRESHOLDS,
  TEAM_LEVELS,
  type TeamInfo,
  type TeamMember,
  type TeamPromote,
} from '@mcc/contract';
import { and, asc, count, desc, eq, gte, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessDay, dayStart } from '../../lib/business-day.ts';
import type { Clock } from '../../lib/clock.ts';
import { offsetOf, pageOf } from '../../lib/paging.ts';
import type { User } from '../auth/auth.service.ts';
import { users } from '../auth/auth.tables.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import { ledgerTransfers } from '../ledger/ledger.tables.ts';
import { pledgeOrders } from '../pledge/pledge.tables.ts';
import { maskContact, toRecipient } from '../wallet/wallet.service.ts';
import { teamPaths } from './team.tables.ts';

const THRESHOLDS = TEAM_LEVEL_THRESHOLDS.map((t) => parseAmount(t) ?? 0n);

/** The team level a team performance reaches: how many thresholds it is at or above (0 … 5). */
export function teamLevel(performance: bigint): number {
  return THRESHOLDS.filter((t) => performance >= t).length;
}

/** A member's active pledge principal: the sum of their orders that are still running. */
const activePledgeOf = (userId: typeof users.id) =>
  sql<string>`(SELECT coalesce(sum(${pledgeOrders.amount}), 0) FROM ${pledgeOrders}
    WHERE ${pledgeOrders.userId} = ${userId} AND ${pledgeOrders.status} = 'active')`;

/**
 * The referral team, read from the closure table `team_paths` (one row per ancestor, descendant and
 * depth, written by a database trigger): every question here is a range of its primary key
 * (ancestor, depth, descendant), so it costs the size of the answer, not the size of the tree.
 */
export function createTeamService(deps: { db: Db; clock: Clock; ledger: Ledger; publicUrl: string }) {
  const { db, clock, ledger, publicUrl } = deps;

  function promote(user: User): TeamPromote {
    const code = encodeURIComponent(user.inviteCode);
    return { inviteCode: user.inviteCode, link: `${publicUrl}/pages/register/register?code=${code}` };
  }

  /** Members per depth, one index-only scan of the user's rows. */
  async function membersByDepth(userId: number): Promise<Map<number, number>> {
    const rows = await db
      .select({ depth: teamPaths.depth, members: count() })
      .from(teamPaths)
      .where(eq(teamPaths.ancestorId, userId))
      .groupBy(teamPaths.depth);
    return new Map(rows.map((r) => [r.depth, r.members]));
  }

  /** Active pledge principal of everyone below the user (not the user's own). */
  async function performanceOf(userId: number): Promise<bigint> {
    const [row] = await db
      .select({ total: sum(pledgeOrders.amount).mapWith(BigInt) })
      .from(pledgeOrders)
      .innerJoin(teamPaths, eq(teamPaths.descendantId, pledgeOrders.userId))
      .where(and(eq(teamPaths.ancestorId, userId), eq(pledgeOrders.status, 'active')));
    return row?.total ?? 0n;
  }

  /** Commissions credited to the user's main USDT wallet, ever and since today's business day began. */
  async function commissionsOf(userId: number) {
    const since = dayStart(businessDay(clock.now()));
    const paid = await ledger.credited(
      db,
      userId,
      'main',
      'commission',
      gte(ledgerTransfers.createdAt, since),
    );
    return { total: paid.total, today: paid.part };
  }

  async function info(user: User): Promise<TeamInfo> {
    const [inviter, depths, performance, commissions] = await Promise.all([
      user.inviterId === null
        ? undefined
        : db
            .select()
            .from(users)
            .where(eq(users.id, user.inviterId))
            .then(([u]) => u),
      membersByDepth(user.id),
      performanceOf(user.id),
      commissionsOf(user.id),
    ]);
    return {
      inviter: inviter ? toRecipient(inviter) : null,
      directMembers: depths.get(1) ?? 0,
      teamSize: [...depths.values()].reduce((a, b) => a + b, 0),
      teamPerformance: formatAmount(performance),
      teamLevel: teamLevel(performance),
      commissionTotal: formatAmount(commissions.total),
      commissionToday: formatAmount(commissions.today),
      levels: TEAM_LEVELS.map((level) => ({ level, members: depths.get(level) ?? 0 })),
    };
  }

  /**
   * Members at one depth, newest first (highest user id). The page is cut from the primary key alone
   * (ancestor, depth, descendant: an index-only range scan) before anything is joined, so a deep page
   * skips index entries, not user rows; and it is read from whichever end of the range is nearer, so
   * the last page costs what the first does. The count is the rest of the cost: one pass over the
   * range, proportional to the members at that depth.
   */
  async function members(userId: number, level: number, page: number, limit: number) {
    const where = and(eq(teamPaths.ancestorId, userId), eq(teamPaths.depth, level));
    const total = await db.$count(teamPaths, where);
    const offset = offsetOf(page, limit);
    if (offset >= total) return pageOf([], total, page, limit);
    // Newest-first positions offset … offset + limit − 1 are oldest-first positions from `fromOldest`.
    const fromOldest = total - offset - limit;
    const nearerOldest = fromOldest < offset;
    const slice = db
      .select({ id: teamPaths.descendantId })
      .from(teamPaths)
      .where(where)
      .orderBy(nearerOldest ? asc(teamPaths.descendantId) : desc(teamPaths.descendantId))
      .limit(nearerOldest ? Math.min(limit, total - offset) : limit)
      .offset(nearerOldest ? Math.max(0, fromOldest) : offset)
      .as('slice');
    const rows = await db
      .select({
        uid: users.uid,
        nickname: users.nickname,
        avatar: users.avatar,
        mobile: users.mobile,
        email: users.email,
        walletAddress: users.walletAddress,
        createdAt: users.createdAt,
        activePledge: activePledgeOf(users.id),
      })
      .from(slice)
      .innerJoin(users, eq(users.id, slice.id))
      .orderBy(desc(slice.id));
    const list: TeamMember[] = rows.map((u) => ({
      uid: u.uid,
      nickname: u.nickname,
      avatar: u.avatar,
      contact: maskContact(u),
      joinedAt: u.createdAt.toISOString(),
      activePledge: formatAmount(BigInt(u.activePledge)),
    }));
    return pageOf(list, total, page, limit);
  }

  return { promote, info, members };
}

export type TeamService = ReturnType<typeof createTeamService>;
