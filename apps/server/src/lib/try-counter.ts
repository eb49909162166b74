/**
 * Counting tries at a secret (a password, a payment password) so that no more than `max` are ever
 * verified per window, whatever the concurrency and however many servers share the database: a try is
 * reserved in one conditional UPDATE before the secret is checked. Used by auth (users) and admin
 * (operators), each with its own table.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { AppError } from './errors.ts';
import type { MessageKey } from './messages.ts';

/** Five wrong tries inside 15 minutes lock for 15 minutes: for sign-in and for the payment password. */
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;
export const MAX_FAILURES = 5;

/**
 * Where one kind of secret counts its tries, and its policy: `max` tries per window (`windowMs`; null
 * counts tries in a row until a success), then a lock of `lockMs`. Column keys are the table's own.
 */
export interface TryCounter<T extends PgTable = PgTable> {
  table: T;
  id: keyof T['_']['columns'] & string;
  tries: keyof T['_']['columns'] & string;
  windowStart: (keyof T['_']['columns'] & string) | null;
  lockedUntil: keyof T['_']['columns'] & string;
  max: number;
  windowMs: number | null;
  lockMs: number;
}

/** Reserving a try: `locked` means none is left and the secret must not be verified at all. */
export type Reservation = { locked: true; lockedUntil: Date } | { locked: false };

/**
 * How long a try waits while the tries being verified (an Argon2 check each, well under a second) show
 * no progress. Past that they are taken as lost with a crashed server and counted as wrong, so the
 * count cannot stay full for good: the lock they set runs out like any other. Tries that end and are
 * taken again (the count or its window moving) are progress: a busy machine verifying many right
 * tries at once is slow, not crashed, and must not lock the account.
 */
const BUSY_WAIT_MS = 5_000;

const column = (c: TryCounter, key: string) =>
  (c.table as unknown as Record<string, PgColumn>)[key] as PgColumn;
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const pause = () => new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 20));

function update(db: Db, c: TryCounter, id: number, set: Record<string, SQL | null | number>, only?: SQL) {
  return db
    .update(c.table)
    .set(set as never)
    .where(and(eq(column(c, c.id), id), only));
}

/**
 * Reserves one try before the (slow) verification, in one conditional UPDATE: `tries` counts wrong
 * tries and tries still being verified, and no try is reserved beyond `max`, so parallel guesses, on
 * one database or many servers, get no more than `max` verifications per window. A window or a lock
 * that has run out starts the count again. While `max` tries are being verified, a further try waits
 * for their outcome (the right secret frees them all; the last wrong one locks).
 */
export async function reserveTry<T extends PgTable>(
  db: Db,
  counter: TryCounter<T>,
  id: number,
  now: Date,
): Promise<Reservation> {
  const c = counter as unknown as TryCounter;
  const tries = column(c, c.tries);
  const lockedUntil = column(c, c.lockedUntil);
  const windowStart = c.windowStart === null ? null : column(c, c.windowStart);
  const expired =
    windowStart === null || c.windowMs === null
      ? sql`false`
      : sql`(${windowStart} IS NULL OR ${windowStart} <= ${at(new Date(now.getTime() - c.windowMs))})`;
  const fresh = sql`(${lockedUntil} IS NOT NULL OR ${expired})`;
  const count = sql`(CASE WHEN ${fresh} THEN 1 ELSE ${tries} + 1 END)`;
  const set: Record<string, SQL | null> = { [c.tries]: count, [c.lockedUntil]: null };
  if (windowStart && c.windowStart)
    set[c.windowStart] = sql`CASE WHEN ${fresh} THEN ${at(now)} ELSE ${windowStart} END`;
  const allowed = sql`(${lockedUntil} IS NULL OR ${lockedUntil} <= ${at(now)}) AND ${count} <= ${c.max}`;
  let deadline = Date.now() + BUSY_WAIT_MS;
  let seen = '';
  for (;;) {
    const reserved = await update(db, c, id, set, allowed).returning({ tries });
    if (reserved.length > 0) return { locked: false };
    const [row] = await db
      .select({ lockedUntil, tries, windowStart: windowStart ?? sql`null` })
      .from(c.table as PgTable)
      .where(eq(column(c, c.id), id));
    const until = row?.lockedUntil as Date | null | undefined;
    if (until && until > now) return { locked: true, lockedUntil: until };
    if (!row) throw new AppError('UNAUTHORIZED');
    const state = `${row.tries}:${(row.windowStart as Date | null)?.getTime() ?? ''}`;
    if (state !== seen) {
      seen = state;
      deadline = Date.now() + BUSY_WAIT_MS;
    } else if (Date.now() > deadline) {
      const { lockedUntil: stale } = await failTry(db, counter, id, now);
      if (stale) return { locked: true, lockedUntil: stale };
    }
    await pause();
  }
}

/**
 * Counts a reserved try as wrong (its reservation already counts): the one that finds `max` tries
 * counted locks. Answers the lock's end, or how many tries are left.
 */
export async function failTry<T extends PgTable>(
  db: Db,
  counter: TryCounter<T>,
  id: number,
  now: Date,
): Promise<{ lockedUntil: Date | null; remaining: number }> {
  const c = counter as unknown as TryCounter;
  const tries = column(c, c.tries);
  const lockedUntil = column(c, c.lockedUntil);
  const lockEnd = at(new Date(now.getTime() + c.lockMs));
  const [row] = await update(db, c, id, {
    [c.lockedUntil]: sql`CASE WHEN ${lockedUntil} IS NULL AND ${tries} >= ${c.max} THEN ${lockEnd} ELSE ${lockedUntil} END`,
  }).returning({ tries, lockedUntil });
  const until = (row?.lockedUntil as Date | null | undefined) ?? null;
  return {
    lockedUntil: until && until > now ? until : null,
    remaining: Math.max(0, c.max - ((row?.tries as number | undefined) ?? 0)),
  };
}

/** After a verified secret: forgets every try and lifts the lock. */
export async function clearTries<T extends PgTable>(db: Db, counter: TryCounter<T>, id: number) {
  const c = counter as unknown as TryCounter;
  const set: Record<string, number | null> = { [c.tries]: 0, [c.lockedUntil]: null };
  if (c.windowStart) set[c.windowStart] = null;
  await update(db, c, id, set);
}

/** Gives back a reserved try that was neither right nor wrong (e.g. a second factor still to come). */
export async function releaseTry<T extends PgTable>(db: Db, counter: TryCounter<T>, id: number) {
  const c = counter as unknown as TryCounter;
  const tries = column(c, c.tries);
  await update(db, c, id, { [c.tries]: sql`greatest(${tries} - 1, 0)` });
}

export function lockedError(key: MessageKey, until: Date, now: Date) {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return new AppError(key, { minutes }, { lockedUntil: until.toISOString() });
}
