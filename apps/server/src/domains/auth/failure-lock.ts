import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { MessageKey } from '../../lib/messages.ts';
import { users } from './auth.tables.ts';

/** Five wrong tries inside 15 minutes lock for 15 minutes: for sign-in and for the payment password. */
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;
export const MAX_FAILURES = 5;

/** The three user columns one kind of secret counts its failures in. */
export interface FailureFields {
  failures: 'loginFailures' | 'payFailures';
  windowStart: 'loginWindowStart' | 'payWindowStart';
  lockedUntil: 'lockedUntil' | 'payLockedUntil';
}
export const LOGIN_FIELDS: FailureFields = {
  failures: 'loginFailures',
  windowStart: 'loginWindowStart',
  lockedUntil: 'lockedUntil',
};
export const PAY_FIELDS: FailureFields = {
  failures: 'payFailures',
  windowStart: 'payWindowStart',
  lockedUntil: 'payLockedUntil',
};

/**
 * Counts one failure under a row lock (parallel wrong tries all count). Answers the lock's end once
 * this failure locks, else how many tries are left.
 */
export async function recordFailure(
  db: Db,
  userId: number,
  fields: FailureFields,
  now: Date,
): Promise<{ lockedUntil: Date | null; remaining: number }> {
  return db.transaction(async (tx) => {
    const [u] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!u) return { lockedUntil: null, remaining: MAX_FAILURES };
    const start = u[fields.windowStart];
    const windowOpen = start !== null && now.getTime() - start.getTime() < FAILURE_WINDOW_MS;
    const failures = windowOpen ? u[fields.failures] + 1 : 1;
    const lockedUntil = failures >= MAX_FAILURES ? new Date(now.getTime() + LOCK_MS) : null;
    await tx
      .update(users)
      .set({
        [fields.failures]: lockedUntil ? 0 : failures,
        [fields.windowStart]: lockedUntil ? null : windowOpen ? start : now,
        [fields.lockedUntil]: lockedUntil,
      })
      .where(eq(users.id, userId));
    return { lockedUntil, remaining: MAX_FAILURES - failures };
  });
}

/** Forgets past failures after a success (only writes when there is something to forget). */
export async function clearFailures(db: Db, user: typeof users.$inferSelect, fields: FailureFields) {
  if (user[fields.failures] === 0 && user[fields.lockedUntil] === null) return;
  await db
    .update(users)
    .set({ [fields.failures]: 0, [fields.windowStart]: null, [fields.lockedUntil]: null })
    .where(eq(users.id, user.id));
}

export function lockedError(key: MessageKey, until: Date, now: Date) {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return new AppError(key, { minutes }, { lockedUntil: until.toISOString() });
}
