import {
  formatAmount,
  parseAmount,
  TEAM_LEVEL_THRESHOLDS,
  TEAM_LEVELS,
  type TeamInfo,
  type TeamMember,
  type TeamPromote,
} from '@mcc/contract';
import { and, asc, count, desc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessDay, dayStart } from '../../lib/business-day.ts';
import type { Clock } from '../../lib/clock.ts';
import { maskContact, toRecipient } from '../../lib/mask.ts';
import { offsetOf, pageOf } from '../../lib/paging.ts';
import type { User } from '../auth/auth.service.ts';
import type { UserDirectory } from '../auth/user-directory.service.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import { teamPaths } from './team.tables.ts';

const THRESHOLDS = TEAM_LEVEL_THRESHOLDS.map((t) => parseAmount(t) ?? 0n);

/** The team level a team performance reaches: how many thresholds it is at or above (0 … 5). */
export function teamLevel(performance: bigint): number {
  return THRESHOLDS.filter((t) => performance >= t).length;
}

/**
 * The ids of a user's inviters at depth 1 … `depths`, nearest first, as an SQL array expression over
 * a user id column: queries of other domains (the pledge accrual's commissions) read the tree through
 * it, in the same statement.
 */
export const invitersOf = (userId: SQLWrapper, depths: number): SQL<number[]> =>
  sql<number[]>`ARRAY(SELECT ${teamPaths.ancestorId} FROM ${teamPaths}
    WHERE ${teamPaths.descendantId} = ${userId} AND ${teamPaths.depth} <= ${depths} ORDER BY ${teamPaths.depth})`;

/** The ids of everyone below a user, at any depth, as a subquery (`user_id IN (…)`). */
export const membersOf = (userId: number): SQL =>
  sql`(SELECT ${teamPaths.descendantId} FROM ${teamPaths} WHERE ${teamPaths.ancestorId} = ${userId})`;

/**
 * What the team's figures need from staking, given by app.ts: the pledge domain reads the tree
 * through `invitersOf`/`membersOf`, so team cannot import it back.
 */
export interface TeamPledges {
  /** Principal of the active orders of everyone below the user. */
  teamPrincipal(userId: number): Promise<bigint>;
  /** Principal of each user's active orders. */
  activePrincipals(userIds: number[]): Promise<Map<number, bigint>>;
}

/**
 * The referral team, read from the closure table `team_paths` (one row per ancestor, descendant and
 * depth, written by a database trigger): every question here is a range of its primary key
 * (ancestor, depth, descendant), so it costs the size of the answer, not the size of the tree.
 */
export function createTeamService(deps: {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  users: UserDirectory;
  pledges: TeamPledges;
  publicUrl: string;
}) {
  const { db, clock, ledger, users, pledges, publicUrl } = deps;

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

  /** Commissions credited to the user's main USDT wallet, ever and since today's business day began. */
  async function commissionsOf(userId: number) {
    const since = dayStart(businessDay(clock.now()));
    const paid = await ledger.credited(db, userId, 'main', 'commission', { since });
    return { total: paid.total, today: paid.part };
  }

  async function info(user: User): Promise<TeamInfo> {
    const [inviter, depths, performance, commissions] = await Promise.all([
      user.inviterId === null ? undefined : users.byId(user.inviterId),
      membersByDepth(user.id),
      pledges.teamPrincipal(user.id),
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
    const ids = (await db.select({ id: slice.id }).from(slice).orderBy(desc(slice.id))).map((r) => r.id);
    const [found, principals] = await Promise.all([users.byIds(ids), pledges.activePrincipals(ids)]);
    const list: TeamMember[] = ids.flatMap((id) => {
      const u = found.get(id);
      return u
        ? [
            {
              uid: u.uid,
              nickname: u.nickname,
              avatar: u.avatar,
              contact: maskContact(u),
              joinedAt: u.createdAt.toISOString(),
              activePledge: formatAmount(principals.get(id) ?? 0n),
            },
          ]
        : [];
    });
    return pageOf(list, total, page, limit);
  }

  return { promote, info, members };
}

export type TeamService = ReturnType<typeof createTeamService>;
