import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DistinctHours, HourlyMetric } from '../admin/admin-trends.service.ts';
import { userActiveHours, users } from './auth.tables.ts';

const HOUR_MS = 3_600_000;

/** The dashboard's users per hour: sign-ups (`new_users`) by their time. */
export const newUsersMetric: HourlyMetric = {
  name: 'new_users',
  events: (within) => sql`
    SELECT ${users.createdAt} AS at, ''::text AS dim, 0::bigint AS amount FROM ${users}
    WHERE ${within(sql`${users.createdAt}`)}`,
};

/** Who made a signed-in call in which UTC hour: the dashboard's active users. */
export const activeHours: DistinctHours = {
  events: (within) => sql`
    SELECT ${userActiveHours.hour} AS at, ${userActiveHours.userId} AS who FROM ${userActiveHours}
    WHERE ${within(sql`${userActiveHours.hour}`)}`,
};

/**
 * Records that a user made a signed-in call, at most once per user and hour on this server: the hour's
 * users are kept in memory (forgotten when the hour turns), so a busy user costs one write an hour and
 * the other servers' writes of the same hour change nothing (the row's key is the hour and the user).
 */
export function createActivityRecorder(deps: { db: Db }) {
  const { db } = deps;
  let hour = 0;
  let seen = new Set<number>();

  return async function recordActive(userId: number, now: Date): Promise<void> {
    const current = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
    if (current !== hour) {
      hour = current;
      seen = new Set();
    }
    if (seen.has(userId)) return;
    seen.add(userId);
    try {
      await db
        .insert(userActiveHours)
        .values({ hour: new Date(current), userId })
        .onConflictDoNothing();
    } catch (e) {
      // Written on the next call instead.
      seen.delete(userId);
      throw e;
    }
  };
}

/** The users' figures for the console's dashboard (admin-trends.service.ts). */
export const createUserStats = () => ({ metrics: [newUsersMetric], activeUsers: activeHours });
export type UserStats = ReturnType<typeof createUserStats>;
